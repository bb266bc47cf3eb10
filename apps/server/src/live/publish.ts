import { sql, type Kysely } from 'kysely';
import type { LiveEvent } from '@yardfleet/contract/endpoints/live';

/** The PostgreSQL channel every server process LISTENs on for change events (DESIGN 6). */
export const LIVE_CHANNEL = 'yardfleet_live';

/** A change to announce: which entity of the company changed, by id (endpoints/live.ts LiveEvent). */
export type ChangeEvent = Pick<LiveEvent, 'entity'> & { readonly id: string };

/**
 * Records change events of one company inside the transaction `trx` that made the change (issue 9,
 * DESIGN 6): one `live_events` row each (its id is the stream's event id, replayed after
 * `Last-Event-ID`) and a NOTIFY on LIVE_CHANNEL, which PostgreSQL and PGlite deliver to every
 * listening process only when the transaction commits (never for a rolled-back change).
 * Duplicate (entity, id) pairs are sent once. Does nothing for an empty list.
 */
export const publishChanges = async (trx: Kysely<unknown>, companyId: string, events: readonly ChangeEvent[]): Promise<void> => {
  const unique = new Map<string, ChangeEvent>();
  for (const e of events) unique.set(`${e.entity}|${e.id}`, e);
  if (unique.size === 0) return;
  const list = [...unique.values()];
  await sql`with inserted as (
      insert into live_events (company_id, entity, entity_id)
      select ${companyId}::uuid, u.entity, u.entity_id from unnest(${list.map((e) => e.entity)}::text[], ${list.map((e) => e.id)}::text[]) as u(entity, entity_id)
      returning id
    )
    select pg_notify(${LIVE_CHANNEL}, ${companyId}::text || ':' || max(id)::text) from inserted`.execute(trx);
};
