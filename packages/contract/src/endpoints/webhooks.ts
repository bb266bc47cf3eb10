import * as t from 'io-ts';
import { IsoDateTime, idCodec } from '@yardfleet/domain/entities/brand';
import { WEBHOOK_EVENT_KINDS, type WebhookEventKind as DomainKind } from '@yardfleet/domain/webhooks/webhook-events';
import { strictType, strictPartial } from '../codec';
import { endpoint } from '../endpoint';

/**
 * Webhooks (docs/api.md "Webhooks"): the company's admin registers endpoints that receive signed
 * events (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`), rotates
 * their secrets, reads each endpoint's delivery log and sends a test event. Managers, employees,
 * users without a company and app-only users answer 1170010403; another company's endpoint id
 * answers 1170010404 like one that does not exist. A URL the rule refuses answers 1170010001
 * `{ url: { code: 'invalid_choice', field: 'url' } }` (https only; http to 127.0.0.1 only in the
 * demo; no user name or password; a host written as a private, loopback, link-local or reserved
 * address is refused, and every resolved address is checked again at each delivery).
 */

export const WebhookEndpointId = idCodec('WebhookEndpointId');
export type WebhookEndpointId = t.TypeOf<typeof WebhookEndpointId>;

/** An event kind an endpoint subscribes to (packages/domain webhooks/webhook-events.ts). */
export const WebhookEventKind = t.keyof(Object.fromEntries(WEBHOOK_EVENT_KINDS.map((k) => [k, null])) as Record<DomainKind, null>, 'WebhookEventKind');
export type WebhookEventKind = t.TypeOf<typeof WebhookEventKind>;

/**
 * One endpoint as the list shows it, never its secret: URL, subscribed events, `enabled`,
 * `disabledAt` (when it was disabled, by its admin or after a day of failures; null while enabled),
 * `failingSince` (the first failed attempt since the last success; null while healthy),
 * `rotatedUntil` (after a rotation, until when the previous secret still signs; else null),
 * `createdAt`, and `createdBy` (the creator's name now; null once deleted). Times are UTC instants.
 */
export const WebhookEndpoint = t.type(
  {
    id: WebhookEndpointId,
    url: t.string,
    events: t.array(WebhookEventKind),
    enabled: t.boolean,
    disabledAt: t.union([IsoDateTime, t.null]),
    failingSince: t.union([IsoDateTime, t.null]),
    rotatedUntil: t.union([IsoDateTime, t.null]),
    createdAt: IsoDateTime,
    createdBy: t.union([t.string, t.null]),
  },
  'WebhookEndpoint',
);
export type WebhookEndpoint = t.TypeOf<typeof WebhookEndpoint>;

/** The company's endpoints, oldest first. */
export const WebhookEndpointList = t.type({ items: t.array(WebhookEndpoint) }, 'WebhookEndpointList');
export type WebhookEndpointList = t.TypeOf<typeof WebhookEndpointList>;

/** `GET /web-hmac/web/webhook/list` (admin): the company's endpoints. */
export const webhookList = endpoint({ method: 'GET', path: '/web-hmac/web/webhook/list', request: undefined, response: WebhookEndpointList, auth: true });

/** Most endpoints a company may hold; more answers 1170010422 `{ reason: 'too_many_endpoints' }`. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

/** A new endpoint: its URL (see the rule above) and at least one event (`events` empty: 1170010001 `{ events: required }`). */
export const CreateWebhookRequest = strictType({ url: t.string, events: t.array(WebhookEventKind) }, 'CreateWebhookRequest');
export type CreateWebhookRequest = t.TypeOf<typeof CreateWebhookRequest>;

/** An endpoint and, this once only, its signing secret (`whsec_...`), which receivers verify with. */
export const WebhookWithSecret = t.type({ endpoint: WebhookEndpoint, secret: t.string }, 'WebhookWithSecret');
export type WebhookWithSecret = t.TypeOf<typeof WebhookWithSecret>;

