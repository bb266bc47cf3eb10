import { useIntl } from 'react-intl';
import type { SecurityEvent } from '@yardfleet/contract/endpoints/security-log';
import { Button } from '@yardfleet/ui/button';
import { Placeholder } from '@yardfleet/ui/placeholder';
import type { PageLoadResult } from '@yardfleet/data/load-result';
import { AdminOnlyNote } from '../../shared/admin-only-note';
import { screenWords } from '../../shared/i18n/screen-words';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { routeTitles } from '../../shared/route-titles';
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
  /** Downloads the events matching the filters as CSV (rules 20.13). */
  readonly onExport: () => void;
  /** True while the export downloads (its button is disabled). */
  readonly exporting: boolean;
}

/**
 * /security (rules 2.20, 20.12): the company's security log for its admin, newest first: filters
 * (event type, days, search), the events (table from 992 px, cards below), paging, a refresh and
 * the export of the filtered events as CSV (rules 20.13).
 * States: loading, error with retry, empty (nothing logged), no match for the filters (with "Clear
 * filters"), a reversed day range (nothing asked), and for any other role a short "only your
 * company's admin" note with a link home (no request is made). Props in, callbacks out.
 */
export const SecurityLogView = (props: SecurityLogViewProps) => {
  const intl = useIntl();
  const { view, result } = props;
  const title = <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.securityLog)}</h1>;
  const loadPlaceholder = useLoadPlaceholder(result, intl.formatMessage(securityMessages.loadFailed), props.onRetry);
  if (!props.allowed) return <AdminOnlyNote title={title} note={intl.formatMessage(securityMessages.notAllowed)} />;
  const clear = (
    <Button variant="secondary" onClick={props.onClear}>
      {intl.formatMessage(screenWords.clearFilters)}
    </Button>
  );
  const ready = result.kind === 'ready' ? result : null;
  const nothing = isFiltered(view) ? (
    <Placeholder
      kind="empty"
      title={intl.formatMessage(securityMessages.noMatch)}
      description={intl.formatMessage(securityMessages.noMatchHint)}
      action={clear}
    />
  ) : (
    <Placeholder kind="empty" title={intl.formatMessage(securityMessages.empty)} description={intl.formatMessage(securityMessages.emptyHint)} />
  );
  // A reversed day range asks nothing: "no match" whatever the last answer was.
  const placeholder = isReversed(view) ? (
    <Placeholder kind="empty" title={intl.formatMessage(securityMessages.noMatch)} action={clear} />
  ) : (
    (loadPlaceholder ?? (ready?.items.length === 0 ? nothing : undefined))
  );
  const shown = placeholder === undefined ? ready : null;
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {title}
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={props.onExport} disabled={props.exporting || isReversed(view)}>
            {intl.formatMessage(securityMessages.exportCsv)}
          </Button>
          <Button variant="secondary" size="sm" onClick={props.onRefresh} disabled={result.kind === 'ready' && result.refreshing}>
            {intl.formatMessage(securityMessages.refresh)}
          </Button>
        </div>
      </div>
      <p className="max-w-3xl text-sm text-slate-600">{intl.formatMessage(securityMessages.intro)}</p>
      <SecurityLogFilters view={view} searchInput={props.searchInput} onSearchChange={props.onSearchChange} onChange={props.onChange} onClear={props.onClear} />
      <SecurityLogTable
        events={shown?.items ?? []}
        formatTime={props.formatTime}
        busy={shown?.refreshing ?? false}
        placeholder={placeholder}
        paging={{
          page: view.page,
          pageSize: view.pageSize,
          total: shown?.total ?? 0,
          onPageChange: (page) => props.onChange({ page }),
          onPageSizeChange: (pageSize) => props.onChange({ pageSize }),
        }}
      />
    </section>
  );
};
