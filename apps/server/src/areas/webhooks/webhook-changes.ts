import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WebhookAttempt } from '@yardfleet/contract/endpoints/webhooks';
import { isWebhookSuccess, WEBHOOK_TIMEOUT_MS } from '@yardfleet/domain/webhooks/webhook-retry';
import { WEBHOOK_TEST_EVENT } from '@yardfleet/domain/webhooks/webhook-events';
import { webhookUrlProblem, type OutboundMode, type WebhookUrlProblem } from '@yardfleet/domain/webhooks/webhook-url';
import type { Database } from '../../db/schema';
import { webhookDb } from '../../db/webhook-schema';
import { isRowId } from '../../http/ids';
import { recordMemberEvent, type RequestOrigin } from '../security-log/record';
import { hostIsRefusedAddress } from './outbound-address';
import { postWebhook } from './send';
import { newWebhookSecret, ROTATION_GRACE_MS, signatureHeaders } from './signing';

/** Who changes what, when: the admin's company and id, the request (security log address) and the time. */
export interface WebhookChange {
  readonly companyId: string;
  readonly userId: string;
  readonly origin: RequestOrigin;
  readonly at: Date;
}

/** The URL rule (domain webhook-url.ts) applied to `value` in `mode`, with the server's address classification: the problem, or null. */
export const urlProblemOf = (value: string, mode: OutboundMode): WebhookUrlProblem | null => {
  let parts: URL | null;
  try {
    parts = new URL(value);
  } catch {
    parts = null;
  }
  return webhookUrlProblem(parts, value.length, mode, hostIsRefusedAddress);
};

const target = (id: string, url: string) => ({ type: 'webhook' as const, id, label: url });

/** Inserts an enabled endpoint with a new secret and logs `webhook_created`, in one transaction. @returns its id and secret. */
export const createEndpoint = async (
  db: Kysely<Database>,
  change: WebhookChange,
  url: string,
  events: readonly string[],
): Promise<{ id: string; secret: string }> =>
  db.transaction().execute(async (trx) => {
    const secret = newWebhookSecret();
    const row = await webhookDb(trx)
      .insertInto('webhook_endpoints')
      .values({ company_id: change.companyId, url, events: [...new Set(events)], secret, created_by: change.userId, created_at: change.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordMemberEvent(trx, change, change.origin, change.at, {
      kind: 'webhook_created',
      target: target(row.id, url),
      change: { from: null, to: events.join(', ') },
    });
    return { id: row.id, secret };
  });

/**
 * Changes endpoint `id` of `companyId`: its events, and/or `enabled` (enabling clears `disabled_at`
 * and `failing_since`, so it gets a new day before it is disabled again; disabling sets `disabled_at`).
 * @returns false when the company has no such endpoint.
 */
export const updateEndpoint = async (
  db: Kysely<Database>,
  companyId: string,
  id: string,
  change: { readonly events?: readonly string[]; readonly enabled?: boolean },
  at: Date,
): Promise<boolean> => {
  if (!isRowId(id)) return false;
  const result = await webhookDb(db)
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      ...(change.events === undefined ? {} : { events: [...new Set(change.events)] }),
      ...(change.enabled === undefined
        ? {}
        : change.enabled
          ? { enabled: true, disabled_at: null, failing_since: null }
          : { enabled: false, disabled_at: eb.fn.coalesce('disabled_at', eb.val(at)) }),
    }))
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/**
 * Gives endpoint `id` a new secret; the old one keeps signing beside it for ROTATION_GRACE_MS from
 * `wallNow` (the wall clock, like the signatures' timestamps that receivers compare with theirs).
 * Logs `webhook_secret_rotated`. @returns the new secret, or null when the company has no such endpoint.
 */
export const rotateEndpointSecret = async (db: Kysely<Database>, change: WebhookChange, id: string, wallNow = new Date()): Promise<string | null> => {
  if (!isRowId(id)) return null;
  return db.transaction().execute(async (trx) => {
    const secret = newWebhookSecret();
    const row = await webhookDb(trx)
      .updateTable('webhook_endpoints')
      .set((eb) => ({ previous_secret: eb.ref('secret'), previous_secret_until: new Date(wallNow.getTime() + ROTATION_GRACE_MS), secret }))
      .where('company_id', '=', change.companyId)
      .where('id', '=', id)
      .returning(['id', 'url'])
      .executeTakeFirst();
    if (row === undefined) return null;
    await recordMemberEvent(trx, change, change.origin, change.at, { kind: 'webhook_secret_rotated', target: target(row.id, row.url) });
    return secret;
  });
};

/** Deletes endpoint `id` with its deliveries and log, and logs `record_deleted`. @returns false when the company has no such endpoint. */
export const deleteEndpoint = async (db: Kysely<Database>, change: WebhookChange, id: string): Promise<boolean> => {
  if (!isRowId(id)) return false;
  return db.transaction().execute(async (trx) => {
    const row = await webhookDb(trx)
      .deleteFrom('webhook_endpoints')
      .where('company_id', '=', change.companyId)
      .where('id', '=', id)
      .returning(['id', 'url'])
      .executeTakeFirst();
    if (row === undefined) return false;
    await recordMemberEvent(trx, change, change.origin, change.at, { kind: 'record_deleted', target: target(row.id, row.url) });
    return true;
  });
};

/**
 * Sends a `webhook.test` event to endpoint `id` of `companyId` now, signed like every delivery,
 * within WEBHOOK_TIMEOUT_MS and never retried; records it as a delivery (delivered or given up)
 * with its attempt in the log. @returns the attempt, or null when the company has no such endpoint.
 */
export const sendTestEvent = async (
  db: Kysely<Database>,
  companyId: string,
  id: string,
  mode: OutboundMode,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<WebhookAttempt | null> => {
  if (!isRowId(id)) return null;
  const endpoint = await webhookDb(db)
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'secret', 'previous_secret', 'previous_secret_until'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (endpoint === undefined) return null;
  const eventId = randomUUID();
  const at = new Date();
  const body = JSON.stringify({ type: WEBHOOK_TEST_EVENT, timestamp: at.toISOString(), data: { id: endpoint.id } });
  const secrets = { secret: endpoint.secret, previousSecret: endpoint.previous_secret, previousSecretUntil: endpoint.previous_secret_until };
  const sent = await postWebhook(endpoint.url, signatureHeaders(secrets, eventId, at, body), body, { mode, timeoutMs });
  const ok = sent.status !== null && isWebhookSuccess(sent.status);
  const error = sent.error ?? (ok ? null : `HTTP ${sent.status ?? ''}`.trim());
  await db.transaction().execute(async (trx) => {
    const delivery = await webhookDb(trx)
      .insertInto('webhook_deliveries')
      .values({
        event_id: eventId,
        endpoint_id: endpoint.id,
        kind: WEBHOOK_TEST_EVENT,
        payload: body,
        attempts: 1,
        ...(ok ? { delivered_at: at } : { gave_up_at: at }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await webhookDb(trx)
      .insertInto('webhook_attempts')
      .values({
        delivery_id: delivery.id,
        endpoint_id: endpoint.id,
        attempted_at: at,
        status_code: sent.status,
        duration_ms: sent.durationMs,
        error,
        response_body: sent.body,
      })
      .execute();
  });
  return {
    at: at.toISOString(),
    eventId,
    kind: WEBHOOK_TEST_EVENT,
    status: sent.status,
    durationMs: sent.durationMs,
    error,
    response: sent.body,
  } as WebhookAttempt;
};
