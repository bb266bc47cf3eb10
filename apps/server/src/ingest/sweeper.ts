import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { LOCATION_UNKNOWN_AFTER_MS } from '@yardfleet/domain/machines/inventory-status';
import { OFFLINE_AFTER_MS } from '@yardfleet/domain/machines/online-status';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** How often the sweep runs, ms. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * The missed-heartbeat side of SPEC 4, for machines that stopped reporting: a machine or gateway
 * with no report for OFFLINE_AFTER_MS (10 min) becomes offline (the domain's `heartbeatMissed`,
 * activity `connectionLost` -> offline); a located machine whose last position is older than
 * LOCATION_UNKNOWN_AFTER_MS (24 h) shows location unknown (`inventoryStatusAt`).
 * @returns the number of machines changed.
 */
export const sweepStale = async (db: Kysely<Database>, now: Date): Promise<number> => {
  const offlineBefore = new Date(now.getTime() - OFFLINE_AFTER_MS).toISOString();
  const unknownBefore = new Date(now.getTime() - LOCATION_UNKNOWN_AFTER_MS).toISOString();
  const offline = await sql`update equipment set online_status = 'offline', activity = 'offline', updated_at = ${now.toISOString()}::timestamptz
    where online_status = 'online' and (last_seen_at is null or last_seen_at < ${offlineBefore}::timestamptz)`.execute(db);
  const unknown = await sql`update equipment set inventory_status = 'location_unknown', updated_at = ${now.toISOString()}::timestamptz
    where inventory_status in ('in_warehouse', 'out_for_work') and last_position_at < ${unknownBefore}::timestamptz`.execute(db);
  await sql`update gateways set online_status = 'offline'
    where online_status = 'online' and (last_connected_at is null or last_connected_at < ${offlineBefore}::timestamptz)`.execute(db);
  return Number(offline.numAffectedRows ?? 0n) + Number(unknown.numAffectedRows ?? 0n);
};

/** Runs `sweepStale` every SWEEP_EVERY_MS while `app` is open (the timer does not keep the process alive). */
export const startSweeper = (app: FastifyInstance, db: Kysely<Database>, clock: Clock): void => {
  const timer = setInterval(() => {
    sweepStale(db, clock.now()).catch((error: unknown) => app.log.error({ err: error }, 'stale sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
};
