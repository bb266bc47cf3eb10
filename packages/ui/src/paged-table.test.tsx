import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedTable, type TablePaging } from './paged-table';
import { Placeholder } from './placeholder';

afterEach(cleanup);

const wrap = (node: ReactNode) =>
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" onError={() => undefined}>
      {node}
    </IntlProvider>,
  );

interface Person {
  readonly id: string;
  readonly name: string;
}

const paging = (patch: Partial<TablePaging> = {}): TablePaging => ({
  page: 1,
  pageSize: 20,
  total: 40,
  onPageChange: vi.fn(),
  onPageSizeChange: vi.fn(),
  ...patch,
});
const table = (props: { paging: TablePaging; placeholder?: ReactNode }) => (
  <PagedTable
    caption="People"
    columns={[{ key: 'name', header: 'Name', rowHeader: true, cell: (p: Person) => p.name }]}
    rows={[{ id: '1', name: 'Luis Ortega' }]}
    rowKey={(p) => p.id}
    {...props}
  />
);

describe('PagedTable', () => {
  it('shows the table and, under it, where the list stands and the paging controls', () => {
    const at = paging();
    wrap(table({ paging: at }));
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Page 1 of 2 · 40 results')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(at.onPageChange).toHaveBeenCalledWith(2);
    fireEvent.change(within(nav).getByRole('combobox', { name: 'Rows per page' }), { target: { value: '50' } });
    expect(at.onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('offers the page sizes of rules 9.2 unless the screen passes its own', () => {
    wrap(table({ paging: paging() }));
    expect(
      within(screen.getByRole('combobox', { name: 'Rows per page' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50', '100']);
    cleanup();
    wrap(table({ paging: paging({ pageSizes: [25, 50] }) }));
    expect(
      within(screen.getByRole('combobox', { name: 'Rows per page' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['25', '50']);
  });

  it('has no paging while nothing matches (or nothing is loaded yet)', () => {
    wrap(table({ paging: paging({ total: 0 }), placeholder: <Placeholder kind="loading" label="Loading…" /> }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
