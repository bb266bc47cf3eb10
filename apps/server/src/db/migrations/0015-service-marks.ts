import { sql, type Kysely } from 'kysely';

/**
 * Service due at 100,000 machines (rules 18.4, 21.6): `service_marks`, one row per machine whose
 * reminder plan is active (rules 4.8), holding the marks of the domain's `reminderMarks` written when a
 * plan or a maintenance log is written: for a date plan the instant it becomes due and its due
 * date; for an engine-hours plan the engine hours it becomes due at and its mark. SQL compares them
 * with `now` and the machine's live `equipment.engine_hours` (the server's service-due.ts), so
 * ingest's engine hours writes touch no mark. Machines with no plan (off) have no row.
 * Existing machines are filled by the rule as it stood when this migration was written
 * (`fillServiceMarks` below, a frozen copy: a migration never imports live code).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('service_marks')
    .addColumn('equipment_id', 'uuid', (c) => c.primaryKey().references('equipment.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('due_from_at', 'timestamptz')
    .addColumn('due_at', 'timestamptz')
    .addColumn('due_from_engine_hours', 'double precision')
    .addColumn('due_engine_hours', 'double precision')
    .addCheckConstraint(
      'service_marks_one_kind',
      sql`(due_at is null) = (due_from_at is null) and (due_engine_hours is null) = (due_from_engine_hours is null) and (due_at is null) <> (due_engine_hours is null)`,
    )
    .execute();
  await db.schema
    .createIndex('service_marks_date_idx')
    .on('service_marks')
    .columns(['company_id', 'due_from_at'])
    .where(sql<boolean>`due_from_at is not null`)
    .execute();
  await db.schema
    .createIndex('service_marks_hours_idx')
    .on('service_marks')
    .columns(['company_id', 'equipment_id'])
    .where(sql<boolean>`due_engine_hours is not null`)
    .execute();
  await fillServiceMarks(db as unknown as Kysely<FillTables>);
  // Planner statistics at once: without them a join of the filled table is planned as a few rows.
  await sql`analyze service_marks`.execute(db);
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('service_marks').ifExists().execute();
};

// ---- The fill, frozen as it ran when this migration was written (the server's service-due.ts
// `refreshAllServiceMarks`, reminders.ts `reminderStatesOf` / `stateFrom` and the domain's
// `reminderMarks`, ReminderPlan codec and date-fns 4 `addDays` / `addMonths`). Never change it, and
// never import live code here: later changes to those rules must not change what this migration did.

/** The tables the fill reads and writes, as they stood at this migration. */
interface FillTables {
  equipment: { id: string; company_id: string; added_at: Date };
  maintenance_logs: {
    equipment_id: string;
    performed_at: Date;
    runtime_hours: number;
    reminder_kind: string;
    reminder_units: number | null;
    reminder_calendar_unit: string | null;
  };
  reminder_plans: { equipment_id: string; kind: string; every: number | null; calendar_unit: string | null; since_at: Date; since_engine_hours: number };
  service_marks: {
    equipment_id: string;
    company_id: string;
    due_from_at: Date | null;
    due_at: Date | null;
    due_from_engine_hours: number | null;
    due_engine_hours: number | null;
  };
}

type CalendarUnit = 'days' | 'weeks' | 'months';
type Plan =
  { kind: 'off' } | { kind: 'date'; every: number; unit: CalendarUnit; since: string } | { kind: 'engine_hours'; every: number; sinceEngineHours: number };

const MACHINES_PER_CHUNK = 10_000;
const REMINDER_MIN = 1;
const REMINDER_MAX = 9999;
const REMINDER_DUE_LEAD_DAYS = 7;
const REMINDER_DUE_LEAD_ENGINE_HOURS = 10;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

