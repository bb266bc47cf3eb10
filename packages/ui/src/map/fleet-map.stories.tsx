import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MapArea } from './area-layer';
import { FleetMap, type FleetPoints } from './fleet-map';
import { NO_FLEET_POINTS } from './fleet-points';
import { geoPoint } from './geo';
import { syntheticFleet } from './synthetic-fleet';

/** FleetMap (packages/ui/src/map/fleet-map.tsx): points drawn from columns, warehouse circles, click to select. Tiles null (no network in tests). */

/** One machine, Mower 7, in central Chicago. */
const ONE_MOWER: FleetPoints = { ids: ['eq_007'], labels: ['Mower 7'], lat: [41.8781], lng: [-87.6298], tones: ['blue'] };
const meta = {
  title: 'Kit/Map/Fleet map',
  component: FleetMap,
  parameters: { layout: 'padded' },
  args: {
    label: 'Fleet map',
    tiles: null,
    points: syntheticFleet(300),
    warehouses: [
      { id: 'wh1', name: 'North Depot', center: geoPoint(41.929, -87.6727), radiusMeters: 800 },
      { id: 'wh2', name: 'South Depot', center: geoPoint(41.8236, -87.6655), radiusMeters: 600 },
    ] satisfies MapArea[],
    onSelect: fn(),
    legend: [
      { tone: 'green', label: 'In warehouse' },
      { tone: 'blue', label: 'Out for work' },
      { tone: 'amber', label: 'Location unknown' },
      { tone: 'gray', label: 'Never seen' },
    ],
    className: 'h-[32rem] w-full',
  },
} satisfies Meta<typeof FleetMap>;
export default meta;
type Story = StoryObj<typeof meta>;

const mapCanvas = async (canvasElement: HTMLElement, name: string): Promise<HTMLCanvasElement> => {
  const region = within(canvasElement).getByRole('region', { name });
  return waitFor(() => {
    const found = region.querySelector('canvas');
    if (found === null) throw new Error('the map has not drawn yet');
    return found;
  });
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Fleet map' })).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Map legend' });
    for (const name of ['In warehouse', 'Out for work', 'Location unknown', 'Never seen']) await expect(within(legend).getByText(name)).toBeVisible();
  },
};

export const SelectAMachine: Story = {
  args: { points: ONE_MOWER, warehouses: [] },
  play: async ({ canvasElement, args }) => {
    const viewport = await mapCanvas(canvasElement, 'Fleet map');
    const box = viewport.getBoundingClientRect();
    // One point: the view is fitted on it, so it sits in the middle of the map.
    const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    await userEvent.pointer([{ target: viewport, coords }]);
    await expect(await within(canvasElement).findByText('Mower 7')).toBeInTheDocument();
    await userEvent.pointer([{ keys: '[MouseLeft]', target: viewport, coords }]);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith('eq_007'));
  },
};

/** A large fleet's points carry no ids or names: `identify` finds them (a server call in the app) on hover and on click. */
export const SelectAMachineIdentified: Story = {
  args: {
    points: { ...ONE_MOWER, ids: [], labels: [] },
    warehouses: [],
    identify: fn(async (index: number) => (index === 0 ? { id: 'eq_007', label: 'Mower 7' } : undefined)),
  },
  play: SelectAMachine.play,
};

export const ClickBesideAMachine: Story = {
  args: { points: ONE_MOWER, warehouses: [] },
  play: async ({ canvasElement, args }) => {
    const viewport = await mapCanvas(canvasElement, 'Fleet map');
    const box = viewport.getBoundingClientRect();
    await userEvent.pointer([{ keys: '[MouseLeft]', target: viewport, coords: { clientX: box.left + box.width / 2 + 60, clientY: box.top + box.height / 2 } }]);
    await new Promise((resolve) => setTimeout(resolve, 400)); // past OpenLayers' 250 ms single-click wait
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { points: NO_FLEET_POINTS, warehouses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Fleet map' })).toBeVisible();
  },
};

/** 10,000 machines over a metro area: the story the frame-time benchmark (`npm run bench:map`) drives. */
export const TenThousand: Story = {
  name: 'Fleet map 10k',
  args: { points: syntheticFleet(10_000), className: 'h-[600px] w-[960px]' },
  play: async ({ canvasElement }) => {
    await mapCanvas(canvasElement, 'Fleet map');
  },
};

/** 100,000 machines over a metro area (rules 21.13); `npm run bench:map -- --points=100000` measures its frames. */
export const HundredThousand: Story = {
  name: 'Fleet map 100k',
  args: { points: syntheticFleet(100_000), className: 'h-[600px] w-[960px]' },
  play: async ({ canvasElement }) => {
    await mapCanvas(canvasElement, 'Fleet map');
  },
};
