import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChargeSystemTopology, type TopologyCharger, type TopologyPort } from './charge-system-topology';
import type { StateTone } from './state-tone';

/** ChargeSystemTopology (packages/ui/src/power): gateway -> chargers -> ports -> batteries as a tree (WAI-ARIA tree pattern), with its colour key. */

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

/** The colour key a screen passes (the meanings of rules 11.8). */
const LEGEND = [
  { tone: 'ok', label: 'Ready or online' },
  { tone: 'active', label: 'Charging or discharging' },
  { tone: 'warning', label: 'Battery health low' },
  { tone: 'fault', label: 'Fault: overheat or error' },
  { tone: 'idle', label: 'Standby, waiting or empty' },
  { tone: 'offline', label: 'Offline or unknown' },
] as const;

/**
 * A stopped site with long names (a warehouse of three chargers, ports unknown since the chargers'
 * last report, batteries named by their full serial numbers): what used to read "Naperville Yard …"
 * and "Port 1 · Unk…".
 */
const LONG_NAMES: readonly TopologyCharger[] = [1, 2, 3].map((number) => ({
  id: `nap-${String(number)}`,
  label: `Naperville Charging Yard Charger ${String(number)}`,
  sublabel: 'Offline · PC-6000',
  tone: 'offline' as const,
  ports: [1, 2, 3].map((portNumber) => ({
    id: `nap-${String(number)}/${String(portNumber)}`,
    label: `Port ${String(portNumber)} · Unknown`,
    sublabel: 'since 11/29/2026 07:30 CST',
    tone: 'offline' as const,
    battery:
      portNumber === 3
        ? null
        : {
            id: `nap-${String(number)}/${String(portNumber)}`,
            label: `BP56-2024-00${String(number)}${String(portNumber)}417`,
            sublabel: 'Portable',
            tone: 'offline' as const,
          },
  })),
}));
const LONG_GATEWAY = { id: 'gw-nap', label: 'Naperville Charging Yard', sublabel: 'Online · CGW3-2024-497512', tone: 'ok' as const };

const meta = {
  title: 'Kit/Power/Charge system topology',
  component: ChargeSystemTopology,
  parameters: { layout: 'padded' },
  args: {
    gateway: { id: 'gw-1', label: 'North Depot', sublabel: 'Gateway online · GW-0042', tone: 'ok' },
    chargers: CHARGERS,
    legend: LEGEND,
    onOpen: fn(),
    ariaLabel: 'Topology of North Depot',
  },
  // A control before and after the diagram, so the tests see where Tab goes in and out.
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-3">
        <div>
          <button type="button">Before</button>
        </div>
        <Story />
        <div>
          <button type="button">After</button>
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof ChargeSystemTopology>;
export default meta;
type Story = StoryObj<typeof meta>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A node's accessible name: its label, a comma, one space and its second line. */
const named = (label: string, sublabel: string): RegExp => new RegExp(`^${escape(label)}, ${escape(sublabel)}$`);
const tree = (canvasElement: HTMLElement, name = 'Topology of North Depot') => within(canvasElement).findByRole('tree', { name });
const item = async (canvasElement: HTMLElement, label: string, sublabel: string, name?: string) =>
  within(await tree(canvasElement, name)).findByRole('treeitem', { name: named(label, sublabel) });

/**
 * Every text of the diagram reads whole at its default size: shown at 100 % (not scaled down, at
 * least 12 px), not cut off (no ellipsis, nothing wider than its box) and inside the window.
 */
const expectReadable = async (canvasElement: HTMLElement, texts: readonly string[]) => {
  for (const text of texts) {
    const shown = within(canvasElement)
      .getAllByText(text)
      .filter((element) => element.closest('.sr-only') === null);
    await expect(shown.length, `"${text}" is shown`).toBeGreaterThan(0);
    for (const element of shown) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      await expect(Math.round((rect.width / element.offsetWidth) * 100), `"${text}" is drawn at 100 %`).toBe(100);
      await expect(Number.parseFloat(style.fontSize), `"${text}" is at least 12 px`).toBeGreaterThanOrEqual(12);
      // An inline text is checked by the block it wraps in.
      const block = style.display === 'inline' && element.parentElement !== null ? element.parentElement : element;
      await expect(getComputedStyle(block).textOverflow === 'ellipsis' || block.scrollWidth > block.clientWidth, `"${text}" is cut off`).toBe(false);
      await expect(rect.left >= 0 && rect.right <= window.innerWidth, `"${text}" is inside the window`).toBe(true);
    }
  }
};

const LONG_TEXTS = [
  'Naperville Charging Yard',
  'Online · CGW3-2024-497512',
  'Naperville Charging Yard Charger 1',
  'Naperville Charging Yard Charger 3',
  'BP56-2024-0032417',
  'since 11/29/2026 07:30 CST',
];

