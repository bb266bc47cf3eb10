import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Alert, AlertStatus } from '@yardfleet/contract/endpoints/alerts';
import { Button } from '@yardfleet/ui/button';
import { PagedTable, type TablePaging } from '@yardfleet/ui/paged-table';
import type { RowActions, TableColumn } from '@yardfleet/ui/responsive-table';
import { Badge, StatusPill, type PillTone } from '@yardfleet/ui/status-pill';
import { alertKindWords, alertResolvedHowWords, alertStatusWords } from '../../shared/i18n/alert-words';
import { screenWords } from '../../shared/i18n/screen-words';
import { routeTitles } from '../../shared/route-titles';
import {
  acknowledgeAlertLabel,
  acknowledgedByLine,
  alertsMessages as m,
  errorCodeLine,
  reopenedMessage,
  resolveAlertLabel,
  selectAlertLabel,
  serialLine,
  warehouseLine,
} from './alerts-messages';

/** The pill colour of each status: open asks for attention, acknowledged is being dealt with, resolved is over. */
export const STATUS_TONES: Readonly<Record<AlertStatus, PillTone>> = { open: 'red', acknowledged: 'amber', resolved: 'green' };

/** Where an alert's subject leads: a machine's detail (rules 2.11) or its charge system's page (rules 11.3). */
export const subjectPath = (alert: Alert): string => (alert.subject.kind === 'equipment' ? `/equipment/${alert.subject.id}` : `/power/${alert.subject.id}`);

/** The names a row's controls carry: its kind in words and its subject. */
export const alertNames = (intl: IntlShape, alert: Alert) => ({ kind: intl.formatMessage(alertKindWords[alert.kind]), subject: alert.subject.name });

const linkClass = 'font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600';

export interface AlertsTableProps {
  readonly alerts: readonly Alert[];
  /** An ISO instant in the company's time zone ("03/12/2026 11:20 CDT"). */
  readonly formatTime: (iso: string) => string;
  /** The selected alerts' ids. */
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (alert: Alert, selected: boolean) => void;
  readonly onAcknowledge: (alerts: readonly Alert[]) => void;
  readonly onResolve: (alerts: readonly Alert[]) => void;
  /** The alerts being changed (their buttons are disabled). */
  readonly busy: boolean;
  /** True while a newer page loads (the rows stay; the table is marked busy). */
  readonly refreshing: boolean;
  readonly placeholder?: ReactNode;
  readonly paging: TablePaging;
}

/** An instant as a `<time>`, or "Not yet". */
const TimeOrNotYet = ({ iso, format, notYet }: { readonly iso: string | null; readonly format: (iso: string) => string; readonly notYet: string }) =>
  iso === null ? <span className="text-slate-600">{notYet}</span> : <time dateTime={iso}>{format(iso)}</time>;

/**
 * The alerts of /alerts (rules 22.5) as a PagedTable named "Alerts" (a table from 992 px, cards
 * below): a checkbox to select the alert (resolved ones cannot be), its status (with "Escalated"
 * and how often it reopened), the machine or charge system (name linking to its page, serial
 * number) as row header, the kind in words with what the subject showed (error code, warehouse),
 * the rule, when it opened, who acknowledged it and when with the note, when and how it resolved;
 * "Acknowledge" (open alerts) and "Resolve" (open and acknowledged ones) per row.
 * Widths (rules 2.22: no sideways scrolling beside the sidebar): the machine column keeps room for a
 * name and serial number; the rule and the acknowledgement are columns from 1280 px, the resolution
 * from 1536 px, and the status cell names who acknowledged and how it resolved while their columns
 * are left out.
 */
