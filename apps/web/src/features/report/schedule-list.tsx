import { useIntl } from 'react-intl';
import type { ReportSchedule } from '@yardfleet/contract/endpoints/report-schedules';
import type { ReportFilters } from '@yardfleet/contract/endpoints/reports';
import { Button } from '@yardfleet/ui/button';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { ResponsiveTable, type RowActions, type TableColumn } from '@yardfleet/ui/responsive-table';
import type { LoadResult } from '@yardfleet/data/load-result';
import { screenWords } from '../../shared/i18n/screen-words';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { frequencyWords, reportKindWords } from '../../shared/i18n/report-words';
import { deleteScheduleLabel, scheduleMessages, scheduleWhen, sendNowLabel } from './report-schedules-messages';

/** What the schedule list shows: loading, an error (with the server's text), or the company's schedules. */
export type SchedulesResult = LoadResult<{ schedules: readonly ReportSchedule[] }>;

export interface ReportSchedulesViewProps {
  readonly result: SchedulesResult;
  /** The domain's `report.schedule` for the viewer (admin, manager): the schedule and delete buttons. */
  readonly canSchedule: boolean;
  /** A schedule's filters in words. */
  readonly describeFilters: (filters: ReportFilters) => string;
  /** An instant (ISO) as shown: in the company's time zone when known. */
  readonly formatTime: (iso: string) => string;
  /** The schedule being deleted (its button is disabled). */
  readonly busyId?: string | undefined;
  /** The schedule being sent now (its "Send now" button is disabled and busy). */
  readonly sendingId?: string | undefined;
  readonly onSendNow: (schedule: ReportSchedule) => void;
  readonly onSchedule: () => void;
  readonly onDelete: (schedule: ReportSchedule) => void;
  readonly onRetry: () => void;
}

/** The rows while there are none to show (one array, not a new one every render). */
const NO_SCHEDULES: readonly ReportSchedule[] = [];

/**
 * The scheduled reports of the company (rules 10.10), under the report: which report, its
 * filters, how often, to whom, the next run and the last one sent. Admins and managers get
 * "Schedule this report", "Send now" and a delete button per row; employees read the list only. Props in, callbacks out.
 */
export const ReportSchedulesView = (props: ReportSchedulesViewProps) => {
  const intl = useIntl();
  const { result } = props;
  const title = intl.formatMessage(scheduleMessages.title);
  const columns: TableColumn<ReportSchedule>[] = [
    { key: 'report', header: intl.formatMessage(scheduleMessages.columnReport), cell: (row) => intl.formatMessage(reportKindWords[row.kind]), rowHeader: true },
    { key: 'filters', header: intl.formatMessage(scheduleMessages.columnFilters), cell: (row) => props.describeFilters(row.filters) },
    {
      key: 'frequency',
      header: intl.formatMessage(scheduleMessages.columnFrequency),
      cell: (row) =>
        intl.formatMessage(scheduleWhen, {
          frequency: row.frequency,
          weekday: intl.formatDate(Date.UTC(2024, 0, row.weekday ?? 1), { weekday: 'long', timeZone: 'UTC' }), // 1 January 2024 was a Monday
          day: row.dayOfMonth ?? 1,
          time: row.timeOfDay,
        }),
    },
    {
      key: 'recipients',
      header: intl.formatMessage(scheduleMessages.columnRecipients),
      cell: (row) => (
        <ul>
          {row.recipients.map((address) => (
            <li key={address} className="max-lg:break-all lg:whitespace-nowrap">
              {address}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'nextRun',
      header: intl.formatMessage(scheduleMessages.columnNextRun),
      cell: (row) => (
        <time dateTime={row.nextRunAt} className="whitespace-nowrap">
          {props.formatTime(row.nextRunAt)}
        </time>
      ),
    },
    {
      key: 'lastSent',
      header: intl.formatMessage(scheduleMessages.columnLastSent),
      cell: (row) =>
        row.lastSentAt === null ? (
          <span className="text-slate-600">{intl.formatMessage(scheduleMessages.neverSent)}</span>
        ) : (
          <time dateTime={row.lastSentAt} className="whitespace-nowrap">
            {props.formatTime(row.lastSentAt)}
          </time>
        ),
    },
  ];
  const actions: RowActions<ReportSchedule> | undefined = props.canSchedule
    ? {
        header: intl.formatMessage(screenWords.actions),
        cell: (row) => {
          const names = { report: intl.formatMessage(reportKindWords[row.kind]), frequency: intl.formatMessage(frequencyWords[row.frequency]) };
          return (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={props.sendingId === row.id}
                aria-busy={props.sendingId === row.id}
                aria-label={intl.formatMessage(sendNowLabel, names)}
                onClick={() => props.onSendNow(row)}
              >
                {intl.formatMessage(scheduleMessages.sendNow)}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={props.busyId === row.id}
                aria-label={intl.formatMessage(deleteScheduleLabel, names)}
                onClick={() => props.onDelete(row)}
              >
                {intl.formatMessage(scheduleMessages.delete)}
              </Button>
            </div>
          );
        },
      }
    : undefined;
  const placeholder =
    useLoadPlaceholder(result, intl.formatMessage(scheduleMessages.loadFailed), props.onRetry) ??
    (result.kind === 'ready' && result.schedules.length === 0 ? <Placeholder kind="empty" title={intl.formatMessage(scheduleMessages.empty)} /> : undefined);

  return (
    // Not a landmark of its own: the table's frame is the region named "Scheduled reports".
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-600">{intl.formatMessage(scheduleMessages.intro)}</p>
        </div>
        {props.canSchedule ? (
          <Button onClick={props.onSchedule}>{intl.formatMessage(scheduleMessages.schedule)}</Button>
        ) : (
          <p className="text-sm text-slate-600">{intl.formatMessage(scheduleMessages.readOnly)}</p>
        )}
      </div>
      <ResponsiveTable
        caption={title}
        fillHeight={false}
        columns={columns}
        rows={result.kind === 'ready' ? result.schedules : NO_SCHEDULES}
        rowKey={(row) => row.id}
        rowActions={actions}
        placeholder={placeholder}
      />
    </div>
  );
};
