import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { geoPoint } from '../map/geo';
import { ChargeSystemsMap, type ChargeSystemPlace } from './charge-systems-map';
import { STATE_TONES } from './state-tone';

/** ChargeSystemsMap (packages/ui/src/power): one marker per charge system, coloured by tone, named; click opens. Tiles null (no network in tests). */
const meta = {
  title: 'Kit/Power/Charge systems map',
  component: ChargeSystemsMap,
  parameters: { layout: 'padded' },
  args: {
    label: 'Charge systems map',
    tiles: null,
    systems: [],
    onOpen: fn(),
    legend: [
      { tone: 'ok', label: 'All good' },
      { tone: 'active', label: 'Charging' },
      { tone: 'warning', label: 'Needs attention' },
      { tone: 'fault', label: 'Fault' },
      { tone: 'idle', label: 'Idle' },
      { tone: 'offline', label: 'Gateway offline' },
    ],
    className: 'h-96 w-full',
  },
} satisfies Meta<typeof ChargeSystemsMap>;
export default meta;
type Story = StoryObj<typeof meta>;

const mapCanvas = async (canvasElement: HTMLElement): Promise<HTMLCanvasElement> => {
  const region = within(canvasElement).getByRole('region', { name: 'Charge systems map' });
  return waitFor(() => {
    const found = region.querySelector('canvas');
    if (found === null) throw new Error('the map has not drawn yet');
    return found;
  });
};

const SITES: readonly [string, number, number][] = [
  ['North Depot', 41.929, -87.6727],
  ['South Depot', 41.8236, -87.6655],
  ['Lakeview Park', 41.9403, -87.6382],
  ['Evanston Yard', 42.0451, -87.6877],
  ['Oak Park Grounds', 41.885, -87.7845],
  ['Midway Field', 41.7868, -87.7522],
  ['Naperville Site', 41.7508, -88.1535],
  ['Joliet Works', 41.525, -88.0817],
  ['Gary Lot', 41.5934, -87.3464],
  ['Waukegan Pier', 42.3636, -87.8448],
  ['Aurora Fields', 41.7606, -88.3201],
  ['Schaumburg Hub', 42.0334, -88.0834],
];

const MANY: readonly ChargeSystemPlace[] = SITES.map(([name, lat, lng], index) => ({
  id: `gw-${String(index + 1)}`,
  name,
  position: geoPoint(lat, lng),
  tone: STATE_TONES[index % STATE_TONES.length] ?? 'ok',
}));

/** One system: the view is fitted on it, so it sits in the middle; a click on it opens it. */
export const SingleSystem: Story = {
  args: { systems: [{ id: 'gw-1', name: 'North Depot', position: geoPoint(41.929, -87.6727), tone: 'active' }] },
  play: async ({ canvasElement, args }) => {
    const viewport = await mapCanvas(canvasElement);
    const box = viewport.getBoundingClientRect();
    const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    await userEvent.pointer([{ target: viewport, coords }]);
    await userEvent.pointer([{ keys: '[MouseLeft]', target: viewport, coords }]);
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledWith('gw-1'));
  },
};

/** A click away from every system opens nothing. */
export const ClickBesideASystem: Story = {
  args: SingleSystem.args,
  play: async ({ canvasElement, args }) => {
    const viewport = await mapCanvas(canvasElement);
    const box = viewport.getBoundingClientRect();
    await userEvent.pointer([{ keys: '[MouseLeft]', target: viewport, coords: { clientX: box.left + 40, clientY: box.top + 40 } }]);
    await new Promise((resolve) => setTimeout(resolve, 400)); // past OpenLayers' 250 ms single-click wait
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** Twelve systems around Chicago in every tone, fitted into view, with the legend. */
export const ManySystems: Story = {
  args: { systems: MANY },
  play: async ({ canvasElement }) => {
    await mapCanvas(canvasElement);
    const legend = within(canvasElement).getByRole('list', { name: 'Map legend' });
    for (const name of ['All good', 'Charging', 'Needs attention', 'Fault', 'Idle', 'Gateway offline'])
      await expect(within(legend).getByText(name)).toBeVisible();
  },
};

/** No system has a position yet: the whole world, no legend entries needed. */
export const Empty: Story = {
  args: { legend: [] },
  play: async ({ canvasElement }) => {
    await mapCanvas(canvasElement);
    await expect(within(canvasElement).queryByRole('list', { name: 'Map legend' })).not.toBeInTheDocument();
  },
};

/** Three sites west of Chicago in a narrow panel (the demo company): the legend stands below the map, never over a marker. */
export const ThreeSitesLegendBelow: Story = {
  args: {
    systems: [
      { id: 'gw-a', name: 'Aurora Depot', position: geoPoint(41.7606, -88.3201), tone: 'fault' },
      { id: 'gw-n', name: 'Naperville Charging Yard', position: geoPoint(41.7508, -88.1535), tone: 'fault' },
      { id: 'gw-w', name: 'Wheaton Depot', position: geoPoint(41.8661, -88.107), tone: 'offline' },
    ],
    className: 'h-[28rem] w-[28rem]',
  },
  play: async ({ canvasElement }) => {
    const canvas = await mapCanvas(canvasElement);
    const region = within(canvasElement).getByRole('region', { name: 'Charge systems map' });
    const legend = within(canvasElement).getByRole('list', { name: 'Map legend' });
    await expect(legend.getBoundingClientRect().top).toBeGreaterThanOrEqual(region.getBoundingClientRect().bottom);
    await expect(canvas.getBoundingClientRect().height).toBeGreaterThan(300);
  },
};
