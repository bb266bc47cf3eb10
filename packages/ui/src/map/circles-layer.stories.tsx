import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { CirclesLayer, type MapCircle } from './circles-layer';
import { geoPoint } from './geo';
import { MapView } from './map-view';
import { RadiusSliderDemo } from './radius-slider-demo';

/**
 * CirclesLayer (packages/ui/src/map): every warehouse circle of a map in one OpenLayers
 * layer, labels decluttered together; the offline basemap only (no network in tests).
 */
const meta = {
  title: 'Kit/Map/Circles layer',
  component: CirclesLayer,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CirclesLayer>;
export default meta;
type Story = StoryObj<typeof meta>;

const DEPOTS: readonly MapCircle[] = [
  { id: 'north', center: geoPoint(41.93, -87.7), radiusMeters: 1_500, label: 'North yard' },
  { id: 'loop', center: geoPoint(41.8781, -87.6298), radiusMeters: 800, label: 'Loop depot\nLoop annex' },
  { id: 'annex', center: geoPoint(41.87812, -87.62985), radiusMeters: 300 },
  { id: 'south', center: geoPoint(41.8, -87.6), radiusMeters: 2_500, label: 'South yard' },
];

/** Several circles (two at the same spot, one name line each) on one map. */
export const Depots: Story = {
  args: { circles: DEPOTS },
  render: (args) => (
    <MapView label="Warehouse circles" center={geoPoint(41.87, -87.65)} zoom={11} tiles={null} className="h-96 w-full">
      <CirclesLayer {...args} />
    </MapView>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Warehouse circles' })).toBeVisible();
  },
};

const SliderDemo = () => (
  <RadiusSliderDemo>
    {(radius) => (
      <MapView label="Warehouse radius" center={geoPoint(41.9, -87.66)} zoom={11} tiles={null} className="h-96 w-full">
        <CirclesLayer circles={[...DEPOTS.slice(0, 1), { id: 'live', center: geoPoint(41.8781, -87.6298), radiusMeters: radius, label: 'New yard' }]} />
      </MapView>
    )}
  </RadiusSliderDemo>
);

/** One circle of several dragged live by a slider (the wizard's radius step): updated in place by id. */
export const LiveRadius: Story = {
  args: { circles: [] },
  render: () => <SliderDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Warehouse radius' })).toBeVisible();
    await fireEvent.change(canvas.getByRole('slider', { name: /Radius/ }), { target: { value: '1200' } });
    await expect(canvas.getByText('1200 m')).toBeVisible();
  },
};
