import { defineMessage, defineMessages } from 'react-intl';

/** Words of the alert rule editor (rules 22.1 to 22.5): its fields, hints and preview. */
export const editorMessages = defineMessages({
  createTitle: { id: 'alertRules.editor.createTitle', defaultMessage: 'New alert rule', description: 'Title of the rule editor for a new rule' },
  editTitle: { id: 'alertRules.editor.editTitle', defaultMessage: 'Edit alert rule', description: 'Title of the rule editor for an existing rule' },
  name: { id: 'alertRules.editor.name', defaultMessage: 'Name', description: 'Rule editor: the rule name' },
  kind: { id: 'alertRules.editor.kind', defaultMessage: 'What to watch', description: 'Rule editor: the kind of rule' },
  offlineMinutes: { id: 'alertRules.editor.offlineMinutes', defaultMessage: 'Silent for at least (minutes)', description: 'Rule editor: minutes offline' },
  offlineMinutesHint: {
    id: 'alertRules.editor.offlineMinutesHint',
    defaultMessage: '5 to 10,080 minutes (one week).',
    description: 'Rule editor: range of the minutes offline',
  },
  onlyDuringWorkingHours: {
    id: 'alertRules.editor.onlyDuringWorkingHours',
    defaultMessage: 'Only during working hours',
    description: 'Rule editor: machine offline counts only within the company working hours',
  },
  onlyOutForWork: {
    id: 'alertRules.editor.onlyOutForWork',
    defaultMessage: 'Only machines out for work (not resting in a warehouse)',
    description: 'Rule editor: machine offline counts only for machines whose inventory status is out for work',
  },
  warehouse: { id: 'alertRules.editor.warehouse', defaultMessage: 'Warehouse', description: 'Rule editor: the warehouse left or entered' },
  anyWarehouse: { id: 'alertRules.editor.anyWarehouse', defaultMessage: 'Any warehouse', description: 'Rule editor: no particular warehouse' },
  returnBy: { id: 'alertRules.editor.returnBy', defaultMessage: 'Back by (HH:MM)', description: 'Rule editor: return-by time of day' },
  errorCodes: { id: 'alertRules.editor.errorCodes', defaultMessage: 'Error codes', description: 'Rule editor: the fault codes watched' },
  errorCodesHint: {
    id: 'alertRules.editor.errorCodesHint',
    defaultMessage: 'Separated by commas. Leave empty for any fault. Letters, digits, - and _ only.',
    description: 'Rule editor: how to type error codes',
  },
  belowPercent: { id: 'alertRules.editor.belowPercent', defaultMessage: 'Battery capacity below (%)', description: 'Rule editor: battery health percent' },
  graceDays: { id: 'alertRules.editor.graceDays', defaultMessage: 'Overdue for at least (days)', description: 'Rule editor: days past due' },
  noParameters: {
    id: 'alertRules.editor.noParameters',
    defaultMessage: 'This kind has no settings of its own.',
    description: 'Rule editor: a kind without parameters',
  },
  scope: { id: 'alertRules.editor.scope', defaultMessage: 'Watch', description: 'Rule editor: which machines or charge systems' },
  scopeTag: { id: 'alertRules.editor.scopeTag', defaultMessage: 'Tag', description: 'Rule editor: tag of the scope' },
  scopeCategory: { id: 'alertRules.editor.scopeCategory', defaultMessage: 'Category', description: 'Rule editor: category of the scope' },
  scopeWarehouse: { id: 'alertRules.editor.scopeWarehouse', defaultMessage: 'Warehouse of the machines', description: 'Rule editor: warehouse of the scope' },
  scopeChargeSystem: { id: 'alertRules.editor.scopeChargeSystem', defaultMessage: 'Charge system', description: 'Rule editor: charge system of the scope' },
  choose: { id: 'alertRules.editor.choose', defaultMessage: 'Choose…', description: 'Rule editor: nothing chosen yet in a list' },
  recipients: { id: 'alertRules.editor.recipients', defaultMessage: 'Who is told', description: 'Rule editor: the recipients fieldset' },
  recipientsHint: {
    id: 'alertRules.editor.recipientsHint',
    defaultMessage: 'Choose people, roles or both. Everyone in a chosen role is told, also people who join it later.',
    description: 'Rule editor: recipients hint',
  },
  people: { id: 'alertRules.editor.people', defaultMessage: 'People', description: 'Rule editor: group of people checkboxes' },
  roles: { id: 'alertRules.editor.roles', defaultMessage: 'Roles', description: 'Rule editor: group of role checkboxes' },
  email: { id: 'alertRules.editor.email', defaultMessage: 'Also send an e-mail', description: 'Rule editor: mail channel on or off' },
  escalate: {
    id: 'alertRules.editor.escalate',
    defaultMessage: 'Escalate when nobody acknowledges it',
    description: 'Rule editor: turns escalation on',
  },
  escalationMinutes: { id: 'alertRules.editor.escalationMinutes', defaultMessage: 'Escalate after (minutes)', description: 'Rule editor: escalation delay' },
  escalationRecipients: {
    id: 'alertRules.editor.escalationRecipients',
    defaultMessage: 'Escalate to',
    description: 'Rule editor: escalation recipients fieldset',
  },
  holdMinutes: { id: 'alertRules.editor.holdMinutes', defaultMessage: 'Hold time (minutes)', description: 'Rule editor: hold time' },
  holdMinutesHint: {
    id: 'alertRules.editor.holdMinutesHint',
    defaultMessage: 'The problem must last this long before the alert opens (0 to 1,440).',
    description: 'Rule editor: hold time hint',
  },
  reopenWithinMinutes: { id: 'alertRules.editor.reopenWithinMinutes', defaultMessage: 'Reopen window (minutes)', description: 'Rule editor: reopen window' },
  reopenWithinMinutesHint: {
    id: 'alertRules.editor.reopenWithinMinutesHint',
    defaultMessage: 'A problem coming back within this time reopens the same alert (0 to 10,080; 0: never).',
    description: 'Rule editor: reopen window hint',
  },
  save: { id: 'alertRules.editor.save', defaultMessage: 'Save rule', description: 'Rule editor: submit' },
  preview: { id: 'alertRules.editor.preview', defaultMessage: 'Preview', description: 'Rule editor: try the rule on the last 7 days' },
  previewTitle: { id: 'alertRules.editor.previewTitle', defaultMessage: 'Preview', description: 'Rule editor: heading of the preview result' },
  previewNothing: {
    id: 'alertRules.editor.previewNothing',
    defaultMessage: 'Nothing stored or mailed: the preview only replays the history.',
    description: 'Rule editor: what the preview does not do',
  },
  stillOpen: { id: 'alertRules.editor.stillOpen', defaultMessage: 'still open', description: 'Preview example: the alert would still be open' },
  fixErrors: {
    id: 'alertRules.editor.fixErrors',
    defaultMessage: 'Some fields need your attention.',
    description: 'Rule editor: shown above the buttons while a field has an error',
  },
});

/** The preview's sentence (rules 22.5). */
export const previewSentence = defineMessage<{ opened: number; subjects: number; days: number; chargers: string }>({
  id: 'alertRules.editor.previewSentence',
  defaultMessage:
    'This rule would have opened {opened, plural, one {# alert} other {# alerts}} on {chargers, select, yes {{subjects, plural, one {# charge system} other {# charge systems}}} other {{subjects, plural, one {# machine} other {# machines}}}} in the past {days, plural, one {day} other {# days}}.',
  description: 'Result of the rule preview: how many alerts on how many machines (or charge systems) over the last days',
});

/** One example of the preview: the subject, when it would have opened and resolved. */
export const previewExample = defineMessage<{ subject: string; opened: string; resolved: string }>({
  id: 'alertRules.editor.previewExample',
  defaultMessage: '{subject}: {opened} – {resolved}',
  description: 'Preview example line: machine name, opened time, resolved time (or "still open")',
});

/** The name of the n-th error code in an error message ("Error code 3"). */
export const errorCodeLabel = defineMessage<{ number: number }>({
  id: 'alertRules.editor.errorCodeNumber',
  defaultMessage: 'Error code {number}',
  description: 'Rule editor: an error code named by its position in an error message',
});
