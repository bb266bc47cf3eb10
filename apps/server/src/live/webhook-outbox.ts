import { sql } from 'kysely';
import { webhookKindOfAlertEffect, type WebhookEventKind } from '@yardfleet/domain/webhooks/webhook-events';
import type { QueryRunner } from './publish';

/** The channel the webhook deliverers LISTEN on: a NOTIFY here (at commit) wakes them at once. */
export const WEBHOOK_CHANNEL = 'yardfleet_webhooks';

/** One webhook event: its kind and its `data` (at least `id`, what it is about; docs/api.md "Webhooks"). */
export interface WebhookEventInput {
  readonly kind: WebhookEventKind;
  readonly data: { readonly id: string } & Readonly<Record<string, string | number | boolean | null>>;
}

/**
 * Writes webhook events of one company into the outbox (`webhook_deliveries`) inside the
 * transaction `trx` that made the change (docs/decisions on the webhook outbox): one statement, an
 * insert ... select of one row per event and enabled endpoint of the company subscribed to its
 * kind, each event with one id (`event_id`, the deliveries' `webhook-id`) shared by its endpoints,
 * its body `{ type, timestamp, data }`; and a NOTIFY on WEBHOOK_CHANNEL when a row was written,
 * delivered at commit. A company without endpoints writes nothing. Does nothing for an empty list.
 */
export const enqueueWebhookEvents = async (trx: QueryRunner, companyId: string, events: readonly WebhookEventInput[]): Promise<void> => {
  if (events.length === 0) return;
  await sql`with ev as (
      select gen_random_uuid() as event_id, u.kind, u.data from unnest(${events.map((e) => e.kind)}::text[], ${events.map((e) => JSON.stringify(e.data))}::jsonb[]) as u(kind, data)
    )
    insert into webhook_deliveries (event_id, endpoint_id, kind, payload)
    select ev.event_id, ep.id, ev.kind, jsonb_build_object('type', ev.kind, 'timestamp', now(), 'data', ev.data)
    from ev join webhook_endpoints ep on ep.company_id = ${companyId}::uuid and ep.enabled and ep.events @> array[ev.kind]
    returning pg_notify(${WEBHOOK_CHANNEL}, '')`.execute(trx);
};

/** The webhook event of an alert's lifecycle `effect` (domain `webhookKindOfAlertEffect`): `{ id: alertId, ruleId }`, or none. */
export const alertWebhookEvent = (effect: string, alertId: string, ruleId: string | null): WebhookEventInput[] => {
  const kind = webhookKindOfAlertEffect(effect);
  return kind === null ? [] : [{ kind, data: { id: alertId, ruleId } }];
};
