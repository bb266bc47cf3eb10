import { sql, type Kysely } from 'kysely';

/**
 * The notification bell (rules 13, 2.7):
 * - `notifications`: one row per real event of a company (a machine turned faulty, went offline,
 *   became due for service; an invited person activated), about a machine or a person (both
 *   cascade: a deleted machine or person takes its notifications along). `dedupe_key`, unique per
 *   company when set, makes "once per machine and due mark" an `on conflict do nothing`;
 *   an index serves the newest-first list of one company;
 * - `notification_reads`: who read which notification (read / unread is per user);
 * - live events may name a notification (the stream's LiveEntity 'notification').
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('machine_faulty', 'machine_offline', 'service_due', 'invitation_accepted')`))
    .addColumn('equipment_id', 'uuid', (c) => c.references('equipment.id').onDelete('cascade'))
    .addColumn('person_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('error_code', 'text')
    .addColumn('dedupe_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index notifications_company_created_idx on notifications (company_id, created_at desc, id desc)`.execute(db);
  await sql`create unique index notifications_company_dedupe_key on notifications (company_id, dedupe_key) where dedupe_key is not null`.execute(db);
  await db.schema.createIndex('notifications_equipment_idx').on('notifications').column('equipment_id').execute();
  await db.schema.createIndex('notifications_person_idx').on('notifications').column('person_id').execute();

  await db.schema
    .createTable('notification_reads')
    .addColumn('notification_id', 'uuid', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_reads_pkey', ['user_id', 'notification_id'])
    .execute();
  await db.schema.createIndex('notification_reads_notification_idx').on('notification_reads').column('notification_id').execute();

  await sql`alter table live_events drop constraint if exists live_events_entity_check`.execute(db);
  await sql`alter table live_events add constraint live_events_entity_check check (entity in ('charger', 'charge_system', 'equipment', 'warehouse', 'gateway', 'notification'))`.execute(
    db,
  );
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from live_events where entity = 'notification'`.execute(db);
  await sql`alter table live_events drop constraint if exists live_events_entity_check`.execute(db);
  await sql`alter table live_events add constraint live_events_entity_check check (entity in ('charger', 'charge_system', 'equipment', 'warehouse', 'gateway'))`.execute(
    db,
  );
  await db.schema.dropTable('notification_reads').ifExists().execute();
  await db.schema.dropTable('notifications').ifExists().execute();
};
