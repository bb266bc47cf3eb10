import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import type { SecurityEvent } from '@yardfleet/contract/endpoints/security-log';
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
}

/** The field's name inside a phone card; hidden where the table has its header row. */
const CardLabel = ({ children }: { readonly children: string }) => <span className="shrink-0 text-xs font-medium text-slate-600 lg:hidden">{children}</span>;

const cellClass = 'text-slate-700 max-lg:flex max-lg:items-baseline max-lg:justify-between max-lg:gap-3 max-lg:py-1 lg:px-3 lg:py-2 lg:align-top';

/**
 * The security log's events (issue 13 item 3) as a table from 1024 px and as stacked cards below
 * (one per event, each field named; a 390 px phone scrolls only down). The row header is the time
 * (company-local day over clock time, `<time datetime>`); then what happened (kind, reason, target,
 * change), who (name and email; the system when no one), and from where (IP address; under it the
 * browser and system the user agent names, "Chrome 146 on Windows", or the header itself cut to one
 * line; the whole header in the title). Four columns fit a 1280 px screen beside the sidebar with no
 * sideways scrolling.
 */
export const SecurityLogTable = ({ events, formatTime, busy }: SecurityLogTableProps) => {
  const intl = useIntl();
  const header = (text: string, className?: string) => (
    <th scope="col" className={clsx('px-3 py-2.5 align-bottom font-semibold', className)}>
      {text}
    </th>
  );
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm max-lg:block" aria-busy={busy}>
      <caption className="sr-only">{intl.formatMessage(securityMessages.title)}</caption>
      <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-lg:sr-only">
        <tr>
          {header(intl.formatMessage(securityMessages.time), 'w-36')}
          {header(intl.formatMessage(securityMessages.what))}
          {header(intl.formatMessage(securityMessages.who), 'w-64')}
          {header(intl.formatMessage(securityMessages.where), 'w-60')}
        </tr>
      </thead>
      <tbody className={clsx('max-lg:flex max-lg:flex-col max-lg:gap-3', busy && 'opacity-60')}>
        {events.map((event) => {
          const text = eventText(intl, event);
          const time = formatTime(event.occurredAt);
          const agent = event.userAgent === null || event.userAgent === '' ? null : event.userAgent;
          const summary = agent === null ? null : browserSummary(agent);
          return (
            <tr key={event.id} className="border-slate-100 max-lg:block max-lg:rounded-lg max-lg:border max-lg:border-slate-200 max-lg:bg-white max-lg:p-3 lg:border-t">
              <th scope="row" className="px-3 py-2 text-left align-top font-medium text-slate-900 max-lg:block max-lg:px-0 max-lg:pb-2">
                <time dateTime={event.occurredAt} className="max-lg:flex max-lg:flex-wrap max-lg:gap-x-1.5">
                  <span className="lg:block">{time.day}</span> <span className="lg:block">{time.clock}</span>
                </time>
              </th>
              <td className={cellClass}>
                <CardLabel>{intl.formatMessage(securityMessages.what)}</CardLabel>
                <span className="min-w-0 max-lg:text-right">
                  <span className="block font-medium text-slate-900">{text.what}</span>
                  {text.details.map((line) => (
                    <span key={line} className="block break-words text-slate-600">
                      {line}
                    </span>
                  ))}
                </span>
              </td>
              <td className={cellClass}>
                <CardLabel>{intl.formatMessage(securityMessages.who)}</CardLabel>
                <span className="min-w-0 max-lg:text-right">
                  {event.actor === null ? (
                    <span className="block italic text-slate-600">{intl.formatMessage(securityMessages.system)}</span>
                  ) : (
                    <>
                      {event.actor.name.trim() !== '' ? <span className="block text-slate-900">{event.actor.name}</span> : null}
                      <span className="block break-words text-xs text-slate-600">{event.actor.email}</span>
                    </>
                  )}
                </span>
              </td>
              <td className={cellClass}>
                <CardLabel>{intl.formatMessage(securityMessages.where)}</CardLabel>
                <span className="min-w-0 max-lg:text-right">
                  <span className="block break-all font-mono text-xs text-slate-900">{event.address ?? intl.formatMessage(securityMessages.noAddress)}</span>
                  {agent !== null ? (
                    <span className="block truncate text-xs text-slate-600 max-lg:max-w-56" title={agent}>
                      <span className="sr-only">{`${intl.formatMessage(securityMessages.browser)}: `}</span>
                      {summary === null ? agent : intl.formatMessage(browserLine, { browser: summary.browser, system: summary.system })}
                    </span>
                  ) : null}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
