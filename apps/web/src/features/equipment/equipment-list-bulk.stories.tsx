import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EQUIPMENT } from '../../testing/fixtures/equipment';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { EquipmentListPage } from './equipment-list-page';

/**
 * The equipment list's selection (docs/roles.md "Bulk actions"): the connected page against MSW
 * (testing/handlers/equipment.ts: 40 fixture machines), the admin's bulk bar.
 */
const meta = {
  title: 'Screens/Equipment list/Bulk selection',
  component: EquipmentListPage,
  parameters: { ...appParameters({ user: adminUser, route: '/equipment' }), msw: scenario(), layout: 'padded' },
} satisfies Meta<typeof EquipmentListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Equipment' });
const rowNames = (tableElement: HTMLElement) =>
  within(tableElement)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');

/**
 * Selecting machines for a bulk action (docs/roles.md "Bulk actions"): a row's checkbox by keyboard
 * (Tab, Space), then the page, then every machine matching the filters (bulk/count answers 40).
 */
export const SelectForBulkActions: Story = {
  parameters: {
    msw: [http.post('*/web-hmac/web/equipment/bulk/count', () => HttpResponse.json({ code: 200, message: 'success', entry: { count: 40 } })), ...scenario()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(rowNames(list)).toHaveLength(20));
    const first = canvas.getByRole('checkbox', { name: `Select ${EQUIPMENT[0]?.name ?? ''}` });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    const toolbar = await canvas.findByRole('toolbar', { name: 'Actions on the selected machines' });
    await expect(within(toolbar).getByRole('status')).toHaveTextContent('1 machine selected');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select this page' }));
    await expect(within(toolbar).getByRole('status')).toHaveTextContent('20 machines selected');
    await userEvent.click(await within(toolbar).findByRole('button', { name: 'Select all 40 machines matching the filters' }));
    await waitFor(() => expect(within(toolbar).getByRole('status')).toHaveTextContent('40 machines selected'));
    await expect(within(toolbar).getByRole('button', { name: 'Delete' })).toBeEnabled();
    // Unticking a row of "every matching machine" keeps the rest of the page.
    await userEvent.click(first);
    await expect(within(toolbar).getByRole('status')).toHaveTextContent('19 machines selected');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('toolbar', { name: 'Actions on the selected machines' })).not.toBeInTheDocument();
  },
};
