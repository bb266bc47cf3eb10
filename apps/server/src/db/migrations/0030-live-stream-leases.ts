import { sql, type Kysely } from 'kysely';

/**
 * `live_stream_leases`: one row per open live update stream (rules 12.5), so the caps on streams
 * per session and per company hold across every server process on every host (decision 0032).
 * A process renews its streams' leases with each heartbeat and deletes a lease when its stream
 * ends; a lease whose process died (kill -9, a lost host) lapses at `expires_at` and no longer counts.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table live_stream_leases (
    id uuid primary key,
    company_id uuid not null references companies(id) on delete cascade,
    token_hash text not null,
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index live_stream_leases_company_idx on live_stream_leases (company_id, expires_at)`.execute(db);
  await sql`create index live_stream_leases_session_idx on live_stream_leases (token_hash, expires_at)`.execute(db);
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table if exists live_stream_leases`.execute(db);
};
