import type { FastifyInstance } from 'fastify';
import type { OutboundMode } from '@yardfleet/domain/webhooks/webhook-url';
import type { ServerConfig } from '../../config/env';
import type { AppContext } from '../../context';
import { channelListenerFor } from '../../db/connect';
import { WEBHOOK_CHANNEL } from '../../live/webhook-outbox';
import { createWebhookDeliverer } from './deliverer';
import { mailEndpointDisabled } from './disabled-mail';
import { pruneWebhookDeliveries } from './prune';

/** How often the deliverer looks for due rows without a NOTIFY (retries coming due, a missed wake), ms. */
export const WEBHOOK_POLL_MS = 1_000;
/** How often delivered and given-up deliveries past their keeping are deleted, ms (hourly). */
export const WEBHOOK_PRUNE_MS = 60 * 60_000;

/**
 * The outbound mode of the server (docs/api.md "Webhooks"): the demo (and development) may call
 * http://127.0.0.1; production never reaches a loopback or private address.
 */
export const outboundModeOf = (config: Pick<ServerConfig, 'mode'>): OutboundMode => ({ allowLoopbackHttp: config.mode !== 'production' });

/**
 * Delivers webhooks while `app` runs (docs/decisions on the webhook outbox): a deliverer wakes on
 * each NOTIFY of WEBHOOK_CHANNEL (an outbox row committed), every WEBHOOK_POLL_MS, and once when the
 * app is ready (rows left by a stopped or killed process); it stops with the app, waiting for the
 * sends under way. A disabled endpoint's admins are mailed; failures are logged. Every
 * WEBHOOK_PRUNE_MS the log past its keeping is deleted (prune.ts).
 */
export const runWebhookDeliveryWhileRunning = (app: FastifyInstance, ctx: AppContext): void => {
  const deliverer = createWebhookDeliverer({
    db: ctx.db,
    mode: outboundModeOf(ctx.config),
    onDisabled: (endpoint) => mailEndpointDisabled(ctx.db, ctx.mailer, ctx.config.publicUrl, endpoint),
    onError: (error) => app.log.error({ err: error }, 'webhook delivery failed'),
  });
  let timer: NodeJS.Timeout | undefined;
  let pruner: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const listener = channelListenerFor(ctx.db);
    if (listener !== undefined) stopListening = await listener.listen(WEBHOOK_CHANNEL, deliverer.wake, deliverer.wake);
    timer = setInterval(deliverer.wake, WEBHOOK_POLL_MS);
    timer.unref();
    pruner = setInterval(
      () => void pruneWebhookDeliveries(ctx.db, new Date()).catch((error) => app.log.error({ err: error }, 'webhook log prune failed')),
      WEBHOOK_PRUNE_MS,
    );
    pruner.unref();
    deliverer.wake();
  });
  app.addHook('onClose', async () => {
    if (timer !== undefined) clearInterval(timer);
    if (pruner !== undefined) clearInterval(pruner);
    await stopListening?.();
    await deliverer.stop();
  });
};
