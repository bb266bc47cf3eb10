import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  CreateWebhookRequest,
  WebhookRequest,
  webhookCreate,
  webhookList,
  webhookLog,
  webhookRotate,
  webhookTest,
  type WebhookAttempt,
  type WebhookEndpoint,
} from '@yardfleet/contract/endpoints/webhooks';
import { decodeBody, fieldErrorsEnvelope, httpFailureHandler, neverAnswers, okEnvelope, on } from './respond';

const iso = (s: string) => s as WebhookEndpoint['createdAt'];

/** Three endpoints of the fixture company: a healthy one, one failing since the morning, and one disabled after a day of failures. */
export const WEBHOOK_ENDPOINTS: readonly WebhookEndpoint[] = [
  {
    id: 'b1c1e0a0-0000-4000-8000-000000000001' as WebhookEndpoint['id'],
    url: 'https://erp.example.com/yardfleet/events',
    events: ['equipment.changed', 'inventory.status_changed', 'report.sent'],
    enabled: true,
    disabledAt: null,
    failingSince: null,
    rotatedUntil: null,
    createdAt: iso('2026-03-02T15:04:00.000Z'),
    createdBy: 'Dana Whitfield',
  },
  {
    id: 'b1c1e0a0-0000-4000-8000-000000000002' as WebhookEndpoint['id'],
    url: 'https://dispatch.example.net/hooks/fleet',
    events: ['machine.online', 'machine.offline', 'alert.opened', 'alert.resolved'],
    enabled: true,
    disabledAt: null,
    failingSince: iso('2026-03-12T13:10:00.000Z'),
    rotatedUntil: null,
    createdAt: iso('2026-03-05T10:00:00.000Z'),
    createdBy: 'Dana Whitfield',
  },
  {
    id: 'b1c1e0a0-0000-4000-8000-000000000003' as WebhookEndpoint['id'],
    url: 'https://old-bi.example.org/ingest',
    events: ['charger.port_state_changed'],
    enabled: false,
    disabledAt: iso('2026-03-11T09:30:00.000Z'),
    failingSince: iso('2026-03-10T09:30:00.000Z'),
    rotatedUntil: null,
    createdAt: iso('2026-02-20T08:00:00.000Z'),
    createdBy: null,
  },
];

/** The delivery log of the fixture endpoints: a 500, a timeout, then a success. */
export const WEBHOOK_ATTEMPTS: readonly WebhookAttempt[] = [
  { at: iso('2026-03-12T14:20:05.000Z'), eventId: '5f7c…01', kind: 'equipment.changed', status: 204, durationMs: 84, error: null, response: '' },
  {
    at: iso('2026-03-12T14:19:45.000Z'),
    eventId: '5f7c…01',
    kind: 'equipment.changed',
    status: null,
    durationMs: 10_000,
    error: 'timeout after 10000 ms',
    response: null,
  },
  {
    at: iso('2026-03-12T14:19:40.000Z'),
    eventId: '5f7c…01',
    kind: 'equipment.changed',
    status: 500,
    durationMs: 132,
    error: 'HTTP 500',
    response: 'Internal Server Error',
  },
];

/** The secret a created or rotated fixture endpoint answers once. */
export const FIXTURE_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** Webhook handlers: a working fake (list, create answering FIXTURE_SECRET or 1170010001 for an http URL, rotate, log, test), empty, HTTP 500, never answering. */
export const webhookHandlers = {
  working: (endpoints: readonly WebhookEndpoint[] = WEBHOOK_ENDPOINTS): HttpHandler[] => [
    on(webhookList, () => okEnvelope({ items: endpoints })),
    on(webhookCreate, async ({ request }) => {
      const body = await decodeBody(CreateWebhookRequest, request);
      if (E.isLeft(body)) return body.left;
      if (!body.right.url.startsWith('https://')) return fieldErrorsEnvelope({ url: { code: 'invalid_choice', field: 'url' } });
      const endpoint = {
        ...WEBHOOK_ENDPOINTS[0],
        id: 'b1c1e0a0-0000-4000-8000-000000000009',
        url: body.right.url,
        events: body.right.events,
        failingSince: null,
      };
      return okEnvelope({ endpoint, secret: FIXTURE_SECRET });
    }),
    on(webhookRotate, async ({ request }) => {
      const body = await decodeBody(WebhookRequest, request);
      if (E.isLeft(body)) return body.left;
      const endpoint = endpoints.find((e) => e.id === body.right.id);
      return okEnvelope({ endpoint: { ...endpoint, rotatedUntil: '2026-03-13T14:00:00.000Z' }, secret: FIXTURE_SECRET });
    }),
    on(webhookLog, () => okEnvelope({ items: WEBHOOK_ATTEMPTS, pending: 1 })),
    on(webhookTest, () =>
      okEnvelope({ at: '2026-03-12T14:25:00.000Z', eventId: 'test', kind: 'webhook.test', status: 200, durationMs: 42, error: null, response: 'ok' }),
    ),
  ],
  empty: (): HttpHandler[] => webhookHandlers.working([]),
  httpError: (): HttpHandler[] => [httpFailureHandler(webhookList)],
  loading: (): HttpHandler[] => [neverAnswers(webhookList)],
};
