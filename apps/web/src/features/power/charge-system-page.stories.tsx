import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { CHARGE_SYSTEM_DETAILS, POWER_IDS } from '../../testing/fixtures/power';
import { RESET_SYSTEM, STOPPED_SYSTEM, STOPPED_SYSTEM_ID } from '../../testing/fixtures/power-more';
import { adminUser } from '../../testing/fixtures/users';
import { powerHandlers } from '../../testing/handlers/power';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { fitsItsWidth } from '../../testing/width-checks';
import { ChargeSystemPage } from './charge-system-page';

/**
 * /power/{id} (rules 11.3) through the whole app: the connected page against MSW
 * (testing/fixtures/power.ts: North Depot's nine ports show every state, South Depot a legacy pack
 * and a pack of low health; times in the company's zone, America/Chicago).
 */
const meta = {
  title: 'Screens/Power/Charge system',
  component: ChargeSystemPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario(), layout: 'fullscreen' },
  render: () => <AppAtRoute path={`/power/${POWER_IDS.north}`} />,
} satisfies Meta<typeof ChargeSystemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const at = (id: string) => () => <AppAtRoute path={`/power/${id}`} />;
const charger = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name }, LONG);
/** The list item of port `number` inside a charger's card (`word`: "Port" in the page's language). */
const portOf = (card: HTMLElement, number: number, word = 'Port') =>
  within(card)
    .getByRole('heading', { level: 4, name: `${word} ${number}` })
    .closest('li') as HTMLElement;

/** The whole topology at first paint: every node a tree item named "label, second line", the colour key in words above it. */
export const WholeTopology: Story = {
  play: async ({ canvasElement }) => {
    const topology = await within(canvasElement).findByRole('tree', { name: 'Topology of North Depot' }, LONG);
    await expect(within(topology).getByRole('treeitem', { name: 'North Depot, Online · CGW2A0101' })).toBeVisible();
    // 1 gateway, 3 chargers, 9 ports, 8 batteries (port 3 of Bay 2 is empty).
    await expect(within(topology).getAllByRole('treeitem')).toHaveLength(21);
    for (const item of within(topology).getAllByRole('treeitem')) await expect(item).toBeVisible();
    const key = within(canvasElement).getByRole('list', { name: 'Colour key' });
    await expect(
      within(key)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Ready or online',
      'Charging or discharging',
      'Battery health low',
      'Fault: overheat or error',
      'Standby, waiting or empty',
      'Offline or unknown',
    ]);
  },
};

/**
 * The keyboard (rules 11.3): the topology is one Tab stop after the back link; the arrow keys move
 * in it; Enter opens the node and the focus moves to the heading of what it opened (the charger's
 * card, the port's row, the gateway's card).
 */
export const KeyboardOpensTheDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const topology = await canvas.findByRole('tree', { name: 'Topology of North Depot' }, LONG);
    canvas.getByRole('link', { name: 'Back to the power overview' }).focus();
    await userEvent.tab();
    await expect(within(topology).getByRole('treeitem', { name: 'North Depot, Online · CGW2A0101' })).toHaveFocus();
    // Down to Bay 1 charger, its ports and batteries, then Bay 2 charger.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(topology).getByRole('treeitem', { name: /^Bay 2 charger, / })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const card = await charger(canvasElement, 'Bay 2 charger');
    await waitFor(() => expect(within(card).getByRole('heading', { level: 2, name: 'Bay 2 charger' })).toHaveFocus(), LONG);

    // Back in the tree (Shift+Tab from the page lands on the node last moved to), Right to its first port, Enter.
    canvas.getByRole('link', { name: 'Back to the power overview' }).focus();
    await userEvent.tab();
    await expect(within(topology).getByRole('treeitem', { name: /^Bay 2 charger, / })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(within(portOf(card, 1)).getByRole('heading', { level: 4, name: 'Port 1' })).toHaveFocus(), LONG);

    canvas.getByRole('link', { name: 'Back to the power overview' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{Home} ');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Gateway' })).toHaveFocus(), LONG);
  },
};

