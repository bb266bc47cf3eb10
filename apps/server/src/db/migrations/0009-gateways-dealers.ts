import { sql, type Kysely } from 'kysely';

/**
 * Gateways and dealers (rules 14, 15):
 * - gateways gain the app gateway fields (rules 3.7: brand, system version, application version, UDID,
 *   the email of the member who bound it) and `reset_at` (a reset gateway waits to be bound again);
 *   an index serves the list of one tab ordered by last connection;
 * - `gateway_sub_devices`: the machines a device or app gateway heard, with the first and last time
 *   (the sub-devices and the "connected devices" of app gateways, rules 14.7);
 * - dealers gain their directory number (`code`, unique: the import's key), codes instead of prose
 *   for category, country and region, and a latitude / longitude index (the nearest search's box);
 * - the collection becomes each user's own (`user_dealers`, "in my collection", rules 15.1);
 *   `company_dealers` goes;
 * - live events may name a gateway (the stream's LiveEntity 'gateway').
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('gateways')
    .addColumn('brand', 'text')
    .addColumn('system_version', 'text')
    .addColumn('app_version', 'text')
    .addColumn('udid', 'text')
    .addColumn('bound_email', 'text')
    .addColumn('reset_at', 'timestamptz')
    .execute();
  await sql`create index gateways_company_kind_connected_idx on gateways (company_id, kind, last_connected_at desc nulls last, id)`.execute(db);

  await db.schema
    .createTable('gateway_sub_devices')
    .addColumn('gateway_id', 'uuid', (c) => c.notNull().references('gateways.id').onDelete('cascade'))
    .addColumn('equipment_id', 'uuid', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('first_heard_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_heard_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('gateway_sub_devices_pkey', ['gateway_id', 'equipment_id'])
    .execute();
  await db.schema.createIndex('gateway_sub_devices_equipment_idx').on('gateway_sub_devices').column('equipment_id').execute();
  // The live stream announces gateways too (LiveEntity 'gateway').
  await sql`alter table live_events drop constraint if exists live_events_entity_check`.execute(db);
  await sql`alter table live_events add constraint live_events_entity_check check (entity in ('charger', 'charge_system', 'equipment', 'warehouse', 'gateway'))`.execute(
    db,
  );

  await db.schema.alterTable('dealers').addColumn('code', 'text').execute();
  // The six dealers of the earlier demo seed (the only writer of this table so far) make way for the
  // directory the server seeds into an empty dealers table (seed/dealer-directory.ts).
  await sql`delete from dealers`.execute(db);
  await sql`alter table dealers alter column code set not null`.execute(db);
  await sql`alter table dealers add constraint dealers_code_key unique (code)`.execute(db);
  await sql`create index dealers_lat_lng_idx on dealers (lat, lng)`.execute(db);
  await sql`create index dealers_name_idx on dealers (name, id)`.execute(db);

  await db.schema
    .createTable('user_dealers')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dealer_id', 'uuid', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_dealers_pkey', ['user_id', 'dealer_id'])
    .execute();
  await db.schema.createIndex('user_dealers_dealer_idx').on('user_dealers').column('dealer_id').execute();
  await db.schema.dropTable('company_dealers').ifExists().execute();
};

/** Reverses `up` (the collections go back to none). */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table company_dealers (
      company_id uuid not null references companies(id) on delete cascade,
      dealer_id uuid not null references dealers(id) on delete cascade,
      constraint company_dealers_pkey primary key (company_id, dealer_id))`.execute(db);
  await db.schema.dropTable('user_dealers').ifExists().execute();
  await sql`drop index if exists dealers_name_idx`.execute(db);
  await sql`drop index if exists dealers_lat_lng_idx`.execute(db);
  await sql`alter table dealers drop column code`.execute(db);
  await db.schema.dropTable('gateway_sub_devices').ifExists().execute();
  await sql`delete from live_events where entity = 'gateway'`.execute(db);
  await sql`alter table live_events drop constraint if exists live_events_entity_check`.execute(db);
  await sql`alter table live_events add constraint live_events_entity_check check (entity in ('charger', 'charge_system', 'equipment', 'warehouse'))`.execute(
    db,
  );
  await sql`drop index if exists gateways_company_kind_connected_idx`.execute(db);
  await db.schema
    .alterTable('gateways')
    .dropColumn('brand')
    .dropColumn('system_version')
    .dropColumn('app_version')
    .dropColumn('udid')
    .dropColumn('bound_email')
    .dropColumn('reset_at')
    .execute();
};
