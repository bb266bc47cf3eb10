import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import type { Registrar } from '../../../http/registrar';
import { channelListenerFor } from '../../../db/connect';
import { ALERT_MAIL_CHANNEL, ALERT_MAIL_POLL_MS, startAlertMailWorker, type AlertMailWorker } from './mail-worker';
import { previewRoutes } from './preview-routes';
import { startAlertSweep } from './sweep';

/**
 * The alert engine's part of the app (rules 22): the rule preview route, and, while the app runs,
 * the alert sweep (every minute, sweep.ts) and the alert mail worker (the outbox of alert mail,
 * mail-worker.ts, woken on ALERT_MAIL_CHANNEL as mail is queued), both stopped and awaited when
 * the app closes. Evaluation at ingest needs no
 * wiring (the ingest calls subject-alerts.ts). ALERT_WORKERS=off (`alertWorkers` false) leaves the
 * background work to other processes (tests drive the sweep and the mail worker themselves).
 */
export const alertEngine = (app: FastifyInstance, route: Registrar, ctx: AppContext): void => {
  previewRoutes(route);
  if (!ctx.config.alertWorkers) return;
  startAlertSweep(app, ctx.db, ctx.clock);
  let worker: AlertMailWorker | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const started = startAlertMailWorker({ db: ctx.db, clock: ctx.clock, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl }, ALERT_MAIL_POLL_MS, (error) =>
      app.log.error({ err: error }, 'alert mail poll failed'),
    );
    worker = started;
    // Woken when a transaction that queued mail due now commits, in this process or another (a
    // gap in the notifications wakes it too); without the channel the poll alone sends.
    stopListening = await channelListenerFor(ctx.db)
      ?.listen(ALERT_MAIL_CHANNEL, started.wake, started.wake)
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'alert mail wake-ups are off: LISTEN failed; the mail worker polls');
        return undefined;
      });
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
    await worker?.stop();
  });
};
