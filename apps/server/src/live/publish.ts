import { sql, type Kysely } from 'kysely';
import type { LiveEvent } from '@yardfleet/contract/endpoints/live';
import { webhookKindOfLiveEntity } from '@yardfleet/domain/webhooks/webhook-events';
import { WEBHOOK_CHANNEL } from './webhook-outbox';

/** The PostgreSQL channel every server process LISTENs on for change events (architecture 6). */
export const LIVE_CHANNEL = 'yardfleet_live';

/** A change to announce: which entity of the company changed, by id (endpoints/live.ts LiveEvent). */
export type ChangeEvent = Pick<LiveEvent, 'entity'> & { readonly id: string };

/**
 * What runs the statements: any Kysely instance or transaction, whatever its table types
 * (`Kysely<unknown>` does not accept a `Transaction<FleetDatabase>`, so the parameter is structural).
 */
export type QueryRunner = Pick<Kysely<unknown>, 'getExecutor'>;

/** Longest entity id a change event may carry (ids are UUIDs or short keys), characters. */
export const MAX_ENTITY_ID_LENGTH = 200;

/**
 * Records change events of one company inside the transaction `trx` that made the change (rules 12.2,
 * architecture 6): one `live_events` row each (its id is the stream's event id, replayed after
 * `Last-Event-ID`) and a NOTIFY on LIVE_CHANNEL, which PostgreSQL and PGlite deliver to every
 * listening process only when the transaction commits (never for a rolled-back change).
 * The NOTIFY carries the events themselves, `{"c": companyId, "e": [[eventId, entity, entityId], ...]}`
 * in event id order, split into several notifications so each stays under PostgreSQL's 8,000-byte
 * payload limit; listeners need no query, and a transaction that commits after a later-numbered one
 * still delivers its own events. Duplicate (entity, id) pairs are sent once. Does nothing for an
 * empty list. The same statement writes the webhook outbox (live/webhook-outbox.ts): a machine's
 * change is `equipment.changed`, a charger's `charger.port_state_changed`, one row per enabled
 * endpoint of the company subscribed to it (when it has no enabled endpoint, one index probe and nothing else).
 * @throws Error when an entity id is longer than MAX_ENTITY_ID_LENGTH.
 */
export const publishChanges = async (trx: QueryRunner, companyId: string, events: readonly ChangeEvent[]): Promise<void> => {
  const unique = new Map<string, ChangeEvent>();
  for (const e of events) {
    if (e.id.length > MAX_ENTITY_ID_LENGTH) throw new Error(`live event id of ${e.entity} is longer than ${MAX_ENTITY_ID_LENGTH} characters`);
    unique.set(`${e.entity}|${e.id}`, e);
  }
  if (unique.size === 0) return;
  const list = [...unique.values()];
  // Each array element is at most 48 bytes plus its entity id, so a group of 7,000 bytes of
  // elements (plus one element and the company id) stays under the 8,000-byte NOTIFY limit.
  await sql`with inserted as (
      insert into live_events (company_id, entity, entity_id)
      select ${companyId}::uuid, u.entity, u.entity_id from unnest(${list.map((e) => e.entity)}::text[], ${list.map((e) => e.id)}::text[]) as u(entity, entity_id)
      returning id, entity, entity_id
    ), wh_ev as (
      select gen_random_uuid() as event_id, w.kind, w.entity_id from unnest(${list.map((e) => webhookKindOfLiveEntity(e.entity))}::text[], ${list.map((e) => e.id)}::text[]) as w(kind, entity_id)
      where w.kind is not null and exists (select 1 from webhook_endpoints ep where ep.company_id = ${companyId}::uuid and ep.enabled)
    ), wh as (
      insert into webhook_deliveries (event_id, endpoint_id, kind, payload)
      select wh_ev.event_id, ep.id, wh_ev.kind, jsonb_build_object('type', wh_ev.kind, 'timestamp', now(), 'data', jsonb_build_object('id', wh_ev.entity_id))
      from wh_ev join webhook_endpoints ep on ep.company_id = ${companyId}::uuid and ep.enabled and ep.events @> array[wh_ev.kind]
      returning pg_notify(${WEBHOOK_CHANNEL}, '')
    ), sized as (
      select id, entity, entity_id, sum(octet_length(entity_id) + 48) over (order by id) as reach from inserted
    )
    select pg_notify(${LIVE_CHANNEL}, json_build_object('c', ${companyId}::text, 'e', json_agg(json_build_array(id::text, entity, entity_id) order by id))::text)
    from sized group by reach / 7000`.execute(trx);
};

/**
 * Tells every server process that the session with this token hash ended (logout), so each ends
 * that session's open streams at once: a NOTIFY `{"s": tokenHash}` on LIVE_CHANNEL.
 */
export const publishSessionEnded = async (db: QueryRunner, tokenHash: string): Promise<void> => {
  await sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('s', ${tokenHash}::text)::text)`.execute(db);
};