/** `POST /web-hmac/web/webhook/create` (admin): registers an endpoint, enabled, and answers its secret once. */
export const webhookCreate = endpoint({
  method: 'POST',
  path: '/web-hmac/web/webhook/create',
  request: CreateWebhookRequest,
  response: WebhookWithSecret,
  auth: true,
});

/** A change of an endpoint: its events (at least one) and/or whether it is enabled (enabling clears its failing state). */
export const UpdateWebhookRequest = strictType(
  { id: WebhookEndpointId, change: strictPartial({ events: t.array(WebhookEventKind), enabled: t.boolean }, 'WebhookChange') },
  'UpdateWebhookRequest',
);
export type UpdateWebhookRequest = t.TypeOf<typeof UpdateWebhookRequest>;

/** `POST /web-hmac/web/webhook/update` (admin): changes an endpoint's events or enabled state. Entry: the endpoint. */
export const webhookUpdate = endpoint({
  method: 'POST',
  path: '/web-hmac/web/webhook/update',
  request: UpdateWebhookRequest,
  response: WebhookEndpoint,
  auth: true,
});

export const WebhookRequest = strictType({ id: WebhookEndpointId }, 'WebhookRequest');
export type WebhookRequest = t.TypeOf<typeof WebhookRequest>;

/**
 * `POST /web-hmac/web/webhook/rotate` `{ id }` (admin): a new secret, answered once; the previous
 * one keeps signing beside it (two space-separated signatures) for 24 hours, so receivers switch
 * without losing a delivery.
 */
export const webhookRotate = endpoint({
  method: 'POST',
  path: '/web-hmac/web/webhook/rotate',
  request: WebhookRequest,
  response: WebhookWithSecret,
  auth: true,
});

/** `POST /web-hmac/web/webhook/delete` `{ id }` (admin): deletes the endpoint, its pending deliveries and its log. Entry: null. */
export const webhookDelete = endpoint({ method: 'POST', path: '/web-hmac/web/webhook/delete', request: WebhookRequest, response: t.null, auth: true });

/**
 * One attempt of the delivery log: when, the event (`eventId`, the `webhook-id`; `kind`), the HTTP
 * status (null: no answer, see `error`: timeout, refused address, network), how long, ms, and at
 * most 1 KiB of the answer.
 */
export const WebhookAttempt = t.type(
  {
    at: IsoDateTime,
    eventId: t.string,
    kind: t.string,
    status: t.union([t.number, t.null]),
    durationMs: t.number,
    error: t.union([t.string, t.null]),
    response: t.union([t.string, t.null]),
  },
  'WebhookAttempt',
);
export type WebhookAttempt = t.TypeOf<typeof WebhookAttempt>;

/** Most attempts the log answers, newest first. */
export const WEBHOOK_LOG_MAX = 100;

/** The endpoint's last WEBHOOK_LOG_MAX attempts, newest first, and how many deliveries wait (`pending`: not delivered nor given up). */
export const WebhookLog = t.type({ items: t.array(WebhookAttempt), pending: t.number }, 'WebhookLog');
export type WebhookLog = t.TypeOf<typeof WebhookLog>;

/** `POST /web-hmac/web/webhook/log` `{ id }` (admin): the endpoint's delivery log. */
export const webhookLog = endpoint({
  method: 'POST',
  path: '/web-hmac/web/webhook/log',
  request: WebhookRequest,
  response: WebhookLog,
  auth: true,
  writes: false,
});

/**
 * `POST /web-hmac/web/webhook/test` `{ id }` (admin): sends a `webhook.test` event to the endpoint
 * now (signed like every delivery, 10 s at most, never retried), records it in the log and answers
 * the attempt (`status` 2xx: the receiver accepted it).
 */
export const webhookTest = endpoint({ method: 'POST', path: '/web-hmac/web/webhook/test', request: WebhookRequest, response: WebhookAttempt, auth: true });
