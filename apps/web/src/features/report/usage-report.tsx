import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { EquipmentLink } from '../../shared/equipment-cells';
import type { ActivitySeconds, ReportRequest, UsageRow } from '@yardfleet/contract/endpoints/reports';
import type { Region } from '@yardfleet/domain/locale/region';
import { EQUIPMENT_ACTIVITIES } from '@yardfleet/domain/entities/equipment-detail';
import { activityHoursForDisplay, offlineHoursPerMachine, RUNTIME_ACTIVITIES, runtimeHoursForDisplay } from '@yardfleet/domain/reports/measures';
import { useReportUsageQuery } from '@yardfleet/data/endpoints/reports';
import type { ChartColor } from '@yardfleet/ui/chart/chart-colors';
import { ReportChart } from '@yardfleet/ui/chart/report-chart';
import type { TableColumn } from '@yardfleet/ui/responsive-table';
import { categoryMessages } from '../../shared/i18n/equipment-words';
import { activityTimeWords } from '../../shared/i18n/activity-words';
import { deviceWords } from '../../shared/i18n/device-words';
import { equipmentFieldWords } from '../../shared/i18n/equipment-field-words';
import { reportKindWords } from '../../shared/i18n/report-words';
import { ReportBody, ReportTotals, type Paging } from './report-body';
import { formatDay, formatHours } from './report-format';
import { columnMessages, measureHelp, reportMessages } from './report-messages';

/**
 * The runtime activities in the order of the chart's stack, the table's columns and the export
 * (domain RUNTIME_ACTIVITIES, rules 10.12), each in a status pill colour (working green, charging
 * blue, faulty red ...), neighbours in the stack far apart in hue and lightness (working green,
 * moving amber); offline (slate) follows them in the table only.
 */
export const ACTIVITY_COLORS: Record<keyof ActivitySeconds, ChartColor> = {
  mowing: 'green',
  moving: 'amber',
  transfer: 'violet',
  charging: 'blue',
  idle: 'gray',
  faulty: 'red',
  offline: 'slate',
};

const usageColumns = (intl: IntlShape): TableColumn<UsageRow>[] => [
  {
    key: 'name',
    header: intl.formatMessage(equipmentFieldWords.name),
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (row) => <EquipmentLink id={row.equipmentId} name={row.name} />,
  },
  // At 1280 px beside the sidebar the figures fit their frame; SN and category join from 1536 px (rules 2.22; named lines on a phone's card).
  {
    key: 'serialNumber',
    header: intl.formatMessage(deviceWords.sn),
    priority: '2xl',
    className: 'whitespace-nowrap font-mono text-xs',
    cell: (row) => row.serialNumber,
  },
  {
    key: 'category',
    header: intl.formatMessage(equipmentFieldWords.category),
    priority: '2xl',
    cell: (row) => intl.formatMessage(categoryMessages[row.category]),
  },
  { key: 'usageTimes', header: intl.formatMessage(columnMessages.usageTimes), numeric: true, cell: (row) => intl.formatNumber(row.usageTimes) },
  {
    key: 'runtime',
    header: intl.formatMessage(columnMessages.runtime),
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (row) => formatHours(intl, runtimeHoursForDisplay(row.activitySeconds)),
  },
  ...[...RUNTIME_ACTIVITIES, 'offline' as const].map((activity) => ({
    key: activity,
    header: intl.formatMessage(activityTimeWords[activity]),
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (row: UsageRow) => formatHours(intl, activityHoursForDisplay(row.activitySeconds[activity])),
  })),
];

const activityTotal = (seconds: ActivitySeconds): number => EQUIPMENT_ACTIVITIES.reduce((sum, activity) => sum + seconds[activity], 0);

/**
 * The equipment usage report (rules 10.3, 10.12): the fleet's time in each runtime activity per day
 * (stacked bars, hours), the totals (usage times, runtime, the runtime activities that add up to
 * it, offline as the average per machine), each with its definition, and per machine its usage
 * times, runtime, activity and offline hours: the export's columns in the export's order.
 * "No data in this period" when nothing was used or recorded.
 */
export const UsageReport = ({ request, paging, region }: { readonly request: ReportRequest | null; readonly paging: Paging; readonly region: Region }) => {
  const intl = useIntl();
  const query = useReportUsageQuery(request ?? skipToken);
  const columns = useMemo(() => usageColumns(intl), [intl]);
  const hours = (value: number) => formatHours(intl, value);
  return (
    <ReportBody
      query={query}
      isEmpty={(data) => data.totals.usageTimes === 0 && data.totals.runtimeHours === 0 && activityTotal(data.totals.activitySeconds) === 0}
      emptyTitle={intl.formatMessage(reportMessages.emptyPeriod)}
      table={{ caption: intl.formatMessage(reportKindWords.usage), columns, rowKey: (row) => row.equipmentId }}
      paging={paging}
      shape={{ totals: 3 + RUNTIME_ACTIVITIES.length, charts: [intl.formatMessage(columnMessages.activityChart)] }}
    >
      {(data) => (
        <>
          <ReportTotals
            items={[
              {
                label: intl.formatMessage(columnMessages.usageTimes),
                value: intl.formatNumber(data.totals.usageTimes),
                help: intl.formatMessage(measureHelp.usageTimes),
              },
              {
                label: intl.formatMessage(columnMessages.runtime),
                value: hours(runtimeHoursForDisplay(data.totals.activitySeconds)),
                help: intl.formatMessage(measureHelp.runtime),
              },
              ...RUNTIME_ACTIVITIES.map((activity) => ({
                label: intl.formatMessage(activityTimeWords[activity]),
                value: hours(activityHoursForDisplay(data.totals.activitySeconds[activity])),
                help: intl.formatMessage(measureHelp[activity]),
              })),
              {
                label: intl.formatMessage(columnMessages.offlinePerMachine),
                value: hours(offlineHoursPerMachine(data.totals.activitySeconds.offline, data.total)),
                help: intl.formatMessage(measureHelp.offlinePerMachine),
              },
            ]}
          />
          <ReportChart
            title={intl.formatMessage(columnMessages.activityChart)}
            categoryHeader={intl.formatMessage(reportMessages.day)}
            data={{
              type: 'bar',
              stacked: true,
              categories: data.days.map((day) => formatDay(day.day, region)),
              // The chart shows the runtime (rules 10.12): offline time is no use and is not stacked on it.
              series: RUNTIME_ACTIVITIES.map((activity) => ({
                key: activity,
                label: intl.formatMessage(activityTimeWords[activity]),
                color: ACTIVITY_COLORS[activity],
                values: data.days.map((day) => activityHoursForDisplay(day.activitySeconds[activity])),
              })),
              formatValue: hours,
            }}
          />
        </>
      )}
    </ReportBody>
  );
};
