import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChargeSystemTopology, type TopologyCharger, type TopologyPort } from './charge-system-topology';
import type { StateTone } from './state-tone';

/** ChargeSystemTopology (packages/ui/src/power): gateway -> chargers -> ports -> batteries, compact layout, React Flow. */

/** The nine port states (rules 4.6) and the tone a screen would give each. */
const PORT_STATES: readonly { readonly state: string; readonly tone: StateTone; readonly battery: string | null }[] = [
  { state: 'Charging', tone: 'active', battery: 'Charging · 62 % · 38 min left' },
  { state: 'Standby', tone: 'idle', battery: 'Standby · 80 %' },
  { state: 'Overheat', tone: 'fault', battery: 'Overheat · 41 %' },
  { state: 'Error', tone: 'fault', battery: 'Error E-17 · 12 %' },
  { state: 'Empty', tone: 'idle', battery: null },
  { state: 'Ready', tone: 'ok', battery: 'Ready · 100 %' },
  { state: 'Waiting', tone: 'warning', battery: 'Waiting · 5 %' },
  { state: 'Discharging', tone: 'active', battery: 'Discharging · 70 %' },
  { state: 'Fully charged', tone: 'ok', battery: 'Fully charged · 100 %' },
];

const port = (index: number): TopologyPort => {
  const entry = PORT_STATES[index] ?? { state: 'Empty', tone: 'idle', battery: null };
  return {
    id: `port-${String(index + 1)}`,
    label: `Port ${String(index + 1)} · ${entry.state}`,
    tone: entry.tone,
    battery: entry.battery === null ? null : { id: `bat-${String(index + 1)}`, label: `BP-40${String(index + 1)}`, sublabel: entry.battery, tone: entry.tone },
  };
};

const CHARGERS: readonly TopologyCharger[] = [
  { id: 'ch-1', label: 'Charger 1', sublabel: 'Online · 4 ports', tone: 'ok', ports: [0, 1, 2, 3].map(port) },
  { id: 'ch-2', label: 'Charger 2', sublabel: 'Online · 4 ports', tone: 'ok', ports: [4, 5, 6, 7].map(port) },
  { id: 'ch-3', label: 'Charger 3', sublabel: 'Online · 1 port', tone: 'ok', ports: [port(8)] },
];

const meta = {
  title: 'Kit/Power/Charge system topology',
  component: ChargeSystemTopology,
  parameters: { layout: 'padded' },
  args: {
    gateway: { id: 'gw-1', label: 'North Depot', sublabel: 'Gateway online · GW-0042', tone: 'ok' },
    chargers: CHARGERS,
    onOpen: fn(),
    ariaLabel: 'Topology of North Depot',
    className: 'h-[30rem] w-full',
  },
} satisfies Meta<typeof ChargeSystemTopology>;
export default meta;
type Story = StoryObj<typeof meta>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A node's accessible name: its label, a comma, one space and its second line (no stray space before the comma). */
const named = (label: string, sublabel: string): RegExp => new RegExp(`^${escape(label)}, ${escape(sublabel)}$`);

/** Every node of the diagram lies wholly inside the diagram's box (the whole system in view). */
const expectAllNodesInView = async (canvasElement: HTMLElement) => {
  const diagram = within(canvasElement).getByRole('application', { name: 'Topology of North Depot' });
  await waitFor(async () => {
    const box = diagram.getBoundingClientRect();
    const nodes = [...diagram.querySelectorAll('.react-flow__node')];
    await expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      const rect = node.getBoundingClientRect();
      const inside = rect.left >= box.left && rect.right <= box.right && rect.top >= box.top && rect.bottom <= box.bottom;
      await expect(inside, `${node.getAttribute('data-id') ?? ''} is outside the diagram`).toBe(true);
    }
  });
};

const nodeButton = (canvasElement: HTMLElement, label: string, sublabel: string) =>
  within(within(canvasElement).getByRole('application', { name: 'Topology of North Depot' })).findByRole('button', { name: named(label, sublabel) });

