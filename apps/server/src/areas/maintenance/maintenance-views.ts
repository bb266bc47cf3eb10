import * as E from 'fp-ts/lib/Either.js';
import type { AddMaintenanceLogRequest, MaintenanceLogView } from '@yardfleet/contract/endpoints/maintenance';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { EquipmentId, MaintenanceLogId } from '@yardfleet/domain/entities/ids';
import { Money } from '@yardfleet/domain/entities/maintenance-log';
import { EngineHours } from '@yardfleet/domain/entities/units';
import { validateMaintenanceLog, type MaintenanceLogValues } from '@yardfleet/domain/forms/maintenance-log';
import type { MaintenanceLog } from '../../db/schema';
import { asBranded } from '../../http/ids';

const decoded = <A>(codec: { decode: (u: unknown) => E.Either<unknown, A>; name: string }, value: unknown): A => {
  const result = codec.decode(value);
  if (E.isLeft(result)) throw new Error(`stored value is not a valid ${codec.name}`);
  return result.right;
};

/**
 * The view of a stored maintenance log (rules 3.5): labour in hours (stored in minutes), expense in
 * minor units with its currency. @throws Error when a stored value breaks the domain's codecs.
 */
export const logViewOf = (row: MaintenanceLog): MaintenanceLogView => ({
  id: asBranded(MaintenanceLogId, row.id),
  equipmentId: asBranded(EquipmentId, row.equipment_id),
  serviceType: row.service_type,
  date: asBranded(IsoDateTime, row.performed_at.toISOString()),
  runtimeHours: decoded(EngineHours, row.runtime_hours),
  laborTimeHours: decoded(EngineHours, row.labor_minutes / 60),
  expense: decoded(Money, { minorUnits: row.expense_cents, currency: row.currency }),
  performedBy: row.performed_by,
  details: row.details,
});

/** The fields of a log an add or an edit request carries. */
export type LogFields = Omit<AddMaintenanceLogRequest, 'equipmentId'>;

/** The domain's log rules (rules 5.11; forms/maintenance-log); answers the field errors or the columns to write. */
export const checkLog = (input: LogFields) =>
  E.map((v: MaintenanceLogValues) => ({
    service_type: v.serviceType,
    performed_at: v.date,
    runtime_hours: v.runtimeHours,
    labor_minutes: Math.round(v.laborTimeHours * 60),
    expense_cents: v.expenseMinorUnits,
    currency: input.expense.currency,
    performed_by: v.performedBy,
    details: v.details,
  }))(
    validateMaintenanceLog({
      serviceType: input.serviceType,
      date: input.date,
      runtimeHours: input.runtimeHours,
      laborTimeHours: input.laborTimeHours,
      expenseMinorUnits: input.expense.minorUnits,
      performedBy: input.performedBy,
      details: input.details,
    }),
  );

/** The columns of a checked log (`checkLog`'s right side). */
export type LogColumns = ReturnType<typeof checkLog> extends E.Either<unknown, infer A> ? A : never;
