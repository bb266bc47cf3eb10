import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { exportAttachment } from './attachment';
import { claimDueRuns, claimRetries } from './claim';
import { deliverRun, type DeliverDeps } from './deliver';

/** What one poll did: runs mailed to every recipient, and runs that failed (retried later). */
export interface PollResult {
  readonly sent: number;
  readonly failed: number;
}

/**
 * One poll of the scheduled report runner (rules 10.10; docs/decisions/0010): claims the due
 * schedules and the runs to retry at the clock's `now` (row locks and one run per period, see
 * claim.ts), then mails each claimed run, one after the other.
 */
export const runDueReports = async (deps: DeliverDeps): Promise<PollResult> => {
  const now = deps.clock.now();
  const runs = [...(await claimDueRuns(deps.db, now)), ...(await claimRetries(deps.db, now))];
  let sent = 0;
  for (const run of runs) if (await deliverRun(deps, run)) sent += 1;
  return { sent, failed: runs.length - sent };
};

/** A running scheduler: `stop` ends the polling and waits for the poll under way. */
export interface ReportScheduler {
  readonly stop: () => Promise<void>;
}

/**
 * Starts polling: a first poll at once (so a run missed while the server was down is sent right
 * after a restart), then `pollMs` after the end of each poll (polls never overlap). A failing poll
 * (database unreachable) is reported to `onError` and tried again at the next interval. The timer
 * does not keep the process alive.
 */
export const startReportScheduler = (deps: DeliverDeps, pollMs: number, onError: (error: unknown) => void): ReportScheduler => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = (): void => {
    timer = undefined;
    current = runDueReports(deps)
      .then(() => undefined, onError)
      .finally(() => {
        if (!stopped) {
          timer = setTimeout(tick, pollMs);
          timer.unref();
        }
      });
  };
  timer = setTimeout(tick, 0);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await current;
    },
  };
};

/** What the runner and `send-now` need from the app's context: database, clock, mailer, public URL and the XLSX export as the attachment. */
export const deliverDepsOf = (ctx: AppContext): DeliverDeps => ({
  db: ctx.db,
  clock: ctx.clock,
  mailer: ctx.mailer,
  publicUrl: ctx.config.publicUrl,
  buildAttachment: exportAttachment(ctx.clock),
});

/**
 * Runs the scheduled reports while `app` runs: `startReportScheduler` when the app is ready
 * (unless REPORT_SCHEDULER=off), stopped, waiting for the poll under way, when it closes; a failed
 * poll is logged.
 */
export const runReportSchedulerWhileRunning = (app: FastifyInstance, ctx: AppContext): void => {
  const pollMs = ctx.config.reportSchedulerPollMs;
  if (pollMs === null) return;
  const deps = deliverDepsOf(ctx);
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startReportScheduler(deps, pollMs, (error) => app.log.error({ err: error }, 'scheduled report poll failed')).stop;
  });
  app.addHook('onClose', async () => stop?.());
};
