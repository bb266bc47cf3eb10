import { useIntl, type IntlShape } from 'react-intl';
import type { SecurityEvent } from '@yardfleet/contract/endpoints/security-log';
import type { PageLoadResult } from '@yardfleet/data/load-result';
import { PagedTable, type TablePaging } from '@yardfleet/ui/paged-table';
import { Placeholder } from '@yardfleet/ui/placeholder';
import type { TableColumn } from '@yardfleet/ui/responsive-table';
import { actorDetail, fieldChangeLines } from '../../../shared/history-text';
import { commonMessages } from '../../../shared/i18n/common-messages';
import { securityEventKindWords } from '../../../shared/i18n/security-words';
import { historyMessages } from './history-messages';

/** What the tab shows: loading, a failed load (the server's text), or a page of events with the total. */
export type HistoryResult = PageLoadResult<SecurityEvent>;

export interface HistoryViewProps {
  readonly result: HistoryResult;
  /** An ISO instant in the company's zone ("03/12/2026 11:20 CDT"). */
  readonly formatTime: (iso: string) => string;
  readonly paging: TablePaging;
  readonly onRetry: () => void;
}

/** The columns: when (row header), what changed (the kind, then each field before → after), who (name, then email or the API key). */
const columnsOf = (intl: IntlShape, formatTime: (iso: string) => string): TableColumn<SecurityEvent>[] => [
  {
    key: 'time',
    header: intl.formatMessage(historyMessages.time),
    rowHeader: true,
    headerClassName: 'w-44',
    cell: (event) => <time dateTime={event.occurredAt}>{formatTime(event.occurredAt)}</time>,
  },
  {
    key: 'what',
    header: intl.formatMessage(historyMessages.what),
    cell: (event) => (
      <>
        <span className="block font-medium text-slate-900">{intl.formatMessage(securityEventKindWords[event.kind])}</span>
        {fieldChangeLines(intl, event.fields).map((line) => (
          <span key={line} className="block break-words text-slate-700">
            {line}
          </span>
        ))}
      </>
    ),
  },
  {
    key: 'who',
    header: intl.formatMessage(historyMessages.who),
    headerClassName: 'w-60',
    cell: (event) =>
      event.actor === null ? (
        <span className="block italic text-slate-600">{intl.formatMessage(historyMessages.system)}</span>
      ) : (
        <>
          <span className="block text-slate-900">{event.actor.name}</span>
          <span className="block break-words text-xs text-slate-600">{actorDetail(intl, event.actor)}</span>
        </>
      ),
  },
];

/**
 * A machine's History tab (rules 20.13): every change that concerns it, newest first, with when,
 * what (each field before → after) and who (a member, or the API key that made it), in the shared
 * PagedTable (a table from 992 px, cards below); loading, error (Try again) and empty states in
 * its placeholder slot.
 */
export const HistoryView = ({ result, formatTime, paging, onRetry }: HistoryViewProps) => {
  const intl = useIntl();
  const placeholder =
    result.kind === 'loading' ? (
      <Placeholder kind="loading" label={intl.formatMessage(commonMessages.loading)} />
    ) : result.kind === 'error' ? (
      <Placeholder
        kind="error"
        title={intl.formatMessage(historyMessages.loadFailed)}
        description={result.detail}
        retryLabel={intl.formatMessage(commonMessages.retry)}
        onRetry={onRetry}
      />
    ) : result.items.length === 0 ? (
      <Placeholder kind="empty" title={intl.formatMessage(historyMessages.empty)} description={intl.formatMessage(historyMessages.emptyHint)} />
    ) : undefined;
  return (
    <PagedTable
      caption={intl.formatMessage(historyMessages.caption)}
      columns={columnsOf(intl, formatTime)}
      rows={result.kind === 'ready' ? result.items : []}
      rowKey={(event) => event.id}
      busy={result.kind === 'ready' && result.refreshing}
      fixedLayout
      placeholder={placeholder}
      paging={paging}
    />
  );
};
