import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { ReminderPlanInput } from '@yardfleet/contract/endpoints/maintenance';
import type { ReminderView } from '@yardfleet/contract/endpoints/equipment-detail';
import type { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { ReminderPlan } from '@yardfleet/domain/entities/maintenance-log';
import { EngineHours } from '@yardfleet/domain/entities/units';
import type { ServiceDue } from '@yardfleet/domain/entities/equipment';
import { reminderStatus, reminderTransition, type ReminderError, type ReminderState, type ReminderStatus } from '@yardfleet/domain/machines/reminder-plan';
import { fleetDb } from '../../db/fleet-schema';
import type { Database } from '../../db/schema';
import { isoDateTimeOf } from '../../http/ids';

const engineHours = (n: number): EngineHours => {
  const decoded = EngineHours.decode(n);
  if (E.isLeft(decoded)) throw new Error(`stored engine hours ${n} are not valid`);
  return decoded.right;
};

const planOf = (raw: unknown): ReminderPlan => {
  const decoded = ReminderPlan.decode(raw);
  if (E.isLeft(decoded)) throw new Error('stored reminder plan is not valid');
  return decoded.right;
};

/** A machine's latest maintenance log, the columns its reminder state needs. */
export type LastLog = {
  performed_at: Date;
  runtime_hours: number;
  reminder_kind: string;
  reminder_units: number | null;
  reminder_calendar_unit: string | null;
};
/** A machine's row of `reminder_plans`, the columns its reminder state needs. */
export type StoredPlan = { kind: string; every: number | null; calendar_unit: string | null; since_at: Date; since_engine_hours: number };

/**
 * One machine's state from its stored plan (if any), its latest log (if any) and its addition date;
 * for callers that read both with their own query (the equipment list's one query).
 * @throws Error when a stored plan or engine hours break the domain's codecs.
 */
export const stateFrom = (stored: StoredPlan | undefined, last: LastLog | undefined, addedAt: Date): ReminderState => {
  const lastServiceAt = isoDateTimeOf(last?.performed_at ?? addedAt);
  const lastServiceEngineHours = engineHours(last?.runtime_hours ?? 0);
  if (stored) {
    const since = stored.since_at.toISOString();
    const plan =
      stored.kind === 'date'
        ? planOf({ kind: 'date', every: stored.every, unit: stored.calendar_unit, since })
        : stored.kind === 'engine_hours'
          ? planOf({ kind: 'engine_hours', every: stored.every, sinceEngineHours: stored.since_engine_hours })
          : planOf({ kind: 'off' });
    return { plan, lastServiceAt, lastServiceEngineHours };
  }
  if (!last || last.reminder_kind === 'off' || last.reminder_units === null) return { plan: planOf({ kind: 'off' }), lastServiceAt, lastServiceEngineHours };
  const plan =
    last.reminder_kind === 'date'
      ? planOf({ kind: 'date', every: last.reminder_units, unit: last.reminder_calendar_unit ?? 'months', since: lastServiceAt })
      : planOf({ kind: 'engine_hours', every: last.reminder_units, sinceEngineHours: lastServiceEngineHours });
  return { plan, lastServiceAt, lastServiceEngineHours };
};

/**
 * The reminder machine states (domain machines/reminder-plan) of several machines in two queries
 * (a page of the equipment list): for each, the plan stored in `reminder_plans`, else the plan set
 * with its latest maintenance log (seeded history), else off; the last service is its latest log
 * (date, runtime), else its addition at 0 engine hours. Keyed by machine id.
 */
export const reminderStatesOf = async (
  db: Kysely<Database>,
  machines: readonly { readonly id: string; readonly addedAt: Date }[],
): Promise<Map<string, ReminderState>> => {
  if (machines.length === 0) return new Map();
  const ids = machines.map((m) => m.id);
  const lastRows = await db
    .selectFrom('maintenance_logs')
    .distinctOn('equipment_id')
    .select(['equipment_id', 'performed_at', 'runtime_hours', 'reminder_kind', 'reminder_units', 'reminder_calendar_unit'])
    .where('equipment_id', 'in', ids)
    .orderBy('equipment_id')
    .orderBy('performed_at', 'desc')
    .execute();
  const storedRows = await fleetDb(db).selectFrom('reminder_plans').selectAll().where('equipment_id', 'in', ids).execute();
  const last = new Map(lastRows.map((r) => [r.equipment_id, r]));
  const stored = new Map(storedRows.map((r) => [r.equipment_id, r]));
  return new Map(machines.map((m) => [m.id, stateFrom(stored.get(m.id), last.get(m.id), m.addedAt)]));
};

/** The reminder machine state of one machine (see `reminderStatesOf`). */
export const reminderStateOf = async (db: Kysely<Database>, equipmentId: string, addedAt: Date): Promise<ReminderState> => {
  const state = (await reminderStatesOf(db, [{ id: equipmentId, addedAt }])).get(equipmentId);
  return state ?? stateFrom(undefined, undefined, addedAt);
};

/** The equipment list's `serviceDue` (rules 18.5) of a standing from the domain's `reminderStatus`: due, overdue, else null. */
export const serviceDueOf = (standing: { readonly status: ReminderStatus['status'] }): ServiceDue =>
  standing.status === 'due' || standing.status === 'overdue' ? standing.status : null;

/** The plan and its standing at `now` with the machine's engine hours (the domain's `reminderStatus`). */
export const reminderViewOf = (plan: ReminderPlan, now: Date, hours: number): ReminderView => ({ plan, status: reminderStatus(plan, now, hours) });

/** Stores `plan` as the machine's current plan. */
export const storePlan = async (db: Kysely<Database>, companyId: string, equipmentId: string, plan: ReminderPlan, now: Date): Promise<void> => {
  const row = {
    company_id: companyId,
    kind: plan.kind,
    every: plan.kind === 'off' ? null : plan.every,
    calendar_unit: plan.kind === 'date' ? plan.unit : null,
    since_at: plan.kind === 'date' ? plan.since : now.toISOString(),
    since_engine_hours: plan.kind === 'engine_hours' ? plan.sinceEngineHours : 0,
    updated_at: now,
  };
  await fleetDb(db)
    .insertInto('reminder_plans')
    .values({ equipment_id: equipmentId, ...row })
    .onConflict((oc) => oc.column('equipment_id').doUpdateSet(row))
    .execute();
};

/**
 * Applies a requested plan through the domain's `reminderTransition` (`planSet` / `planTurnedOff`;
 * turning off a plan that is off keeps it off). `out_of_range` comes back when N is not 1..9999.
 */
export const applyPlanInput = (state: ReminderState, input: ReminderPlanInput): E.Either<ReminderError, ReminderState> => {
  if (input.kind === 'off') return state.plan.kind === 'off' ? E.right(state) : reminderTransition(state, { type: 'planTurnedOff' });
  return reminderTransition(state, {
    type: 'planSet',
    plan: input.kind === 'date' ? { kind: 'date', every: input.every, unit: input.unit } : { kind: 'engine_hours', every: input.every },
  });
};

/**
 * After a service was logged at `at` with `runtime` engine hours: an active stored plan counts again
 * from it (the domain's `serviceLogged`); a back-dated service (older than the latest log) leaves
 * the plan as it is. Call after the log is stored.
 */
export const restartPlanAfterService = async (
  db: Kysely<Database>,
  companyId: string,
  equipmentId: string,
  addedAt: Date,
  at: IsoDateTime,
  runtime: number,
  now: Date,
): Promise<void> => {
  const stored = await fleetDb(db).selectFrom('reminder_plans').select('kind').where('equipment_id', '=', equipmentId).executeTakeFirst();
  if (!stored || stored.kind === 'off') return;
  const state = await reminderStateOf(db, equipmentId, addedAt);
  const next = reminderTransition(state, { type: 'serviceLogged', at, engineHours: engineHours(runtime) });
  if (E.isRight(next)) await storePlan(db, companyId, equipmentId, next.right.plan, now);
};
