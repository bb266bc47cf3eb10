import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EQUIPMENT } from '../../testing/fixtures/equipment';
import { adminUser } from '../../testing/fixtures/users';
import { equipmentOverviewHandlers } from '../../testing/handlers/equipment-overview';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { EquipmentListPage } from './equipment-list-page';
import { InventoryOverviewPanel } from './inventory-overview';

/**
 * The fleet overview of the inventory home (rules 10.11): counts by inventory status and
 * online status that filter the equipment list, and service due as figures; network by MSW
 * (testing/handlers/equipment-overview.ts counts the 40 fixture machines).
 */
const meta = {
  title: 'Screens/Equipment list/Fleet overview',
  component: InventoryOverviewPanel,
  parameters: { ...appParameters({ user: adminUser, route: '/home' }), msw: scenario(), layout: 'padded' },
} satisfies Meta<typeof InventoryOverviewPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const count = (predicate: (item: (typeof EQUIPMENT)[number]) => boolean) => String(EQUIPMENT.filter(predicate).length);
const region = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Fleet overview' }, { timeout: 10_000 });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const overview = within(await region(canvasElement));
    await expect(await overview.findByRole('button', { name: `In warehouse ${count((i) => i.inventoryStatus === 'in_warehouse')}` })).toBeEnabled();
    await expect(overview.getByRole('button', { name: `Never seen ${count((i) => i.inventoryStatus === 'never_seen')}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(overview.getByRole('button', { name: `Offline ${count((i) => i.onlineStatus === 'offline')}` })).toBeVisible();
    await expect(overview.getByRole('button', { name: `Due ${count((i) => i.serviceDue === 'due')}` })).toHaveAttribute('aria-pressed', 'false');
    await expect(overview.getByRole('button', { name: `Overdue ${count((i) => i.serviceDue === 'overdue')}` })).toBeEnabled();
  },
};

/** While the counts load: the same boxes with placeholders (no layout shift), announced as loading. */
export const Loading: Story = {
  parameters: { msw: [equipmentOverviewHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const element = await region(canvasElement);
    await expect(element).toHaveAttribute('aria-busy', 'true');
    await expect(within(element).getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(element).getByRole('button', { name: /^In warehouse/ })).toBeDisabled();
  },
};

/** The counts could not be loaded: a message and Try again over the same boxes. */
export const Error: Story = {
  parameters: { msw: [equipmentOverviewHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const alert = await within(await region(canvasElement)).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The overview could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** /home: the overview above the equipment list; a count applies its filter to the list below. */
export const AboveTheList: Story = {
  render: () => <EquipmentListPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overview = within(await region(canvasElement));
    const neverSeen = await overview.findByRole('button', { name: `Never seen ${count((i) => i.inventoryStatus === 'never_seen')}` });
    await userEvent.click(neverSeen);
    await expect(neverSeen).toHaveAttribute('aria-pressed', 'true');
    const list = await canvas.findByRole('table', { name: 'Equipment' });
    const names = EQUIPMENT.filter((i) => i.inventoryStatus === 'never_seen').map((i) => i.name);
    await waitFor(() =>
      expect(
        within(list)
          .queryAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(names),
    );
    await expect(canvas.getByRole('combobox', { name: 'Inventory status' })).toHaveDisplayValue('Never seen');
  },
};
