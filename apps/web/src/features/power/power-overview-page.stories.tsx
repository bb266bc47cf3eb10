import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { chargeSystemById, POWER_IDS } from '../../testing/fixtures/power';
import { FAULTY_SYSTEM, RESET_SYSTEM, STOPPED_SYSTEM } from '../../testing/fixtures/power-more';
import { adminUser, powerUser } from '../../testing/fixtures/users';
import { powerHandlers } from '../../testing/handlers/power';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { fitsItsWidth } from '../../testing/width-checks';
import { PowerOverviewPage } from './power-overview-page';

/**
 * /power and the power home (rules 11.2) through the whole app: the connected page
 * running its real data code against MSW (testing/handlers/power.ts: four charge systems in
 * Chicago, fixtures/power.ts). The language toolbar global shows it in each of the six languages.
 */
const meta = {
  title: 'Screens/Power/Overview',
  component: PowerOverviewPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario(), layout: 'fullscreen' },
  render: () => <AppAtRoute path="/power" />,
} satisfies Meta<typeof PowerOverviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const only = (...ids: string[]) => ids.flatMap((id) => chargeSystemById(id) ?? []);
/** The value shown under a label of the figures. */
const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling;
/** Every figure's value stays inside its card, and the page does not scroll sideways. */
const expectNothingOverflows = async (canvasElement: HTMLElement) => {
  const figures = await within(canvasElement).findByRole('region', { name: 'Power figures' }, LONG);
  for (const card of figures.querySelectorAll('dl > div')) await fitsItsWidth(card);
  await fitsItsWidth(document.documentElement);
};
const systemsTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Charge systems' }, LONG);

/** Figures, the four systems with their port states, the map and the topology of the first system. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('region', { name: 'Power figures' }, LONG);
    await expect(figure(figures, 'Chargers online')).toHaveTextContent('4');
    await expect(figure(figures, 'Batteries faulty')).toHaveTextContent('2');
    await expect(figure(figures, 'Energy today')).toHaveTextContent('28.4 kWh');
    const table = await systemsTable(canvasElement);
    await expect(within(table).getByRole('link', { name: 'North Depot' })).toHaveAttribute('href', `/power/${POWER_IDS.north}`);
    await expect(within(table).getByText('1 Overheat')).toBeVisible();
    await expect(within(table).getByText('Warehouse: North Depot')).toBeVisible();
    const topology = await canvas.findByRole('region', { name: 'Topology' }, LONG);
    topology.scrollIntoView(); // read and drawn as it nears the viewport, as a user scrolls to it
    await expect(within(topology).getByRole('combobox', { name: 'Charge system' })).toHaveValue(POWER_IDS.north);
    await expect(await within(topology).findByText('Bay 2 charger', {}, LONG)).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'Map of the charge systems' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Map legend' })).toHaveTextContent('Needs attention');
    // The legend stands below the map, never over a system's marker.
    const map = canvas.getByRole('region', { name: 'Map of the charge systems' });
    await expect(canvas.getByRole('list', { name: 'Map legend' }).getBoundingClientRect().top).toBeGreaterThanOrEqual(map.getBoundingClientRect().bottom);
    await expectNothingOverflows(canvasElement);
  },
};

/** A phone (414 px): the figures two a row, one card per charge system with every field named (place, chargers online, energy today too), nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const table = await systemsTable(canvasElement);
    await expect(within(table).getByRole('link', { name: 'North Depot' })).toBeVisible();
    const north = within(table).getByRole('rowheader', { name: 'North Depot' }).closest('tr') as HTMLElement;
    await expect(within(north).getByText('Warehouse: North Depot')).toBeVisible();
    await expect(within(north).getByText('20.6 kWh')).toBeVisible();
    await expect(within(table).getByText('1 Overheat')).toBeVisible();
    await fitsItsWidth(table.parentElement);
    await expectNothingOverflows(canvasElement);
  },
};

/** Choosing another system in the select shows its topology. */
export const ChooseTopology: Story = {
  play: async ({ canvasElement }) => {
    const topology = await within(canvasElement).findByRole('region', { name: 'Topology' }, LONG);
    topology.scrollIntoView(); // read and drawn as it nears the viewport, as a user scrolls to it
    await userEvent.selectOptions(within(topology).getByRole('combobox', { name: 'Charge system' }), 'South Depot');
    await expect(await within(topology).findByText('South bay charger', {}, LONG)).toBeInTheDocument();
    await expect(within(topology).queryByText('Bay 2 charger')).toBeNull();
  },
};

