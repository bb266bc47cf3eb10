import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Placeholder } from './placeholder';
import { ResponsiveTable, type TableColumn, type TableSort } from './responsive-table';
import { Badge, StatusPill } from './status-pill';

interface Machine {
  readonly id: string;
  readonly name: string;
  readonly serialNumber: string;
  readonly online: boolean;
  readonly hours: number;
  readonly tags: readonly string[];
}

const ROWS: readonly Machine[] = [
  { id: '1', name: 'North crew mower 1', serialNumber: 'YF21LM5A0117', online: true, hours: 1204.5, tags: ['North crew', 'Riverside Park'] },
  { id: '2', name: 'Zero-turn 42 South', serialNumber: 'YF23RZ42S0011', online: false, hours: 87, tags: ['South crew'] },
  { id: '3', name: 'Backpack blower N', serialNumber: 'YF23BP80B0021', online: true, hours: 312.25, tags: [] },
];

const COLUMNS: readonly TableColumn<Machine>[] = [
  { key: 'name', header: 'Name', cell: (m) => m.name, rowHeader: true },
  { key: 'sn', header: 'Serial number', cell: (m) => m.serialNumber, className: 'font-mono text-xs break-all' },
  { key: 'online', header: 'Online status', cell: (m) => <StatusPill tone={m.online ? 'green' : 'gray'}>{m.online ? 'Online' : 'Offline'}</StatusPill> },
  { key: 'hours', header: 'Engine hours', cell: (m) => m.hours.toLocaleString('en-US'), numeric: true, sortKey: 'hours', priority: 'xl' },
  {
    key: 'tags',
    header: 'Tags',
    priority: '2xl',
    cell: (m) => (
      <span className="flex flex-wrap gap-1">
        {m.tags.map((t) => (
          <Badge key={t}>{t}</Badge>
        ))}
      </span>
    ),
  },
];

const VIEWPORTS = {
  laptop: { name: 'Laptop 1280 × 800', styles: { width: '1280px', height: '800px' } },
  phone390: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' } },
};

/** ResponsiveTable (packages/ui/src/responsive-table.tsx): a table from 992 px, CSS-only cards below; priorities, actions, server sort, states. */
const meta = {
  title: 'UI kit/ResponsiveTable',
  component: ResponsiveTable<Machine>,
  parameters: { layout: 'padded', viewport: { options: VIEWPORTS } },
  args: { caption: 'Equipment', columns: COLUMNS, rows: ROWS, rowKey: (m: Machine) => m.id, fillHeight: false },
} satisfies Meta<typeof ResponsiveTable<Machine>>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Equipment' });

/** At 1200 px (the story tests' window): a table; engine hours (from 1280 px) and tags (from 1536 px) wait for wider screens. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Serial number', 'Online status']);
    await expect(within(grid).getByRole('rowheader', { name: 'Zero-turn 42 South' })).toBeVisible();
    await expect(getComputedStyle(grid).display).toBe('table');
  },
};

/** A 1280 px laptop: the `xl` column joins, right-aligned; the `2xl` one still waits. */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Serial number', 'Online status', 'Engine hours']);
    await expect(getComputedStyle(within(grid).getByRole('columnheader', { name: 'Engine hours' })).textAlign).toBe('right');
  },
};

/** A 390 px phone: one card per machine (CSS only), the name as title, every field named, tags included. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = within(table(canvasElement)).getByRole('rowheader', { name: 'North crew mower 1' }).closest('tr') as HTMLElement;
    await expect(getComputedStyle(card).display).toBe('block');
    for (const label of ['Serial number', 'Online status', 'Engine hours', 'Tags']) await expect(within(card).getByText(label)).toBeVisible();
    await expect(within(card).getByText('Riverside Park')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Row actions as the last column (a card's last line on phones). */
export const WithActions: Story = {
  args: {
    rowActions: {
      header: 'Actions',
      cell: (m: Machine) => (
        <Button size="sm" variant="danger" aria-label={`Delete ${m.name}`}>
          Delete
        </Button>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(within(grid).getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    await expect(within(grid).getByRole('button', { name: 'Delete Zero-turn 42 South' })).toBeVisible();
  },
};

/** The screen owns the order (servers sort): pressing the header asks for the other direction; aria-sort follows. */
export const Sorted: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  render: function Render(args) {
    const [sort, setSort] = useState<TableSort>({ key: 'hours', direction: 'descending' });
    const rows = [...args.rows].sort((a, b) => (sort.direction === 'descending' ? b.hours - a.hours : a.hours - b.hours));
    return (
      <ResponsiveTable
        {...args}
        rows={rows}
        sort={sort}
        onSort={(key) => setSort({ key, direction: sort.direction === 'descending' ? 'ascending' : 'descending' })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    const header = within(grid).getByRole('columnheader', { name: /Engine hours/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent('Zero-turn 42 South');
  },
};

export const Loading: Story = {
  args: { rows: [], fillHeight: true, placeholder: <Placeholder kind="loading" label="Loading…" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(table(canvasElement)).getAllByRole('columnheader')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { rows: [], placeholder: <Placeholder kind="empty" title="No results found" description="Try another search or clear the filters." /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results found')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    rows: [],
    placeholder: (
      <Placeholder
        kind="error"
        title="The equipment list could not be loaded."
        description="Code: 500, Message: Internal Server Error"
        retryLabel="Try again"
        onRetry={() => undefined}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Code: 500, Message: Internal Server Error');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A new page loading over the old rows: shaded, still readable (WCAG 1.4.3 contrast holds). */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** `layout="table"`: a table at every width that scrolls sideways on a phone, the placeholder in a row. */
export const TableLayout: Story = {
  args: { layout: 'table' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(getComputedStyle(grid).display).toBe('table');
    await expect(within(canvasElement).getByRole('region', { name: 'Equipment' })).toHaveAttribute('tabindex', '0');
  },
};
