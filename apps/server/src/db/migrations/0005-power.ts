import { sql, type Kysely } from 'kysely';

/**
 * The power area (rules 11; chargers: rules 3.10; port and battery states: rules 4.6):
 * - `charger_ports`: the current state of every port of a charger (the truth for port state), with
 *   the battery on it, the charging power, the port's error and the fix time of that state (older
 *   reports never overwrite newer ones);
 * - `charger_reports`: every accepted charger snapshot, unique per (charger, fix time), the
 *   idempotency key; it keeps the cumulative energy meter reading and when the meter last started
 *   from zero, from which energy per company-local day is recomputed; no foreign key, so reports
 *   outlive a deleted charger (statistics);
 * - chargers gain their last report time, their own error code and the newest meter reading;
 * - gateways gain a site name (a charge system at a site that is not a warehouse);
 * - batteries gain the fix time of their last reading.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('charger_ports')
    .addColumn('charger_id', 'uuid', (c) => c.notNull().references('chargers.id').onDelete('cascade'))
    .addColumn('port_number', 'integer', (c) => c.notNull().check(sql`port_number between 1 and 16`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('charging', 'standby', 'overheat', 'error', 'empty', 'ready', 'waiting', 'discharging', 'fully_charged')`),
    )
    .addColumn('battery_id', 'uuid', (c) => c.references('batteries.id').onDelete('set null'))
    .addColumn('power_w', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('error_code', 'text')
    .addColumn('state_at', 'timestamptz')
    .addPrimaryKeyConstraint('charger_ports_pkey', ['charger_id', 'port_number'])
    .execute();
  await db.schema.createIndex('charger_ports_company_idx').on('charger_ports').columns(['company_id', 'state']).execute();

  await db.schema
    .createTable('charger_reports')
    .addColumn('charger_id', 'uuid', (c) => c.notNull())
    .addColumn('fix_at', 'timestamptz', (c) => c.notNull())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('gateway_id', 'uuid')
    .addColumn('meter_wh', 'double precision', (c) => c.notNull().check(sql`meter_wh >= 0`))
    .addColumn('meter_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('ports', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('charger_reports_pkey', ['charger_id', 'fix_at'])
    .execute();
  await db.schema.createIndex('charger_reports_company_idx').on('charger_reports').columns(['company_id', 'fix_at']).execute();

  await db.schema
    .alterTable('chargers')
    .addColumn('last_report_at', 'timestamptz')
    .addColumn('error_code', 'text')
    .addColumn('meter_wh', 'double precision')
    .addColumn('meter_started_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('gateways').addColumn('site_name', 'text').execute();
  await db.schema.alterTable('batteries').addColumn('reported_at', 'timestamptz').execute();
  await db.schema.createIndex('chargers_gateway_idx').on('chargers').column('gateway_id').execute();
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('chargers_gateway_idx').ifExists().execute();
  await db.schema.alterTable('batteries').dropColumn('reported_at').execute();
  await db.schema.alterTable('gateways').dropColumn('site_name').execute();
  await db.schema.alterTable('chargers').dropColumn('last_report_at').dropColumn('error_code').dropColumn('meter_wh').dropColumn('meter_started_at').execute();
  for (const table of ['charger_reports', 'charger_ports']) await db.schema.dropTable(table).ifExists().execute();
};
