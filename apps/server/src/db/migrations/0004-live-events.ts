import { sql, type Kysely } from 'kysely';

/**
 * Live updates (rules 12; architecture 6): `live_events` keeps each company's recent change events (which
 * entity changed, by id). They are written by the transaction that made the change and announced
 * with NOTIFY on commit, so every server process hears them; a client that reconnects with
 * `Last-Event-ID` is replayed the ones it missed. Old events are pruned (src/live/prune).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('entity', 'text', (c) => c.notNull().check(sql`entity in ('charger', 'charge_system', 'equipment', 'warehouse')`))
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('live_events_company_idx').on('live_events').columns(['company_id', 'id']).execute();
};

/** Drops `live_events`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('live_events').ifExists().execute();
};
