import { defineMessage, defineMessages } from 'react-intl';

/** Words of /alerts (rules 22.5): its sections, filters, table, states and actions. */
export const alertsMessages = defineMessages({
  sections: { id: 'alerts.sections', defaultMessage: 'Alert pages', description: 'Name of the navigation between the alerts and their rules' },
  intro: {
    id: 'alerts.intro',
    defaultMessage: 'Alerts tell the chosen people about problems with machines and charge systems. Acknowledge an alert to say you are on it.',
    description: 'Sentence under the /alerts heading',
  },
  filters: { id: 'alerts.filters', defaultMessage: 'Alert filters', description: 'Name of the group of filters above the alert table' },
  status: { id: 'alerts.filter.status', defaultMessage: 'Status', description: 'Filter: open, acknowledged or resolved' },
  kind: { id: 'alerts.filter.kind', defaultMessage: 'Kind', description: 'Filter: the kind of alert rule' },
  machine: { id: 'alerts.filter.machine', defaultMessage: 'Machine', description: 'Filter: one machine, found by name or serial number' },
  machineSearch: {
    id: 'alerts.filter.machineSearch',
    defaultMessage: 'Find a machine by name or serial number',
    description: 'Search field of the machine filter',
  },
  machineResults: { id: 'alerts.filter.machineResults', defaultMessage: 'Matching machines', description: 'Name of the list of machines the search found' },
  noMachineFound: { id: 'alerts.filter.noMachineFound', defaultMessage: 'No machine found', description: 'The machine search found nothing' },
  unknownMachine: { id: 'alerts.filter.unknownMachine', defaultMessage: 'Unknown machine', description: 'The machine of the filter no longer exists' },
  tag: { id: 'alerts.filter.tag', defaultMessage: 'Tag', description: 'Filter: machines with a tag' },
  warehouse: { id: 'alerts.filter.warehouse', defaultMessage: 'Warehouse', description: 'Filter: machines in a warehouse now' },
  from: { id: 'alerts.filter.from', defaultMessage: 'Opened from', description: 'Filter: first company-local day the alert opened' },
  to: { id: 'alerts.filter.to', defaultMessage: 'Opened to', description: 'Filter: last company-local day the alert opened' },
  reversed: { id: 'alerts.filter.reversed', defaultMessage: 'The first day is after the last day.', description: 'The period filter has its days reversed' },
  columnSelect: { id: 'alerts.column.select', defaultMessage: 'Select', description: 'Column of the checkboxes that select alerts' },
  columnStatus: { id: 'alerts.column.status', defaultMessage: 'Status', description: 'Alert table column' },
  columnSubject: { id: 'alerts.column.subject', defaultMessage: 'Machine or charge system', description: 'Alert table column: what the alert is about' },
  columnKind: { id: 'alerts.column.kind', defaultMessage: 'Kind', description: 'Alert table column: the kind of rule, in words' },
  columnRule: { id: 'alerts.column.rule', defaultMessage: 'Rule', description: 'Alert table column: the rule name' },
  columnOpened: { id: 'alerts.column.opened', defaultMessage: 'Opened', description: 'Alert table column: when it opened' },
  columnAcknowledged: { id: 'alerts.column.acknowledged', defaultMessage: 'Acknowledged', description: 'Alert table column: by whom, when, note' },
  columnResolved: { id: 'alerts.column.resolved', defaultMessage: 'Resolved', description: 'Alert table column: when and how it resolved' },
  escalated: { id: 'alerts.escalated', defaultMessage: 'Escalated', description: 'Badge: the alert was escalated because nobody acknowledged it' },
  notYet: { id: 'alerts.notYet', defaultMessage: 'Not yet', description: 'An alert not acknowledged or not resolved yet' },
  empty: { id: 'alerts.empty', defaultMessage: 'No alerts', description: 'Empty state: the company has no alerts' },
  emptyHint: {
    id: 'alerts.emptyHint',
    defaultMessage: 'When a rule finds a problem, its alert shows here.',
    description: 'Empty state explanation',
  },
  noMatch: { id: 'alerts.noMatch', defaultMessage: 'No alerts match these filters', description: 'Empty state with filters set' },
  loadFailed: { id: 'alerts.loadFailed', defaultMessage: 'The alerts could not be loaded.', description: 'Error state of the alert table' },
  acknowledge: { id: 'alerts.acknowledge', defaultMessage: 'Acknowledge', description: 'Button: say you are on the alert' },
  resolve: { id: 'alerts.resolve', defaultMessage: 'Resolve', description: 'Button: mark the alert resolved' },
  selectAll: {
    id: 'alerts.selectAll',
    defaultMessage: 'Select all on this page',
    description: 'Checkbox selecting every alert of the page that is not resolved',
  },
  acknowledgeTitle: { id: 'alerts.acknowledge.title', defaultMessage: 'Acknowledge alerts', description: 'Title of the acknowledge dialog' },
  note: { id: 'alerts.acknowledge.note', defaultMessage: 'Note (optional)', description: 'Acknowledge dialog: the note field' },
  noteHint: {
    id: 'alerts.acknowledge.noteHint',
    defaultMessage: 'Tell the others what you are doing about it. At most 500 characters.',
    description: 'Acknowledge dialog: hint under the note',
  },
  noteLabel: { id: 'alerts.acknowledge.noteName', defaultMessage: 'Note', description: 'The note as named in an error message' },
  resolveTitle: { id: 'alerts.resolve.title', defaultMessage: 'Resolve alerts?', description: 'Title of the resolve confirmation' },
  resolveComesBack: {
    id: 'alerts.resolve.comesBack',
    defaultMessage: 'If the problem is still there, the alert opens again after the rule’s hold time.',
    description: 'Resolve confirmation: what happens when the condition still holds (rules 22.4)',
  },
});

