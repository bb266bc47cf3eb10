import { sql, type Kysely } from 'kysely';

const uuidPk = (db: Kysely<unknown>, table: string) =>
  db.schema.createTable(table).addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`));
const companyFk = 'companies.id';

/**
 * The whole product's schema (rules 3): companies, people and sessions; warehouses, gateways, tags
 * and equipment; chargers and batteries; maintenance; dealers. Every company-owned table carries
 * `company_id` so each query can be scoped to the caller's company (rules 6.8).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await uuidPk(db, 'companies')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull().check(sql`version in ('FULL_VERSION', 'POWER_VERSION')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await uuidPk(db, 'users')
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('user_type', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'uuid', (c) => c.references(companyFk).onDelete('set null'))
    .addColumn('role', 'text', (c) => c.check(sql`role in ('admin', 'manager', 'employee')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('invited', 'activated')`))
    .addColumn('invited_at', 'timestamptz')
    .addColumn('activated_at', 'timestamptz')
    .addColumn('invitation_address', 'text')
    .addColumn('consent_accepted_at', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('window_failures', 'integer', (c) => c.notNull())
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();

  await db.schema
    .createTable('link_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('activation', 'registration', 'reset', 'invitation')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await uuidPk(db, 'warehouses')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references(companyFk).onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('radius_m', 'double precision', (c) => c.notNull().check(sql`radius_m > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('warehouses_company_idx').on('warehouses').columns(['company_id', 'name']).execute();

  await uuidPk(db, 'gateways')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references(companyFk).onDelete('cascade'))
    .addColumn('warehouse_id', 'uuid', (c) => c.references('warehouses.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text', (c) => c.notNull().unique())
    .addColumn('firmware_version', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('last_connected_at', 'timestamptz')
    .addColumn('online_status', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('gateways_company_idx').on('gateways').columns(['company_id', 'kind']).execute();

  await uuidPk(db, 'tag_groups')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references(companyFk).onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('tag_groups_company_name_key', ['company_id', 'name'])
    .execute();
  await uuidPk(db, 'tags')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references(companyFk).onDelete('cascade'))
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('tag_groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('tags_group_name_key', ['group_id', 'name'])
    .execute();
  await db.schema.createIndex('tags_company_idx').on('tags').column('company_id').execute();

  await uuidPk(db, 'equipment')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references(companyFk).onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('model_number', 'text', (c) => c.notNull())
    .addColumn('picture_url', 'text')
    .addColumn('inventory_status', 'text', (c) => c.notNull())
    .addColumn('online_status', 'text', (c) => c.notNull())
    .addColumn('activity', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('last_lat', 'double precision')
    .addColumn('last_lng', 'double precision')
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('firmware_version', 'text', (c) => c.notNull())
    .addColumn('battery_max_capacity_pct', 'double precision')
    .addColumn('battery_cycle_count', 'integer')
    .addColumn('engine_hours', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('equipment_company_name_idx').on('equipment').columns(['company_id', 'name', 'serial_number']).execute();
  await sql`create index equipment_company_lower_name_idx on equipment (company_id, lower(name))`.execute(db);
  await sql`create index equipment_lower_serial_idx on equipment (lower(serial_number))`.execute(db);
  await db.schema
    .createTable('equipment_tags')
    .addColumn('equipment_id', 'uuid', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addColumn('tag_id', 'uuid', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('equipment_tags_pkey', ['equipment_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('equipment_tags_tag_idx').on('equipment_tags').column('tag_id').execute();

  await uuidPk(db, 'chargers')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references(companyFk).onDelete('cascade'))
    .addColumn('warehouse_id', 'uuid', (c) => c.references('warehouses.id').onDelete('set null'))
    .addColumn('gateway_id', 'uuid', (c) => c.references('gateways.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text', (c) => c.notNull().unique())
    .addColumn('firmware_version', 'text', (c) => c.notNull())
    .addColumn('port_count', 'integer', (c) => c.notNull())
    .addColumn('online_status', 'text', (c) => c.notNull())
    .addColumn('energy_total_wh', 'double precision', (c) => c.notNull())
    .addColumn('installed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chargers_company_idx').on('chargers').columns(['company_id', 'name']).execute();

  await uuidPk(db, 'batteries')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references(companyFk).onDelete('cascade'))
    .addColumn('charger_id', 'uuid', (c) => c.references('chargers.id').onDelete('set null'))
    .addColumn('port_number', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('portable', 'high_capacity')`))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('charge_pct', 'double precision', (c) => c.notNull())
    .addColumn('capacity_wh', 'double precision', (c) => c.notNull())
    .addColumn('max_capacity_pct', 'double precision', (c) => c.notNull())
    .addColumn('cycle_count', 'integer', (c) => c.notNull())
    .addColumn('legacy', 'boolean', (c) => c.notNull())
    .addColumn('optimization_active', 'boolean', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .execute();
  await db.schema.createIndex('batteries_company_idx').on('batteries').columns(['company_id', 'charger_id']).execute();

  await db.schema
    .createTable('charger_energy_days')
    .addColumn('charger_id', 'uuid', (c) => c.notNull().references('chargers.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references(companyFk).onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('energy_wh', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('charger_energy_days_pkey', ['charger_id', 'day'])
    .execute();

  await uuidPk(db, 'maintenance_logs')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references(companyFk).onDelete('cascade'))
    .addColumn('equipment_id', 'uuid', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addColumn('service_type', 'text', (c) => c.notNull().check(sql`service_type in ('maintenance', 'inspection', 'repair')`))
    .addColumn('performed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('runtime_hours', 'double precision', (c) => c.notNull())
    .addColumn('labor_minutes', 'integer', (c) => c.notNull().check(sql`labor_minutes >= 0`))
    .addColumn('expense_cents', 'integer', (c) => c.notNull().check(sql`expense_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('performed_by', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('reminder_kind', 'text', (c) => c.notNull().check(sql`reminder_kind in ('date', 'engine_hours', 'off')`))
    .addColumn('reminder_units', 'integer', (c) => c.check(sql`reminder_units between 1 and 9999`))
    .addColumn('reminder_calendar_unit', 'text')
    .execute();
  await db.schema.createIndex('maintenance_logs_company_idx').on('maintenance_logs').columns(['company_id', 'equipment_id', 'performed_at']).execute();

  await uuidPk(db, 'dealers')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('town', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('telephone', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('company_dealers')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references(companyFk).onDelete('cascade'))
    .addColumn('dealer_id', 'uuid', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('company_dealers_pkey', ['company_id', 'dealer_id'])
    .execute();
};

/** Drops every table of `up`, dependents first. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of [
    'company_dealers',
    'dealers',
    'maintenance_logs',
    'charger_energy_days',
    'batteries',
    'chargers',
    'equipment_tags',
    'equipment',
    'tags',
    'tag_groups',
    'gateways',
    'warehouses',
    'link_tokens',
    'login_throttle',
    'sessions',
    'users',
    'companies',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
};
