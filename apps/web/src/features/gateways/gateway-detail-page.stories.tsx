import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { GATEWAY_IDS } from '../../testing/fixtures/gateways';
import { employeeUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { gatewayHandlers } from '../../testing/handlers/gateways';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { GatewayDetailPage } from './gateway-detail-page';

/**
 * /gateway/{id} (rules 14.4, 14.5) through the whole app: the connected page against MSW
 * (testing/fixtures/gateways.ts; times in America/Chicago; the map on the offline basemap).
 */
const meta = {
  title: 'Screens/Gateways/Detail',
  component: GatewayDetailPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario(), layout: 'fullscreen' },
  render: () => <AppAtRoute path={`/gateway/${GATEWAY_IDS.deviceNorth}`} />,
} satisfies Meta<typeof GatewayDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const at = (id: string) => () => <AppAtRoute path={`/gateway/${id}`} />;
const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name }, LONG);
const subDevices = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Sub-devices' }, LONG);

/** North Depot's device gateway: its fields, six machines (four connected), the map, Reset and Delete for an admin. */
export const DeviceGateway: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'YG3A00117')).toBeVisible();
    const table = await subDevices(canvasElement);
    await expect(within(table).getByRole('link', { name: 'North crew mower 1' })).toHaveAttribute('href', '/equipment/eq_001');
    await expect(within(table).getAllByText('Connected')).toHaveLength(4);
    await expect(await canvas.findByRole('region', { name: 'Location of YG3A00117' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to gateways' })).toHaveAttribute('href', '/gateway');
  },
};

/** The West Depot tablet: the app gateway fields (brand, system and app versions, UDID, email, connected devices). */
export const AppGateway: Story = {
  render: at(GATEWAY_IDS.tabletWest),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'R9TW30A1B2C')).toBeVisible();
    const app = within(canvasElement).getByRole('region', { name: 'Mobile app' });
    await expect(app).toHaveTextContent('Android 14');
    await expect(app).toHaveTextContent('7f3c9a2e-41d8-4b6e-9c1f-2a5b8e0d6f13');
    await expect(app).toHaveTextContent('depot.west@greenway.example');
  },
};

/** North Depot's charger gateway: its chargers link to the charge system (/power/{gatewayId}). */
export const ChargerGateway: Story = {
  render: at(GATEWAY_IDS.chargerNorth),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'CGW2A0101')).toBeVisible();
    const links = within(await subDevices(canvasElement)).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    for (const link of links) await expect(link).toHaveAttribute('href', `/power/${GATEWAY_IDS.chargerNorth}`);
  },
};

/** Reset asks first and says what happens; confirming shows the reset banner. */
export const ResetFromDetail: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'YG3A00117');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset this gateway?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(await within(canvasElement).findByText('Reset pending: bind again in the mobile app.', {}, LONG)).toBeVisible();
  },
};

/** A reset the server fails: the data layer's failure toast, the gateway unchanged. */
export const ResetFails: Story = {
  parameters: { msw: [...gatewayHandlers.resetFails(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'YG3A00117');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reset this gateway?' })).getByRole('button', { name: 'Reset' }));
    await expect(await screen.findByText('Code: 500, Message: Internal Server Error', {}, LONG)).toBeVisible();
    await expect(within(canvasElement).queryByText('Reset pending: bind again in the mobile app.')).toBeNull();
  },
};

/** A reset gateway waiting to be bound again: the banner, Delete only. */
export const ResetPending: Story = {
  render: at(GATEWAY_IDS.deviceReset),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Reset pending: bind again in the mobile app.', {}, LONG)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Reset' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** A deleted gateway: the banner with its date (company time zone), no actions. */
export const Deleted: Story = {
  render: at(GATEWAY_IDS.deviceDeleted),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Deleted on 03/02/2026. It no longer reports and shows only in search results.', {}, LONG),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** A gateway that never reported a position: the message of rules 8.5 instead of the map. */
export const NoLocation: Story = {
  render: at(GATEWAY_IDS.deviceNew),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'YG3A00190');
    const location = within(canvasElement).getByRole('region', { name: 'Location' });
    await expect(within(location).getByText('There is no location information for this device.')).toBeVisible();
    await expect(within(canvasElement).getByText('This gateway links no devices.')).toBeVisible();
  },
};

/** An employee reads the detail without Reset or Delete. */
export const Employee: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'YG3A00117');
    await expect(within(canvasElement).queryByRole('button', { name: 'Reset' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** A phone (414 px): the fields stack; the page does not scroll sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  render: at(GATEWAY_IDS.phoneNorth),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'F2LZK0Q1N72')).toBeVisible();
    const html = document.documentElement;
    await expect(html.scrollWidth).toBeLessThanOrEqual(html.clientWidth);
  },
};

/** An id this company does not have: not found, with the way back. */
export const NotFound: Story = {
  render: at('gw_unknown_0001'),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Gateway not found')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Back to gateways' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [...gatewayHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: [...gatewayHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The gateway could not be loaded.', {}, LONG)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
