import { defineMessage, defineMessages } from 'react-intl';
import { maintenanceLogWords } from '../../../shared/i18n/maintenance-words';

/**
 * Texts of the service and maintenance section of the equipment detail (rules 18, 5.8, 5.11); the
 * log fields the maintenance report names too are the shared maintenanceLogWords.
 */
export const maintenanceMessages = {
  ...defineMessages({
    title: { id: 'maintenance.title', defaultMessage: 'Service and maintenance', description: 'Heading of the maintenance section of the equipment detail' },
    reminderTitle: { id: 'maintenance.reminder.title', defaultMessage: 'Reminder plan', description: 'Heading of the reminder plan box' },
    reminderOff: { id: 'maintenance.reminder.off', defaultMessage: 'No reminder is set.', description: 'The reminder plan is off' },
    setReminder: { id: 'maintenance.reminder.set', defaultMessage: 'Set reminder', description: 'Button that opens the reminder plan dialog' },
    reminderDialogTitle: { id: 'maintenance.reminder.dialogTitle', defaultMessage: 'Set the reminder plan', description: 'Title of the reminder plan dialog' },
    reminderKind: {
      id: 'maintenance.reminder.kind',
      defaultMessage: 'Remind',
      description: 'Legend of the reminder kind radio group (off, by date, by engine hours)',
    },
    kindOff: { id: 'maintenance.reminder.kindOff', defaultMessage: 'Off', description: 'Reminder kind: no reminder' },
    kindDate: { id: 'maintenance.reminder.kindDate', defaultMessage: 'By date', description: 'Reminder kind: every N days, weeks or months' },
    kindEngineHours: { id: 'maintenance.reminder.kindEngineHours', defaultMessage: 'By engine hours', description: 'Reminder kind: every N engine hours' },
    reminderTime: {
      id: 'maintenance.reminder.time',
      defaultMessage: 'Reminder time',
      description: 'Label of the number of time units of a reminder (1 to 9999); also the field name in its errors',
    },
    reminderTimeHint: { id: 'maintenance.reminder.timeHint', defaultMessage: 'A whole number from 1 to 9999.', description: 'Hint under the reminder time' },
    unit: { id: 'maintenance.reminder.unit', defaultMessage: 'Time unit', description: 'Label of the unit select of a date reminder' },
    unitEngineHours: {
      id: 'maintenance.reminder.unitEngineHours',
      defaultMessage: 'engine hours',
      description: 'Unit shown after the reminder time of an engine-hours plan',
    },
    save: { id: 'maintenance.save', defaultMessage: 'Save', description: 'Button that saves a maintenance dialog' },
    logTitle: { id: 'maintenance.log.title', defaultMessage: 'Service log', description: 'Caption of the maintenance log table' },
    addLog: { id: 'maintenance.log.add', defaultMessage: 'Add log', description: 'Button that opens the add service log dialog' },
    addLogTitle: { id: 'maintenance.log.addTitle', defaultMessage: 'Add a service log', description: 'Title of the add service log dialog' },
    editLogTitle: { id: 'maintenance.log.editTitle', defaultMessage: 'Edit the service log', description: 'Title of the edit service log dialog' },
    runtime: { id: 'maintenance.log.runtime', defaultMessage: 'Runtime (h)', description: 'Column and field: engine hours of the machine when serviced' },
    laborTime: { id: 'maintenance.log.laborTime', defaultMessage: 'Labor time (h)', description: 'Column and field: hours of work spent on the service' },
    expense: { id: 'maintenance.log.expense', defaultMessage: 'Expense', description: 'Column and field: the amount the service cost' },
    details: { id: 'maintenance.log.details', defaultMessage: 'Additional details', description: 'Column and field: free text about the service' },
    edit: { id: 'maintenance.log.edit', defaultMessage: 'Edit', description: 'Button that edits a service log' },
    delete: { id: 'maintenance.log.delete', defaultMessage: 'Delete', description: 'Button that deletes a service log' },
    deleteTitle: { id: 'maintenance.log.deleteTitle', defaultMessage: 'Delete this service log?', description: 'Title of the delete confirmation' },
    empty: { id: 'maintenance.log.empty', defaultMessage: 'No service records yet', description: 'The machine has no maintenance log' },
    emptyHint: { id: 'maintenance.log.emptyHint', defaultMessage: 'Services logged for this machine appear here.', description: 'Under the empty log message' },
    loadFailed: {
      id: 'maintenance.loadFailed',
      defaultMessage: 'The service history could not be loaded.',
      description: 'The maintenance log or reminder failed to load',
    },
    logAdded: { id: 'maintenance.toast.added', defaultMessage: 'Service log added.', description: 'Toast after adding a log' },
    logSaved: { id: 'maintenance.toast.saved', defaultMessage: 'Service log saved.', description: 'Toast after editing a log' },
    logDeleted: { id: 'maintenance.toast.deleted', defaultMessage: 'Service log deleted.', description: 'Toast after deleting a log' },
    reminderSaved: { id: 'maintenance.toast.reminderSaved', defaultMessage: 'Reminder plan saved.', description: 'Toast after setting the reminder plan' },
  }),
  ...maintenanceLogWords,
};

