import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { reminderMarks } from '@yardfleet/domain/machines/reminder-plan';
import type { Database } from '../../db/schema';
import { reminderStatesOf } from './reminders';

/** `service_marks` (migration 0015): the domain's `reminderMarks` of each machine with an active plan. */
export type ServiceMarkTables = {
  service_marks: {
    equipment_id: string;
    company_id: string;
    due_from_at: Date | null;
    due_at: Date | null;
    due_from_engine_hours: number | null;
    due_engine_hours: number | null;
  };
};

const marksDb = (db: Kysely<Database>): Kysely<Database & ServiceMarkTables> => db.withTables<ServiceMarkTables>();

/** How many machines one pass of `refreshAllServiceMarks` reads: bounded memory per pass. */
const MACHINES_PER_CHUNK = 10_000;

/**
 * Rewrites the stored marks (`service_marks`) of the machines `equipmentIds` from their reminder
 * state (reminders.ts `reminderStatesOf`: stored plan, else the latest log's plan, else
 * off) through the domain's `reminderMarks` (rules 18.4): a row for an active plan, none for
 * off. Call it after every write of a plan or a maintenance log (add, edit, delete) of those
 * machines, in the same transaction; unknown ids are skipped. Engine hours are not stored here:
 * SQL compares the marks with the live `equipment.engine_hours`.
 */
export const refreshServiceMarks = async (db: Kysely<Database>, equipmentIds: readonly string[]): Promise<void> => {
  if (equipmentIds.length === 0) return;
  const machines = await db
    .selectFrom('equipment')
    .select(['id', 'company_id', 'added_at'])
    .where(sql<boolean>`id = any(${[...equipmentIds]}::uuid[])`)
    .execute();
  const states = await reminderStatesOf(
    db,
    machines.map((m) => ({ id: m.id, addedAt: m.added_at })),
  );
  const rows = machines.flatMap((m) => {
    const state = states.get(m.id);
    const marks = state === undefined ? null : reminderMarks(state.plan);
    if (marks === null) return [];
    const dates = marks.kind === 'date' ? { due_from_at: marks.dueFrom, due_at: marks.dueAt } : { due_from_at: null, due_at: null };
    const hours =
      marks.kind === 'engine_hours'
        ? { due_from_engine_hours: marks.dueFrom, due_engine_hours: marks.dueAt }
        : { due_from_engine_hours: null, due_engine_hours: null };
    return [{ equipment_id: m.id, company_id: m.company_id, ...dates, ...hours }];
  });
  const mdb = marksDb(db);
  await mdb
    .deleteFrom('service_marks')
    .where(sql<boolean>`equipment_id = any(${[...equipmentIds]}::uuid[])`)
    .execute();
  for (let i = 0; i < rows.length; i += 1_000)
    await mdb
      .insertInto('service_marks')
      .values(rows.slice(i, i + 1_000))
      .execute();
};

/**
 * Rewrites the marks of every machine (of `companyId` only, when given), `MACHINES_PER_CHUNK` at a
 * time: the seeds' last step, after they write logs and plans in bulk (migration 0015 filled the
 * table with its own frozen copy of this rule).
 */
export const refreshAllServiceMarks = async (db: Kysely<Database>, companyId?: string): Promise<void> => {
  let after: string | null = null;
  for (;;) {
    const cursor: string | null = after;
    const chunk = await db
      .selectFrom('equipment')
      .select('id')
      .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
      .$if(cursor !== null, (q) => q.where('id', '>', cursor ?? ''))
      .orderBy('id')
      .limit(MACHINES_PER_CHUNK)
      .execute();
    await refreshServiceMarks(
      db,
      chunk.map((m) => m.id),
    );
    const last = chunk.at(-1);
    if (chunk.length < MACHINES_PER_CHUNK || last === undefined) break;
    after = last.id;
  }
};

/** A service standing the list can filter by (`serviceDue`, rules 18.5). */
export type Standing = 'due' | 'overdue';

