import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { fleetDb } from '../src/db/fleet-schema';
import type { Database } from '../src/db/schema';
import { addCompany } from './power-fixtures';

/** A full-version company in `timeZone` with one admin (demo password); returns its id and the admin's email. */
export const addFullCompany = async (db: Kysely<Database>, name: string, timeZone: string): Promise<{ companyId: string; email: string }> => {
  const company = await addCompany(db, name, timeZone);
  await db.updateTable('companies').set({ version: 'FULL_VERSION' }).where('id', '=', company.companyId).execute();
  return company;
};

type Category = Database['equipment']['category'];
let serial = 0;

/** Machines of `companyId` named by `names` (one row each, in one insert); returns their ids in order. */
export const addMachines = async (
  db: Kysely<Database>,
  companyId: string,
  names: readonly string[],
  over: { category?: Category; warehouseId?: string | null; inventoryStatus?: Database['equipment']['inventory_status'] } = {},
): Promise<string[]> => {
  const now = new Date('2026-01-01T00:00:00.000Z');
  const rows = names.map((name) => ({
    id: randomUUID(),
    company_id: companyId,
    name,
    serial_number: `RPT-${String((serial += 1)).padStart(6, '0')}`,
    category: over.category ?? 'mower',
    model_number: 'M-1',
    picture_url: null,
    inventory_status: over.inventoryStatus ?? (over.warehouseId ? 'in_warehouse' : 'never_seen'),
    online_status: 'offline' as const,
    activity: 'idle' as const,
    last_seen_at: null,
    last_lat: null,
    last_lng: null,
    added_at: now,
    updated_at: now,
    error_code: null,
    firmware_version: '1.0.0',
    battery_max_capacity_pct: null,
    battery_cycle_count: null,
    engine_hours: 12,
    warehouse_id: over.warehouseId ?? null,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await fleetDb(db)
      .insertInto('equipment')
      .values(rows.slice(i, i + 500))
      .execute();
  return rows.map((r) => r.id);
};

/** A warehouse of `companyId`. */
export const addWarehouse = async (db: Kysely<Database>, companyId: string, name: string): Promise<string> =>
  (
    await db
      .insertInto('warehouses')
      .values({ company_id: companyId, name, address: 'Somewhere 1', lat: 52.5, lng: 13.4, radius_m: 200 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A tag of `companyId` (in a new group) put on `equipmentIds`; returns the tag id. */
export const addTag = async (db: Kysely<Database>, companyId: string, name: string, equipmentIds: readonly string[]): Promise<string> => {
  const group = await db
    .insertInto('tag_groups')
    .values({ company_id: companyId, name: `${name} group` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tag = await db.insertInto('tags').values({ company_id: companyId, group_id: group.id, name }).returning('id').executeTakeFirstOrThrow();
  if (equipmentIds.length > 0)
    await db
      .insertInto('equipment_tags')
      .values(equipmentIds.map((equipment_id) => ({ equipment_id, tag_id: tag.id })))
      .execute();
  return tag.id;
};

/** Maintenance logs of a machine at the given instants (ISO); type, labor and expense vary with the index. */
export const addLogs = async (db: Kysely<Database>, companyId: string, equipmentId: string, instants: readonly string[], currency = 'EUR'): Promise<void> => {
  const types = ['maintenance', 'inspection', 'repair'] as const;
  const rows = instants.map((performed_at, i) => ({
    company_id: companyId,
    equipment_id: equipmentId,
    service_type: types[i % 3] ?? 'repair',
    performed_at,
    runtime_hours: 10 + i,
    labor_minutes: 15 + (i % 7),
    expense_cents: 100 * (i % 11),
    currency,
    performed_by: 'Tester',
    details: `log ${i}`,
    reminder_kind: 'off' as const,
    reminder_units: null,
    reminder_calendar_unit: null,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('maintenance_logs')
      .values(rows.slice(i, i + 500))
      .execute();
};

/** One group of logs recomputed straight from the rows in SQL: type, company-local month and currency with count, labor and expense sums. */
export interface LogGroup {
  readonly service_type: string;
  readonly month: string;
  readonly currency: string;
  readonly count: number;
  readonly labor: number;
  readonly expense: number;
}

/**
 * The company's logs performed on the company-local days `from`..`to` grouped in SQL, independently
 * of the server's code (PostgreSQL's own `at time zone`).
 */
export const logGroupsInDb = async (db: Kysely<Database>, companyId: string, timeZone: string, from: string, to: string): Promise<LogGroup[]> => {
  const { rows } = await sql<LogGroup>`
    select l.service_type, to_char(l.performed_at at time zone ${timeZone}, 'YYYY-MM') as month, l.currency,
      count(*)::int as count, sum(l.labor_minutes)::int as labor, sum(l.expense_cents)::float8 as expense
    from maintenance_logs l
    where l.company_id = ${companyId} and (l.performed_at at time zone ${timeZone})::date between ${from}::date and ${to}::date
    group by 1, 2, 3`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count), labor: Number(r.labor), expense: Number(r.expense) }));
};

/** The ids of the company's logs on the local days `from`..`to`, newest first (then by id, descending), in SQL. */
export const logIdsInDb = async (db: Kysely<Database>, companyId: string, timeZone: string, from: string, to: string): Promise<string[]> => {
  const { rows } = await sql<{ id: string }>`
    select l.id from maintenance_logs l
    where l.company_id = ${companyId} and (l.performed_at at time zone ${timeZone})::date between ${from}::date and ${to}::date
    order by l.performed_at desc, l.id desc`.execute(db);
  return rows.map((r) => r.id);
};

/** Sums `groups` by `key`, dropping groups of zero logs: `{ key: [count, labor, { currency: expense }] }`. */
export const sumGroups = (groups: readonly LogGroup[], key: (g: LogGroup) => string): Record<string, [number, number, Record<string, number>]> => {
  const out: Record<string, [number, number, Record<string, number>]> = {};
  for (const g of groups) {
    const [count, labor, money] = out[key(g)] ?? [0, 0, {}];
    out[key(g)] = [count + g.count, labor + g.labor, { ...money, [g.currency]: (money[g.currency] ?? 0) + g.expense }];
  }
  return out;
};

/** The same shape from the report's totals (groups with no logs dropped). */
export const fromTotals = <T extends { count: number; laborMinutes: number; expenses: readonly { currency: string; amountCents: number }[] }>(
  groups: readonly T[],
  key: (g: T) => string,
): Record<string, [number, number, Record<string, number>]> =>
  Object.fromEntries(
    groups.filter((g) => g.count > 0).map((g) => [key(g), [g.count, g.laborMinutes, Object.fromEntries(g.expenses.map((e) => [e.currency, e.amountCents]))]]),
  );

/** Energy per charger and per day of the company on the days `from`..`to` (text days compare in order), in SQL. */
export const energyInDb = async (db: Kysely<Database>, companyId: string, from: string, to: string, warehouseId: string | null = null) => {
  const { rows } = await sql<{ charger_id: string; day: string; wh: number }>`
    select x.charger_id, x.day, x.energy_wh::float8 as wh from charger_energy_days x join chargers c on c.id = x.charger_id
    where x.company_id = ${companyId} and x.day >= ${from} and x.day <= ${to} and (${warehouseId}::uuid is null or c.warehouse_id = ${warehouseId}::uuid)`.execute(
    db,
  );
  const byCharger = new Map<string, number>();
  const byDay = new Map<string, number>();
  for (const r of rows) {
    byCharger.set(r.charger_id, (byCharger.get(r.charger_id) ?? 0) + Number(r.wh));
    byDay.set(r.day, (byDay.get(r.day) ?? 0) + Number(r.wh));
  }
  return { byCharger, byDay, total: rows.reduce((s, r) => s + Number(r.wh), 0) };
};
