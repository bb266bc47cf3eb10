import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ScheduleFrequency } from '@yardfleet/contract/endpoints/report-schedules';

/** Words of the scheduled reports panel and its dialog (rules 10.10). */
export const scheduleMessages = defineMessages({
  title: { id: 'report.schedule.title', defaultMessage: 'Scheduled reports', description: 'Heading of the scheduled reports section of /report' },
  intro: {
    id: 'report.schedule.intro',
    defaultMessage: 'Scheduled reports are e-mailed with the XLSX file attached, in each recipient’s language.',
    description: 'Sentence under the heading of the scheduled reports section',
  },
  schedule: { id: 'report.schedule.open', defaultMessage: 'Schedule this report', description: 'Button that opens the schedule dialog' },
  readOnly: {
    id: 'report.schedule.readOnly',
    defaultMessage: 'Only admins and managers can schedule reports.',
    description: 'Shown to employees instead of the schedule button',
  },
  empty: { id: 'report.schedule.empty', defaultMessage: 'No scheduled reports yet', description: 'Empty state of the schedule list' },
  loadFailed: {
    id: 'report.schedule.loadFailed',
    defaultMessage: 'The scheduled reports could not be loaded.',
    description: 'Error state of the schedule list',
  },
  columnReport: { id: 'report.schedule.column.report', defaultMessage: 'Report', description: 'Schedule list column: which report' },
  columnFilters: { id: 'report.schedule.column.filters', defaultMessage: 'Filters', description: 'Schedule list column: the report filters' },
  columnFrequency: { id: 'report.schedule.column.frequency', defaultMessage: 'Frequency', description: 'Schedule list column: daily, weekly or monthly' },
  columnRecipients: { id: 'report.schedule.column.recipients', defaultMessage: 'Recipients', description: 'Schedule list column: e-mail addresses' },
  columnNextRun: { id: 'report.schedule.column.nextRun', defaultMessage: 'Next run', description: 'Schedule list column: when it is sent next' },
  columnLastSent: { id: 'report.schedule.column.lastSent', defaultMessage: 'Last sent', description: 'Schedule list column: when it was last sent' },
  neverSent: { id: 'report.schedule.neverSent', defaultMessage: 'Not sent yet', description: 'Last sent of a schedule that was never sent' },
  noFilters: { id: 'report.schedule.noFilters', defaultMessage: 'All equipment', description: 'Filters of a schedule without filters' },
  unknownFilter: {
    id: 'report.schedule.unknownFilter',
    defaultMessage: 'Unknown',
    description: 'A filtered tag or warehouse whose name is not known (deleted)',
  },
  delete: { id: 'report.schedule.delete', defaultMessage: 'Delete', description: 'Row button: delete the schedule' },
  deleteTitle: { id: 'report.schedule.delete.title', defaultMessage: 'Delete this schedule?', description: 'Title of the delete confirmation' },
  created: { id: 'report.schedule.created', defaultMessage: 'Report scheduled.', description: 'Status after creating a schedule' },
  sendNow: { id: 'report.schedule.sendNow', defaultMessage: 'Send now', description: 'Row button: mail the schedule’s report to its recipients at once' },
  sendFailed: { id: 'report.schedule.sendFailed', defaultMessage: 'The report could not be sent.', description: 'Status after a failed send now' },
  deleted: { id: 'report.schedule.deleted', defaultMessage: 'Schedule deleted.', description: 'Status after deleting a schedule' },
  dialogTitle: { id: 'report.schedule.dialog.title', defaultMessage: 'Schedule a report', description: 'Title of the schedule dialog' },
  report: { id: 'report.schedule.dialog.report', defaultMessage: 'Report', description: 'Schedule dialog: which report' },
  frequency: { id: 'report.schedule.dialog.frequency', defaultMessage: 'Frequency', description: 'Schedule dialog: how often' },
  weekday: { id: 'report.schedule.dialog.weekday', defaultMessage: 'Day of the week', description: 'Schedule dialog: the weekday a weekly report is sent' },
  dayOfMonth: { id: 'report.schedule.dialog.dayOfMonth', defaultMessage: 'Day of the month', description: 'Schedule dialog: the day a monthly report is sent' },
  dayOfMonthHint: {
    id: 'report.schedule.dialog.dayOfMonthHint',
    defaultMessage: 'A shorter month sends on its last day.',
    description: 'Schedule dialog: hint under the day of the month (29, 30 or 31 in a shorter month)',
  },
  timeOfDay: { id: 'report.schedule.dialog.timeOfDay', defaultMessage: 'Time of day', description: 'Schedule dialog: the time the report is sent' },
  timeOfDayHint: {
    id: 'report.schedule.dialog.timeOfDayHint',
    defaultMessage: 'In the company’s time zone.',
    description: 'Schedule dialog: hint under the time of day',
  },
  recipients: { id: 'report.schedule.dialog.recipients', defaultMessage: 'Recipients', description: 'Schedule dialog: the e-mail addresses' },
  recipientsHint: {
    id: 'report.schedule.dialog.recipientsHint',
    defaultMessage: 'One to ten e-mail addresses.',
    description: 'Schedule dialog: hint under the recipients',
  },
  addRecipient: { id: 'report.schedule.dialog.addRecipient', defaultMessage: 'Add recipient', description: 'Schedule dialog: adds an e-mail field' },
  duplicate: {
    id: 'report.schedule.dialog.duplicate',
    defaultMessage: 'This address is already a recipient.',
    description: 'Schedule dialog: the same address entered twice',
  },
  filters: { id: 'report.schedule.dialog.filters', defaultMessage: 'Filters', description: 'Schedule dialog: the report filters (read-only)' },
  filtersHint: {
    id: 'report.schedule.dialog.filtersHint',
    defaultMessage: 'The report’s current filters are used. Change them above the report before scheduling.',
    description: 'Schedule dialog: how to change the filters',
  },
  save: { id: 'report.schedule.dialog.save', defaultMessage: 'Schedule', description: 'Schedule dialog: submit' },
});

