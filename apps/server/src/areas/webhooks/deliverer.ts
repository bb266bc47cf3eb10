import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isWebhookSuccess, nextWebhookAttempt, WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_TIMEOUT_MS } from '@yardfleet/domain/webhooks/webhook-retry';
import type { OutboundMode } from '@yardfleet/domain/webhooks/webhook-url';
import type { Database } from '../../db/schema';
import { claimDeliveries, recordAttempts, updateEndpointHealth, type AttemptOutcome, type ClaimedDelivery, type DisabledEndpoint } from './delivery-store';
import type { Resolver } from './outbound-address';
import { postWebhook } from './send';
import { signatureHeaders } from './signing';

/** What a deliverer needs; every field but `db` and `mode` has a default (tests inject time, timeout and resolver). */
export interface DelivererOptions {
  readonly db: Kysely<Database>;
  readonly mode: OutboundMode;
  /** The wall clock (signing, scheduling, leases). Default: `new Date()`. */
  readonly now?: () => Date;
  /** A receiver's time to answer, ms. Default WEBHOOK_TIMEOUT_MS (10 s). */
  readonly timeoutMs?: number;
  /** How long a claim holds its rows, ms; must exceed the timeout. Default 60 s. */
  readonly leaseMs?: number;
  /** Most deliveries in flight at once. Default 256. */
  readonly concurrency?: number;
  readonly resolve?: Resolver;
  /** Told of each endpoint disabled after a day of failures (its admin is mailed). */
  readonly onDisabled?: (endpoint: DisabledEndpoint) => Promise<void>;
  /** Told of a failed claim or record (database unreachable); the work is retried at the next wake. */
  readonly onError?: (error: unknown) => void;
}

/** A deliverer of one server process: `wake` starts claiming due rows; `drain` resolves when none is due or in flight; `stop` waits for the sends under way. */
export interface WebhookDeliverer {
  readonly wake: () => void;
  readonly drain: () => Promise<void>;
  readonly stop: () => Promise<void>;
}

/** How long results wait to be written together, ms: many answers in one statement. */
const FLUSH_MS = 20;

/**
 * The webhook deliverer (docs/decisions on the webhook outbox): claims due deliveries (delivery-store.ts
 * `claimDeliveries`) up to `concurrency` in flight, POSTs each with the Standard Webhooks headers
 * (send.ts: checked addresses, no redirects, timeout), and writes the answers in batches: a 2xx is
 * delivered; anything else is retried with backoff (domain webhook-retry.ts) or given up 24 hours
 * after the event; an endpoint failing for a day is disabled and `onDisabled` told. A slow receiver
 * holds one slot of this process, never a request or the ingest.
 */
export const createWebhookDeliverer = (options: DelivererOptions): WebhookDeliverer => {
  const { db, mode } = options;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const leaseMs = options.leaseMs ?? Math.max(60_000, timeoutMs * 3);
  const concurrency = options.concurrency ?? 256;
  const onError = options.onError ?? (() => undefined);
  let inFlight = 0;
  let pumping: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let pending: AttemptOutcome[] = [];
  let flushTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  const idle = new Set<() => void>();

  const settleIdle = (): void => {
    if (inFlight > 0 || pending.length > 0 || pumping !== null || flushTimer !== null) return;
    for (const resolve of [...idle]) resolve();
    idle.clear();
  };

  const flush = (): void => {
    flushTimer = null;
    const batch = pending;
    pending = [];
    flushing = flushing
      .then(async () => {
        await recordAttempts(db, batch);
        const disabled = await updateEndpointHealth(db, batch, now(), WEBHOOK_DISABLE_AFTER_MS);
        for (const endpoint of disabled) await options.onDisabled?.(endpoint);
      })
      .catch(onError)
      .finally(() => {
        wake();
        settleIdle();
      });
  };

  const attempt = async (claimId: string, d: ClaimedDelivery): Promise<void> => {
    const at = now();
    const headers = signatureHeaders(d, d.eventId, at, d.body);
    const sent = await postWebhook(d.url, headers, d.body, { mode, timeoutMs, ...(options.resolve === undefined ? {} : { resolve: options.resolve }) });
    const done = now();
    const ok = sent.status !== null && isWebhookSuccess(sent.status);
    const next = ok ? null : nextWebhookAttempt(d.createdAt, d.attempts, done, Math.random());
    pending.push({
      deliveryId: d.id,
      endpointId: d.endpointId,
      claimId,
      at,
      status: sent.status,
      durationMs: sent.durationMs,
      error: sent.error ?? (ok ? null : `HTTP ${sent.status ?? ''}`.trim()),
      body: sent.body,
      result: ok ? 'delivered' : next === 'give_up' ? 'give_up' : 'retry',
      next: next instanceof Date ? next : null,
    });
    if (pending.length >= 200) {
      if (flushTimer !== null) clearTimeout(flushTimer);
      flush();
    } else if (flushTimer === null) flushTimer = setTimeout(flush, FLUSH_MS);
  };

  const pump = async (): Promise<void> => {
    while (!stopped && inFlight < concurrency) {
      const claimId = randomUUID();
      const rows = await claimDeliveries(db, claimId, Math.min(200, concurrency - inFlight), now(), leaseMs);
      if (rows.length === 0) return;
      for (const row of rows) {
        inFlight += 1;
        void attempt(claimId, row)
          .catch(onError)
          .finally(() => {
            inFlight -= 1;
            settleIdle();
          });
      }
    }
  };

  function wake(): void {
    if (stopped) return;
    if (pumping !== null) {
      again = true;
      return;
    }
    pumping = pump()
      .catch(onError)
      .finally(() => {
        pumping = null;
        if (again) {
          again = false;
          wake();
        } else settleIdle();
      });
  }

  const drain = (): Promise<void> =>
    new Promise<void>((resolve) => {
      idle.add(resolve);
      wake();
    });

  return {
    wake,
    drain,
    stop: async () => {
      stopped = true;
      while (inFlight > 0 || pumping !== null) await new Promise((r) => setTimeout(r, 10));
      if (flushTimer !== null) {
        clearTimeout(flushTimer);
        flush();
      }
      await flushing;
    },
  };
};
