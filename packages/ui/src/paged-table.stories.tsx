import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PagedTable } from './paged-table';
import { Placeholder } from './placeholder';
import type { TableColumn } from './responsive-table';

interface Person {
  readonly id: string;
  readonly name: string;
  readonly role: string;
}

/** 40 people, paged by the "server" (the story slices them). */
const PEOPLE: readonly Person[] = Array.from({ length: 40 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Person ${i + 1}`,
  role: i % 3 === 0 ? 'Manager' : 'Employee',
}));
const COLUMNS: readonly TableColumn<Person>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (p) => p.name },
  { key: 'role', header: 'Role', cell: (p) => p.role },
];

/** PagedTable (packages/ui/src/paged-table.tsx): a ResponsiveTable and its Pagination, wired once. */
const meta = {
  title: 'UI kit/PagedTable',
  component: PagedTable<Person>,
  parameters: { layout: 'padded' },
  args: {
    caption: 'People',
    columns: COLUMNS,
    rows: PEOPLE.slice(0, 20),
    rowKey: (p: Person) => p.id,
    fillHeight: false,
    paging: { page: 1, pageSize: 20, total: PEOPLE.length, onPageChange: () => undefined, onPageSizeChange: () => undefined },
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.paging.page);
    const [pageSize, setPageSize] = useState(args.paging.pageSize);
    const rows = args.paging.total === 0 ? args.rows : PEOPLE.slice((page - 1) * pageSize, page * pageSize);
    return (
      <PagedTable
        {...args}
        rows={rows}
        paging={{
          ...args.paging,
          page,
          pageSize,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
    );
  },
} satisfies Meta<typeof PagedTable<Person>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: "Page 1 of 2 · 40 results"; Next page shows the second. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('Page 1 of 2 · 40 results');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await expect(nav).toHaveTextContent('Page 2 of 2 · 40 results');
    await expect(await within(canvas.getByRole('table', { name: 'People' })).findByRole('rowheader', { name: 'Person 40' })).toBeVisible();
  },
};

/** Ten rows per page: four pages. */
export const SmallPages: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await userEvent.selectOptions(within(nav).getByRole('combobox', { name: 'Rows per page' }), '10');
    await expect(nav).toHaveTextContent('Page 1 of 4 · 40 results');
  },
};

/** Nothing loaded yet: the placeholder in the table's place, no paging. */
export const Loading: Story = {
  args: {
    rows: [],
    placeholder: <Placeholder kind="loading" label="Loading…" />,
    paging: { page: 1, pageSize: 20, total: 0, onPageChange: () => undefined, onPageSizeChange: () => undefined },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** The server stopped counting at 40 (more match, rules 21.6): "more than 40 results", and the pages end at the counted ones. */
export const CappedTotal: Story = {
  args: {
    paging: { page: 1, pageSize: 20, total: PEOPLE.length, totalCapped: true, onPageChange: () => undefined, onPageSizeChange: () => undefined },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('Page 1 of the first 2 · more than 40 results (narrow the filters to see the rest)');
    await userEvent.click(within(nav).getByRole('button', { name: 'Last page' }));
    await expect(nav).toHaveTextContent('Page 2 of the first 2');
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
