import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './data-table';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';
import { Badge, StatusPill } from './status-pill';

interface Machine {
  readonly id: string;
  readonly name: string;
  readonly serialNumber: string;
  readonly online: boolean;
  readonly tags: readonly string[];
}

const ROWS: readonly Machine[] = [
  { id: '1', name: 'North crew mower 1', serialNumber: 'YF21LM5A0117', online: true, tags: ['North crew', 'Riverside Park'] },
  { id: '2', name: 'Zero-turn 42 South', serialNumber: 'YF23RZ42S0011', online: false, tags: ['South crew'] },
  { id: '3', name: 'Backpack blower N', serialNumber: 'YF23BP80B0021', online: true, tags: [] },
];

const COLUMNS: readonly DataTableColumn<Machine>[] = [
  { key: 'name', header: 'Name', cell: (m) => m.name, rowHeader: true },
  { key: 'sn', header: 'Serial number', cell: (m) => <span className="font-mono text-xs">{m.serialNumber}</span> },
  { key: 'online', header: 'Online status', cell: (m) => <StatusPill tone={m.online ? 'green' : 'gray'}>{m.online ? 'Online' : 'Offline'}</StatusPill> },
  { key: 'tags', header: 'Tags', cell: (m) => <span className="flex gap-1">{m.tags.map((t) => <Badge key={t}>{t}</Badge>)}</span> },
];

/** DataTable (packages/ui/src/data-table.tsx): caption, column and row headers, placeholders for the list states. */
const meta = {
  title: 'UI kit/DataTable',
  component: DataTable<Machine>,
  parameters: { layout: 'padded' },
  args: { caption: 'Equipment', columns: COLUMNS, rows: ROWS, rowKey: (m: Machine) => m.id },
} satisfies Meta<typeof DataTable<Machine>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Equipment' });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Serial number', 'Online status', 'Tags']);
    await expect(within(table).getByRole('rowheader', { name: 'Zero-turn 42 South' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { rows: [], placeholder: <Spinner label="Loading equipment…" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading equipment…');
  },
};

export const Empty: Story = {
  args: { rows: [], placeholder: <EmptyState title="No results found" description="Try another search or clear the filters." /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results found')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    rows: [],
    placeholder: <ErrorState title="The equipment list could not be loaded." description="Code: 500, Message: Internal Server Error" retryLabel="Try again" onRetry={() => undefined} />,
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
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};