export const AlertsTable = (props: AlertsTableProps) => {
  const intl = useIntl();
  const { formatTime, selected, onSelect, onAcknowledge, onResolve, busy } = props;
  const notYet = intl.formatMessage(m.notYet);
  const columns = useMemo<TableColumn<Alert>[]>(
    () => [
      {
        key: 'select',
        header: intl.formatMessage(m.columnSelect),
        headerClassName: 'w-16',
        cell: (alert) => (
          <input
            type="checkbox"
            className="size-4 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
            checked={selected.has(alert.id)}
            disabled={alert.status === 'resolved'}
            aria-label={intl.formatMessage(selectAlertLabel, alertNames(intl, alert))}
            onChange={(event) => onSelect(alert, event.target.checked)}
          />
        ),
      },
      {
        key: 'subject',
        header: intl.formatMessage(m.columnSubject),
        rowHeader: true,
        // Room for a machine's name and its serial number on one line each at 1280 px (rules 2.22).
        headerClassName: 'min-w-44',
        cell: (alert) => (
          <span className="flex flex-col">
            <Link to={subjectPath(alert)} className={linkClass}>
              {alert.subject.name}
            </Link>
            {alert.subject.serialNumber !== null ? (
              <span className="whitespace-nowrap font-mono text-xs font-normal text-slate-600">
                {intl.formatMessage(serialLine, { serial: alert.subject.serialNumber })}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        key: 'status',
        header: intl.formatMessage(m.columnStatus),
        cell: (alert) => (
          <span className="flex flex-col items-start gap-1 max-lg:items-end">
            <StatusPill tone={STATUS_TONES[alert.status]}>{intl.formatMessage(alertStatusWords[alert.status])}</StatusPill>
            {alert.escalated ? <Badge>{intl.formatMessage(m.escalated)}</Badge> : null}
            {alert.reopenCount > 0 ? <span className="text-xs text-slate-600">{intl.formatMessage(reopenedMessage, { count: alert.reopenCount })}</span> : null}
            {/* Where the table leaves out the Acknowledged (below xl) and Resolved (below 2xl) columns, who is on it and how it resolved stay here; cards show both fields. */}
            {alert.status === 'acknowledged' && alert.acknowledgedBy !== null ? (
              <span className="hidden text-xs text-slate-600 lg:block xl:hidden">{intl.formatMessage(acknowledgedByLine, { name: alert.acknowledgedBy })}</span>
            ) : null}
            {alert.resolvedHow !== null ? (
              <span className="hidden text-xs text-slate-600 lg:block 2xl:hidden">{intl.formatMessage(alertResolvedHowWords[alert.resolvedHow])}</span>
            ) : null}
          </span>
        ),
      },
      {
        key: 'kind',
        header: intl.formatMessage(m.columnKind),
        cell: (alert) => (
          <span className="flex flex-col">
            <span>{intl.formatMessage(alertKindWords[alert.kind])}</span>
            {alert.detail.errorCode ? (
              <span className="text-xs text-slate-600">{intl.formatMessage(errorCodeLine, { code: alert.detail.errorCode })}</span>
            ) : null}
            {alert.detail.warehouseName ? (
              <span className="text-xs text-slate-600">{intl.formatMessage(warehouseLine, { warehouse: alert.detail.warehouseName })}</span>
            ) : null}
          </span>
        ),
      },
      { key: 'rule', header: intl.formatMessage(m.columnRule), priority: 'xl', cell: (alert) => alert.ruleName, className: 'break-words' },
      { key: 'opened', header: intl.formatMessage(m.columnOpened), cell: (alert) => <TimeOrNotYet iso={alert.openedAt} format={formatTime} notYet={notYet} /> },
      {
        key: 'acknowledged',
        header: intl.formatMessage(m.columnAcknowledged),
        priority: 'xl',
        cell: (alert) =>
          alert.acknowledgedAt === null ? (
            <span className="text-slate-600">{notYet}</span>
          ) : (
            <span className="flex flex-col max-lg:items-end">
              <TimeOrNotYet iso={alert.acknowledgedAt} format={formatTime} notYet={notYet} />
              {alert.status === 'acknowledged' && alert.acknowledgedBy !== null ? (
                <span className="text-xs text-slate-600">{intl.formatMessage(acknowledgedByLine, { name: alert.acknowledgedBy })}</span>
              ) : null}
              {alert.note !== null ? <q className="max-w-64 break-words text-xs italic text-slate-700">{alert.note}</q> : null}
            </span>
          ),
      },
      {
        key: 'resolved',
        header: intl.formatMessage(m.columnResolved),
        priority: '2xl',
        cell: (alert) => (
          <span className="flex flex-col max-lg:items-end">
            <TimeOrNotYet iso={alert.resolvedAt} format={formatTime} notYet={notYet} />
            {alert.resolvedHow !== null ? <span className="text-xs text-slate-600">{intl.formatMessage(alertResolvedHowWords[alert.resolvedHow])}</span> : null}
          </span>
        ),
      },
    ],
    [intl, selected, onSelect, formatTime, notYet],
  );
  const actions = useMemo<RowActions<Alert>>(
    () => ({
      header: intl.formatMessage(screenWords.actions),
      // As narrow as its buttons: the width goes to the columns that wrap.
      headerClassName: 'w-0',
      cell: (alert) =>
        alert.status === 'resolved' ? null : (
          <div className="flex flex-wrap gap-2">
            {alert.status === 'open' ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-label={intl.formatMessage(acknowledgeAlertLabel, alertNames(intl, alert))}
                onClick={() => onAcknowledge([alert])}
              >
                {intl.formatMessage(m.acknowledge)}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={intl.formatMessage(resolveAlertLabel, alertNames(intl, alert))}
              onClick={() => onResolve([alert])}
            >
              {intl.formatMessage(m.resolve)}
            </Button>
          </div>
        ),
    }),
    [intl, busy, onAcknowledge, onResolve],
  );
  return (
    <PagedTable
      caption={intl.formatMessage(routeTitles.alerts)}
      columns={columns}
      rows={props.alerts}
      rowKey={(alert) => alert.id}
      rowActions={actions}
      busy={props.refreshing}
      placeholder={props.placeholder}
      paging={props.paging}
    />
  );
};
