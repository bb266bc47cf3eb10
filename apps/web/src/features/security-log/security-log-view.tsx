import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SecurityEvent } from '@yardfleet/contract/endpoints/security-log';
import { PAGE_SIZES } from '@yardfleet/domain/constants';
import { Button } from '@yardfleet/ui/button';
import { TABLE_MIN_HEIGHT } from '@yardfleet/ui/data-table';
import { EmptyState } from '@yardfleet/ui/empty-state';
import { ErrorState } from '@yardfleet/ui/error-state';
import { Pagination } from '@yardfleet/ui/pagination';
import { Spinner } from '@yardfleet/ui/spinner';
import type { PageLoadResult } from '@yardfleet/data/load-result';
import { commonMessages } from '../../shared/i18n/common-messages';
import { SecurityLogFilters } from './security-log-filters';
import { securityMessages } from './security-log-messages';
import { isFiltered, isReversed, type SecurityLogView as View } from './security-log-query';
import { SecurityLogTable, type ZonedTime } from './security-log-table';

/** What the log shows: the first load, an error (with the server's text), or a page of events with the total matching. */
export type SecurityLogResult = PageLoadResult<SecurityEvent>;

export interface SecurityLogViewProps {
  /** May the viewer read the log (the domain's `can(role, 'security.view')`: the admin)? */
  readonly allowed: boolean;
  readonly view: View;
  /** The search field's text (sent after a pause). */
  readonly searchInput: string;
  readonly result: SecurityLogResult;
  /** An ISO instant in the company's time zone: day ("03/12/2026") and clock ("11:47 CDT"). */
  readonly formatTime: (iso: string) => ZonedTime;
  readonly onChange: (patch: Partial<View>) => void;
  readonly onSearchChange: (text: string) => void;
  readonly onClear: () => void;
  readonly onRetry: () => void;
  readonly onRefresh: () => void;
}

/** The frame of the list: it keeps the SPEC 9 minimum height in every state, so nothing below jumps. */
const Frame = ({ children, bare }: { readonly children: ReactNode; readonly bare?: boolean }) => (
  <div className={bare ? 'rounded-lg lg:border lg:border-slate-200 lg:bg-white' : 'rounded-lg border border-slate-200 bg-white px-3 py-10'} style={{ minHeight: TABLE_MIN_HEIGHT }}>
    {children}
  </div>
);

/**
 * /security (issue 13 item 3): the company's security log for its admin, newest first: filters
 * (event type, days, search), the events (table from 1024 px, cards below), paging, and a refresh.
 * States: loading, error with retry, empty (nothing logged), no match for the filters (with "Clear
 * filters"), a reversed day range (nothing asked), and for any other role a short "only your
 * company's admin" note with a link home (no request is made). Props in, callbacks out.
 */
export const SecurityLogView = (props: SecurityLogViewProps) => {
  const intl = useIntl();
  const { view, result } = props;
  const title = <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(securityMessages.title)}</h1>;
  if (!props.allowed)
    return (
      <section className="flex flex-col items-start gap-3">
        {title}
        <p className="text-sm text-slate-700">{intl.formatMessage(securityMessages.notAllowed)}</p>
        <Link to="/home" className="text-sm font-medium text-emerald-700 underline hover:text-emerald-900">
          {intl.formatMessage(securityMessages.backHome)}
        </Link>
      </section>
    );
  const clear = (
    <Button variant="secondary" onClick={props.onClear}>
      {intl.formatMessage(securityMessages.clearFilters)}
    </Button>
  );
  const body = isReversed(view) ? (
    <Frame>
      <EmptyState title={intl.formatMessage(securityMessages.noMatch)} action={clear} />
    </Frame>
  ) : result.kind === 'loading' ? (
    <Frame>
      <Spinner label={intl.formatMessage(commonMessages.loading)} />
    </Frame>
  ) : result.kind === 'error' ? (
    <Frame>
      <ErrorState title={intl.formatMessage(securityMessages.loadFailed)} description={result.detail} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={props.onRetry} />
    </Frame>
  ) : result.items.length === 0 ? (
    <Frame>
      {isFiltered(view) ? (
        <EmptyState title={intl.formatMessage(securityMessages.noMatch)} description={intl.formatMessage(securityMessages.noMatchHint)} action={clear} />
      ) : (
        <EmptyState title={intl.formatMessage(securityMessages.empty)} description={intl.formatMessage(securityMessages.emptyHint)} />
      )}
    </Frame>
  ) : (
    <>
      <Frame bare>
        <SecurityLogTable events={result.items} formatTime={props.formatTime} busy={result.refreshing} />
      </Frame>
      <Pagination
        page={view.page}
        pageSize={view.pageSize}
        total={result.total}
        pageSizes={PAGE_SIZES}
        onPageChange={(page) => props.onChange({ page })}
        onPageSizeChange={(pageSize) => props.onChange({ pageSize })}
      />
    </>
  );
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {title}
        <Button variant="secondary" size="sm" onClick={props.onRefresh} disabled={result.kind === 'ready' && result.refreshing}>
          {intl.formatMessage(securityMessages.refresh)}
        </Button>
      </div>
      <p className="max-w-3xl text-sm text-slate-600">{intl.formatMessage(securityMessages.intro)}</p>
      <SecurityLogFilters view={view} searchInput={props.searchInput} onSearchChange={props.onSearchChange} onChange={props.onChange} onClear={props.onClear} />
      {body}
    </section>
  );
};
