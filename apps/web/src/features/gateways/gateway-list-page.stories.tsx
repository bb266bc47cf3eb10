import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { employeeUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { gatewayHandlers } from '../../testing/handlers/gateways';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { fitsItsWidth } from '../../testing/width-checks';
import { GatewayListPage } from './gateway-list-page';

/**
 * /gateway (rules 14.1 to 14.5) through the whole app: the connected page against MSW
 * (testing/fixtures/gateways.ts: the four charge systems' gateways, five device gateways, a fixed
 * tablet, two crew phones, an app relay; a device gateway and a phone deleted on 2026-03-02; times
 * in America/Chicago).
 */
const meta = {
  title: 'Screens/Gateways/List',
  component: GatewayListPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario(), layout: 'fullscreen' },
  render: () => <AppAtRoute path="/gateway" />,
} satisfies Meta<typeof GatewayListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const at = (path: string) => () => <AppAtRoute path={path} />;
const gatewayTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Gateways' }, LONG);
const rowOf = async (canvasElement: HTMLElement, serial: string) =>
  (await within(await gatewayTable(canvasElement)).findByRole('rowheader', { name: new RegExp(serial) }, LONG)).closest('tr') as HTMLElement;

/** The charger gateways tab (first in the order of rules 14.1): every tab counted, North Depot's gateway online, Riverside Park's offline. */
export const ChargerGateways: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Gateways' }, LONG)).toBeVisible();
    await expect(await rowOf(canvasElement, 'CGW2A0101')).toHaveTextContent('North Depot');
    await expect(await rowOf(canvasElement, 'CGW2A0207')).toHaveTextContent('Offline');
    await expect(canvas.getByRole('tab', { name: /^Charger gateway/, selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^Device gateway\W+5 gateways$/ })).toBeVisible();
    await fitsItsWidth(document.documentElement);
  },
};

/** The fixed app gateways: the West Depot tablet with brand, app version and connected devices; email and UDID wait for wider screens (and the detail). */
export const AppGatewayFixed: Story = {
  render: at('/gateway?tab=app_gateway_fixed'),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'R9TW30A1B2C');
    await expect(row).toHaveTextContent('Samsung');
    await expect(within(row).getAllByText('3.2.0')[0]).toBeVisible();
    const table = await gatewayTable(canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'Connected devices' })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Email' })).toBeNull();
    await fitsItsWidth(document.documentElement);
  },
};

/** The crew phones: one online, one offline for five hours; each placed by the nearest depot with its distance (rules 14.2). */
export const AppGatewayMobile: Story = {
  render: at('/gateway?tab=app_gateway_mobile'),
  play: async ({ canvasElement }) => {
    const phone = await rowOf(canvasElement, 'F2LZK0Q1N72');
    await expect(phone).toHaveTextContent('Online');
    await waitFor(() => expect(phone).toHaveTextContent('Near North Depot (1.2 mi)'), { timeout: 10_000 });
    await expect(phone).toHaveTextContent('41.92620, -87.64880');
    await expect(await rowOf(canvasElement, '3A021JEHN0')).toHaveTextContent('Offline');
    await fitsItsWidth(document.documentElement);
  },
};

/** The device gateways: two at depots, one offline in a yard (by the nearest depot, and its coordinates), one never connected (no location, rules 8.5), one reset. */
export const DeviceGateways: Story = {
  render: at('/gateway?tab=device_gateway'),
  play: async ({ canvasElement }) => {
    await expect(await rowOf(canvasElement, 'YG2B00031')).toHaveTextContent('41.88810, -87.72150');
    await waitFor(async () => expect(await rowOf(canvasElement, 'YG2B00031')).toHaveTextContent('Near West Depot (2.2 mi)'), { timeout: 10_000 });
    await expect(await rowOf(canvasElement, 'YG3A00190')).toHaveTextContent('There is no location information for this device.');
    await expect(await rowOf(canvasElement, 'YG2B00054')).toHaveTextContent('Reset pending');
    await fitsItsWidth(document.documentElement);
  },
};

/** The app relays without a set-up. */
export const AppGateways: Story = {
  render: at('/gateway?tab=app_gateway'),
  play: async ({ canvasElement }) => {
    await expect(await rowOf(canvasElement, 'DMPX81Q2R5T')).toHaveTextContent('Apple');
  },
};

