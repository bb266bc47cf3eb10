import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import { securityDb } from '../../db/security-schema';
import type { Database } from '../../db/schema';

/** How long an event is kept, days (docs/security.md "Security log": a year and a month of margin for yearly reviews). */
export const SECURITY_LOG_KEEP_DAYS = 400;
/** How often the prune runs, ms. */
export const SECURITY_PRUNE_EVERY_MS = 6 * 3_600_000;

/**
 * Deletes security events that occurred more than `keepDays` days before `clock.now()`, of every
 * company and the company-less ones (the retention of rules 20.12).
 * @returns how many events were deleted.
 */
export const pruneSecurityEvents = async (db: Kysely<Database>, clock: Clock, keepDays: number = SECURITY_LOG_KEEP_DAYS): Promise<number> => {
  const before = new Date(clock.now().getTime() - keepDays * 86_400_000);
  const result = await securityDb(db).deleteFrom('security_events').where('occurred_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/**
 * Runs `pruneSecurityEvents` now and then every SECURITY_PRUNE_EVERY_MS (the timer does not keep
 * the process alive; failures go to `onError`). @returns the function that stops it and waits for
 * a prune in flight (so the database can close after it).
 */
export const startSecurityPruner = (db: Kysely<Database>, clock: Clock, onError: (error: unknown) => void): (() => Promise<void>) => {
  let running: Promise<void> = Promise.resolve();
  const run = (): void => {
    running = pruneSecurityEvents(db, clock).then(() => undefined, onError);
  };
  run();
  const timer = setInterval(run, SECURITY_PRUNE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};

/**
 * Prunes the security log while `app` runs (SECURITY_LOG_KEEP_DAYS): `startSecurityPruner` when
 * the app is ready, stopped when it closes; a failed prune is logged and tried at the next interval.
 */
export const pruneSecurityLogWhileRunning = (app: FastifyInstance, db: Kysely<Database>, clock: Clock): void => {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startSecurityPruner(db, clock, (error) => app.log.error({ err: error }, 'security log prune failed'));
  });
  app.addHook('onClose', async () => stop?.());
};
