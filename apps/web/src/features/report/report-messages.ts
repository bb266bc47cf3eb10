import { defineMessage, defineMessages } from 'react-intl';

/** Texts of /report (rules 10), ids under `report.*`. */
export const reportMessages = defineMessages({
  tabs: { id: 'report.tabs', defaultMessage: 'Report', description: 'Name of the list of report tabs' },
  loadFailed: { id: 'report.loadFailed', defaultMessage: 'The report could not be loaded.', description: 'Error state of a report' },
  emptyPeriod: { id: 'report.emptyPeriod', defaultMessage: 'No data in this period', description: 'A report with nothing in the chosen period' },
  emptyPeriodBody: {
    id: 'report.emptyPeriod.body',
    defaultMessage: 'Choose another period or clear the filters.',
    description: 'Under "No data in this period"',
  },
  emptyInventory: { id: 'report.emptyInventory', defaultMessage: 'No equipment matches these filters', description: 'Inventory report without machines' },
  snapshot: { id: 'report.snapshot', defaultMessage: 'Inventory as of now', description: 'The inventory report is a snapshot: shown instead of the period' },
  exportCsv: { id: 'report.export.csv', defaultMessage: 'Download CSV', description: 'Button: download the report as a CSV file' },
  exportXlsx: { id: 'report.export.xlsx', defaultMessage: 'Download XLSX', description: 'Button: download the report as an Excel file' },
  exportBusy: { id: 'report.export.busy', defaultMessage: 'Preparing the file…', description: 'Shown while an export downloads' },
  exportGroup: { id: 'report.export.group', defaultMessage: 'Export', description: 'Name of the group of download buttons' },
  totals: { id: 'report.totals', defaultMessage: 'Totals', description: 'Heading of the totals of a report' },
  day: { id: 'report.chart.day', defaultMessage: 'Day', description: 'Header of the day column of a chart table' },
  month: { id: 'report.chart.month', defaultMessage: 'Month', description: 'Header of the month column of a chart table' },
});

/** Units of the reports' figures, `value` already formatted in the page's language. */
export const unitMessages = {
  hours: defineMessage<{ value: string }>({ id: 'report.unit.hours', defaultMessage: '{value} h', description: 'A duration in hours, e.g. "12.5 h"' }),
  minutes: defineMessage<{ value: string }>({ id: 'report.unit.minutes', defaultMessage: '{value} min', description: 'A duration in minutes, e.g. "90 min"' }),
};

/** The period control (presets and pickers, rules 10.6). */
export const periodMessages = defineMessages({
  label: { id: 'report.period.label', defaultMessage: 'Period', description: 'Label of the period control' },
  presets: { id: 'report.period.presets', defaultMessage: 'Presets', description: 'Group of the period presets' },
  week: { id: 'report.period.week', defaultMessage: 'Week', description: 'Tab of the period control: pick a week' },
  month: { id: 'report.period.month', defaultMessage: 'Month', description: 'Tab of the period control: pick a month' },
  range: { id: 'report.period.range', defaultMessage: 'Range', description: 'Tab of the period control: pick first and last day' },
  pickWeek: { id: 'report.period.pickWeek', defaultMessage: 'Choose a day of the week to report', description: 'Hint above the week calendar' },
  pickMonth: { id: 'report.period.pickMonth', defaultMessage: 'Choose a day of the month to report', description: 'Hint above the month calendar' },
  pickRange: {
    id: 'report.period.pickRange',
    defaultMessage: 'Choose the first and the last day (at most 366 days)',
    description: 'Hint above the range calendar',
  },
  applyRange: { id: 'report.period.applyRange', defaultMessage: 'Show this range', description: 'Button that applies the picked range' },
});

/** The chosen period as the period button shows it: what was chosen, then its days. */
export const periodSummary = defineMessage<{ choice: string; from: string; to: string }>({
  id: 'report.period.summary',
  defaultMessage: '{choice}: {from} – {to}',
  description: 'The period button: the chosen preset or picker, then the first and last day',
});
export const weekChoice = defineMessage<{ week: number; year: number }>({
  id: 'report.period.weekChoice',
  defaultMessage: 'Week {week}, {year}',
  description: 'A picked ISO week',
});

/** Column headers, chart titles and totals of the four reports. */
export const columnMessages = defineMessages({
  usageTimes: { id: 'report.column.usageTimes', defaultMessage: 'Usage times', description: 'Usage report column: how often the machine went out to work' },
  runtime: { id: 'report.column.runtime', defaultMessage: 'Runtime', description: 'Report column: engine hours' },
  equipment: { id: 'report.column.equipment', defaultMessage: 'Equipment', description: 'Report column: the machine' },
  laborTime: { id: 'report.column.laborTime', defaultMessage: 'Labor time', description: 'Report column' },
  expenses: { id: 'report.column.expenses', defaultMessage: 'Expenses', description: 'Report column' },
  contents: { id: 'report.column.contents', defaultMessage: 'Contents', description: 'Report column: what was done' },
  charger: { id: 'report.column.charger', defaultMessage: 'Charger', description: 'Report column' },
  chargeSystem: { id: 'report.column.chargeSystem', defaultMessage: 'Charge system', description: 'Report column' },
  energy: { id: 'report.column.energy', defaultMessage: 'Energy', description: 'Report column: energy over the period' },
  count: { id: 'report.column.count', defaultMessage: 'Count', description: 'Chart table column: number of machines or logs' },
  byStatusChart: { id: 'report.chart.byStatus', defaultMessage: 'Equipment by inventory status', description: 'Chart title' },
  byCategoryChart: { id: 'report.chart.byCategory', defaultMessage: 'Equipment by category', description: 'Chart title' },
  activityChart: { id: 'report.chart.activity', defaultMessage: 'Activity time per day (hours)', description: 'Chart title' },
  expensesChart: { id: 'report.chart.expenses', defaultMessage: 'Expenses by month', description: 'Chart title' },
  laborChart: { id: 'report.chart.labor', defaultMessage: 'Labor time by month (hours)', description: 'Chart title' },
  energyChart: { id: 'report.chart.energy', defaultMessage: 'Energy per day (kWh)', description: 'Chart title' },
  totalEquipment: { id: 'report.total.equipment', defaultMessage: 'Equipment', description: 'Total: number of machines' },
  totalLogs: { id: 'report.total.logs', defaultMessage: 'Service logs', description: 'Total: number of maintenance logs' },
  totalEnergy: { id: 'report.total.energy', defaultMessage: 'Total energy', description: 'Total: energy of all chargers' },
  unnamedSystem: { id: 'report.power.noSystem', defaultMessage: 'Not in a charge system', description: 'Power report: charger without charge system' },
});