/** The arrow keys move between the tabs (ARIA tablist); the next tab loads its kind. */
export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'CGW2A0101');
    const first = within(canvasElement).getByRole('tab', { name: /^Charger gateway/ });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByRole('tab', { name: /^App gateway fixed/ })).toHaveFocus();
    await expect(await rowOf(canvasElement, 'R9TW30A1B2C')).toBeVisible();
  },
};

/** A search by SN finds the deleted device gateway, marked with the date it was deleted (company time zone). */
export const SearchFindsDeleted: Story = {
  render: at('/gateway?tab=device_gateway&q=YG2B'),
  play: async ({ canvasElement }) => {
    const deleted = await rowOf(canvasElement, 'YG2B00012');
    await expect(within(deleted).getByText('Deleted 03/02/2026')).toBeVisible();
    await expect(within(deleted).queryByRole('button', { name: /Actions for/ })).toBeNull();
    await expect(within(canvasElement).getByText('Search results include deleted gateways.')).toBeVisible();
  },
};

/** The Last connected header toggles oldest first (aria-sort ascending): the gateway that never connected stays last. */
export const SortOldestFirst: Story = {
  render: at('/gateway?tab=device_gateway'),
  play: async ({ canvasElement }) => {
    const table = await gatewayTable(canvasElement);
    await rowOf(canvasElement, 'YG3A00117');
    await userEvent.click(within(table).getByRole('button', { name: /Last connected/ }));
    await waitFor(async () => {
      const headers = within(await gatewayTable(canvasElement))
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
      await expect(headers[0]).toMatch(/YG2B00054/);
      await expect(headers.at(-1)).toMatch(/YG3A00190/);
    }, LONG);
    await expect(within(await gatewayTable(canvasElement)).getByRole('columnheader', { name: /Last connected/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** An admin's row menu: Reset asks first and says what happens to North Depot. */
export const AdminResetConfirmation: Story = {
  render: at('/gateway?tab=device_gateway'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await rowOf(canvasElement, 'YG3A00117')).getByRole('button', { name: 'Actions for YG3A00117' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset this gateway?' });
    await expect(within(dialog).getByText(/leaves North Depot and must be bound again in the mobile app; the warehouse can then be deleted/)).toBeVisible();
  },
};

/** An employee reads the gateways without any action. */
export const EmployeeNoActions: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  render: at('/gateway?tab=device_gateway'),
  play: async ({ canvasElement }) => {
    const table = await gatewayTable(canvasElement);
    await rowOf(canvasElement, 'YG3A00117');
    await expect(within(table).queryAllByRole('button', { name: /Actions for/ })).toHaveLength(0);
  },
};

/** A phone (414 px): every gateway is a stacked card with named fields, the Last connected order a button above them; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  render: at('/gateway?tab=app_gateway_mobile'),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'F2LZK0Q1N72');
    await expect(within(await gatewayTable(canvasElement)).getByRole('button', { name: /Last connected/ })).toBeVisible();
    await expect(within(row).getByText('Application version')).toBeVisible();
    await expect(within(row).getByText('manager@demo.yardfleet.test')).toBeVisible();
    await fitsItsWidth(document.documentElement);
  },
};

/** The screen in German, EU date order. */
export const German: Story = {
  globals: { language: 'de-DE', region: 'eu' },
  render: at('/gateway?tab=device_gateway&q=YG2B'),
  play: async ({ canvasElement }) => {
    await expect(within(await rowOf(canvasElement, 'YG2B00012')).getByText('Gelöscht am 02/03/2026')).toBeVisible();
    await expect(within(canvasElement).getByRole('tab', { name: /^Geräte-Gateway/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [...gatewayHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, LONG)).toBeVisible();
  },
};

/** No gateway yet: where gateways come from. */
export const Empty: Story = {
  parameters: { msw: [...gatewayHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No gateways of this kind yet', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/app gateways when the mobile app binds them/)).toBeVisible();
  },
};

/** A search without a match: "No results found" (rules 8.5). */
export const NoResults: Story = {
  render: at('/gateway?q=ZZZ'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No results found', {}, LONG)).toBeVisible();
  },
};

/** A search that finds nothing on this tab but gateways of another kind: says where, and a button opens that tab (rules 14.3). */
export const MatchesOnAnotherTab: Story = {
  render: at('/gateway?q=YG3A'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No match on this tab', {}, LONG)).toBeVisible();
    await expect(canvas.queryByText('No results found')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Device gateway (3)' }));
    await expect(await canvas.findByRole('tab', { name: /^Device gateway/, selected: true }, LONG)).toBeVisible();
    await expect(await canvas.findByText('YG3A00117', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: [...gatewayHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The gateways could not be loaded.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
