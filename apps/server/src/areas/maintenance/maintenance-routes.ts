import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import {
  addMaintenanceLog, deleteMaintenanceLog, editMaintenanceLog, maintenanceList, maintenanceReminder, setMaintenanceReminder,
  type AddMaintenanceLogRequest, type MaintenanceLogView,
} from '@yardfleet/contract/endpoints/maintenance';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { EquipmentId, MaintenanceLogId } from '@yardfleet/domain/entities/ids';
import { Money } from '@yardfleet/domain/entities/maintenance-log';
import { EngineHours } from '@yardfleet/domain/entities/units';
import { validateMaintenanceLog, validateReminderEvery, type MaintenanceLogValues } from '@yardfleet/domain/forms/maintenance-log';
import type { Database, MaintenanceLog } from '../../db/schema';
import { ok } from '../../http/answers';
import { asBranded, isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { recordMemberEvent } from '../security-log/record';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound, writeScope } from '../../shared/fleet-scope';
import { applyPlanInput, reminderStateOf, reminderViewOf, restartPlanAfterService, storePlan } from './reminders';
import { refreshServiceMarks } from './service-due';

const decoded = <A>(codec: { decode: (u: unknown) => E.Either<unknown, A>; name: string }, value: unknown): A => {
  const result = codec.decode(value);
  if (E.isLeft(result)) throw new Error(`stored value is not a valid ${codec.name}`);
  return result.right;
};

const viewOf = (row: MaintenanceLog): MaintenanceLogView => ({
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

type LogFields = Omit<AddMaintenanceLogRequest, 'equipmentId'>;

/** The domain's SPEC 5, 9 log rules (forms/maintenance-log); answers the field errors or the columns to write. */
const checkLog = (input: LogFields) =>
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

const machineOf = (db: Kysely<Database>, companyId: string, id: string) =>
  isRowId(id)
    ? db.selectFrom('equipment').select(['id', 'name', 'serial_number', 'added_at', 'engine_hours']).where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst()
    : Promise.resolve(undefined);

/**
 * Service and maintenance (SPEC 3, 4; issue 5): logs list / add / edit / delete and the reminder
 * plan get / set, scoped to the caller's company (reads for all, writes for admin and manager).
 * Logs of deleted machines stay in the table (statistics) but no call reaches them any more.
 */
export const maintenanceRoutes = (route: Registrar): void => {
  route.authed(maintenanceList, async ({ input, ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const machine = await machineOf(ctx.db, scope.companyId, input.id);
    if (!machine) return notFound('equipment');
    const rows = await ctx.db.selectFrom('maintenance_logs').selectAll().where('equipment_id', '=', machine.id).where('company_id', '=', scope.companyId).orderBy('performed_at', 'desc').execute();
    return ok({ logs: rows.map(viewOf) });
  });

  route.authed(addMaintenanceLog, async ({ input, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const machine = await machineOf(ctx.db, scope.companyId, input.equipmentId);
    if (!machine) return notFound('equipment');
    const fields = checkLog(input);
    if (E.isLeft(fields)) return invalidFields(fields.left);
    const reminder = await reminderStateOf(ctx.db, machine.id, machine.added_at);
    const row = await ctx.db
      .insertInto('maintenance_logs')
      .values({
        ...fields.right, company_id: scope.companyId, equipment_id: machine.id, reminder_kind: reminder.plan.kind,
        reminder_units: reminder.plan.kind === 'off' ? null : reminder.plan.every,
        reminder_calendar_unit: reminder.plan.kind === 'date' ? reminder.plan.unit : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await restartPlanAfterService(ctx.db, scope.companyId, machine.id, machine.added_at, input.date, input.runtimeHours, ctx.clock.now());
    await refreshServiceMarks(ctx.db, [machine.id]);
    return ok(viewOf(row));
  });

  route.authed(editMaintenanceLog, async ({ input, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('maintenance log');
    const fields = checkLog(input);
    if (E.isLeft(fields)) return invalidFields(fields.left);
    const row = await ctx.db.updateTable('maintenance_logs').set(fields.right).where('id', '=', id).where('company_id', '=', scope.companyId)
      .where((eb) => eb.exists(eb.selectFrom('equipment').select('equipment.id').whereRef('equipment.id', '=', 'maintenance_logs.equipment_id')))
      .returningAll().executeTakeFirst();
    if (row) await refreshServiceMarks(ctx.db, [row.equipment_id]);
    return row ? ok(viewOf(row)) : notFound('maintenance log');
  });

  route.authed(deleteMaintenanceLog, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('maintenance log');
    const row = await ctx.db.transaction().execute(async (trx) => {
      const log = await trx.deleteFrom('maintenance_logs').where('id', '=', id).where('company_id', '=', scope.companyId)
        .where((eb) => eb.exists(eb.selectFrom('equipment').select('equipment.id').whereRef('equipment.id', '=', 'maintenance_logs.equipment_id')))
        .returning(['id', 'equipment_id', 'performed_at']).executeTakeFirst();
      if (log) {
        await refreshServiceMarks(trx, [log.equipment_id]);
        // Security log (issue 13 item 3): the log named by its machine and service day (UTC).
        const machine = await trx.selectFrom('equipment').select('name').where('id', '=', log.equipment_id).executeTakeFirstOrThrow();
        await recordMemberEvent(trx, { userId: caller.userId, companyId: scope.companyId }, request, ctx.clock.now(), {
          kind: 'record_deleted', target: { type: 'maintenance_log', id: log.id, label: `${machine.name}, ${log.performed_at.toISOString().slice(0, 10)}` },
        });
      }
      return log;
    });
    return row ? ok(null) : notFound('maintenance log');
  });

  route.authed(maintenanceReminder, async ({ input, ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const machine = await machineOf(ctx.db, scope.companyId, input.id);
    if (!machine) return notFound('equipment');
    const state = await reminderStateOf(ctx.db, machine.id, machine.added_at);
    return ok(reminderViewOf(state.plan, ctx.clock.now(), machine.engine_hours));
  });

  route.authed(setMaintenanceReminder, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const machine = await machineOf(ctx.db, scope.companyId, input.equipmentId);
    if (!machine) return notFound('equipment');
    const now = ctx.clock.now();
    if (input.plan.kind !== 'off') {
      const every = validateReminderEvery(input.plan.every);
      if (E.isLeft(every)) return invalidFields({ every: every.left });
    }
    const before = await reminderStateOf(ctx.db, machine.id, machine.added_at);
    const next = applyPlanInput(before, input.plan);
    if (E.isLeft(next)) return invalidFields({ every: next.left });
    const plan = next.right.plan;
    await ctx.db.transaction().execute(async (trx) => {
      await storePlan(trx, scope.companyId, machine.id, plan, now);
      await refreshServiceMarks(trx, [machine.id]);
      // Security log (issue 13 item 3): turning a plan off removes it (record_deleted, named by its machine).
      if (before.plan.kind !== 'off' && plan.kind === 'off') {
        await recordMemberEvent(trx, { userId: caller.userId, companyId: scope.companyId }, request, now, {
          kind: 'record_deleted', target: { type: 'reminder_plan', id: machine.id, label: `${machine.name} (${machine.serial_number})` },
        });
      }
    });
    return ok(reminderViewOf(plan, now, machine.engine_hours));
  });
};
