import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { SecurityEvent } from '@yardfleet/contract/endpoints/security-log';
import { PagedTable, type TablePaging } from '@yardfleet/ui/paged-table';
import type { TableColumn } from '@yardfleet/ui/responsive-table';
import { actorDetail } from '../../shared/history-text';
import { routeTitles } from '../../shared/route-titles';
import { browserSummary } from './browser-summary';
import { eventText } from './security-event-text';
import { browserLine, securityMessages } from './security-log-messages';

/** An instant in the company's time zone: its day ("03/12/2026") and its clock time with the zone ("11:47 CDT"). */
export interface ZonedTime {
  readonly day: string;
  readonly clock: string;
}

export interface SecurityLogTableProps {
  readonly events: readonly SecurityEvent[];
  /** An ISO instant as the company's local day and time with its zone. */
  readonly formatTime: (iso: string) => ZonedTime;
  /** True while a newer answer loads (the rows stay; the table is marked busy). */
  readonly busy: boolean;
  /** Shown instead of the rows: loading, error, nothing logged, no match. */
  readonly placeholder?: ReactNode;
  /** The page shown, the total matching and how to move. */
  readonly paging: TablePaging;
}

/**
 * The four columns: the time as row header (company-local day over clock time, `<time datetime>`);
 * what happened (kind, reason, target, change); who (name and email; the system when no one); from
 * where (IP address; under it the browser and system the user agent names, "Chrome 146 on
 * Windows", or the header itself cut to one line; the whole header in the title).
 */
const columnsOf = (intl: IntlShape, formatTime: (iso: string) => ZonedTime): TableColumn<SecurityEvent>[] => [
  {
    key: 'time',
    header: intl.formatMessage(securityMessages.time),
    rowHeader: true,
    headerClassName: 'w-36',
    cell: (event) => {
      const time = formatTime(event.occurredAt);
      return (
        <time dateTime={event.occurredAt} className="max-lg:flex max-lg:flex-wrap max-lg:gap-x-1.5">
          <span className="lg:block">{time.day}</span> <span className="lg:block">{time.clock}</span>
        </time>
      );
    },
  },
  {
    key: 'what',
    header: intl.formatMessage(securityMessages.what),
    cell: (event) => {
      const text = eventText(intl, event);
      return (
        <>
          <span className="block font-medium text-slate-900">{text.what}</span>
          {text.details.map((line) => (
            <span key={line} className="block break-words text-slate-600">
              {line}
            </span>
          ))}
        </>
      );
    },
  },
  {
    key: 'who',
    header: intl.formatMessage(securityMessages.who),
    headerClassName: 'w-64',
    cell: (event) =>
      event.actor === null ? (
        <span className="block italic text-slate-600">{intl.formatMessage(securityMessages.system)}</span>
      ) : (
        <>
          {event.actor.name.trim() !== '' ? <span className="block text-slate-900">{event.actor.name}</span> : null}
          <span className="block break-words text-xs text-slate-600">{actorDetail(intl, event.actor)}</span>
        </>
      ),
  },
  {
    key: 'where',
    header: intl.formatMessage(securityMessages.where),
    headerClassName: 'w-60',
    cell: (event) => {
      const agent = event.userAgent === null || event.userAgent === '' ? null : event.userAgent;
      const summary = agent === null ? null : browserSummary(agent);
      return (
        <>
          <span className="block break-all font-mono text-xs text-slate-900">{event.address ?? intl.formatMessage(securityMessages.noAddress)}</span>
          {agent !== null ? (
            <span className="block truncate text-xs text-slate-600 max-lg:max-w-56" title={agent}>
              <span className="sr-only">{`${intl.formatMessage(securityMessages.browser)}: `}</span>
              {summary === null ? agent : intl.formatMessage(browserLine, { browser: summary.browser, system: summary.system })}
            </span>
          ) : null}
        </>
      );
    },
  },
];

/**
 * The security log's events (rules 20.12) as a PagedTable named "Security log": a table from
 * 992 px with fixed column widths, so four columns fit a 1280 px screen beside the sidebar with no
 * sideways scrolling, and one card per event below (each field named; a 390 px phone scrolls only
 * down); the paging under it.
 */
export const SecurityLogTable = ({ events, formatTime, busy, placeholder, paging }: SecurityLogTableProps) => {
  const intl = useIntl();
  return (
    <PagedTable
      caption={intl.formatMessage(routeTitles.securityLog)}
      columns={columnsOf(intl, formatTime)}
      rows={events}
      rowKey={(event) => event.id}
      busy={busy}
      fixedLayout
      placeholder={placeholder}
      paging={paging}
    />
  );
};