/** Three chargers whose nine ports show every port state; a click and the keyboard open a node. */
export const AllPortStates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const outline = canvas.getByRole('list', { name: 'Topology of North Depot' });
    for (const { state } of PORT_STATES) await expect(within(outline).getByText(new RegExp(`· ${state}$`))).toBeInTheDocument();
    // The empty port (port 5) has no battery under it: 8 batteries for 9 ports.
    await expect(within(outline).getAllByText(/^BP-40/)).toHaveLength(8);
    await expectAllNodesInView(canvasElement);

    await userEvent.click(await nodeButton(canvasElement, 'Charger 2', 'Online · 4 ports'));
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledWith({ kind: 'charger', id: 'ch-2' }));

    const battery = await nodeButton(canvasElement, 'BP-403', 'Overheat · 41 %');
    battery.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith({ kind: 'battery', id: 'bat-3' });
    // Tab follows the tree, depth first: after battery 3 comes port 4.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Port 4 · Error' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenLastCalledWith({ kind: 'port', id: 'port-4' });
  },
};

/** Tab reaches the gateway first, and Enter opens it. */
export const KeyboardOpensTheGateway: Story = {
  play: async ({ canvasElement, args }) => {
    const gateway = await nodeButton(canvasElement, 'North Depot', 'Gateway online · GW-0042');
    await userEvent.tab();
    await expect(gateway).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith({ kind: 'gateway', id: 'gw-1' });
  },
};

/** A site whose gateway links no charger yet: the gateway alone. */
export const NoChargers: Story = {
  args: { chargers: [] },
  play: async ({ canvasElement }) => {
    await nodeButton(canvasElement, 'North Depot', 'Gateway online · GW-0042');
    const diagram = within(canvasElement).getByRole('application', { name: 'Topology of North Depot' });
    await expect(
      within(diagram)
        .getAllByRole('button')
        .filter((button) => button.classList.contains('react-flow__node')),
    ).toHaveLength(1);
  },
};

/** The gateway is offline, and so are its chargers (dashed, gray); the last reported batteries still show. */
export const OfflineGateway: Story = {
  args: {
    gateway: { id: 'gw-1', label: 'North Depot', sublabel: 'Gateway offline · last seen 3 h ago', tone: 'offline' },
    chargers: [
      {
        id: 'ch-1',
        label: 'Charger 1',
        sublabel: 'Offline',
        tone: 'offline',
        ports: [
          { id: 'p-1', label: 'Port 1 · Ready', tone: 'ok', battery: { id: 'b-1', label: 'BP-401', sublabel: 'Ready · 100 %', tone: 'ok' } },
          { id: 'p-2', label: 'Port 2 · Empty', tone: 'idle', battery: null },
        ],
      },
      { id: 'ch-2', label: 'Charger 2', sublabel: 'Offline', tone: 'offline', ports: [] },
    ],
  },
  play: async ({ canvasElement }) => {
    await nodeButton(canvasElement, 'North Depot', 'Gateway offline · last seen 3 h ago');
    await nodeButton(canvasElement, 'Charger 2', 'Offline');
  },
};

/** A large site: 6 chargers of 6 ports, the whole site fitted into the same fixed height at first paint and again when the box narrows; the zoom buttons work. */
export const LargeSite: Story = {
  args: {
    chargers: Array.from({ length: 6 }, (_, charger) => ({
      id: `ch-${String(charger + 1)}`,
      label: `Charger ${String(charger + 1)}`,
      sublabel: 'Online · 6 ports',
      tone: 'ok' as const,
      ports: Array.from({ length: 6 }, (_, index) => ({ ...port((charger + index) % 9), id: `p-${String(charger)}-${String(index)}` })).map((entry, index) => ({
        ...entry,
        battery: entry.battery === null ? null : { ...entry.battery, id: `b-${String(charger)}-${String(index)}` },
      })),
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await nodeButton(canvasElement, 'Charger 6', 'Online · 6 ports');
    await expectAllNodesInView(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show the whole diagram' }));
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeVisible();
    await expectAllNodesInView(canvasElement);
    // The box narrows to a phone's width (a window resized): the diagram fits itself again.
    const box = canvas.getByRole('application', { name: 'Topology of North Depot' }).closest('.yf-topology');
    if (box instanceof HTMLElement) box.style.width = '360px';
    await expectAllNodesInView(canvasElement);
  },
};