/** Three chargers whose nine ports show every port state; a click and the keyboard open a node. */
export const AllPortStates: Story = {
  play: async ({ canvasElement, args }) => {
    const topology = await tree(canvasElement);
    for (const { state } of PORT_STATES) await expect(within(topology).getByText(new RegExp(`· ${state}$`))).toBeVisible();
    // The empty port (port 5) has no battery under it: 8 batteries for 9 ports.
    await expect(within(topology).getAllByRole('treeitem', { name: /^BP-40/ })).toHaveLength(8);
    await expect(within(topology).getAllByRole('treeitem')).toHaveLength(1 + 3 + 9 + 8);

    await userEvent.click(within(topology).getByText('Charger 2'));
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledWith({ kind: 'charger', id: 'ch-2' }));
    await expect(await item(canvasElement, 'Charger 2', 'Online · 4 ports')).toHaveFocus();
  },
};

/** The colour key names every tone in words beside a sample of its colour (colour is never the only cue, rules 11.8). */
export const ColourKey: Story = {
  play: async ({ canvasElement }) => {
    const key = await within(canvasElement).findByRole('list', { name: 'Colour key' });
    const entries = within(key).getAllByRole('listitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual(LEGEND.map((entry) => entry.label));
    // Each sample is drawn like a node of its tone: fault red, offline dashed.
    const sample = (label: string) => within(key).getByText(label).parentElement?.querySelector('[data-tone]');
    await expect(sample('Fault: overheat or error')).toHaveAttribute('data-tone', 'fault');
    await expect(getComputedStyle(sample('Offline or unknown') as Element).borderStyle).toBe('dashed');
  },
};

/**
 * The whole diagram is one Tab stop (roving tabindex): Tab enters at the gateway and the next Tab
 * leaves it; the arrow keys, Home and End move between nodes (WAI-ARIA tree pattern); Tab back
 * returns to the node last moved to; Enter and Space open it.
 */
export const OneTabStopAndArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gateway = await item(canvasElement, 'North Depot', 'Gateway online · GW-0042');
    canvas.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    await expect(gateway).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(gateway).toHaveFocus();

    const expectAt = async (label: string, sublabel: string) => expect(await item(canvasElement, label, sublabel)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expectAt('Charger 1', 'Online · 4 ports');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('treeitem', { name: 'Port 1 · Charging' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expectAt('BP-401', 'Charging · 62 % · 38 min left');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('treeitem', { name: 'Port 2 · Standby' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    await expect(canvas.getByRole('treeitem', { name: 'Port 1 · Charging' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expectAt('Charger 1', 'Online · 4 ports');
    await userEvent.keyboard('{End}');
    await expectAt('BP-409', 'Fully charged · 100 %');
    await userEvent.keyboard('{Home}');
    await expect(gateway).toHaveFocus();

    // Only the node moved to is in the Tab order.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const topology = await tree(canvasElement);
    await expect(topology.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    canvas.getByRole('button', { name: 'After' }).focus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('treeitem', { name: 'Port 1 · Charging' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith({ kind: 'port', id: 'port-1' });
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onOpen).toHaveBeenLastCalledWith({ kind: 'battery', id: 'bat-1' });
  },
};

/** A stopped site with long names at a laptop's width: every name, serial and "since" reads in full at 100 %. */
export const LongNamesReadable: Story = {
  args: { gateway: LONG_GATEWAY, chargers: LONG_NAMES, ariaLabel: 'Topology of Naperville Charging Yard', className: 'w-[1000px]' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('Naperville Charging Yard Charger 3');
    await waitFor(() => expectReadable(canvasElement, LONG_TEXTS));
    await expect(within(canvasElement).getAllByText('Port 1 · Unknown').length).toBeGreaterThanOrEqual(3);
  },
};

/** The same site on a 390 px phone (358 px inside the page's margins): still whole, wrapped where needed, nothing scrolls sideways. */
export const LongNamesReadableOnAPhone: Story = {
  args: { ...LongNamesReadable.args, className: 'w-[358px]' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('Naperville Charging Yard Charger 3');
    await waitFor(() => expectReadable(canvasElement, LONG_TEXTS));
    const topology = await tree(canvasElement, 'Topology of Naperville Charging Yard');
    const box = topology.parentElement as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(358);
  },
};

/** A site whose gateway links no charger yet: the gateway alone. */
export const NoChargers: Story = {
  args: { chargers: [] },
  play: async ({ canvasElement }) => {
    await item(canvasElement, 'North Depot', 'Gateway online · GW-0042');
    await expect(within(await tree(canvasElement)).getAllByRole('treeitem')).toHaveLength(1);
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
    await item(canvasElement, 'North Depot', 'Gateway offline · last seen 3 h ago');
    await item(canvasElement, 'Charger 2', 'Offline');
  },
};

/** A large site: 6 chargers of 6 ports, side by side in columns where the width allows; End reaches the last battery. */
export const LargeSite: Story = {
  args: {
    className: 'w-[1000px]',
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
    const six = await item(canvasElement, 'Charger 6', 'Online · 6 ports');
    const one = await item(canvasElement, 'Charger 1', 'Online · 6 ports');
    // Columns: charger 2 stands beside charger 1, not under it.
    const two = await item(canvasElement, 'Charger 2', 'Online · 6 ports');
    await expect(Math.abs(two.getBoundingClientRect().top - one.getBoundingClientRect().top)).toBeLessThan(4);
    await expect(six).toBeVisible();
  },
};