/** A phone (414 px): the gateway, the topology and the charger cards stack; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'North Depot' }, LONG)).toBeVisible();
    await charger(canvasElement, 'Bay 3 charger');
    await within(canvasElement).findByRole('tree', { name: 'Topology of North Depot' }, LONG);
    await fitsItsWidth(document.documentElement);
    for (const card of within(canvasElement).getAllByRole('region')) await fitsItsWidth(card);
  },
};

/** Every one of the nine port states (rules 4.6), each a pill in its tone, with the gateway and breadcrumb. */
export const EveryPortState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'North Depot' }, LONG)).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Power Overview' })).toHaveAttribute('href', '/power');
    await expect(crumbs).toHaveTextContent('North Depot');
    await expect(canvas.getByRole('link', { name: 'Back to the power overview' })).toHaveAttribute('href', '/power');
    const gateway = await charger(canvasElement, 'Gateway');
    await expect(gateway).toHaveTextContent('CGW2A0101');
    await expect(gateway).toHaveTextContent('Online');
    const expected = {
      'Bay 1 charger': ['Charging', 'Fully charged', 'Ready'],
      'Bay 2 charger': ['Overheat', 'Error', 'Empty'],
      'Bay 3 charger': ['Standby', 'Waiting', 'Discharging'],
    };
    const ports = await Promise.all(Object.keys(expected).map((name) => charger(canvasElement, name)));
    for (const [index, states] of Object.values(expected).entries()) {
      for (const [slot, state] of states.entries()) await expect(within(portOf(ports[index] as HTMLElement, slot + 1)).getByText(state)).toBeVisible();
    }
    const [bay1] = ports;
    await expect(within(portOf(bay1 as HTMLElement, 1)).getByRole('meter', { name: 'State of charge of battery PB5A20117' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    await expect(portOf(bay1 as HTMLElement, 1)).toHaveTextContent('1 h 47 min');
  },
};

/** The charging port's estimated completion in the company's zone (Chicago), dates MM/DD/YYYY on the US host. */
export const EstimateInCompanyTimeZone: Story = {
  globals: { region: 'na' },
  play: async ({ canvasElement }) => {
    const port = portOf(await charger(canvasElement, 'Bay 1 charger'), 1);
    await expect(port).toHaveTextContent('03/12/2026 11:47 CDT');
  },
};

/** A legacy battery gives no remaining-time estimate (rules 11.5). */
export const LegacyBattery: Story = {
  render: at(POWER_IDS.south),
  play: async ({ canvasElement }) => {
    const port = portOf(await charger(canvasElement, 'South bay charger'), 1);
    await expect(port).toHaveTextContent('Charging');
    await expect(port).toHaveTextContent('No estimate for legacy batteries.');
    await expect(port).toHaveTextContent('Unknown');
    await expect(port).not.toHaveTextContent('Estimated completion');
  },
};

/** An overheating battery (B-402) with the suggestion to move the charger out of the sun. */
export const Overheat: Story = {
  play: async ({ canvasElement }) => {
    const port = portOf(await charger(canvasElement, 'Bay 2 charger'), 1);
    await expect(port).toHaveTextContent('Overheat');
    await expect(port).toHaveTextContent('Error B-402');
    await expect(port).toHaveTextContent('Move the charger out of direct sun and keep its vents clear.');
  },
};

/** Low battery health on the EU host: the EU collection text. */
export const LowBatteryEU: Story = {
  render: at(POWER_IDS.south),
  globals: { region: 'eu' },
  play: async ({ canvasElement }) => {
    const port = portOf(await charger(canvasElement, 'South bay charger'), 2);
    await expect(port).toHaveTextContent('64%');
    await expect(port).toHaveTextContent('Hand in spent batteries at an EU battery collection point.');
    await expect(port).not.toHaveTextContent('recycling program');
    await expect(port).toHaveTextContent('12/03/2026 10:35 CDT');
  },
};

/** Low battery health on the US host: the dealer recycling text. */
export const LowBatteryUS: Story = {
  render: at(POWER_IDS.south),
  globals: { region: 'na' },
  play: async ({ canvasElement }) => {
    const port = portOf(await charger(canvasElement, 'South bay charger'), 2);
    await expect(port).toHaveTextContent('790 cycles');
    await expect(port).toHaveTextContent('Ask your dealer about their battery recycling program.');
    await expect(port).toHaveTextContent('03/12/2026 10:35 CDT');
  },
};

/** An offline gateway and charger, the charger's own error (C-301) with its suggestion. */
export const OfflineGateway: Story = {
  render: at(POWER_IDS.riverside),
  play: async ({ canvasElement }) => {
    const gateway = await charger(canvasElement, 'Gateway');
    await expect(gateway).toHaveTextContent('Offline');
    await expect(gateway).toHaveTextContent('3 hours ago');
    const card = await charger(canvasElement, 'Riverside charger');
    await expect(card).toHaveTextContent('Error C-301');
    await expect(card).toHaveTextContent('Check the cable between the charger and the gateway');
  },
};

/**
 * A charge system whose chargers stopped reporting (rules 11.7): every port says "Unknown since"
 * the chargers' last report in the company's time zone, with the state it last reported, and
 * no charge estimate; the topology names the ports unknown too.
 */
export const StoppedChargers: Story = {
  parameters: { msw: [...powerHandlers.populated([...CHARGE_SYSTEM_DETAILS, STOPPED_SYSTEM]), ...scenario()] },
  render: at(STOPPED_SYSTEM_ID),
  play: async ({ canvasElement }) => {
    const card = await charger(canvasElement, 'Lakeside charger 1');
    const port = portOf(card, 1);
    await expect(port).toHaveTextContent(/Unknown since 03\/12\/2026 14:05 CDT/);
    await expect(port).toHaveTextContent('Last reported: Charging');
    await expect(within(port).queryByText('Remaining')).toBeNull();
    await expect(within(card).queryByText('Charging', { exact: true })).toBeNull();
    const topology = await within(canvasElement).findByRole('tree', { name: 'Topology of Lakeside Yard' }, LONG);
    await expect(within(topology).getAllByRole('treeitem', { name: /^Port 1 · Unknown, since 03\/12\/2026 14:05 CDT$/ })).toHaveLength(2);
  },
};

/** A charge system whose gateway was reset: its topology card says since when and what it waits for, in words (rules 14.5). */
export const ResetGateway: Story = {
  parameters: { msw: [...powerHandlers.populated([RESET_SYSTEM]), ...scenario()] },
  render: at(RESET_SYSTEM.system.id),
  play: async ({ canvasElement }) => {
    const topology = await charger(canvasElement, 'Topology');
    await expect(topology).toHaveTextContent(/This gateway was reset at 03\/12\/2026 09:30 CDT and waits to be bound again from the mobile app\./);
    await expect(within(topology).queryByRole('tree')).toBeNull();
  },
};

/** A missing charge system, or another company's (1170010404): translated, with a link back. */
export const NotFound: Story = {
  parameters: { msw: [...powerHandlers.notFound(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Charge system not found' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the power overview' })).toHaveAttribute('href', '/power');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: [...powerHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: [...powerHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The charge system could not be loaded.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** German: labels, states and suggestions in German, dates DD/MM/YYYY on the EU host. */
export const German: Story = {
  globals: { language: 'de-DE', region: 'eu' },
  play: async ({ canvasElement }) => {
    const port = portOf(await charger(canvasElement, 'Bay 2 charger'), 1, 'Ladeplatz');
    await expect(port).toHaveTextContent('Überhitzt');
    await expect(port).toHaveTextContent('Stellen Sie das Ladegerät aus der direkten Sonne');
  },
};
