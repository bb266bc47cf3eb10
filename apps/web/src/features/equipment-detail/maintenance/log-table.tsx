import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MaintenanceLogView } from '@yardfleet/contract/endpoints/maintenance';
import { Button } from '@yardfleet/ui/button';
import { ResponsiveTable, type RowActions, type TableColumn } from '@yardfleet/ui/responsive-table';
import { screenWords } from '../../../shared/i18n/screen-words';
import { serviceTypeWords } from '../../../shared/i18n/maintenance-words';
import { maintenanceMessages, rowMessages } from './maintenance-messages';

export interface LogTableProps {
  readonly logs: readonly MaintenanceLogView[];
  /** Admin and manager: the Edit and Delete buttons of each row. */
  readonly canEdit: boolean;
  /** Formats an ISO time as a date of the region (DD/MM/YYYY or MM/DD/YYYY). */
  readonly formatDate: (iso: string) => string;
  readonly onEdit: (log: MaintenanceLogView) => void;
  readonly onDelete: (log: MaintenanceLogView) => void;
  /** Shown instead of the rows (no service records yet), under the header row. */
  readonly placeholder?: ReactNode;
}

/**
 * The columns: the service type as row header, then by priority so that the buttons fit a 1280 px
 * screen beside the sidebar (rules 2.22): date, runtime (hours), expense (currency),
 * performer and the details (two lines, wrapped; the whole text as its title) always; labor time
 * (hours) from 1280 px (and in the phone cards and the edit dialog).
 */
const columnsOf = (intl: IntlShape, formatDate: (iso: string) => string): TableColumn<MaintenanceLogView>[] => {
  const hours = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 2 });
  return [
    {
      key: 'type',
      header: intl.formatMessage(maintenanceMessages.serviceType),
      rowHeader: true,
      cell: (log) => intl.formatMessage(serviceTypeWords[log.serviceType]),
    },
    { key: 'date', header: intl.formatMessage(maintenanceMessages.date), cell: (log) => formatDate(log.date), className: 'whitespace-nowrap' },
    { key: 'runtime', header: intl.formatMessage(maintenanceMessages.runtime), cell: (log) => hours(log.runtimeHours), numeric: true },
    { key: 'labor', header: intl.formatMessage(maintenanceMessages.laborTime), cell: (log) => hours(log.laborTimeHours), priority: 'xl', numeric: true },
    {
      key: 'expense',
      header: intl.formatMessage(maintenanceMessages.expense),
      cell: (log) => intl.formatNumber(log.expense.minorUnits / 100, { style: 'currency', currency: log.expense.currency }),
      numeric: true,
      className: 'whitespace-nowrap',
    },
    { key: 'by', header: intl.formatMessage(maintenanceMessages.performedBy), cell: (log) => log.performedBy, className: 'break-words' },
    {
      key: 'details',
      header: intl.formatMessage(maintenanceMessages.details),
      cell: (log) => (
        <span className="line-clamp-2" title={log.details}>
          {log.details}
        </span>
      ),
      className: 'max-w-56 break-words',
    },
  ];
};

/**
 * The service log (rules 18.1) as a ResponsiveTable named "Service log", inside the section (as
 * tall as its rows): a table from 992 px, stacked cards below (one per log, each field named; a
 * 390 px phone scrolls only down). The service type is the row header; Edit and Delete, named
 * after the log, come last and always inside the screen.
 */
export const LogTable = ({ logs, canEdit, formatDate, onEdit, onDelete, placeholder }: LogTableProps) => {
  const intl = useIntl();
  const actions: RowActions<MaintenanceLogView> | undefined = canEdit
    ? {
        header: intl.formatMessage(screenWords.actions),
        cell: (log) => {
          const names = { type: intl.formatMessage(serviceTypeWords[log.serviceType]), date: formatDate(log.date) };
          return (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" aria-label={intl.formatMessage(rowMessages.edit, names)} onClick={() => onEdit(log)}>
                {intl.formatMessage(maintenanceMessages.edit)}
              </Button>
              <Button size="sm" variant="danger" aria-label={intl.formatMessage(rowMessages.delete, names)} onClick={() => onDelete(log)}>
                {intl.formatMessage(maintenanceMessages.delete)}
              </Button>
            </div>
          );
        },
      }
    : undefined;
  return (
    <ResponsiveTable
      caption={intl.formatMessage(maintenanceMessages.logTitle)}
      columns={columnsOf(intl, formatDate)}
      rows={logs}
      rowKey={(log) => log.id}
      rowActions={actions}
      placeholder={placeholder}
      fillHeight={false}
    />
  );
};
