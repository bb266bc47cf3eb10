import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { DETAIL_IDS } from '../../testing/fixtures/equipment-detail';
import { employeeUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { equipmentDetailHandlers } from '../../testing/handlers/equipment-detail';
import { scenario } from '../../testing/handlers/scenarios';
import { expectFitsViewport, PHONE_390 } from '../../testing/phone-layout';
import { appParameters } from '../../testing/story-parameters';
import { EquipmentDetailPage } from './equipment-detail-page';

/**
 * /equipment/:id (rules 2.11) through the whole app: the connected page running
 * its real data code against MSW (testing/handlers/equipment-detail.ts: the 40 fixture machines,
 * setTags and delete change what the next call answers).
 */
const meta = {
  title: 'Screens/Equipment detail',
  component: EquipmentDetailPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario(), layout: 'fullscreen' },
  render: () => <AppAtRoute path={`/equipment/${DETAIL_IDS.withLocation}`} />,
} satisfies Meta<typeof EquipmentDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (id: string) => () => <AppAtRoute path={`/equipment/${id}`} />;
const LONG = { timeout: 10_000 };
const card = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name }, LONG);

export const Loading: Story = {
  parameters: { msw: [...equipmentDetailHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: [...equipmentDetailHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The equipment detail could not be loaded.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A missing machine, or another company's (1170010404): a link back to the list. */
export const NotFound: Story = {
  parameters: { msw: [...equipmentDetailHandlers.notFound(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Equipment not found' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the equipment list' })).toHaveAttribute('href', '/equipment');
  },
};

/** An online machine out for work: its position on the map, overview, health and tags. */
export const PopulatedWithLocation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'North crew mower 1' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Picture of North crew mower 1' })).toBeVisible();
    await expect(canvas.getByText('YF21LM5A0117')).toBeVisible();
    const location = await card(canvasElement, 'Location');
    await expect(await within(location).findByRole('region', { name: 'Map showing the location of North crew mower 1' }, LONG)).toBeVisible();
    await expect(await within(location).findByRole('button', { name: 'Zoom in' }, LONG)).toBeVisible();
    const health = await card(canvasElement, 'Health');
    await expect(health).toHaveTextContent('Please update the firmware through the mobile app.');
    await expect(health).toHaveTextContent('Normal');
    const tags = await card(canvasElement, 'Tags');
    await expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Crews:\u00a0North crew', 'Sites:\u00a0Riverside Park']);
    await expect(canvas.getByRole('button', { name: 'Edit tags' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** A machine that never reported a position: the message of rules 8.5 instead of a map. */
export const NoLocation: Story = {
  render: at(DETAIL_IDS.noLocation),
  play: async ({ canvasElement }) => {
    const location = await card(canvasElement, 'Location');
    await expect(within(location).getByText('There is no location information for this device.')).toBeVisible();
    await expect(within(location).queryByRole('region')).toBeNull();
  },
};

/** An offline machine: the message of rules 8.5. */
export const Offline: Story = {
  render: at(DETAIL_IDS.offline),
  play: async ({ canvasElement }) => {
    const location = await card(canvasElement, 'Location');
    await expect(within(location).getByText('The device is offline. No data available.')).toBeVisible();
    await expect(within(location).getByText('Last known position')).toBeVisible();
    await expect(await within(location).findByRole('region', { name: /Map/ })).toBeVisible();
    await expect(within(canvasElement).getAllByText('Offline').length).toBeGreaterThan(0);
  },
};

/** Low battery on the US host: the dealer recycling text, dates MM/DD/YYYY. */
export const LowBatteryUS: Story = {
  render: at(DETAIL_IDS.lowBattery),
  globals: { region: 'na' },
  play: async ({ canvasElement }) => {
    const health = await card(canvasElement, 'Health');
    await expect(health).toHaveTextContent('64%');
    await expect(health).toHaveTextContent('Ask your dealer about their battery recycling program.');
    await expect(await card(canvasElement, 'Overview')).toHaveTextContent('04/01/2025');
  },
};

/** Low battery on the EU host: the EU collection text, dates DD/MM/YYYY. */
export const LowBatteryEU: Story = {
  render: at(DETAIL_IDS.lowBattery),
  globals: { region: 'eu' },
  play: async ({ canvasElement }) => {
    const health = await card(canvasElement, 'Health');
    await expect(health).toHaveTextContent('Hand in spent batteries at an EU battery collection point.');
    await expect(health).not.toHaveTextContent('recycling program');
    await expect(await card(canvasElement, 'Overview')).toHaveTextContent('01/04/2025');
  },
};

/** A faulty machine: its error code with the fault. */
export const ErrorCode: Story = {
  render: at(DETAIL_IDS.errorCode),
  play: async ({ canvasElement }) => {
    const health = await card(canvasElement, 'Health');
    await expect(within(health).getByText('E-217')).toBeVisible();
    await expect(health).toHaveTextContent('The machine reported a fault and does no work until it is cleared.');
    await expect(await card(canvasElement, 'Overview')).toHaveTextContent('Faulty');
  },
};

/** An employee reads the detail without Edit tags or Delete (fleet.edit). */
export const EmployeeReadOnly: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'North crew mower 1' }, LONG)).toBeVisible();
    await expect(canvas.getByText('You can view this equipment. Only admins and managers can change it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit tags' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** Edit tags: tick a tag, save, and the Tags card shows it. */
export const EditTags: Story = {
  render: at(DETAIL_IDS.noLocation),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit tags' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tags' });
    const sites = await within(dialog).findByRole('group', { name: 'Sites' }, LONG);
    await userEvent.click(within(sites).getByRole('checkbox', { name: 'Oakwood Cemetery' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const tags = await card(canvasElement, 'Tags');
    await waitFor(
      () =>
        expect(
          within(tags)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toEqual(['Sites:\u00a0Oakwood Cemetery']),
      LONG,
    );
  },
};

/** Delete: the confirmation says collected data stays; confirming lands on the list without the machine. */
export const DeleteConfirm: Story = {
  parameters: { msw: [...equipmentDetailHandlers.withList(), ...scenario()] },
  render: at(DETAIL_IDS.noLocation),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this equipment?' });
    await expect(dialog).toHaveTextContent('Spare mower (YF20LM5A0009) will be deleted permanently. The data it collected stays in statistics and reports.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const list = await within(canvasElement).findByRole('table', { name: 'Equipment' }, LONG);
    await expect(await within(list).findByRole('link', { name: 'North crew mower 1' }, LONG)).toBeVisible();
    await expect(within(list).queryByText('Spare mower')).toBeNull();
  },
};

/** German (de-DE): the cards, labels and the battery verdict in German. */
export const German: Story = {
  globals: { language: 'de-DE' },
  play: async ({ canvasElement }) => {
    const overview = await card(canvasElement, 'Übersicht');
    await expect(overview).toHaveTextContent('Rasenmäher');
    await expect(overview).toHaveTextContent('Zuletzt gesehen');
    const health = await card(canvasElement, 'Zustand');
    await expect(health).toHaveTextContent('Firmware-Version');
    await expect(within(canvasElement).getByRole('button', { name: 'Tags bearbeiten' })).toBeVisible();
  },
};

/**
 * A phone (390 × 844; rules 2.6, 2.11, 17.6): nothing is wider than the screen; the breadcrumb
 * shows the machine's name; the serial number stays on one line (its full text in the title); the
 * location names the nearest warehouse with the distance in miles.
 */
export const Phone: Story = {
  ...PHONE_390,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'North crew mower 1' }, LONG)).toBeVisible();
    const crumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByText('North crew mower 1');
    await expect(crumb).toBeVisible();
    await expect(crumb.scrollWidth).toBeLessThanOrEqual(crumb.clientWidth);
    const serial = canvas.getByTitle('Serial number: YF21LM5A0117');
    await expect(serial.getBoundingClientRect().height).toBeLessThan(2 * parseFloat(getComputedStyle(serial).lineHeight));
    const location = await card(canvasElement, 'Location');
    await expect(within(location).getByText(/^Nearest warehouse:/)).toHaveTextContent(/North Depot, \d+(\.\d)? mi away/);
    await expectFitsViewport(canvasElement);
  },
};

/** A machine with an open, escalated fault alert (rules 22.5): the Open alerts card and its link to /alerts. */
export const OpenAlerts: Story = {
  render: at('eq_008'),
  play: async ({ canvasElement }) => {
    const alerts = await card(canvasElement, 'Open alerts');
    await waitFor(() => expect(alerts).toHaveTextContent('Fault · E-217'), LONG);
    await expect(alerts).toHaveTextContent('Faults · opened 03/12/2026 11:20 CDT');
    await expect(within(alerts).getByRole('link', { name: 'All alerts of this machine' })).toHaveAttribute('href', '/alerts?machine=eq_008');
  },
};

/** The History tab (rules 20.13): the machine's rename and the tag change made with an API key, each with its fields before → after. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }, LONG));
    const table = await canvas.findByRole('table', { name: 'Changes to this machine' }, LONG);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), LONG);
    await expect(table).toHaveTextContent('Name: Mower 1 → North crew mower 1');
    await expect(table).toHaveTextContent('API key yf_live_AbCdEfGh1234');
  },
};

/** An employee reads the History tab too (read only: no Rename button). */
export const EmployeeHistory: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }, LONG));
    const table = await canvas.findByRole('table', { name: 'Changes to this machine' }, LONG);
    await waitFor(() => expect(table).toHaveTextContent('Machine renamed'), LONG);
    await expect(canvas.queryByRole('button', { name: 'Rename' })).toBeNull();
  },
};
