import { clsx } from 'clsx';
import { PAGE_SIZES } from '@yardfleet/domain/constants';
import { Pagination } from './pagination';
import { ResponsiveTable, type ResponsiveTableProps } from './responsive-table';

/** Where a server-paged list stands and how to move it. */
export interface TablePaging {
  /** Current page, 1-based. */
  readonly page: number;
  readonly pageSize: number;
  /** Rows matching the query over all pages (0 while nothing is loaded: no paging shown). */
  readonly total: number;
  /** True when the server stopped counting at `total` (more rows match; Pagination says so). */
  readonly totalCapped?: boolean;
  /** Page sizes offered (default: 10, 20, 50, 100, rules 9.2). */
  readonly pageSizes?: readonly number[];
  readonly onPageChange: (page: number) => void;
  readonly onPageSizeChange: (pageSize: number) => void;
}

export interface PagedTableProps<Row> extends ResponsiveTableProps<Row> {
  readonly paging: TablePaging;
  /** Classes of the block (the table and its paging), e.g. a margin. */
  readonly blockClassName?: string;
}

/**
 * A ResponsiveTable with its Pagination under it, wired once: "Page 1 of 2 · 40 results", first /
 * previous / next / last and "Rows per page". The paging shows while `paging.total` is above 0,
 * also on a page past the last (so the user can go back); the screen keeps page and page size (in
 * its URL or store) and asks the server for them.
 */
export const PagedTable = <Row,>({ paging, blockClassName, ...table }: PagedTableProps<Row>) => (
  <div className={clsx('flex flex-col gap-4', blockClassName)}>
    <ResponsiveTable {...table} />
    {paging.total > 0 ? (
      <Pagination
        page={paging.page}
        pageSize={paging.pageSize}
        total={paging.total}
        totalCapped={paging.totalCapped ?? false}
        pageSizes={paging.pageSizes ?? PAGE_SIZES}
        onPageChange={paging.onPageChange}
        onPageSizeChange={paging.onPageSizeChange}
      />
    ) : null}
  </div>
);
