import { sql, type Kysely } from 'kysely';

/**
 * What the alert engine reads of every machine a report moves (rules 22.1, 22.4), kept where the
 * ingest already writes:
 * - `equipment.last_warehouse_id`: the warehouse the machine is in, or the one it was last in (the
 *   warehouse of its newest position the geofence placed in one; null if none or deleted). The
 *   ingest's fold keeps it (rules 16.5), so a warehouse-scoped rule reads it from the machine's row
 *   instead of searching the machine's reports. Filled here from the stored reports.
 * - `alerts_live_subject_idx`: the live (not resolved) alerts of a company's subjects with their
 *   rules, which every ingested batch reads; resolved alerts, most of the table over time, stay out.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table equipment add column last_warehouse_id uuid references warehouses(id) on delete set null`.execute(db);
  await sql`update equipment e set last_warehouse_id = coalesce(e.warehouse_id, (
      select r.warehouse_id from equipment_reports r join warehouses w on w.id = r.warehouse_id
      where r.company_id = e.company_id and r.equipment_id = e.id and r.warehouse_id is not null order by r.fix_at desc limit 1))`.execute(db);
  await sql`create index alerts_live_subject_idx on alerts (company_id, subject_id) include (rule_id) where status <> 'resolved'`.execute(db);
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists alerts_live_subject_idx`.execute(db);
  await sql`alter table equipment drop column last_warehouse_id`.execute(db);
};