/** "Every N days / weeks / months / engine hours" of an active plan. */
export const everyMessages = {
  days: defineMessage<{ count: number }>({
    id: 'maintenance.every.days',
    defaultMessage: 'Every {count, plural, one {day} other {# days}}',
    description: 'A date reminder plan counted in days',
  }),
  weeks: defineMessage<{ count: number }>({
    id: 'maintenance.every.weeks',
    defaultMessage: 'Every {count, plural, one {week} other {# weeks}}',
    description: 'A date reminder plan counted in weeks',
  }),
  months: defineMessage<{ count: number }>({
    id: 'maintenance.every.months',
    defaultMessage: 'Every {count, plural, one {month} other {# months}}',
    description: 'A date reminder plan counted in months',
  }),
  engineHours: defineMessage<{ count: number }>({
    id: 'maintenance.every.engineHours',
    defaultMessage: 'Every {count, plural, one {engine hour} other {# engine hours}}',
    description: 'A reminder plan counted in engine hours',
  }),
};

/** The next due mark of an active plan. */
export const nextDueDate = defineMessage<{ date: string }>({
  id: 'maintenance.next.date',
  defaultMessage: 'Next service by {date}',
  description: 'When a date reminder falls due',
});
export const nextDueHours = defineMessage<{ hours: string }>({
  id: 'maintenance.next.engineHours',
  defaultMessage: 'Next service at {hours} engine hours',
  description: 'The engine hours at which the reminder falls due',
});

/** Accessible names of the row buttons and the delete question, naming the log by its type and date. */
export const rowMessages = {
  edit: defineMessage<{ type: string; date: string }>({
    id: 'maintenance.row.edit',
    defaultMessage: 'Edit the {type} log of {date}',
    description: 'Accessible name of a row edit button, e.g. "Edit the Repair log of 20/02/2026"',
  }),
  delete: defineMessage<{ type: string; date: string }>({
    id: 'maintenance.row.delete',
    defaultMessage: 'Delete the {type} log of {date}',
    description: 'Accessible name of a row delete button',
  }),
  deleteQuestion: defineMessage<{ type: string; date: string }>({
    id: 'maintenance.row.deleteQuestion',
    defaultMessage: 'The {type} log of {date} will be removed from the service history.',
    description: 'Body of the delete confirmation',
  }),
};

/** A number field that is not a non-negative number with at most N decimals (the domain's `decimal_number`). */
export const decimalNumber = defineMessage<{ field: string; decimals: number }>({
  id: 'maintenance.error.decimalNumber',
  defaultMessage: '{field} must be a number of at least 0 with at most {decimals} decimals.',
  description: 'Runtime, labor time or expense is negative, not a number or has too many decimals (rules 5.11)',
});
