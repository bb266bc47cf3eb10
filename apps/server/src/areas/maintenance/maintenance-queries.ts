import type { Kysely } from 'kysely';
import type { IsoDateTime } from '@yardfleet/domain/entities/brand';
import type { ReminderPlan } from '@yardfleet/domain/entities/maintenance-log';
import type { ReminderState } from '@yardfleet/domain/machines/reminder-plan';
import type { Clock } from '../../clock';
import type { Database, MaintenanceLog } from '../../db/schema';
import { isRowId } from '../../http/ids';
import { recordMemberEvent, type RequestOrigin } from '../security-log/record';
import type { LogColumns } from './maintenance-views';
import { reminderStateOf, restartPlanAfterService, storePlan } from './reminders';
import { refreshServiceMarks } from './service-due';

/** Who changes the maintenance data: the caller and the company the change is scoped to. */
type Changer = { readonly userId: string; readonly companyId: string };

/** The machine `id` of `companyId` with what the maintenance calls need; undefined for a malformed id or another company's machine. */
export const machineOf = (db: Kysely<Database>, companyId: string, id: string) =>
  isRowId(id)
    ? db
        .selectFrom('equipment')
        .select(['id', 'name', 'serial_number', 'added_at', 'engine_hours'])
        .where('id', '=', id)
        .where('company_id', '=', companyId)
        .executeTakeFirst()
    : Promise.resolve(undefined);

/** A machine as `machineOf` reads it. */
export type MaintainedMachine = NonNullable<Awaited<ReturnType<typeof machineOf>>>;

/** The maintenance logs of machine `equipmentId` of `companyId`, newest first. */
export const logsOf = (db: Kysely<Database>, companyId: string, equipmentId: string): Promise<MaintenanceLog[]> =>
  db
    .selectFrom('maintenance_logs')
    .selectAll()
    .where('equipment_id', '=', equipmentId)
    .where('company_id', '=', companyId)
    .orderBy('performed_at', 'desc')
    .execute();

/**
 * Stores a log of `machine` with the reminder plan in force (kind, units), then restarts an active
 * plan from the service (`restartPlanAfterService` at `serviceAt` with `runtimeHours`, at the
 * clock's time after the insert) and rewrites the machine's service marks. @returns the stored row.
 */
export const addLog = async (
  db: Kysely<Database>,
  companyId: string,
  machine: MaintainedMachine,
  fields: LogColumns,
  serviceAt: IsoDateTime,
  runtimeHours: number,
  clock: Clock,
): Promise<MaintenanceLog> => {
  const reminder = await reminderStateOf(db, machine.id, machine.added_at);
  const row = await db
    .insertInto('maintenance_logs')
    .values({
      ...fields,
      company_id: companyId,
      equipment_id: machine.id,
      reminder_kind: reminder.plan.kind,
      reminder_units: reminder.plan.kind === 'off' ? null : reminder.plan.every,
      reminder_calendar_unit: reminder.plan.kind === 'date' ? reminder.plan.unit : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await restartPlanAfterService(db, companyId, machine.id, machine.added_at, serviceAt, runtimeHours, clock.now());
  await refreshServiceMarks(db, [machine.id]);
  return row;
};

/**
 * Rewrites log `id` of `companyId` (of a machine that still exists) with `fields` and its machine's
 * service marks. @returns the stored row, undefined when there is no such log.
 */
export const editLog = async (db: Kysely<Database>, companyId: string, id: string, fields: LogColumns): Promise<MaintenanceLog | undefined> => {
  const row = await db
    .updateTable('maintenance_logs')
    .set(fields)
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where((eb) => eb.exists(eb.selectFrom('equipment').select('equipment.id').whereRef('equipment.id', '=', 'maintenance_logs.equipment_id')))
    .returningAll()
    .executeTakeFirst();
  if (row) await refreshServiceMarks(db, [row.equipment_id]);
  return row;
};

/**
 * Deletes log `id` of `by.companyId` (of a machine that still exists) in one transaction with its
 * machine's service marks and a `record_deleted` security event (at the clock's time) naming the
 * machine and the service day (UTC). @returns the deleted log, undefined when there is none.
 */
export const deleteLog = (db: Kysely<Database>, by: Changer, origin: RequestOrigin, id: string, clock: Clock) =>
  db.transaction().execute(async (trx) => {
    const log = await trx
      .deleteFrom('maintenance_logs')
      .where('id', '=', id)
      .where('company_id', '=', by.companyId)
      .where((eb) => eb.exists(eb.selectFrom('equipment').select('equipment.id').whereRef('equipment.id', '=', 'maintenance_logs.equipment_id')))
      .returning(['id', 'equipment_id', 'performed_at'])
      .executeTakeFirst();
    if (log) {
      await refreshServiceMarks(trx, [log.equipment_id]);
      // Security log (rules 20.12): the log named by its machine and service day (UTC).
      const machine = await trx.selectFrom('equipment').select('name').where('id', '=', log.equipment_id).executeTakeFirstOrThrow();
      await recordMemberEvent(trx, by, origin, clock.now(), {
        kind: 'record_deleted',
        target: { type: 'maintenance_log', id: log.id, label: `${machine.name}, ${log.performed_at.toISOString().slice(0, 10)}` },
      });
    }
    return log;
  });

/**
 * Stores `plan` as `machine`'s reminder plan at `now` in one transaction with its service marks;
 * turning an active plan (`before`) off records `record_deleted` (named by its machine).
 */
export const setPlan = async (
  db: Kysely<Database>,
  by: Changer,
  origin: RequestOrigin,
  machine: MaintainedMachine,
  before: ReminderState,
  plan: ReminderPlan,
  now: Date,
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await storePlan(trx, by.companyId, machine.id, plan, now);
    await refreshServiceMarks(trx, [machine.id]);
    // Security log (rules 20.12): turning a plan off removes it (record_deleted, named by its machine).
    if (before.plan.kind !== 'off' && plan.kind === 'off') {
      await recordMemberEvent(trx, by, origin, now, {
        kind: 'record_deleted',
        target: { type: 'reminder_plan', id: machine.id, label: `${machine.name} (${machine.serial_number})` },
      });
    }
  });
};
