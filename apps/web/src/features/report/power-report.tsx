import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { PowerReportRow, ReportRequest } from '@yardfleet/contract/endpoints/reports';
import type { Region } from '@yardfleet/domain/locale/region';
import { kwhForDisplay } from '@yardfleet/domain/reports/totals';
import { useReportPowerQuery } from '@yardfleet/data/endpoints/reports';
import { ReportChart } from '@yardfleet/ui/chart/report-chart';
import type { TableColumn } from '@yardfleet/ui/responsive-table';
import { deviceWords } from '../../shared/i18n/device-words';
import { dailyAverageWord } from '../../shared/i18n/power-words';
import { reportKindWords } from '../../shared/i18n/report-words';
import { ReportBody, ReportTotals, type Paging } from './report-body';
import { formatDay, formatKwh, formatKwhValue } from './report-format';
import { columnMessages, reportMessages } from './report-messages';

const powerColumns = (intl: IntlShape): TableColumn<PowerReportRow>[] => [
  { key: 'charger', header: intl.formatMessage(columnMessages.charger), rowHeader: true, className: 'whitespace-nowrap', cell: (row) => row.name },
  { key: 'serialNumber', header: intl.formatMessage(deviceWords.sn), className: 'whitespace-nowrap font-mono text-xs', cell: (row) => row.serialNumber },
  {
    key: 'system',
    header: intl.formatMessage(columnMessages.chargeSystem),
    className: 'whitespace-nowrap',
    cell: (row) => (row.systemId === null ? intl.formatMessage(columnMessages.unnamedSystem) : row.systemName),
  },
  {
    key: 'energy',
    header: intl.formatMessage(columnMessages.energy),
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (row) => formatKwh(intl, row.totalWh),
  },
  {
    key: 'average',
    header: intl.formatMessage(dailyAverageWord),
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (row) => formatKwh(intl, row.dailyAverageWh),
  },
];

/**
 * The charger power consumption report (rules 10.5): kWh per company-local day of all
 * chargers (bars in the "charging" blue of the power states), the total and the daily average over
 * the period's days, and each charger's energy and daily average. "No data in this period" when no
 * charger used energy.
 * `request` null: the page does not know the period yet (company time zone loading), the
 * report's loading shape is shown and nothing is asked (rules 10.6: the frame paints at once).
 */
export const PowerReport = ({ request, paging, region }: { readonly request: ReportRequest | null; readonly paging: Paging; readonly region: Region }) => {
  const intl = useIntl();
  const query = useReportPowerQuery(request ?? skipToken);
  const columns = useMemo(() => powerColumns(intl), [intl]);
  return (
    <ReportBody
      query={query}
      isEmpty={(data) => data.totalWh === 0}
      emptyTitle={intl.formatMessage(reportMessages.emptyPeriod)}
      table={{ caption: intl.formatMessage(reportKindWords.power), columns, rowKey: (row) => row.chargerId }}
      paging={paging}
      shape={{ totals: 2, charts: [intl.formatMessage(columnMessages.energyChart)] }}
    >
      {(data) => (
        <>
          <ReportTotals
            items={[
              { label: intl.formatMessage(columnMessages.totalEnergy), value: formatKwh(intl, data.totalWh) },
              { label: intl.formatMessage(dailyAverageWord), value: formatKwh(intl, data.dailyAverageWh) },
            ]}
          />
          <ReportChart
            title={intl.formatMessage(columnMessages.energyChart)}
            categoryHeader={intl.formatMessage(reportMessages.day)}
            data={{
              type: 'bar',
              categories: data.days.map((day) => formatDay(day.day, region)),
              series: [
                { key: 'energy', label: intl.formatMessage(columnMessages.energy), color: 'blue', values: data.days.map((day) => kwhForDisplay(day.energyWh)) },
              ],
              formatValue: (value) => formatKwhValue(intl, value),
            }}
          />
        </>
      )}
    </ReportBody>
  );
};