/** The selection bar: how many alerts are selected. */
export const selectedMessage = defineMessage<{ count: number }>({
  id: 'alerts.selected',
  defaultMessage: '{count, plural, =0 {No alert selected} one {# alert selected} other {# alerts selected}}',
  description: 'Above the alert table: the number of selected alerts',
});

/** The bulk buttons with the number they act on. */
export const acknowledgeSelectedMessage = defineMessage<{ count: number }>({
  id: 'alerts.acknowledgeSelected',
  defaultMessage: 'Acknowledge selected ({count})',
  description: 'Button acknowledging every selected alert',
});
export const resolveSelectedMessage = defineMessage<{ count: number }>({
  id: 'alerts.resolveSelected',
  defaultMessage: 'Resolve selected ({count})',
  description: 'Button resolving every selected alert',
});

/** Accessible names of a row's checkbox and buttons: the alert's kind and subject. */
export const selectAlertLabel = defineMessage<{ kind: string; subject: string }>({
  id: 'alerts.selectLabel',
  defaultMessage: 'Select alert: {kind}, {subject}',
  description: 'Accessible name of a row checkbox, e.g. "Select alert: Fault, Zero-turn 52 Parks"',
});
export const acknowledgeAlertLabel = defineMessage<{ kind: string; subject: string }>({
  id: 'alerts.acknowledgeLabel',
  defaultMessage: 'Acknowledge alert: {kind}, {subject}',
  description: 'Accessible name of a row acknowledge button',
});
export const resolveAlertLabel = defineMessage<{ kind: string; subject: string }>({
  id: 'alerts.resolveLabel',
  defaultMessage: 'Resolve alert: {kind}, {subject}',
  description: 'Accessible name of a row resolve button',
});

/** The button removing the machine filter. */
export const removeMachineLabel = defineMessage<{ name: string }>({
  id: 'alerts.filter.removeMachine',
  defaultMessage: 'Show the alerts of every machine (now: {name})',
  description: 'Accessible name of the button that removes the machine filter',
});

/** A subject's serial number under its name. */
export const serialLine = defineMessage<{ serial: string }>({
  id: 'alerts.serial',
  defaultMessage: 'SN {serial}',
  description: 'Serial number under a machine name',
});
/** What the subject showed: a fault's code, a warehouse. */
export const errorCodeLine = defineMessage<{ code: string }>({
  id: 'alerts.detail.errorCode',
  defaultMessage: 'Code {code}',
  description: 'The error code a fault alert showed',
});
export const warehouseLine = defineMessage<{ warehouse: string }>({
  id: 'alerts.detail.warehouse',
  defaultMessage: 'Warehouse: {warehouse}',
  description: 'The warehouse a machine left or entered',
});
/** How often the alert came back within the rule's reopen window (rules 22.4). */
export const reopenedMessage = defineMessage<{ count: number }>({
  id: 'alerts.reopened',
  defaultMessage: '{count, plural, one {Reopened once} other {Reopened # times}}',
  description: 'An alert that came back within the reopen window',
});
/** Who acknowledged. */
export const acknowledgedByLine = defineMessage<{ name: string }>({
  id: 'alerts.acknowledgedBy',
  defaultMessage: 'By {name}',
  description: 'Who acknowledged the alert',
});

/** Status after acknowledging or resolving: how many alerts changed (the others already stood so). */
export const acknowledgedToast = defineMessage<{ count: number }>({
  id: 'alerts.acknowledged',
  defaultMessage: '{count, plural, =0 {No alert needed acknowledging.} one {# alert acknowledged.} other {# alerts acknowledged.}}',
  description: 'Status after acknowledging',
});
export const resolvedToast = defineMessage<{ count: number }>({
  id: 'alerts.resolved',
  defaultMessage: '{count, plural, =0 {No alert needed resolving.} one {# alert resolved.} other {# alerts resolved.}}',
  description: 'Status after resolving',
});
/** The resolve confirmation's question. */
export const resolveQuestion = defineMessage<{ count: number }>({
  id: 'alerts.resolve.question',
  defaultMessage: '{count, plural, one {Resolve this alert?} other {Resolve these # alerts?}}',
  description: 'Resolve confirmation body',
});
/** What the acknowledge dialog is about. */
export const acknowledgeWhat = defineMessage<{ count: number }>({
  id: 'alerts.acknowledge.what',
  defaultMessage: '{count, plural, one {You acknowledge one alert.} other {You acknowledge # alerts.}}',
  description: 'Acknowledge dialog: how many alerts it acknowledges',
});
