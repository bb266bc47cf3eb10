import { sql, type Kysely } from 'kysely';

/**
 * The fleet (equipment, tags, warehouses, device reports; rules 16, 17, 18):
 * - `device_credentials`: one live credential per bound machine or gateway (secret stored as SHA-256);
 * - `equipment_reports`: every accepted device / gateway report, unique per machine and fix time
 *   (the idempotency key); no foreign key, so reports outlive a deleted machine (statistics);
 * - `reminder_plans`: the current reminder plan of a machine (rules 3.5, 4.8);
 * - `deleted_equipment`: the tombstone of a deleted machine, naming the logs and reports it left;
 * - equipment gains the warehouse it is in, the time of its last position and battery optimization;
 * - maintenance logs lose their cascade to equipment, so they stay after a machine is deleted.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('device_credentials')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('equipment_id', 'uuid', (c) => c.unique().references('equipment.id').onDelete('cascade'))
    .addColumn('gateway_id', 'uuid', (c) => c.unique().references('gateways.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('device_credentials_one_target', sql`(equipment_id is null) <> (gateway_id is null)`)
    .execute();

  await db.schema
    .createTable('equipment_reports')
    .addColumn('equipment_id', 'uuid', (c) => c.notNull())
    .addColumn('fix_at', 'timestamptz', (c) => c.notNull())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('device', 'gateway')`))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('activity', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_cleared', 'boolean', (c) => c.notNull())
    .addColumn('firmware_version', 'text')
    .addColumn('battery_capacity_pct', 'double precision')
    .addColumn('battery_cycle_count', 'integer')
    .addColumn('engine_hours', 'double precision')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('equipment_reports_pkey', ['equipment_id', 'fix_at'])
    .execute();
  await db.schema.createIndex('equipment_reports_company_idx').on('equipment_reports').columns(['company_id', 'fix_at']).execute();

  await db.schema
    .createTable('reminder_plans')
    .addColumn('equipment_id', 'uuid', (c) => c.primaryKey().references('equipment.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('date', 'engine_hours', 'off')`))
    .addColumn('every', 'integer', (c) => c.check(sql`every between 1 and 9999`))
    .addColumn('calendar_unit', 'text', (c) => c.check(sql`calendar_unit in ('days', 'weeks', 'months')`))
    .addColumn('since_at', 'timestamptz', (c) => c.notNull())
    .addColumn('since_engine_hours', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('deleted_equipment')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('model_number', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('equipment')
    .addColumn('warehouse_id', 'uuid', (c) => c.references('warehouses.id').onDelete('set null'))
    .addColumn('last_position_at', 'timestamptz')
    .addColumn('battery_optimization_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Seeded machines: their last position is as old as their last report.
  await sql`update equipment set last_position_at = last_seen_at where last_lat is not null`.execute(db);

  await sql`alter table maintenance_logs drop constraint if exists maintenance_logs_equipment_id_fkey`.execute(db);
};

/** Reverses `up` (the dropped cascade comes back; logs of deleted machines are removed first). */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from maintenance_logs where equipment_id not in (select id from equipment)`.execute(db);
  await sql`alter table maintenance_logs add constraint maintenance_logs_equipment_id_fkey foreign key (equipment_id) references equipment (id) on delete cascade`.execute(
    db,
  );
  await db.schema.alterTable('equipment').dropColumn('warehouse_id').dropColumn('last_position_at').dropColumn('battery_optimization_active').execute();
  for (const table of ['deleted_equipment', 'reminder_plans', 'equipment_reports', 'device_credentials']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
};