/**
 * The SQL reading of the domain's `reminderStatus` over the stored marks of `service_marks as m`
 * and the machine's live `equipment.engine_hours` at `now`: overdue strictly past the due date or
 * mark; due from `due_from_*` up to and including the mark. A machine without a marks row is off.
 * Tested equal to `reminderStatus` for generated plans, instants and hours (test/service-due-sql.test.ts).
 */
export const standingSql = (standing: Standing, now: Date): RawBuilder<SqlBool> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return standing === 'overdue'
    ? sql<SqlBool>`((m.due_at is not null and m.due_at < ${at}) or (m.due_engine_hours is not null and equipment.engine_hours > m.due_engine_hours))`
    : sql<SqlBool>`((m.due_at is not null and m.due_at >= ${at} and m.due_from_at <= ${at})
        or (m.due_engine_hours is not null and equipment.engine_hours <= m.due_engine_hours and equipment.engine_hours >= m.due_from_engine_hours))`;
};

/**
 * A condition on a query over `equipment`: the machine's service stands exactly at `standing` at
 * `now` (the list's and fleet map's `serviceDue` filter, rules 18.5), one index lookup per machine.
 */
export const serviceStandsAt = (standing: Standing, now: Date): Expression<SqlBool> =>
  sql<SqlBool>`exists (select 1 from service_marks m where m.equipment_id = equipment.id and ${standingSql(standing, now)})`;

/** How many of a company's machines are due and overdue at one instant. */
export type ServiceDueCounts = { readonly due: number; readonly overdue: number };

/**
 * How many of `companyId`'s machines are exactly due and exactly overdue at `now` (the inventory
 * overview's counts, rules 10.11, 18.4): one query over the company's marks rows (machines with an
 * active plan), the same predicate as `serviceStandsAt`, so a count equals its filtered list's total.
 */
export const serviceDueCountsOf = async (db: Kysely<Database>, companyId: string, now: Date): Promise<ServiceDueCounts> => {
  const { rows } = await sql<{ due: number; overdue: number }>`select
      count(*) filter (where ${standingSql('due', now)})::int as due,
      count(*) filter (where ${standingSql('overdue', now)})::int as overdue
    from service_marks m join equipment on equipment.id = m.equipment_id
    where m.company_id = ${companyId}::uuid and equipment.company_id = ${companyId}::uuid`.execute(db);
  return { due: Number(rows[0]?.due ?? 0), overdue: Number(rows[0]?.overdue ?? 0) };
};

/** One group of `fleetCountsOf`: the machines of one inventory and online status, and how many of them are due and overdue. */
export type FleetCountRow = {
  readonly inventoryStatus: string;
  readonly onlineStatus: string;
  readonly count: number;
  readonly due: number;
  readonly overdue: number;
};

/**
 * The inventory home's figures (rules 10.11) in one pass over `companyId`'s machines (one scan at
 * 100,000 machines, not one per figure): the machines grouped by inventory and online status, each
 * group with how many are exactly due and overdue at `now` (the `serviceStandsAt` predicate over the
 * machine's marks row, none for an off plan). Exact counts.
 */
export const fleetCountsOf = async (db: Kysely<Database>, companyId: string, now: Date): Promise<FleetCountRow[]> => {
  const { rows } = await sql<{ inventory_status: string; online_status: string; count: number; due: number; overdue: number }>`select
      equipment.inventory_status, equipment.online_status, count(*)::int as count,
      count(*) filter (where ${standingSql('due', now)})::int as due,
      count(*) filter (where ${standingSql('overdue', now)})::int as overdue
    from equipment left join service_marks m on m.equipment_id = equipment.id
    where equipment.company_id = ${companyId}::uuid
    group by equipment.inventory_status, equipment.online_status`.execute(db);
  return rows.map((r) => ({
    inventoryStatus: r.inventory_status,
    onlineStatus: r.online_status,
    count: Number(r.count),
    due: Number(r.due),
    overdue: Number(r.overdue),
  }));
};