/** A node of the topology opens the charge system detail at that charger's card. */
export const OpenFromTopology: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('region', { name: 'Topology' }, LONG)).scrollIntoView();
    const topology = await canvas.findByRole('tree', { name: 'Topology of North Depot' }, LONG);
    await userEvent.click(await within(topology).findByText('Bay 2 charger', {}, LONG));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'North Depot' }, LONG)).toBeVisible();
    const card = await canvas.findByRole('region', { name: 'Bay 2 charger' }, LONG);
    await expect(card).toHaveAttribute('id', 'charger-chg_north_bay2');
    // The focus moves into what was opened: the charger card's heading.
    await waitFor(() => expect(within(card).getByRole('heading', { level: 2, name: 'Bay 2 charger' })).toHaveFocus(), LONG);
  },
};

export const Loading: Story = {
  parameters: { msw: [...powerHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, LONG)).toBeVisible();
  },
};

/** No charge system yet: charger gateways are bound from the mobile app. */
export const Empty: Story = {
  parameters: { msw: [...powerHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No charge systems yet', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/Charger gateways are bound from the mobile app/)).toBeVisible();
    await expect(figure(canvas.getByRole('region', { name: 'Power figures' }), 'Energy this month')).toHaveTextContent('0.0 kWh');
  },
};

export const Error: Story = {
  parameters: { msw: [...powerHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The power overview could not be loaded.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A power-only company lands on the power overview at /home (rules 2.9, 4.14), its name under the heading. */
export const PowerOnlyHome: Story = {
  parameters: { ...appParameters({ user: powerUser, router: false }), msw: scenario({ user: powerUser }) },
  render: () => <AppAtRoute path="/home" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Power overview' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home Overview');
    await expect(await systemsTable(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Equipment' })).toBeNull();
  },
};

/** A full-version company reaches the power overview from the sidebar; its home stays the equipment list. */
export const FullVersion: Story = {
  render: () => <AppAtRoute path="/home" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Equipment' }, LONG)).toBeVisible();
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Power' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Power overview' }, LONG)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Power Overview'));
    await expect(await systemsTable(canvasElement)).toBeVisible();
  },
};

/** German: figures, columns and states in German, energy with a decimal comma. */
export const German: Story = {
  globals: { language: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('region', { name: 'Energiekennzahlen' }, LONG);
    await expect(figure(figures, 'Energie heute')).toHaveTextContent('28,4 kWh');
    const table = await canvas.findByRole('table', { name: 'Ladesysteme' }, LONG);
    await expect(within(table).getByText('1 Überhitzt')).toBeVisible();
    await expect(within(table).getByText('Standort: Oakwood Cemetery')).toBeVisible();
  },
};

/** A charge system whose gateway stopped reporting: offline, its charger offline too. */
export const OfflineGateway: Story = {
  parameters: { msw: [...powerHandlers.populated(only(POWER_IDS.riverside)), ...scenario()] },
  play: async ({ canvasElement }) => {
    const table = await systemsTable(canvasElement);
    const row = within(table).getByRole('rowheader', { name: 'Riverside Park' }).closest('tr') as HTMLElement;
    await expect(within(row).getByText('Offline')).toBeVisible();
    await expect(within(row).getByText('0 of 1')).toBeVisible();
    await expect(figure(within(canvasElement).getByRole('region', { name: 'Power figures' }), 'Chargers offline')).toHaveTextContent('1');
    // Its charger's last port states are history: unknown since its last report, not "Standby" or "Ready" (rules 11.7).
    await expect(within(row).getByText(/^2 Unknown since /)).toBeVisible();
    await expect(within(row).queryByText(/Standby|Ready/)).toBeNull();
  },
};

/**
 * A charge system whose gateway still reports but whose chargers stopped 14:05 CDT: no live
 * figure counts their last states, the row says its 4 ports are unknown since then (rules 11.7)
 * and the map marks it as not reporting.
 */
export const StoppedChargers: Story = {
  parameters: { msw: [...powerHandlers.populated([...only(POWER_IDS.north), STOPPED_SYSTEM]), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('region', { name: 'Power figures' }, LONG);
    await expect(figure(figures, 'Chargers online')).toHaveTextContent('3');
    await expect(figure(figures, 'Chargers offline')).toHaveTextContent('2');
    await expect(figure(figures, 'Batteries charging')).toHaveTextContent('1');
    await expect(figure(figures, 'Ports unknown')).toHaveTextContent('4');
    const table = await systemsTable(canvasElement);
    const row = within(table).getByRole('rowheader', { name: 'Lakeside Yard' }).closest('tr') as HTMLElement;
    await expect(within(row).getByText('0 of 2')).toBeVisible();
    await expect(within(row).getByText('4 Unknown since 03/12/2026 14:05 CDT')).toBeVisible();
    await expect(within(row).queryByText(/Charging/)).toBeNull();
    await expect(await canvas.findByRole('list', { name: 'Map legend' }, LONG)).toHaveTextContent('Not reporting');
    await expectNothingOverflows(canvasElement);
  },
};

/** A site whose gateway has no chargers yet: no ports, and the topology says so. */
export const SiteWithNoChargers: Story = {
  parameters: { msw: [...powerHandlers.populated(only(POWER_IDS.oakwood)), ...scenario()] },
  play: async ({ canvasElement }) => {
    const table = await systemsTable(canvasElement);
    await expect(within(table).getByText('Site: Oakwood Cemetery')).toBeVisible();
    await expect(within(table).getByText('No chargers')).toBeVisible();
    // On the map it is "No chargers", never the green "Ready" of a system whose batteries are ready.
    const legend = await within(canvasElement).findByRole('list', { name: 'Map legend' }, LONG);
    await expect(legend).toHaveTextContent('No chargers');
    const topology = await within(canvasElement).findByRole('region', { name: 'Topology' }, LONG);
    topology.scrollIntoView(); // read and drawn as it nears the viewport, as a user scrolls to it
    await expect(await within(topology).findByText('No chargers are linked to this gateway yet.', {}, LONG)).toBeVisible();
  },
};

/**
 * A charger reporting a fan failure (C-101) while its ports charge: the row says a charger needs
 * attention with the code and its suggestion, the figures count it, and the map legend names
 * "Needs attention" for its marker (rules 11.7, 11.9).
 */
export const FaultyCharger: Story = {
  parameters: { msw: [...powerHandlers.populated([...only(POWER_IDS.south), FAULTY_SYSTEM]), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('region', { name: 'Power figures' }, LONG);
    await expect(figure(figures, 'Chargers needing attention')).toHaveTextContent('1');
    await expect(figure(figures, 'Batteries faulty')).toHaveTextContent('0');
    const table = await systemsTable(canvasElement);
    const row = within(table).getByRole('rowheader', { name: 'Fan Street Yard' }).closest('tr') as HTMLElement;
    await expect(within(row).getByText('2 of 2')).toBeVisible();
    await expect(within(row).getByText('1 charger needs attention')).toBeVisible();
    await expect(row).toHaveTextContent(/Error C-101: Unplug the charger, clear dust and debris from the fan/);
    const south = within(table).getByRole('rowheader', { name: 'South Depot' }).closest('tr') as HTMLElement;
    await expect(within(south).queryByText(/needs attention/)).toBeNull();
    await expect(await canvas.findByRole('list', { name: 'Map legend' }, LONG)).toHaveTextContent('Needs attention');
    await expectNothingOverflows(canvasElement);
  },
};

/** A charge system whose gateway was reset: the topology says so in words, never an empty diagram (rules 14.5). */
export const ResetGateway: Story = {
  parameters: { msw: [...powerHandlers.populated([RESET_SYSTEM]), ...scenario()] },
  play: async ({ canvasElement }) => {
    const topology = await within(canvasElement).findByRole('region', { name: 'Topology' }, LONG);
    topology.scrollIntoView(); // read as it nears the viewport, as a user scrolls to it
    await expect(
      await within(topology).findByText(/^This gateway was reset at 03\/12\/2026 09:30 CDT and waits to be bound again from the mobile app\./, {}, LONG),
    ).toBeVisible();
    await expect(within(topology).queryByRole('tree')).toBeNull();
  },
};
