import { defineMessage, defineMessages } from 'react-intl';

/** Words of /alerts/rules (rules 22.1, 22.5): the rule list, its states and actions. */
export const rulesMessages = defineMessages({
  intro: {
    id: 'alertRules.intro',
    defaultMessage: 'Rules say what is watched, on which machines or charge systems, and who is told.',
    description: 'Sentence under the /alerts/rules heading',
  },
  readOnly: {
    id: 'alertRules.readOnly',
    defaultMessage: 'Only admins and managers can change alert rules.',
    description: 'Shown to employees instead of the new rule button',
  },
  create: { id: 'alertRules.create', defaultMessage: 'New rule', description: 'Button that opens the rule editor for a new rule' },
  columnName: { id: 'alertRules.column.name', defaultMessage: 'Name', description: 'Rule table column' },
  columnKind: { id: 'alertRules.column.kind', defaultMessage: 'Kind', description: 'Rule table column: what it watches' },
  columnScope: { id: 'alertRules.column.scope', defaultMessage: 'Watches', description: 'Rule table column: which machines or charge systems' },
  columnRecipients: { id: 'alertRules.column.recipients', defaultMessage: 'Who is told', description: 'Rule table column: recipients' },
  columnEmail: { id: 'alertRules.column.email', defaultMessage: 'E-mail', description: 'Rule table column: whether it also mails' },
  columnState: { id: 'alertRules.column.state', defaultMessage: 'State', description: 'Rule table column: active or paused' },
  emailOn: { id: 'alertRules.email.on', defaultMessage: 'On', description: 'The rule also mails' },
  emailOff: { id: 'alertRules.email.off', defaultMessage: 'Off', description: 'The rule does not mail' },
  active: { id: 'alertRules.state.active', defaultMessage: 'Active', description: 'A rule that watches' },
  paused: { id: 'alertRules.state.paused', defaultMessage: 'Paused', description: 'A paused rule opens no alert' },
  allMachines: { id: 'alertRules.scope.allMachines', defaultMessage: 'All machines', description: 'Scope of a machine rule on every machine' },
  allChargeSystems: {
    id: 'alertRules.scope.allChargeSystems',
    defaultMessage: 'All charge systems',
    description: 'Scope of a charge system rule on every one',
  },
  unknown: { id: 'alertRules.unknown', defaultMessage: 'Unknown', description: 'A tag, warehouse or charge system whose name is not known' },
  empty: { id: 'alertRules.empty', defaultMessage: 'No alert rules yet', description: 'Empty state of the rule list' },
  loadFailed: { id: 'alertRules.loadFailed', defaultMessage: 'The alert rules could not be loaded.', description: 'Error state of the rule list' },
  edit: { id: 'alertRules.edit', defaultMessage: 'Edit', description: 'Row button: edit the rule' },
  pause: { id: 'alertRules.pause', defaultMessage: 'Pause', description: 'Row button: pause the rule' },
  resume: { id: 'alertRules.resume', defaultMessage: 'Resume', description: 'Row button: resume a paused rule' },
  delete: { id: 'alertRules.delete', defaultMessage: 'Delete', description: 'Row button: delete the rule' },
  deleteTitle: { id: 'alertRules.delete.title', defaultMessage: 'Delete this rule?', description: 'Title of the delete confirmation' },
  created: { id: 'alertRules.created', defaultMessage: 'Alert rule created.', description: 'Status after creating a rule' },
  saved: { id: 'alertRules.saved', defaultMessage: 'Alert rule saved.', description: 'Status after changing a rule' },
  pausedToast: { id: 'alertRules.pausedToast', defaultMessage: 'Alert rule paused.', description: 'Status after pausing a rule' },
  resumedToast: { id: 'alertRules.resumedToast', defaultMessage: 'Alert rule resumed.', description: 'Status after resuming a rule' },
  deleted: { id: 'alertRules.deleted', defaultMessage: 'Alert rule deleted.', description: 'Status after deleting a rule' },
});

/** One scope in words, e.g. "Tag: Crews · North crew". */
export const scopeEntry = defineMessage<{ name: string; value: string }>({
  id: 'alertRules.scopeEntry',
  defaultMessage: '{name}: {value}',
  description: 'A rule scope: the kind of scope and the chosen tag, category, warehouse or charge system',
});

/** How many people are named, for a reader who may not see the people list. */
export const peopleCount = defineMessage<{ count: number }>({
  id: 'alertRules.peopleCount',
  defaultMessage: '{count, plural, one {# person} other {# people}}',
  description: 'Recipients of a rule: the number of people named',
});

/** Escalation in words. */
export const escalationLine = defineMessage<{ minutes: number; recipients: string }>({
  id: 'alertRules.escalation',
  defaultMessage: 'After {minutes, plural, one {# minute} other {# minutes}}: {recipients}',
  description: 'Escalation of a rule: after how long and to whom',
});

/** Accessible names of a row's buttons. */
export const editRuleLabel = defineMessage<{ name: string }>({
  id: 'alertRules.editLabel',
  defaultMessage: 'Edit rule: {name}',
  description: 'Accessible name of a row edit button',
});
export const pauseRuleLabel = defineMessage<{ name: string }>({
  id: 'alertRules.pauseLabel',
  defaultMessage: 'Pause rule: {name}',
  description: 'Accessible name of a row pause button',
});
export const resumeRuleLabel = defineMessage<{ name: string }>({
  id: 'alertRules.resumeLabel',
  defaultMessage: 'Resume rule: {name}',
  description: 'Accessible name of a row resume button',
});
export const deleteRuleLabel = defineMessage<{ name: string }>({
  id: 'alertRules.deleteLabel',
  defaultMessage: 'Delete rule: {name}',
  description: 'Accessible name of a row delete button',
});

/** The question of the delete confirmation (rules 22.1: its alerts go with it). */
export const deleteRuleQuestion = defineMessage<{ name: string }>({
  id: 'alertRules.delete.question',
  defaultMessage: 'The rule “{name}” and all its alerts will be deleted.',
  description: 'Body of the rule delete confirmation',
});
