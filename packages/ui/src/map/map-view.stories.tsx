import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { CircleLayer } from './circle-layer';
import { geoPoint } from './geo';
import { MapView } from './map-view';
import { MarkerLayer, type MapMarker } from './marker-layer';
import { RadiusSliderDemo } from './radius-slider-demo';

/** MapView (packages/ui/src/map): OpenLayers over the offline Natural Earth basemap; tiles are null (no network in tests). */
const meta = {
  title: 'Kit/Map/Map view',
  component: MapView,
  parameters: { layout: 'padded' },
  args: { label: 'Yard map', center: geoPoint(41.8781, -87.6298), zoom: 10, tiles: null, className: 'h-96 w-full' },
} satisfies Meta<typeof MapView>;
export default meta;
type Story = StoryObj<typeof meta>;

const MARKERS: readonly MapMarker[] = [
  { id: 'm1', position: geoPoint(41.8781, -87.6298), tone: 'green', label: 'Mower 1' },
  { id: 'm2', position: geoPoint(41.93, -87.7), tone: 'blue', label: 'Blower 2' },
  { id: 'm3', position: geoPoint(41.82, -87.55), tone: 'amber', label: 'Trimmer 3' },
  { id: 'm4', position: geoPoint(41.85, -87.8), tone: 'red', label: 'Saw 4' },
  { id: 'm5', position: geoPoint(41.95, -87.6), tone: 'gray', label: 'Rider 5' },
];

export const OfflineBasemap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Yard map' });
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeVisible();
    await expect(await canvas.findByText('Offline basemap: Natural Earth')).toBeVisible();
    region.focus();
    await expect(region).toHaveFocus();
  },
};

export const TilesUnreachable: Story = {
  args: { tiles: { url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Offline basemap: Natural Earth')).toBeVisible();
    await expect(canvas.queryByText('© OpenStreetMap contributors')).not.toBeInTheDocument();
  },
};

export const Markers: Story = {
  args: { zoom: 9, children: <MarkerLayer points={MARKERS} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Yard map' })).toBeVisible();
  },
};

const RadiusDemo = () => (
  <RadiusSliderDemo>
    {(radius) => {
      const center = geoPoint(41.8781, -87.6298);
      return (
        <MapView label="Warehouse radius" center={center} tiles={null} fitTo={{ center, radiusMeters: radius }} className="h-96 w-full">
          <CircleLayer center={center} radiusMeters={radius} label="North yard" />
        </MapView>
      );
    }}
  </RadiusSliderDemo>
);

export const Circle: Story = {
  render: () => <RadiusDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Warehouse radius' })).toBeVisible();
    const slider = canvas.getByRole('slider', { name: /Radius/ });
    await fireEvent.change(slider, { target: { value: '600' } });
    await expect(canvas.getByText('600 m')).toBeVisible();
  },
};

export const ClickReportsPoint: Story = {
  args: { onMapClick: fn() },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Yard map' });
    const viewport = await waitFor(() => {
      const found = region.querySelector('canvas');
      if (found === null) throw new Error('the map has not drawn yet');
      return found;
    });
    const box = viewport.getBoundingClientRect();
    const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    await userEvent.pointer([{ keys: '[MouseLeft]', target: viewport, coords }]);
    await waitFor(() => expect(args.onMapClick).toHaveBeenCalledTimes(1));
    const point = (args.onMapClick as ReturnType<typeof fn>).mock.calls[0]?.[0] as { lat: number; lng: number } | undefined;
    // The click was in the middle of the canvas, which is the map's centre.
    await expect(point?.lat).toBeCloseTo(41.8781, 1);
    await expect(point?.lng).toBeCloseTo(-87.6298, 1);
  },
};
