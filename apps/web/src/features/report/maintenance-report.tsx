import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { EquipmentLink } from '../../shared/equipment-cells';
import type { MaintenanceReportRow, ReportRequest } from '@yardfleet/contract/endpoints/reports';
import type { Region } from '@yardfleet/domain/locale/region';
import { laborHoursForDisplay } from '@yardfleet/domain/reports/measures';
import { engineHoursForDisplay } from '@yardfleet/domain/reports/usage';
import { useReportMaintenanceQuery } from '@yardfleet/data/endpoints/reports';
import type { ChartColor } from '@yardfleet/ui/chart/chart-colors';
import { ReportChart } from '@yardfleet/ui/chart/report-chart';
import type { TableColumn } from '@yardfleet/ui/responsive-table';
import { deviceWords } from '../../shared/i18n/device-words';
import { maintenanceLogWords, serviceTypeWords } from '../../shared/i18n/maintenance-words';
import { reportKindWords } from '../../shared/i18n/report-words';
import { ReportBody, ReportTotals, type Paging } from './report-body';
import { formatDay, formatHours, formatLaborHoursValue, formatLaborTime, formatMoney, formatMonth } from './report-format';
import { columnMessages, measureHelp, reportMessages } from './report-messages';

/** Colours of the expense series, one per currency (most companies have one). */
const CURRENCY_COLORS: readonly ChartColor[] = ['green', 'blue', 'amber', 'violet', 'teal'];

const maintenanceColumns = (intl: IntlShape, region: Region): TableColumn<MaintenanceReportRow>[] => [
  { key: 'date', header: intl.formatMessage(maintenanceLogWords.date), className: 'whitespace-nowrap', cell: (row) => formatDay(row.day, region) },
  {
    key: 'equipment',
    header: intl.formatMessage(columnMessages.equipment),
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (row) => <EquipmentLink id={row.equipmentId} name={row.equipmentName} />,
  },
  {
    key: 'serialNumber',
    header: intl.formatMessage(deviceWords.sn),
    priority: '2xl',
    className: 'whitespace-nowrap font-mono text-xs',
    cell: (row) => row.serialNumber,
  },
  { key: 'serviceType', header: intl.formatMessage(maintenanceLogWords.serviceType), cell: (row) => intl.formatMessage(serviceTypeWords[row.serviceType]) },
  {
    key: 'engineHours',
    header: intl.formatMessage(columnMessages.engineHours),
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (row) => formatHours(intl, engineHoursForDisplay(row.runtimeHours)),
  },
  {
    key: 'laborTime',
    header: intl.formatMessage(columnMessages.laborTime),
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (row) => formatLaborTime(intl, row.laborMinutes),
  },
  {
    key: 'expenses',
    header: intl.formatMessage(columnMessages.expenses),
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (row) => formatMoney(intl, row.expense.minorUnits, row.expense.currency),
  },
  { key: 'performedBy', header: intl.formatMessage(maintenanceLogWords.performedBy), cell: (row) => row.performedBy },
  // The contents wrap (never cut): at 1280 px the SN waits for wider screens so they have room (rules 2.22).
  { key: 'contents', header: intl.formatMessage(columnMessages.contents), className: 'min-w-48 whitespace-normal break-words', cell: (row) => row.details },
];

/**
 * The maintenance report (rules 10.4): expenses (per currency) and labor hours by
 * company-local month as bars, the totals overall and by service type, and the service logs of the
 * period, newest first.
 * `request` null: the page does not know the period yet (company time zone loading), the
 * report's loading shape is shown and nothing is asked (rules 10.6: the frame paints at once).
 */
export const MaintenanceReport = ({
  request,
  paging,
  region,
}: {
  readonly request: ReportRequest | null;
  readonly paging: Paging;
  readonly region: Region;
}) => {
  const intl = useIntl();
  const query = useReportMaintenanceQuery(request ?? skipToken);
  const columns = useMemo(() => maintenanceColumns(intl, region), [intl, region]);
  return (
    <ReportBody
      query={query}
      isEmpty={(data) => data.total === 0}
      emptyTitle={intl.formatMessage(reportMessages.emptyPeriod)}
      table={{ caption: intl.formatMessage(reportKindWords.maintenance), columns, rowKey: (row) => row.id }}
      paging={paging}
      // Counts, labour, one currency and a few service types; the expenses of one currency and the labour chart.
      shape={{ totals: 6, charts: [intl.formatMessage(columnMessages.expensesChart), intl.formatMessage(columnMessages.laborChart)], chartsSideBySide: true }}
    >
      {(data) => {
        const currencies = [...new Set(data.byMonth.flatMap((month) => month.expenses.map((e) => e.currency)))].sort();
        const months = data.byMonth.map((month) => formatMonth(intl, month.month));
        const money = (currency: string) => (value: number) => formatMoney(intl, Math.round(value * 100), currency);
        return (
          <>
            <ReportTotals
              items={[
                { label: intl.formatMessage(columnMessages.totalLogs), value: intl.formatNumber(data.totals.count) },
                {
                  label: intl.formatMessage(columnMessages.laborTime),
                  value: formatLaborTime(intl, data.totals.laborMinutes),
                  help: intl.formatMessage(measureHelp.laborTime),
                },
                ...data.totals.expenses.map((e) => ({
                  label: `${intl.formatMessage(columnMessages.expenses)} (${e.currency})`,
                  value: formatMoney(intl, e.amountCents, e.currency),
                })),
                ...data.byType.map((type) => ({ label: intl.formatMessage(serviceTypeWords[type.serviceType]), value: intl.formatNumber(type.count) })),
              ]}
            />
            <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              {currencies.map((currency, index) => (
                <ReportChart
                  key={currency}
                  title={
                    currencies.length > 1
                      ? `${intl.formatMessage(columnMessages.expensesChart)} (${currency})`
                      : intl.formatMessage(columnMessages.expensesChart)
                  }
                  categoryHeader={intl.formatMessage(reportMessages.month)}
                  data={{
                    type: 'bar',
                    categories: months,
                    series: [
                      {
                        key: currency,
                        label: `${intl.formatMessage(columnMessages.expenses)} (${currency})`,
                        color: CURRENCY_COLORS[index % CURRENCY_COLORS.length] ?? 'green',
                        values: data.byMonth.map((month) => (month.expenses.find((e) => e.currency === currency)?.amountCents ?? 0) / 100),
                      },
                    ],
                    formatValue: money(currency),
                  }}
                />
              ))}
              <ReportChart
                title={intl.formatMessage(columnMessages.laborChart)}
                categoryHeader={intl.formatMessage(reportMessages.month)}
                data={{
                  type: 'bar',
                  categories: months,
                  series: [
                    {
                      key: 'labor',
                      label: intl.formatMessage(columnMessages.laborTime),
                      color: 'blue',
                      values: data.byMonth.map((month) => laborHoursForDisplay(month.laborMinutes)),
                    },
                  ],
                  formatValue: (value) => formatLaborHoursValue(intl, value),
                }}
              />
            </div>
          </>
        );
      }}
    </ReportBody>
  );
};
