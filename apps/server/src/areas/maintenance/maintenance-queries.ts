import type { Kysely } from 'kysely';
import type { IsoDateTime } from '@yardfleet/domain/entities/brand';
import type { ReminderPlan } from '@yardfleet/domain/entities/maintenance-log';
import type { ReminderState } from '@yardfleet/domain/machines/reminder-plan';
import type { Clock } from '../../clock';
import type { Database, MaintenanceLog } from '../../db/schema';
import { isRowId } from '../../http/ids';
import { deletedFields, fieldChanges, recordActivity, type ActingAs } from '../security-log/activity';
import { recordMemberEvent, type RequestOrigin } from '../security-log/record';
import { logFields, logTarget, planFields, planTarget } from './maintenance-activity';
import type { LogColumns } from './maintenance-views';
import { reminderStateOf, restartPlanAfterService, storePlan } from './reminders';
import { refreshServiceMarks } from './service-due';

/** Who changes the maintenance data: the caller (a member or an API key) and the company the change is scoped to. */
type Changer = ActingAs & { readonly companyId: string };

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
 * clock's time after the insert) and rewrites the machine's service marks, in one transaction with
 * its `maintenance_log_added` event (rules 20.13: the log's fields) by `by` from `origin`.
 * @returns the stored row.
 */
export const addLog = async (
  db: Kysely<Database>,
  by: Changer,
  origin: RequestOrigin,
  machine: MaintainedMachine,
  fields: LogColumns,
  serviceAt: IsoDateTime,
  runtimeHours: number,
  clock: Clock,
): Promise<MaintenanceLog> =>
  db.transaction().execute(async (trx) => {
    const reminder = await reminderStateOf(trx, machine.id, machine.added_at);
    const row = await trx
      .insertInto('maintenance_logs')
      .values({
        ...fields,
        company_id: by.companyId,
        equipment_id: machine.id,
        reminder_kind: reminder.plan.kind,
        reminder_units: reminder.plan.kind === 'off' ? null : reminder.plan.every,
        reminder_calendar_unit: reminder.plan.kind === 'date' ? reminder.plan.unit : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await restartPlanAfterService(trx, by.companyId, machine.id, machine.added_at, serviceAt, runtimeHours, clock.now());
    await refreshServiceMarks(trx, [machine.id]);
    const at = clock.now();
    const target = logTarget(row, machine.name);
    await recordActivity(trx, { by, origin, at, kind: 'maintenance_log_added', target, equipmentId: machine.id, fields: fieldChanges({}, logFields(row)) });
    return row;
  });

/**
 * Rewrites log `id` of `by.companyId` (of a machine that still exists) with `fields` and its
 * machine's service marks, in one transaction with its `maintenance_log_changed` event (rules
 * 20.13: the fields that changed, before and after; none when nothing changed).
 * @returns the stored row, undefined when there is no such log.
 */
export const editLog = async (
  db: Kysely<Database>,
  by: Changer,
  origin: RequestOrigin,
  id: string,
  fields: LogColumns,
  clock: Clock,
): Promise<MaintenanceLog | undefined> =>
  db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('maintenance_logs')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', by.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    const row = await trx
      .updateTable('maintenance_logs')
      .set(fields)
      .where('id', '=', id)
      .where('company_id', '=', by.companyId)
      .where((eb) => eb.exists(eb.selectFrom('equipment').select('equipment.id').whereRef('equipment.id', '=', 'maintenance_logs.equipment_id')))
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await refreshServiceMarks(trx, [row.equipment_id]);
    const machine = await trx.selectFrom('equipment').select('name').where('id', '=', row.equipment_id).executeTakeFirstOrThrow();
    await recordActivity(trx, {
      by,
      origin,
      at: clock.now(),
      kind: 'maintenance_log_changed',
      target: logTarget(row, machine.name),
      equipmentId: row.equipment_id,
      fields: fieldChanges(logFields(before), logFields(row)),
    });
    return row;
  });

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
      .returningAll()
      .executeTakeFirst();
    if (log) {
      await refreshServiceMarks(trx, [log.equipment_id]);
      // Security log (rules 20.12): the log named by its machine and service day (UTC).
      const machine = await trx.selectFrom('equipment').select('name').where('id', '=', log.equipment_id).executeTakeFirstOrThrow();
      await recordMemberEvent(trx, by, origin, clock.now(), {
        kind: 'record_deleted',
        target: logTarget(log, machine.name),
        equipmentId: log.equipment_id,
        fields: deletedFields(logFields(log)),
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
    // Rules 20.12, 20.13: turning a plan off removes it (record_deleted, named by its machine);
    // setting or changing one is reminder_plan_changed; both with the plan before and after.
    const fields = fieldChanges(planFields(before.plan), planFields(plan));
    if (fields.length > 0) {
      const kind = before.plan.kind !== 'off' && plan.kind === 'off' ? 'record_deleted' : 'reminder_plan_changed';
      await recordMemberEvent(trx, by, origin, now, { kind, target: planTarget(machine), equipmentId: machine.id, fields });
    }
  });
};
