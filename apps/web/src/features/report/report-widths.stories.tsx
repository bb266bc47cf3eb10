import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { fitsItsWidth, LAPTOP_AND_PHONE } from '../../testing/width-checks';
import { ReportPage } from './report-page';

/**
 * The report tables inside the whole app (sidebar, top bar) at the widths of rules 9.4: at 1280 px
 * the table fits its frame (no sideways scrolling, nothing cut; ResponsiveTable priorities leave the
 * lesser columns to wider screens), on a 390 px phone each row is a card (rules 2.22).
 */
const meta = {
  title: 'Screens/Report/Widths',
  component: ReportPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario(), viewport: { options: LAPTOP_AND_PHONE }, layout: 'fullscreen' },
  render: () => <AppAtRoute path="/report" />,
} satisfies Meta<typeof ReportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
type Tab = 'Inventory' | 'Equipment usage' | 'Maintenance';

/** The element's right edge lies inside the window (reached without sideways scrolling). */
const inWindow = (element: Element, what: string) =>
  expect(`${what} ends at ${String(Math.round(element.getBoundingClientRect().right))}`).toBe(
    `${what} ends at ${String(Math.min(Math.round(element.getBoundingClientRect().right), window.innerWidth))}`,
  );

/** Opens `tab` and waits for its table's rows. */
const tableOf = async (canvasElement: HTMLElement, tab: Tab) => {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('tablist', { name: 'Report' }, LONG);
  await userEvent.click(within(list).getByRole('tab', { name: tab }));
  // the loading shape's table is replaced by the report's: ask again until it has rows
  return waitFor(() => {
    const table = canvas.getByRole('table', { name: tab });
    if (within(table).queryAllByRole('rowheader').length < 2) throw new globalThis.Error(`no rows in ${tab} yet`);
    return table;
  }, LONG);
};

/** At 1280 px: the table's frame does not scroll sideways, the page neither, and the named columns are in view. */
const laptop = (tab: Tab, inView: readonly string[], later: readonly string[]): Story => ({
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, tab);
    await fitsItsWidth(table.closest('[role="region"]'));
    for (const name of inView) {
      const header = within(table).getByRole('columnheader', { name });
      await expect(header).toBeVisible();
      await inWindow(header, name);
    }
    for (const name of later) await expect(within(table).queryByRole('columnheader', { name })).toBeNull();
    for (const cell of within(table).getAllByRole('cell')) await inWindow(cell, cell.textContent ?? '');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
});

/** On a phone: cards, the page does not scroll sideways. */
const phone = (tab: Tab): Story => ({
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, tab);
    await expect(getComputedStyle(table).display).toBe('block');
    await fitsItsWidth(table.closest('[role="region"]'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
});

export const InventoryLaptop: Story = laptop('Inventory', ['Inventory status', 'Online status', 'Last seen'], ['Model number', 'Tags']);
export const InventoryPhone: Story = phone('Inventory');
export const UsageLaptop: Story = laptop('Equipment usage', ['Runtime', 'Working', 'Charging', 'Faulty', 'Offline'], ['SN', 'Category']);
export const UsagePhone: Story = phone('Equipment usage');
export const MaintenanceLaptop: Story = laptop('Maintenance', ['Engine hours', 'Labor time', 'Expenses', 'Contents'], ['SN']);
export const MaintenancePhone: Story = phone('Maintenance');
