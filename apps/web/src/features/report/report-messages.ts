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
};

/** The period control (presets and pickers, rules 10.6). */
export const periodMessages = defineMessages({
  label: { id: 'report.period.label', defaultMessage: 'Period', description: 'Label of the period control' },
  presets: { id: 'report.period.presets', defaultMessage: 'Presets', description: 'Group of the period presets' },
  week: { id: 'report.period.week', defaultMessage: 'Week', description: 'Tab of the period control: pick a week' },
  month: { id: 'report.period.month', defaultMessage: 'Month', description: 'Tab of the period control: pick a month' },
  range: { id: 'report.period.range', defaultMessage: 'Range', description: 'Tab of the period control: pick first and last day' },
  pickWeek: { id: 'report.period.pickWeek', defaultMessage: 'Choose a day of the week to report', description: 'Hint above the week calendar' },
  pickMonthOfYear: { id: 'report.period.pickMonthOfYear', defaultMessage: 'Choose the month to report', description: 'Hint above the twelve month buttons' },
  previousYear: { id: 'report.period.previousYear', defaultMessage: 'Previous year', description: 'Month picker: button that shows the year before' },
  nextYear: { id: 'report.period.nextYear', defaultMessage: 'Next year', description: 'Month picker: button that shows the year after' },
  pickRange: {
    id: 'report.period.pickRangeAnew',
    defaultMessage: 'Click the first day, then the last (at most 366 days); a new click starts a new range',
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
  runtime: {
    id: 'report.column.runtime',
    defaultMessage: 'Runtime',
    description: 'Usage report column: the time the machine was switched on and reporting (rules 10.12), hours',
  },
  engineHours: {
    id: 'report.column.engineHours',
    defaultMessage: 'Engine hours',
    description: "Maintenance report column: the machine's engine hour meter at the service",
  },
  offlinePerMachine: {
    id: 'report.total.offlinePerMachine',
    defaultMessage: 'Offline, average per machine',
    description: "Usage report total: the fleet's offline time divided by the number of machines",
  },
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

/** The definition of each report measure (rules 10.12), shown beside its figure. */
export const measureHelp = defineMessages({
  usageTimes: {
    id: 'report.help.usageTimes',
    defaultMessage: 'Times a machine left its warehouse for work.',
    description: 'Definition of the usage times figure',
  },
  runtime: {
    id: 'report.help.runtime',
    defaultMessage: 'Time switched on and reporting; the sum of the activities beside it.',
    description: 'Definition of runtime: the activities (working, moving, in transfer, charging, idle, faulty) add up to it',
  },
  mowing: {
    id: 'report.help.working',
    defaultMessage: "Doing the category's work: mowing, trimming, blowing…",
    description: 'Definition of working time: the work depends on the machine category',
  },
  moving: { id: 'report.help.moving', defaultMessage: 'Driving on its own without working.', description: 'Definition of moving time' },
  transfer: { id: 'report.help.transfer', defaultMessage: 'Carried on a vehicle or trailer.', description: 'Definition of time in transfer' },
  charging: { id: 'report.help.charging', defaultMessage: 'On a charger, switched on.', description: 'Definition of charging time' },
  idle: { id: 'report.help.idle', defaultMessage: 'Switched on, doing nothing.', description: 'Definition of idle time' },
  faulty: { id: 'report.help.faulty', defaultMessage: 'Reporting a fault, until it is cleared.', description: 'Definition of faulty time' },
  offlinePerMachine: {
    id: 'report.help.offlinePerMachine',
    defaultMessage: 'Time without reports (switched off or out of range), per machine; not part of the runtime.',
    description: 'Definition of the average offline time per machine',
  },
  laborTime: { id: 'report.help.laborTime', defaultMessage: 'Hours worked on the services, as logged.', description: 'Definition of labor time' },
});
