import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EQUIPMENT } from '../../testing/fixtures/equipment';
import { AppAtRoute } from '../../testing/app-at-route';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { LAPTOP_AND_PHONE } from '../../testing/width-checks';
import { EquipmentListPage } from './equipment-list-page';

/**
 * The equipment list (rules 2.10) inside the whole app (sidebar, top bar) at /equipment, at the
 * widths of rules 9.4: priority columns on a laptop, stacked cards on a phone (rules 2.22).
 */
const meta = {
  title: 'Screens/Equipment list/Widths',
  component: EquipmentListPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario(), viewport: { options: LAPTOP_AND_PHONE } },
  render: () => <AppAtRoute path="/equipment" />,
} satisfies Meta<typeof EquipmentListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names in the table's row headers, in order. */
const rowNames = (tableElement: HTMLElement) =>
  within(tableElement)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');

/** The element lies inside the window: its right edge is not past the window's (reached without sideways scrolling). */
const inWindow = (element: Element, what: string) =>
  expect(`${what} ends at ${String(Math.round(element.getBoundingClientRect().right))}`).toBe(
    `${what} ends at ${String(Math.min(Math.round(element.getBoundingClientRect().right), window.innerWidth))}`,
  );

/** The search field's placeholder is shown whole (rules 2.10): its text fits inside the input's padding. */
const placeholderFits = async (canvasElement: HTMLElement) => {
  const input = within(canvasElement).getByRole('searchbox');
  if (!(input instanceof HTMLInputElement)) throw new globalThis.Error('the searchbox is not an input');
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new globalThis.Error('no canvas context');
  context.font = style.font;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const text = Math.ceil(context.measureText(input.placeholder).width);
  await expect(`${input.placeholder}: ${String(text)} px in ${String(room)} px`).toBe(
    `${input.placeholder}: ${String(text)} px in ${String(Math.max(room, text))} px`,
  );
};

/**
 * A 1280 px laptop beside the sidebar (rules 2.22): the table is no wider than its frame;
 * inventory status, online status, activity and Last seen are in view; category, model number and
 * tags wait for wider screens.
 */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('table', { name: 'Equipment' }, { timeout: 10_000 });
    await waitFor(() => expect(rowNames(list)).toHaveLength(20));
    await expect(Math.round(list.getBoundingClientRect().width)).toBeLessThanOrEqual(Math.round(list.parentElement?.getBoundingClientRect().width ?? 0));
    for (const name of ['Inventory status', 'Online status', 'Activity', 'Last seen']) {
      const header = within(list).getByRole('columnheader', { name });
      await expect(header).toBeVisible();
      await inWindow(header, name);
    }
    await expect(within(list).queryByRole('columnheader', { name: 'Model number' })).toBeNull();
    await expect(within(list).queryByRole('columnheader', { name: 'Tags' })).toBeNull();
    await placeholderFits(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The laptop in German, whose words are longer: Last seen still in view. */
export const LaptopGerman: Story = {
  globals: { viewport: { value: 'laptop' }, language: 'de-DE' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('table', { name: 'Geräte' }, { timeout: 10_000 });
    await waitFor(() => expect(rowNames(list)).toHaveLength(20));
    await expect(Math.round(list.getBoundingClientRect().width)).toBeLessThanOrEqual(Math.round(list.parentElement?.getBoundingClientRect().width ?? 0));
    await inWindow(within(list).getByRole('columnheader', { name: 'Zuletzt gesehen' }), 'Zuletzt gesehen');
    await placeholderFits(canvasElement);
  },
};

/**
 * A 390 px phone (below the 992 px breakpoint): one card per machine (the table's rows, CSS only)
 * with picture beside name and SN, then inventory status, online status, activity and last seen,
 * each named; nothing past the screen's edge.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('table', { name: 'Equipment' }, { timeout: 10_000 });
    await waitFor(() => expect(rowNames(list)).toHaveLength(20));
    await expect(Math.round(list.getBoundingClientRect().width)).toBeLessThanOrEqual(Math.round(list.parentElement?.getBoundingClientRect().width ?? 0));
    const card = within(list)
      .getByRole('rowheader', { name: EQUIPMENT[0]?.name ?? '' })
      .closest('tr');
    if (!card) throw new globalThis.Error('no first card');
    await expect(getComputedStyle(card).display).toBe('block');
    await expect(within(card).getByRole('link', { name: EQUIPMENT[0]?.name ?? '' })).toBeVisible();
    await expect(within(card).getByText('YF21LM5A0117')).toBeVisible();
    await expect(within(card).getByText('Out for work')).toBeVisible();
    for (const field of ['Inventory status', 'Online status', 'Activity', 'Last seen']) {
      const label = within(card).getByText(field);
      await expect(label).toBeVisible();
      await inWindow(label, field);
    }
    // The picture (or category icon) stands beside the name, left of it and level with it.
    const picture = card.querySelector('img, svg, [role="img"]');
    if (!picture) throw new globalThis.Error('no picture in the first card');
    const name = within(card)
      .getByRole('link', { name: EQUIPMENT[0]?.name ?? '' })
      .getBoundingClientRect();
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(name.left);
    await expect(picture.getBoundingClientRect().bottom).toBeGreaterThan(name.top);
    // Category, model number and tags stay out of the card, as they did.
    await expect(within(card).getByText('LM2150E')).not.toBeVisible();
    await expect(within(card).getByText('Riverside Park')).not.toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('40');
    await placeholderFits(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
