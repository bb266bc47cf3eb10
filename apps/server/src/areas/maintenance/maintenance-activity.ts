import type { FieldValue } from '@yardfleet/contract/endpoints/security-log';
import type { ReminderPlan } from '@yardfleet/domain/entities/maintenance-log';
import type { MaintenanceLog } from '../../db/schema';
import type { SecurityTarget } from '../security-log/record';

/**
 * A maintenance log's fields as the activity history keeps them (rules 20.13): service type, the
 * service day (UTC, YYYY-MM-DD), runtime (engine hours), labor time (minutes), expense (minor
 * units) and its currency, who performed it and the details.
 */
export const logFields = (row: MaintenanceLog): Record<string, FieldValue> => ({
  serviceType: row.service_type,
  date: row.performed_at.toISOString().slice(0, 10),
  runtimeHours: row.runtime_hours,
  laborMinutes: row.labor_minutes,
  expenseCents: row.expense_cents,
  currency: row.currency,
  performedBy: row.performed_by,
  details: row.details,
});

/** A log as an event's target: named by its machine and its service day (UTC), as the security log names it. */
export const logTarget = (row: MaintenanceLog, machineName: string): SecurityTarget => ({
  type: 'maintenance_log',
  id: row.id,
  label: `${machineName}, ${row.performed_at.toISOString().slice(0, 10)}`,
});

/** A reminder plan's fields as the history keeps them: its kind (date, engine_hours, off), every how many units, and the calendar unit of a date plan. */
export const planFields = (plan: ReminderPlan): Record<string, FieldValue> => ({
  reminder: plan.kind,
  every: plan.kind === 'off' ? null : plan.every,
  unit: plan.kind === 'date' ? plan.unit : null,
});

/** A machine's reminder plan as an event's target: named by its machine (name and serial number). */
export const planTarget = (machine: { readonly id: string; readonly name: string; readonly serial_number: string }): SecurityTarget => ({
  type: 'reminder_plan',
  id: machine.id,
  label: `${machine.name} (${machine.serial_number})`,
});
