import { useDeferredValue, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PAGE_SIZES } from '@yardfleet/domain/constants';
import { DataTable, type DataTableColumn } from '@yardfleet/ui/data-table';
import { EmptyState } from '@yardfleet/ui/empty-state';
import { ErrorState } from '@yardfleet/ui/error-state';
import { ReportChartSkeleton } from '@yardfleet/ui/chart/report-chart';
import { Pagination } from '@yardfleet/ui/pagination';
import { Spinner } from '@yardfleet/ui/spinner';
import { commonMessages } from '../../shared/i18n/common-messages';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { reportMessages } from './report-messages';

/** The part of an RTK Query hook result a report shows. */
export interface ReportQuery<T> {
  readonly data?: T | undefined;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly error?: unknown;
  readonly refetch: () => unknown;
}

/** The page of rows shown and how to change it (the view state's page and page size). */
export interface Paging {
  readonly page: number;
  readonly pageSize: number;
  readonly onPageChange: (page: number) => void;
  readonly onPageSizeChange: (pageSize: number) => void;
}

/**
 * What a report will show, so its loading state can take the same space (issue 12 item 2): the
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
 * A report's loading state (issue 12 item 2): its totals, charts and table as empty boxes of their
 * real heights (the table: ReportTable's 24 rem frame and the paging line), the loading label in
 * the table's place, so nothing moves when the data arrives.
 */
const ReportSkeleton = ({ shape }: { readonly shape: ReportShape }) => {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-4">
      <div aria-hidden="true" className="contents">
        <TotalsSkeleton count={shape.totals} />
        <div className={shape.chartsSideBySide ? 'grid grid-cols-1 gap-4 xl:grid-cols-2' : 'flex flex-col gap-4'}>
          {shape.charts.map((title) => (
            <ReportChartSkeleton key={title} title={title} />
          ))}
        </div>
      </div>
      <div>
        <div className="flex min-h-[24rem] items-center justify-center rounded-lg border border-slate-200 bg-white">
          <Spinner label={intl.formatMessage(commonMessages.loading)} />
        </div>
        <div aria-hidden="true" className="h-[62px]" />
      </div>
    </div>
  );
};

/**
 * The states of one report (issue 10): loading (the report's `shape` as empty boxes, a spinner in
 * the table's place; issue 12 item 2), error (the server's text and Try again, like the other screens), empty (`empty` title:
 * "No data in this period"), or `children` with the data; while a new period or page loads the old
 * data stays, marked busy. New data is rendered as a deferred value (issue 12: React renders the
 * totals, charts and rows in slices of a few ms instead of one long task on a slow phone; the
 * previous state stays on screen until that render is done).
 */
export const ReportBody = <T,>({
  query,
  isEmpty,
  emptyTitle,
  shape,
  children,
}: {
  readonly query: ReportQuery<T>;
  readonly shape: ReportShape;
  readonly isEmpty: (data: T) => boolean;
  readonly emptyTitle: string;
  readonly children: (data: T, refreshing: boolean) => ReactNode;
}) => {
  const intl = useIntl();
  const data = useDeferredValue(query.data);
  if (query.isError) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white py-10">
        <ErrorState
          title={intl.formatMessage(reportMessages.loadFailed)}
          description={loadErrorDetail(intl, query.error)}
          retryLabel={intl.formatMessage(commonMessages.retry)}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (data === undefined) {
    return <ReportSkeleton shape={shape} />;
  }
  if (isEmpty(data)) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white py-10" aria-busy={query.isFetching || data !== query.data}>
        <EmptyState title={emptyTitle} description={intl.formatMessage(reportMessages.emptyPeriodBody)} />
      </div>
    );
  }
  return <div className="flex flex-col gap-4">{children(data, query.isFetching || data !== query.data)}</div>;
};

/** The totals of a report as a description list (term, value). */
export const ReportTotals = ({ items }: { readonly items: readonly { readonly label: string; readonly value: string }[] }) => {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(reportMessages.totals)} className="rounded-lg border border-slate-200 bg-white p-4">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{item.label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/** The rows of a report as a paged DataTable (SPEC 2 columns). */
export const ReportTable = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  refreshing,
  paging,
}: {
  readonly caption: string;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly total: number;
  readonly refreshing: boolean;
  readonly paging: Paging;
}) => (
  <div>
    <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} busy={refreshing} fillHeight={false} className="min-h-[24rem]" />
    {total > 0 ? (
      <Pagination
        page={paging.page}
        pageSize={paging.pageSize}
        total={total}
        pageSizes={PAGE_SIZES}
        onPageChange={paging.onPageChange}
        onPageSizeChange={paging.onPageSizeChange}
      />
    ) : null}
  </div>
);
