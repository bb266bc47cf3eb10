import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PAGE_SIZES } from '@yardfleet/domain/constants';
import { Pagination } from './pagination';

/** Pagination (packages/ui/src/pagination.tsx): previous/next, "Page x of y", page size. */
const meta = {
  title: 'UI kit/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: { page: 1, pageSize: 20, total: 40, pageSizes: PAGE_SIZES, onPageChange: () => undefined, onPageSizeChange: () => undefined },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    const [pageSize, setPageSize] = useState(args.pageSize);
    return (
      <Pagination
        {...args}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const pager = within(nav);
    await expect(nav).toHaveTextContent('Page 1 of 2 · 40 results');
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }));
    await expect(nav).toHaveTextContent('Page 2 of 2 · 40 results');
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const PageSizeChange: Story = {
  args: { page: 2 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await userEvent.selectOptions(within(nav).getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(nav).toHaveTextContent('Page 1 of 1 · 40 results');
  },
};

export const SingleResult: Story = {
  args: { total: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toHaveTextContent('Page 1 of 1 · 1 result');
  },
};
