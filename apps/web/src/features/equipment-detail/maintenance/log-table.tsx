import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MaintenanceLogView } from '@yardfleet/contract/endpoints/maintenance';
import { Button } from '@yardfleet/ui/button';
import { screenWords } from '../../../shared/i18n/screen-words';
import { serviceTypeWords } from '../../../shared/i18n/maintenance-words';
import { maintenanceMessages, rowMessages } from './maintenance-messages';

/** From which width a field is a table column: always (phones show every field in their cards) or ≥ 1280 px. */
type Priority = 'always' | 'xl';

interface Column {
  readonly key: string;
  /** The header's text, also the field's name in a phone card. */
  readonly label: string;
  readonly cell: (log: MaintenanceLogView) => ReactNode;
  readonly priority: Priority;
  /** A number: right-aligned in the table. */
  readonly numeric?: boolean;
  /** Classes of the value (wrapping), never of its label in a card. */
  readonly valueClass?: string;
}

export interface LogTableProps {
  readonly logs: readonly MaintenanceLogView[];
  /** Admin and manager: the Edit and Delete buttons of each row. */
  readonly canEdit: boolean;
  /** Formats an ISO time as a date of the region (DD/MM/YYYY or MM/DD/YYYY). */
  readonly formatDate: (iso: string) => string;
  readonly onEdit: (log: MaintenanceLogView) => void;
  readonly onDelete: (log: MaintenanceLogView) => void;
}

/** The table-column classes of a priority; below 1024 px every field is a named line of its card. */
const PRIORITY_CLASS: Record<Priority, string> = { always: 'lg:table-cell', xl: 'hidden xl:table-cell' };

/**
 * The fields after the service type, by priority so that the buttons fit a 1280 px screen beside
 * the sidebar (issue 14 defect 4): date, runtime (hours), expense (currency), performer and the
 * details (two lines, wrapped; the whole text as its title) always; labor time (hours) from 1280 px
 * (and in the phone cards and the edit dialog).
 */
const columnsOf = (intl: IntlShape, formatDate: (iso: string) => string): Column[] => {
  const hours = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 2 });
  return [
    { key: 'date', label: intl.formatMessage(maintenanceMessages.date), cell: (log) => formatDate(log.date), priority: 'always', valueClass: 'whitespace-nowrap' },
    { key: 'runtime', label: intl.formatMessage(maintenanceMessages.runtime), cell: (log) => hours(log.runtimeHours), priority: 'always', numeric: true },
    { key: 'labor', label: intl.formatMessage(maintenanceMessages.laborTime), cell: (log) => hours(log.laborTimeHours), priority: 'xl', numeric: true },
    {
      key: 'expense',
      label: intl.formatMessage(maintenanceMessages.expense),
      cell: (log) => intl.formatNumber(log.expense.minorUnits / 100, { style: 'currency', currency: log.expense.currency }),
      priority: 'always',
      numeric: true,
      valueClass: 'whitespace-nowrap',
    },
    { key: 'by', label: intl.formatMessage(maintenanceMessages.performedBy), cell: (log) => log.performedBy, priority: 'always', valueClass: 'break-words' },
    {
      key: 'details',
      label: intl.formatMessage(maintenanceMessages.details),
      cell: (log) => (
        <span className="line-clamp-2" title={log.details}>
          {log.details}
        </span>
      ),
      priority: 'always',
      valueClass: 'max-w-56 break-words',
    },
  ];
};

/** The field's name inside a phone card; hidden where the table has its header row. */
const CardLabel = ({ children }: { readonly children: string }) => <span className="shrink-0 text-xs font-medium text-slate-600 lg:hidden">{children}</span>;

/**
 * The service log (SPEC 3, 4) as a table from 1024 px, as stacked cards below (one per log, each
 * field named; a 390 px phone scrolls only down). The service type is the row header; Edit and
 * Delete, named after the log, come last and always inside the screen.
 */
export const LogTable = ({ logs, canEdit, formatDate, onEdit, onDelete }: LogTableProps) => {
  const intl = useIntl();
  const columns = columnsOf(intl, formatDate);
  const typeOf = (log: MaintenanceLogView) => intl.formatMessage(serviceTypeWords[log.serviceType]);
  return (
    <table className="w-full border-collapse text-left text-sm max-lg:block">
      <caption className="sr-only">{intl.formatMessage(maintenanceMessages.logTitle)}</caption>
      <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-lg:sr-only">
        <tr>
          <th scope="col" className="px-3 py-2.5 align-bottom font-semibold">
            {intl.formatMessage(maintenanceMessages.serviceType)}
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={clsx('px-3 py-2.5 align-bottom font-semibold', column.priority === 'xl' && PRIORITY_CLASS.xl, column.numeric && 'text-right')}>
              {column.label}
            </th>
          ))}
          {canEdit ? (
            <th scope="col" className="px-3 py-2.5 align-bottom font-semibold">
              {intl.formatMessage(screenWords.actions)}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="max-lg:flex max-lg:flex-col max-lg:gap-3">
        {logs.map((log) => {
          const names = { type: typeOf(log), date: formatDate(log.date) };
          return (
            <tr key={log.id} className="border-slate-100 hover:bg-slate-50 max-lg:block max-lg:rounded-lg max-lg:border max-lg:border-slate-200 max-lg:bg-white max-lg:p-3 lg:border-t">
              <th scope="row" className="px-3 py-2 text-left align-top font-medium text-slate-900 max-lg:block max-lg:px-0 max-lg:pb-2">
                {typeOf(log)}
              </th>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={clsx(
                    'text-slate-700 max-lg:flex max-lg:items-baseline max-lg:justify-between max-lg:gap-3 max-lg:py-1 lg:px-3 lg:py-2 lg:align-top',
                    PRIORITY_CLASS[column.priority],
                    column.numeric && 'lg:text-right',
                  )}
                >
                  <CardLabel>{column.label}</CardLabel>
                  <span className={clsx('min-w-0 max-lg:text-right', column.valueClass)}>{column.cell(log)}</span>
                </td>
              ))}
              {canEdit ? (
                <td className="max-lg:block max-lg:pt-2 lg:px-3 lg:py-2 lg:align-top">
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="secondary" aria-label={intl.formatMessage(rowMessages.edit, names)} onClick={() => onEdit(log)}>
                      {intl.formatMessage(maintenanceMessages.edit)}
                    </Button>
                    <Button size="sm" variant="danger" aria-label={intl.formatMessage(rowMessages.delete, names)} onClick={() => onDelete(log)}>
                      {intl.formatMessage(maintenanceMessages.delete)}
                    </Button>
                  </div>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
