import { useIntl } from 'react-intl';
import type { MaintenanceLogView } from '@yardfleet/contract/endpoints/maintenance';
import type { ReminderView } from '@yardfleet/contract/endpoints/equipment-detail';
import { Button } from '@yardfleet/ui/button';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { StatusPill } from '@yardfleet/ui/status-pill';
import type { LoadResult } from '@yardfleet/data/load-result';
import { serviceDueWords } from '../../../shared/i18n/maintenance-words';
import { useLoadPlaceholder } from '../../../shared/load-placeholder';
import { LogTable } from './log-table';
import { everyMessages, maintenanceMessages, nextDueDate, nextDueHours } from './maintenance-messages';

/** What the section shows: loading, an error (with the server's text), or the plan and the logs. */
export type MaintenanceResult = LoadResult<{ reminder: ReminderView; logs: readonly MaintenanceLogView[] }>;

export interface MaintenanceViewProps {
  readonly result: MaintenanceResult;
  /** Admin and manager (domain `can(role, 'fleet.edit')`): the Set reminder, Add log, Edit and Delete buttons. */
  readonly canEdit: boolean;
  /** Formats an ISO time as a date of the region (DD/MM/YYYY or MM/DD/YYYY). */
  readonly formatDate: (iso: string) => string;
  readonly onRetry: () => void;
  readonly onSetReminder: () => void;
  readonly onAdd: () => void;
  readonly onEdit: (log: MaintenanceLogView) => void;
  readonly onDelete: (log: MaintenanceLogView) => void;
}

/** The Due / Overdue pill of the server's reminder standing (rules 18.4); nothing when off or upcoming. */
export const ReminderPill = ({ status }: { readonly status: ReminderView['status']['status'] }) => {
  const intl = useIntl();
  if (status === 'due') return <StatusPill tone="amber">{intl.formatMessage(serviceDueWords.due)}</StatusPill>;
  if (status === 'overdue') return <StatusPill tone="red">{intl.formatMessage(serviceDueWords.overdue)}</StatusPill>;
  return null;
};

/** The plan as words: "Every 3 months · Next service by 20/05/2026" or "Every 100 engine hours · Next service at 220 engine hours". */
const ReminderText = ({ reminder, formatDate }: { readonly reminder: ReminderView; readonly formatDate: (iso: string) => string }) => {
  const intl = useIntl();
  const { plan, status } = reminder;
  if (plan.kind === 'off' || status.status === 'off') return <p className="text-sm text-slate-600">{intl.formatMessage(maintenanceMessages.reminderOff)}</p>;
  const every = plan.kind === 'date' ? everyMessages[plan.unit] : everyMessages.engineHours;
  const next =
    status.kind === 'date'
      ? intl.formatMessage(nextDueDate, { date: formatDate(status.dueAt) })
      : intl.formatMessage(nextDueHours, { hours: intl.formatNumber(status.dueAtEngineHours, { maximumFractionDigits: 2 }) });
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
      <span className="font-medium">{intl.formatMessage(every, { count: plan.every })}</span>
      <span>{next}</span>
      <ReminderPill status={status.status} />
    </p>
  );
};

/**
 * The service and maintenance section (rules 18), presentational: the reminder
 * plan with its standing (the server's ReminderView: every N units, next due date or engine-hours
 * mark, a Due / Overdue pill) and the log (LogTable: service type, date, runtime h, labor time h,
 * expense as currency, performed by, details; columns by priority, cards on phones; no records:
 * an empty Placeholder under its header row). Loading and error (with Try again) stand under the
 * heading (useLoadPlaceholder). Buttons only when `canEdit`.
 */
export const MaintenanceView = ({ result, canEdit, formatDate, onRetry, onSetReminder, onAdd, onEdit, onDelete }: MaintenanceViewProps) => {
  const intl = useIntl();
  const heading = <h2 className="text-lg font-semibold text-slate-900">{intl.formatMessage(maintenanceMessages.title)}</h2>;
  const placeholder = useLoadPlaceholder(result, intl.formatMessage(maintenanceMessages.loadFailed), onRetry);
  if (result.kind !== 'ready')
    return (
      <section className="flex flex-col gap-4">
        {heading}
        {placeholder}
      </section>
    );
  return (
    <section className="flex flex-col gap-4">
      {heading}
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-slate-900">{intl.formatMessage(maintenanceMessages.reminderTitle)}</h3>
          <ReminderText reminder={result.reminder} formatDate={formatDate} />
        </div>
        {canEdit ? (
          <Button variant="secondary" onClick={onSetReminder}>
            {intl.formatMessage(maintenanceMessages.setReminder)}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{intl.formatMessage(maintenanceMessages.logTitle)}</h3>
        {canEdit ? <Button onClick={onAdd}>{intl.formatMessage(maintenanceMessages.addLog)}</Button> : null}
      </div>
      <LogTable
        logs={result.logs}
        canEdit={canEdit}
        formatDate={formatDate}
        onEdit={onEdit}
        onDelete={onDelete}
        placeholder={
          result.logs.length === 0 ? (
            <Placeholder kind="empty" title={intl.formatMessage(maintenanceMessages.empty)} description={intl.formatMessage(maintenanceMessages.emptyHint)} />
          ) : undefined
        }
      />
    </section>
  );
};
