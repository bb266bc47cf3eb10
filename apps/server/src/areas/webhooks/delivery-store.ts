import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A claimed delivery: the row, its endpoint's URL and secrets, and the claim that owns it until its lease ends. */
export interface ClaimedDelivery {
  readonly id: string;
  readonly eventId: string;
  readonly endpointId: string;
  readonly companyId: string;
  readonly body: string;
  readonly createdAt: Date;
  /** Attempts made, this one included. */
  readonly attempts: number;
  readonly url: string;
  readonly secret: string;
  readonly previousSecret: string | null;
  readonly previousSecretUntil: Date | null;
}

interface ClaimRow {
  id: string;
  event_id: string;
  endpoint_id: string;
  company_id: string;
  body: string;
  created_at: Date | string;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | string | null;
}

const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * Claims at most `limit` due deliveries for `claimId` until `now + leaseMs` (docs/decisions on the
 * webhook outbox): rows not delivered nor given up, due at `now`, unclaimed or whose lease ended
 * (their process died), of enabled endpoints, oldest due first. `for update skip locked` lets
 * several processes claim at once without waiting for each other or taking the same row, and the
 * lease keeps a claimed row from every other claim while it is being sent: one delivery per event
 * and endpoint at a time. Counts the attempt.
 */
export const claimDeliveries = async (db: Kysely<Database>, claimId: string, limit: number, now: Date, leaseMs: number): Promise<ClaimedDelivery[]> => {
  const until = new Date(now.getTime() + leaseMs);
  const { rows } = await sql<ClaimRow>`update webhook_deliveries d
      set claim_id = ${claimId}::uuid, claimed_until = ${until}, attempts = d.attempts + 1
      from webhook_endpoints e
      where e.id = d.endpoint_id and d.id in (
        select d2.id from webhook_deliveries d2 join webhook_endpoints e2 on e2.id = d2.endpoint_id
        where d2.delivered_at is null and d2.gave_up_at is null and d2.next_attempt_at <= ${now}
          and (d2.claimed_until is null or d2.claimed_until < ${now}) and e2.enabled
        order by d2.next_attempt_at limit ${limit}
        for update of d2 skip locked)
      returning d.id, d.event_id, d.endpoint_id, e.company_id, d.payload::text as body, d.created_at, d.attempts,
        e.url, e.secret, e.previous_secret, e.previous_secret_until`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    endpointId: r.endpoint_id,
    companyId: r.company_id,
    body: r.body,
    createdAt: date(r.created_at),
    attempts: r.attempts,
    url: r.url,
    secret: r.secret,
    previousSecret: r.previous_secret,
    previousSecretUntil: r.previous_secret_until === null ? null : date(r.previous_secret_until),
  }));
};

/** How one attempt ended: delivered, to retry at `next`, or given up. */
export interface AttemptOutcome {
  readonly deliveryId: string;
  readonly endpointId: string;
  readonly claimId: string;
  readonly at: Date;
  readonly status: number | null;
  readonly durationMs: number;
  readonly error: string | null;
  readonly body: string | null;
  readonly result: 'delivered' | 'retry' | 'give_up';
  /** The next attempt's time (result `retry`). */
  readonly next: Date | null;
}

/**
 * Records attempts in one statement: each attempt in the delivery log, and each delivery released
 * from its claim as delivered, due again at `next`, or given up (only while `claimId` still owns it).
 * @returns nothing; see `updateEndpointHealth` for the endpoints' failing state.
 */
export const recordAttempts = async (db: Kysely<Database>, outcomes: readonly AttemptOutcome[]): Promise<void> => {
  if (outcomes.length === 0) return;
  const col = <T>(f: (o: AttemptOutcome) => T): T[] => outcomes.map(f);
  await sql`with r as (
      select * from unnest(${col((o) => o.deliveryId)}::uuid[], ${col((o) => o.endpointId)}::uuid[], ${col((o) => o.claimId)}::uuid[],
        ${col((o) => o.at.toISOString())}::timestamptz[], ${col((o) => o.status)}::int[], ${col((o) => o.durationMs)}::int[],
        ${col((o) => o.error)}::text[], ${col((o) => o.body)}::text[], ${col((o) => o.result)}::text[], ${col((o) => o.next?.toISOString() ?? null)}::timestamptz[])
        as r(delivery_id, endpoint_id, claim_id, at, status, duration_ms, error, body, result, next_at)
    ), logged as (
      insert into webhook_attempts (delivery_id, endpoint_id, attempted_at, status_code, duration_ms, error, response_body)
      select delivery_id, endpoint_id, at, status, duration_ms, error, body from r
    )
    update webhook_deliveries d set claim_id = null, claimed_until = null,
      delivered_at = case when r.result = 'delivered' then r.at end,
      gave_up_at = case when r.result = 'give_up' then r.at end,
      next_attempt_at = coalesce(r.next_at, d.next_attempt_at)
    from r where d.id = r.delivery_id and d.claim_id = r.claim_id`.execute(db);
};

/** An endpoint disabled by `updateEndpointHealth`: its id, company and URL (its admin is mailed). */
export interface DisabledEndpoint {
  readonly id: string;
  readonly companyId: string;
  readonly url: string;
}

/**
 * Updates the failing state of the endpoints of `outcomes`: one that had a delivered attempt is
 * healthy (`failing_since` null); one with only failures keeps its first failure's time; an endpoint
 * failing for `disableAfterMs` or more at `now` is disabled (`enabled` false, `disabled_at` now).
 * @returns the endpoints disabled now.
 */
export const updateEndpointHealth = async (
  db: Kysely<Database>,
  outcomes: readonly AttemptOutcome[],
  now: Date,
  disableAfterMs: number,
): Promise<DisabledEndpoint[]> => {
  if (outcomes.length === 0) return [];
  const byEndpoint = new Map<string, { ok: boolean; firstFailure: Date | null }>();
  for (const o of outcomes) {
    const e = byEndpoint.get(o.endpointId) ?? { ok: false, firstFailure: null };
    if (o.result === 'delivered') e.ok = true;
    else if (e.firstFailure === null || o.at < e.firstFailure) e.firstFailure = o.at;
    byEndpoint.set(o.endpointId, e);
  }
  const ids = [...byEndpoint.keys()];
  const ok = ids.map((id) => byEndpoint.get(id)?.ok ?? false);
  const failed = ids.map((id) => byEndpoint.get(id)?.firstFailure?.toISOString() ?? null);
  const limit = new Date(now.getTime() - disableAfterMs);
  const { rows } = await sql<{ id: string; company_id: string; url: string; disabled: boolean }>`with h as (
      select * from unnest(${ids}::uuid[], ${ok}::boolean[], ${failed}::timestamptz[]) as h(id, ok, failed_at)
    )
    update webhook_endpoints e set
      failing_since = case when h.ok then null else coalesce(e.failing_since, h.failed_at) end,
      enabled = case when not h.ok and e.enabled and coalesce(e.failing_since, h.failed_at) <= ${limit} then false else e.enabled end,
      disabled_at = case when not h.ok and e.enabled and coalesce(e.failing_since, h.failed_at) <= ${limit} then ${now} else e.disabled_at end
    from h where e.id = h.id
    returning e.id, e.company_id, e.url, (e.disabled_at = ${now}) as disabled`.execute(db);
  return rows.filter((r) => r.disabled).map((r) => ({ id: r.id, companyId: r.company_id, url: r.url }));
};
