import { sql, type Kysely } from 'kysely';

/**
 * Reports (rules 10):
 * - `equipment_reports` gain the inventory status and warehouse the geofence gave each report at
 *   ingest, so "usage times" (how often a machine went out to work) are counted from what was true
 *   then, not from today's warehouses;
 * - `report_schedules`: scheduled reports (which report, filters, how often, to whom, next run);
 * - `report_runs`: one row per schedule and period sent, unique, so a missed run is sent once after
 *   a restart and never twice when two server processes run.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('equipment_reports').addColumn('inventory_status', 'text').addColumn('warehouse_id', 'uuid').execute();
  await db.schema.createIndex('equipment_reports_machine_fix_idx').on('equipment_reports').columns(['company_id', 'equipment_id', 'fix_at']).execute();

  await db.schema
    .createTable('report_schedules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('inventory', 'usage', 'maintenance', 'power')`))
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull().check(sql`frequency in ('daily', 'weekly', 'monthly')`))
    .addColumn('recipients', 'jsonb', (c) => c.notNull())
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_sent_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('report_schedules_due_idx').on('report_schedules').column('next_run_at').execute();
  await db.schema.createIndex('report_schedules_company_idx').on('report_schedules').column('company_id').execute();

  await db.schema
    .createTable('report_runs')
    .addColumn('schedule_id', 'uuid', (c) => c.notNull().references('report_schedules.id').onDelete('cascade'))
    .addColumn('period_from', 'text', (c) => c.notNull())
    .addColumn('period_to', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sending', 'sent', 'failed')`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('report_runs_pkey', ['schedule_id', 'period_from'])
    .execute();
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['report_runs', 'report_schedules']) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.dropIndex('equipment_reports_machine_fix_idx').ifExists().execute();
  await db.schema.alterTable('equipment_reports').dropColumn('inventory_status').dropColumn('warehouse_id').execute();
};