/** Which period each frequency sends (the domain's `scheduledPeriod`). */
export const frequencyPeriodMessages = defineMessages({
  daily: { id: 'report.schedule.frequency.daily.period', defaultMessage: 'Every day, with yesterday’s figures.', description: 'What a daily schedule sends' },
  weekly: {
    id: 'report.schedule.frequency.weekly.covers',
    defaultMessage: 'Once a week, on the day chosen below, with the past week (Monday to Sunday).',
    description: 'What a weekly schedule sends',
  },
  monthly: {
    id: 'report.schedule.frequency.monthly.covers',
    defaultMessage: 'Once a month, on the day chosen below, with the past calendar month.',
    description: 'What a monthly schedule sends',
  },
} satisfies Record<ScheduleFrequency, MessageDescriptor>);

/** The accessible name of a recipient field and of its remove button. */
export const recipientLabel = defineMessage<{ number: number }>({
  id: 'report.schedule.dialog.recipient',
  defaultMessage: 'Recipient {number}',
  description: 'Schedule dialog: label of the n-th e-mail field',
});
export const removeRecipientLabel = defineMessage<{ number: number }>({
  id: 'report.schedule.dialog.removeRecipient',
  defaultMessage: 'Remove recipient {number}',
  description: 'Schedule dialog: removes the n-th e-mail field',
});

/** One filter of a schedule, e.g. "Category: Lawn mower". */
export const filterEntry = defineMessage<{ name: string; value: string }>({
  id: 'report.schedule.filterEntry',
  defaultMessage: '{name}: {value}',
  description: 'One filter of a schedule: the filter name and its value',
});

/** The delete button of a row, named by its schedule. */
export const deleteScheduleLabel = defineMessage<{ report: string; frequency: string }>({
  id: 'report.schedule.deleteLabel',
  defaultMessage: 'Delete schedule: {report}, {frequency}',
  description: 'Accessible name of a row delete button, e.g. "Delete schedule: Inventory, Weekly"',
});

/** The question of the delete confirmation. */
export const deleteQuestion = defineMessage<{ report: string; recipients: string }>({
  id: 'report.schedule.delete.question',
  defaultMessage: 'The {report} report will no longer be sent to {recipients}.',
  description: 'Body of the delete confirmation',
});

/** Accessible name of a row's "Send now" button. */
export const sendNowLabel = defineMessage<{ report: string; frequency: string }>({
  id: 'report.schedule.sendNowLabel',
  defaultMessage: 'Send now: {report}, {frequency}',
  description: 'Accessible name of a row send now button, e.g. "Send now: Inventory, Weekly"',
});

/** Status after "Send now": how many recipients were mailed. */
export const sentToMessage = defineMessage<{ count: number }>({
  id: 'report.schedule.sentTo',
  defaultMessage: 'Sent to {count, plural, one {# recipient} other {# recipients}}',
  description: 'Status after send now',
});

/** When a schedule is sent, as the list shows it: "Weekly on Wednesday at 07:30" (rules 10.10). */
export const scheduleWhen = defineMessage<{ frequency: string; weekday: string; day: number; time: string }>({
  id: 'report.schedule.when',
  defaultMessage: '{frequency, select, weekly {Weekly on {weekday} at {time}} monthly {Monthly on day {day} at {time}} other {Daily at {time}}}',
  description: 'Schedule list: how often and when the report is sent; weekday is a day name, day a day of the month, time HH:MM in the company time zone',
});
