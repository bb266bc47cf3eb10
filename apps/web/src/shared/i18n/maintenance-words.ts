import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ServiceDue } from '@yardfleet/domain/entities/equipment';
import type { CalendarUnit, ServiceType } from '@yardfleet/domain/entities/maintenance-log';

/**
 * Whether a machine's service is due or overdue (rules 4.8, the domain's reminder status): the
 * equipment list's filter options, the fleet overview's counts and the maintenance section's pill.
 */
export const serviceDueWords = defineMessages({
  due: { id: 'serviceDue.due', defaultMessage: 'Due', description: 'The service is due soon, not yet overdue (rules 4.8)' },
  overdue: { id: 'serviceDue.overdue', defaultMessage: 'Overdue', description: 'The service is past its date or engine hours (rules 4.8)' },
} satisfies Record<NonNullable<ServiceDue>, MessageDescriptor>);

/** Service types (rules 3.5): the maintenance log and its dialog, the maintenance report. */
export const serviceTypeWords = defineMessages({
  maintenance: { id: 'serviceType.maintenance', defaultMessage: 'Maintenance', description: 'Service type (rules 3.5)' },
  inspection: { id: 'serviceType.inspection', defaultMessage: 'Inspection', description: 'Service type (rules 3.5)' },
  repair: { id: 'serviceType.repair', defaultMessage: 'Repair', description: 'Service type (rules 3.5)' },
} satisfies Record<ServiceType, MessageDescriptor>);

/** The fields of a service log (rules 3.5) that the maintenance log and the maintenance report both name. */
export const maintenanceLogWords = defineMessages({
  date: { id: 'maintenanceLog.date', defaultMessage: 'Date', description: 'A service log field: the date of the service (column, form field)' },
  serviceType: {
    id: 'maintenanceLog.serviceType',
    defaultMessage: 'Service type',
    description: 'A service log field: maintenance, inspection or repair (column, form field)',
  },
  performedBy: {
    id: 'maintenanceLog.performedBy',
    defaultMessage: 'Performed by',
    description: 'A service log field: who did the service (column, form field)',
  },
});

/** The calendar units a date reminder counts in (the reminder plan dialog). */
export const calendarUnitWords = defineMessages({
  days: { id: 'maintenance.reminder.unitDays', defaultMessage: 'Days', description: 'Reminder time unit' },
  weeks: { id: 'maintenance.reminder.unitWeeks', defaultMessage: 'Weeks', description: 'Reminder time unit' },
  months: { id: 'maintenance.reminder.unitMonths', defaultMessage: 'Months', description: 'Reminder time unit' },
} satisfies Record<CalendarUnit, MessageDescriptor>);
