import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The fields an activity event names (rules 20.13; the server's stable field names, contract
 * `FieldChange.field`): a field the web does not know is shown by its own name.
 */
export const activityFieldWords: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  name: { id: 'activity.field.name', defaultMessage: 'Name', description: 'Activity history: the name field of a machine, tag, group or warehouse' },
  tags: { id: 'activity.field.tags', defaultMessage: 'Tags', description: 'Activity history: the tags of a machine' },
  serialNumber: { id: 'activity.field.serialNumber', defaultMessage: 'Serial number', description: 'Activity history: a machine serial number' },
  serviceType: { id: 'activity.field.serviceType', defaultMessage: 'Service type', description: 'Activity history: a maintenance log field' },
  date: { id: 'activity.field.date', defaultMessage: 'Date', description: 'Activity history: the service day of a maintenance log' },
  runtimeHours: { id: 'activity.field.runtimeHours', defaultMessage: 'Runtime (h)', description: 'Activity history: engine hours of a maintenance log' },
  laborMinutes: { id: 'activity.field.laborMinutes', defaultMessage: 'Labor time (min)', description: 'Activity history: labor minutes of a maintenance log' },
  expenseCents: {
    id: 'activity.field.expenseCents',
    defaultMessage: 'Expense (cents)',
    description: 'Activity history: expense of a maintenance log in minor units',
  },
  currency: { id: 'activity.field.currency', defaultMessage: 'Currency', description: 'Activity history: currency of a maintenance log' },
  performedBy: { id: 'activity.field.performedBy', defaultMessage: 'Performed by', description: 'Activity history: who performed a service' },
  details: { id: 'activity.field.details', defaultMessage: 'Details', description: 'Activity history: additional details of a maintenance log' },
  reminder: { id: 'activity.field.reminder', defaultMessage: 'Reminder', description: 'Activity history: the kind of reminder plan (date, engine hours, off)' },
  every: { id: 'activity.field.every', defaultMessage: 'Every', description: 'Activity history: every how many units a reminder comes' },
  unit: { id: 'activity.field.unit', defaultMessage: 'Unit', description: 'Activity history: the calendar unit of a reminder plan' },
  address: { id: 'activity.field.address', defaultMessage: 'Address', description: 'Activity history: a warehouse address' },
  radius: { id: 'activity.field.radius', defaultMessage: 'Radius (m)', description: 'Activity history: a warehouse radius in metres' },
  timeZone: { id: 'activity.field.timeZone', defaultMessage: 'Time zone', description: 'Activity history: the company time zone' },
  role: { id: 'activity.field.role', defaultMessage: 'Role', description: 'Activity history: a person role' },
  machines: { id: 'activity.field.machines', defaultMessage: 'Machines', description: 'Activity history: how many machines a bulk action changed' },
  added: { id: 'activity.field.added', defaultMessage: 'Added', description: 'Activity history: tags a bulk action added' },
  removed: { id: 'activity.field.removed', defaultMessage: 'Removed', description: 'Activity history: tags a bulk action removed' },
  rows: { id: 'activity.field.rows', defaultMessage: 'Rows', description: 'Activity history: rows of an applied import file' },
  changed: { id: 'activity.field.changed', defaultMessage: 'Changed', description: 'Activity history: machines an import changed' },
  unchanged: { id: 'activity.field.unchanged', defaultMessage: 'Unchanged', description: 'Activity history: rows of an import that changed nothing' },
});

/** "Name: Mower 6 → Mower 7": one field of a change, before and after. */
export const fieldChangeLine = defineMessage<{ field: string; from: string; to: string }>({
  id: 'activity.fieldChange',
  defaultMessage: '{field}: {from} → {to}',
  description: 'Activity history: one field of a change with its value before and after',
});

/** "API key yf_live_AbC…": who acted when a change was made with an API key. */
export const apiKeyActorLine = defineMessage<{ prefix: string }>({
  id: 'activity.actor.apiKey',
  defaultMessage: 'API key {prefix}',
  description: 'Activity history: the actor was an API key (its shown prefix follows)',
});
