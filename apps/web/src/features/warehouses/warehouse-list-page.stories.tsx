import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { employeeUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { warehouseHandlers } from '../../testing/handlers/warehouses';
import { fixture } from '../../testing/decode';
import { WAREHOUSES } from '../../testing/fixtures/warehouses';
import { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { appParameters } from '../../testing/story-parameters';
import { fitsItsWidth } from '../../testing/width-checks';
import { WarehouseListPage } from './warehouse-list-page';

/**
 * /warehouse (rules 17.4, 17.5) through the whole app: the connected page running its real
 * data code against MSW (testing/handlers/warehouses.ts: the three Chicago depots; South Depot has
 * 2 gateways, North Depot 3, West Depot none).
 */
const meta = {
  title: 'Screens/Warehouses/List',
  component: WarehouseListPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario(), layout: 'fullscreen' },
  render: () => <AppAtRoute path="/warehouse" />,
} satisfies Meta<typeof WarehouseListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };

/** An admin sees the map of circles, the table and the set-up button. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Warehouses' }, LONG);
    await expect(await within(table).findByRole('rowheader', { name: 'South Depot' })).toBeVisible();
    await expect(within(table).getByText('41.82360, -87.66550')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up a warehouse' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Map of the warehouses' }, LONG)).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Edit North Depot' })).toBeVisible();
  },
};

/** A depot with gateways says so (the text of rules 8.5) before any delete, and its Delete cannot be pressed (rules 17.4). */
export const DeleteRefused: Story = {
  parameters: { msw: scenario() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Warehouses' }, LONG);
    await expect(await within(table).findByRole('button', { name: 'Delete South Depot' })).toBeDisabled();
    await expect(within(table).getByText('This warehouse has 2 gateways assigned, reset them before removing it.')).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Delete West Depot' })).toBeEnabled();
  },
};

/** At desktop width (the story tests' 1200 px, under 1280) the table fits: every Delete is in view without sideways scrolling (rules 2.22). */
export const DesktopFits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Warehouses' }, LONG);
    await expect(await within(table).findByRole('button', { name: 'Delete West Depot' }, LONG)).toBeVisible();
    await fitsItsWidth(canvas.getByRole('region', { name: 'Warehouses' }));
  },
};

/** A phone (414 px): one card per warehouse (the table's rows, CSS only) with each field named, its gateways, the has-gateways text and the actions; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Warehouses' }, LONG);
    const card = (await within(table).findByRole('rowheader', { name: 'South Depot' }, LONG)).closest('tr');
    if (card === null) throw new globalThis.Error('no South Depot card');
    await expect(getComputedStyle(card).display).toBe('block');
    for (const label of ['Address', 'Location', 'Radius (m)', 'Gateways']) await expect(within(card).getByText(label)).toBeVisible();
    await expect(within(card).getByText('This warehouse has 2 gateways assigned, reset them before removing it.')).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Delete West Depot' })).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Delete South Depot' })).toBeDisabled();
    await fitsItsWidth(document.documentElement);
  },
};

const FAR_APART = [
  ...WAREHOUSES,
  fixture(WarehouseView, {
    id: 'wh_denver_0001',
    name: 'Denver Yard',
    address: '4800 Race St, Denver, CO 80216',
    location: { lat: 39.7817, lng: -104.9626 },
    radius: 2_000,
    linkedGatewayCount: 0,
  }),
  fixture(WarehouseView, { id: 'wh_dock_0001', name: 'North Dock', address: '', location: { lat: 41.929, lng: -87.6727 }, radius: 60, linkedGatewayCount: 0 }),
];

/**
 * Warehouses far apart (Chicago and Denver) and two at the same spot (North Depot and North Dock):
 * the map fits them all, and the names at one spot are written once, one per line (rules 17.5).
 */
export const FarApart: Story = {
  parameters: { msw: [...warehouseHandlers.populated(FAR_APART), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Warehouses' }, LONG);
    await expect(await within(table).findByRole('rowheader', { name: 'Denver Yard' }, LONG)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Map of the warehouses' }, LONG)).toBeVisible();
  },
};

/** An employee reads the list only (docs/roles.md: fleet.edit is admin and manager). */
export const EmployeeReadOnly: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Warehouses' }, LONG);
    await expect(await within(table).findByRole('rowheader', { name: 'West Depot' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Set up a warehouse' })).toBeNull();
    await expect(within(table).queryByRole('button', { name: 'Delete West Depot' })).toBeNull();
    await expect(canvas.getByText('Only admins and managers can set up, edit or delete warehouses.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [...warehouseHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, LONG)).toBeVisible();
  },
};

/** No warehouse yet: what a warehouse does, and the set-up button. */
export const Empty: Story = {
  parameters: { msw: [...warehouseHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No warehouses yet', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/Machines inside the radius count as in warehouse/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up a warehouse' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: [...warehouseHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The warehouses could not be loaded.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
