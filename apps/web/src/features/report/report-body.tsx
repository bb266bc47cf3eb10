import { useDeferredValue, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ReportChartSkeleton } from '@yardfleet/ui/chart/report-chart';
import { PagedTable, type TablePaging } from '@yardfleet/ui/paged-table';
import { Placeholder } from '@yardfleet/ui/placeholder';
import type { TableColumn } from '@yardfleet/ui/responsive-table';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { useStateTexts } from '../../shared/load-placeholder';
import { reportMessages } from './report-messages';

/** The part of an RTK Query hook result a report shows. */
export interface ReportQuery<T> {
  readonly data?: T | undefined;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly error?: unknown;
  readonly refetch: () => unknown;
}

/** The page of rows shown and how to change it (the view state's page and page size); the total comes with the report. */
export type Paging = Omit<TablePaging, 'total' | 'pageSizes'>;

/** What every report answer carries besides its totals and charts: one page of rows and how many match. */
export interface ReportRows<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
}

/** A report's table: its caption (the report's name, "Inventory"), its columns (rules 10.2 to 10.5) and each row's key. */
export interface ReportTableSpec<Row> {
  readonly caption: string;
  readonly columns: readonly TableColumn<Row>[];
  readonly rowKey: (row: Row) => string;
}

/**
 * What a report will show, so its loading state can take the same space (rules 21.4): the
 * number of totals, the chart titles (side by side from 1280 px when `chartsSideBySide`), then the
 * table with its paging.
 */
export interface ReportShape {
  readonly totals: number;
  readonly charts: readonly string[];
  readonly chartsSideBySide?: boolean;
}

/** The totals box with `count` empty items at the real text heights (the grid of ReportTotals). */
const TotalsSkeleton = ({ count }: { readonly count: number }) => (
  <div className="rounded-lg border border-slate-200 bg-white p-4">
    <div className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-col gap-0">
          <span className="w-20 rounded bg-slate-100 text-xs">&nbsp;</span>
          <span className="text-lg">&nbsp;</span>
        </div>
      ))}
    </div>
  </div>
);

/**
 * The totals and charts of a report still loading (rules 21.4) as empty boxes of their real
 * heights, hidden from screen readers (the table's placeholder says "Loading…").
 */
const ShapeSkeleton = ({ shape }: { readonly shape: ReportShape }) => (
  <div aria-hidden="true" className="contents">
    <TotalsSkeleton count={shape.totals} />
    <div className={shape.chartsSideBySide ? 'grid grid-cols-1 gap-4 xl:grid-cols-2' : 'flex flex-col gap-4'}>
      {shape.charts.map((title) => (
        <ReportChartSkeleton key={title} title={title} />
      ))}
    </div>
  </div>
);

/** The rows of a table that shows its placeholder (one array, not a new one every render). */
const NO_ROWS: readonly never[] = [];

/** Height of the paging line from 992 px (Pagination: "Page 1 of 2 · 40 results" and its 36 px controls, 12 px above and below), kept free while the report loads. */
const PAGING_LINE = 'h-[60px]';

/** A report's box in place of its totals, charts and table: the error or the empty period. */
const StateBox = ({ busy, children }: { readonly busy?: boolean; readonly children: ReactNode }) => (
  <div className="rounded-lg border border-slate-200 bg-white py-10" aria-busy={busy}>
    {children}
  </div>
);

export interface ReportBodyProps<Row, T extends ReportRows<Row>> {
  readonly query: ReportQuery<T>;
  readonly shape: ReportShape;
  readonly isEmpty: (data: T) => boolean;
  readonly emptyTitle: string;
  /** The report's rows as a table: `data.rows`, paged by `data.total`. */
  readonly table: ReportTableSpec<Row>;
  readonly paging: Paging;
  /** The totals and charts above the table, from the data. */
  readonly children: (data: T) => ReactNode;
}

/**
 * The states of one report (rules 10.1): loading (the report's `shape` as empty boxes above its
 * table, whose header row stands over "Loading…", and the paging line's space kept free, so
 * nothing moves when the data arrives; rules 21.4), error (the server's text and Try again,
 * like the other screens), empty (`emptyTitle`: "No data in this period"), or `children` (totals,
 * charts) with the data, then the rows in a PagedTable (a table from 992 px, cards below; paging
 * under it); while a new period or page loads the old data stays, marked busy. New data is
 * rendered as a deferred value (rules 21.5: React renders the totals, charts and rows in slices of a
 * few ms instead of one long task on a slow phone; the previous state stays on screen until that
 * render is done).
 */
export const ReportBody = <Row, T extends ReportRows<Row>>({ query, isEmpty, emptyTitle, shape, table, paging, children }: ReportBodyProps<Row, T>) => {
  const intl = useIntl();
  const texts = useStateTexts();
  const data = useDeferredValue(query.data);
  const refreshing = query.isFetching || data !== query.data;
  if (query.isError) {
    return (
      <StateBox>
        <Placeholder
          kind="error"
          title={intl.formatMessage(reportMessages.loadFailed)}
          description={loadErrorDetail(intl, query.error)}
          retryLabel={texts.retry}
          onRetry={() => void query.refetch()}
        />
      </StateBox>
    );
  }
  if (data !== undefined && isEmpty(data)) {
    return (
      <StateBox busy={refreshing}>
        <Placeholder kind="empty" title={emptyTitle} description={intl.formatMessage(reportMessages.emptyPeriodBody)} />
      </StateBox>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {data === undefined ? <ShapeSkeleton shape={shape} /> : children(data)}
      <PagedTable
        // A new table when the first data arrives: the loading table's header cells would move
        // sideways as the columns take the rows' widths (a layout shift); a table that appears is none.
        key={data === undefined ? 'loading' : 'ready'}
        caption={table.caption}
        columns={table.columns}
        rows={data?.rows ?? NO_ROWS}
        rowKey={table.rowKey}
        busy={data !== undefined && refreshing}
        placeholder={data === undefined ? <Placeholder kind="loading" label={texts.loading} /> : undefined}
        fillHeight={false}
        className="min-h-[24rem]"
        paging={{ ...paging, total: data?.total ?? 0 }}
      />
      {/* PagedTable shows its paging once the total is known: its line and the 16 px gap above it stay free meanwhile. */}
      {data === undefined ? <div aria-hidden="true" className={PAGING_LINE} /> : null}
    </div>
  );
};

/** The totals of a report as a description list: term, value and, where given, the measure's definition (rules 10.12) as a second description beside it. */
export const ReportTotals = ({ items }: { readonly items: readonly { readonly label: string; readonly value: string; readonly help?: string }[] }) => {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(reportMessages.totals)} className="rounded-lg border border-slate-200 bg-white p-4">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{item.label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{item.value}</dd>
            {item.help === undefined ? null : <dd className="text-xs text-slate-600">{item.help}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
};