const isCalendarDay = (year: number, month: number, day: number): boolean => {
  if (!Number.isInteger(year) || year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const isIsoDateTime = (s: string): boolean => {
  const m = ISO_DATE_TIME.exec(s);
  if (m === null) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  return (
    isCalendarDay(year ?? 0, month ?? 0, day ?? 0) &&
    (hour ?? 24) <= 23 &&
    (minute ?? 60) <= 59 &&
    second <= 59 &&
    offsetHours <= 14 &&
    offsetMinutes <= 59 &&
    !Number.isNaN(Date.parse(s))
  );
};

/** A stored instant as an ISO string. @throws Error unless it is a valid date of the years 1000 to 9999. */
const isoOf = (date: Date): string => {
  const s = date.toISOString();
  if (!isIsoDateTime(s)) throw new Error(`stored value "${s}" is not a valid IsoDateTime`);
  return s;
};

/** Stored engine hours. @throws Error unless finite and not negative. */
const engineHoursOf = (n: number): number => {
  if (!(Number.isFinite(n) && n >= 0)) throw new Error(`stored engine hours ${n} are not valid`);
  return n;
};

const isEvery = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= REMINDER_MIN && n <= REMINDER_MAX;
const isUnit = (u: unknown): u is CalendarUnit => u === 'days' || u === 'weeks' || u === 'months';

/** A stored plan checked as the ReminderPlan codec checked it. @throws Error when it is not valid. */
const planOf = (raw: {
  readonly kind: string;
  readonly every?: unknown;
  readonly unit?: unknown;
  readonly since?: unknown;
  readonly sinceEngineHours?: unknown;
}): Plan => {
  if (raw.kind === 'off') return { kind: 'off' };
  if (raw.kind === 'date' && isEvery(raw.every) && isUnit(raw.unit) && typeof raw.since === 'string' && isIsoDateTime(raw.since)) {
    return { kind: 'date', every: raw.every, unit: raw.unit, since: raw.since };
  }
  const hours = raw.sinceEngineHours;
  if (raw.kind === 'engine_hours' && isEvery(raw.every) && typeof hours === 'number' && Number.isFinite(hours) && hours >= 0) {
    return { kind: 'engine_hours', every: raw.every, sinceEngineHours: hours };
  }
  throw new Error('stored reminder plan is not valid');
};

type LastLog = FillTables['maintenance_logs'];
type StoredPlan = FillTables['reminder_plans'];

/** A machine's plan: the stored one, else its latest log's, else off (lastService checks as they ran). */
const planFrom = (stored: StoredPlan | undefined, last: LastLog | undefined, addedAt: Date): Plan => {
  const lastServiceAt = isoOf(last?.performed_at ?? addedAt);
  const lastServiceEngineHours = engineHoursOf(last?.runtime_hours ?? 0);
  if (stored) {
    const since = stored.since_at.toISOString();
    return stored.kind === 'date'
      ? planOf({ kind: 'date', every: stored.every, unit: stored.calendar_unit, since })
      : stored.kind === 'engine_hours'
        ? planOf({ kind: 'engine_hours', every: stored.every, sinceEngineHours: stored.since_engine_hours })
        : planOf({ kind: 'off' });
  }
  if (!last || last.reminder_kind === 'off' || last.reminder_units === null) return planOf({ kind: 'off' });
  return last.reminder_kind === 'date'
    ? planOf({ kind: 'date', every: last.reminder_units, unit: last.reminder_calendar_unit ?? 'months', since: lastServiceAt })
    : planOf({ kind: 'engine_hours', every: last.reminder_units, sinceEngineHours: lastServiceEngineHours });
};

// date-fns 4 in the process's local time zone (amounts are never 0 or NaN here).
const addDays = (date: Date, days: number): Date => {
  const d = new Date(date.getTime());
  d.setDate(d.getDate() + days);
  return d;
};
const addMonths = (date: Date, months: number): Date => {
  const d = new Date(date.getTime());
  const dayOfMonth = d.getDate();
  const endOfDesiredMonth = new Date(d.getTime());
  endOfDesiredMonth.setMonth(d.getMonth() + months + 1, 0);
  if (dayOfMonth >= endOfDesiredMonth.getDate()) return endOfDesiredMonth;
  d.setFullYear(endOfDesiredMonth.getFullYear(), endOfDesiredMonth.getMonth(), dayOfMonth);
  return d;
};

/** The marks row of an active plan (due from, due at), null when off. */
const marksOf = (plan: Plan): Pick<FillTables['service_marks'], 'due_from_at' | 'due_at' | 'due_from_engine_hours' | 'due_engine_hours'> | null => {
  switch (plan.kind) {
    case 'off':
      return null;
    case 'date': {
      const since = new Date(plan.since);
      const dueAt = plan.unit === 'days' ? addDays(since, plan.every) : plan.unit === 'weeks' ? addDays(since, plan.every * 7) : addMonths(since, plan.every);
      return { due_from_at: addDays(dueAt, -REMINDER_DUE_LEAD_DAYS), due_at: dueAt, due_from_engine_hours: null, due_engine_hours: null };
    }
    case 'engine_hours': {
      const dueAt = plan.sinceEngineHours + plan.every;
      return { due_from_at: null, due_at: null, due_from_engine_hours: dueAt - REMINDER_DUE_LEAD_ENGINE_HOURS, due_engine_hours: dueAt };
    }
  }
};

/** Rewrites the marks of the machines `ids` from their plans. */
const fillChunk = async (db: Kysely<FillTables>, ids: readonly string[]): Promise<void> => {
  if (ids.length === 0) return;
  const machines = await db
    .selectFrom('equipment')
    .select(['id', 'company_id', 'added_at'])
    .where(sql<boolean>`id = any(${[...ids]}::uuid[])`)
    .execute();
  const plans = new Map<string, Plan>();
  if (machines.length > 0) {
    const machineIds = machines.map((m) => m.id);
    const lastRows = await db
      .selectFrom('maintenance_logs')
      .distinctOn('equipment_id')
      .select(['equipment_id', 'performed_at', 'runtime_hours', 'reminder_kind', 'reminder_units', 'reminder_calendar_unit'])
      .where('equipment_id', 'in', machineIds)
      .orderBy('equipment_id')
      .orderBy('performed_at', 'desc')
      .execute();
    const storedRows = await db.selectFrom('reminder_plans').selectAll().where('equipment_id', 'in', machineIds).execute();
    const last = new Map(lastRows.map((r) => [r.equipment_id, r]));
    const stored = new Map(storedRows.map((r) => [r.equipment_id, r]));
    for (const m of machines) plans.set(m.id, planFrom(stored.get(m.id), last.get(m.id), m.added_at));
  }
  const rows = machines.flatMap((m) => {
    const plan = plans.get(m.id);
    const marks = plan === undefined ? null : marksOf(plan);
    return marks === null ? [] : [{ equipment_id: m.id, company_id: m.company_id, ...marks }];
  });
  await db
    .deleteFrom('service_marks')
    .where(sql<boolean>`equipment_id = any(${[...ids]}::uuid[])`)
    .execute();
  for (let i = 0; i < rows.length; i += 1_000)
    await db
      .insertInto('service_marks')
      .values(rows.slice(i, i + 1_000))
      .execute();
};

/** Fills `service_marks` for every machine, MACHINES_PER_CHUNK at a time in id order. */
const fillServiceMarks = async (db: Kysely<FillTables>): Promise<void> => {
  let after: string | null = null;
  for (;;) {
    const cursor: string | null = after;
    const chunk = await db
      .selectFrom('equipment')
      .select('id')
      .$if(cursor !== null, (q) => q.where('id', '>', cursor ?? ''))
      .orderBy('id')
      .limit(MACHINES_PER_CHUNK)
      .execute();
    await fillChunk(
      db,
      chunk.map((m) => m.id),
    );
    const last = chunk.at(-1);
    if (chunk.length < MACHINES_PER_CHUNK || last === undefined) break;
    after = last.id;
  }
};
