import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { LOCATION_UNKNOWN_AFTER_MS } from '@yardfleet/domain/machines/inventory-status';
import { OFFLINE_AFTER_MS } from '@yardfleet/domain/machines/online-status';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { publishChanges, type ChangeEvent } from '../../live/publish';
import { enqueueWebhookEvents, type WebhookEventInput } from '../../live/webhook-outbox';

/** How often the sweep runs, ms. */
export const SWEEP_EVERY_MS = 60_000;

/** One changed row: its company and the live event that announces it. */
type Swept = { readonly company_id: string; readonly id: string };

/** Most rows of each kind (machines offline, machines location unknown, gateways, chargers) one sweep transaction changes. */
export const SWEEP_BATCH_ROWS = 1_000;

/** What one batch changed: machines (offline or location unknown), and whether a kind filled its batch. */
interface BatchResult {
  readonly machines: number;
  readonly full: boolean;
}

/** Lets queued requests run between two batches (one macrotask). */
const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * One bounded batch of the sweep in one transaction: at most `limit` rows of each kind, picked
 * `for update skip locked` (a row an ingest holds is left for the next batch or sweep, never
 * waited on), changed, and announced on the live stream from the same transaction.
 */
const sweepBatch = (db: Kysely<Database>, now: Date, limit: number): Promise<BatchResult> => {
  const at = now.toISOString();
  const offlineBefore = new Date(now.getTime() - OFFLINE_AFTER_MS).toISOString();
  const unknownBefore = new Date(now.getTime() - LOCATION_UNKNOWN_AFTER_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const offline = await sql<Swept>`update equipment set online_status = 'offline', activity = 'offline', updated_at = ${at}::timestamptz
      where id in (select id from equipment where online_status = 'online' and (last_seen_at is null or last_seen_at < ${offlineBefore}::timestamptz)
        limit ${limit} for update skip locked)
      returning company_id, id`.execute(trx);
    const unknown = await sql<Swept>`update equipment set inventory_status = 'location_unknown', updated_at = ${at}::timestamptz
      where id in (select id from equipment where inventory_status in ('in_warehouse', 'out_for_work') and last_position_at < ${unknownBefore}::timestamptz
        limit ${limit} for update skip locked)
      returning company_id, id`.execute(trx);
    const gateways = await sql<Swept & { readonly kind: string }>`update gateways set online_status = 'offline'
      where id in (select id from gateways where online_status = 'online' and (last_connected_at is null or last_connected_at < ${offlineBefore}::timestamptz)
        limit ${limit} for update skip locked)
      returning company_id, id, kind`.execute(trx);
    const chargers = await sql<Swept & { readonly gateway_id: string | null }>`update chargers set online_status = 'offline'
      where id in (select id from chargers where online_status = 'online' and last_report_at is not null and last_report_at < ${offlineBefore}::timestamptz
        limit ${limit} for update skip locked)
      returning company_id, id, gateway_id`.execute(trx);
    const byCompany = new Map<string, ChangeEvent[]>();
    const add = (companyId: string, event: ChangeEvent) => {
      const events = byCompany.get(companyId);
      if (events === undefined) byCompany.set(companyId, [event]);
      else events.push(event);
    };
    for (const row of [...offline.rows, ...unknown.rows]) add(row.company_id, { entity: 'equipment', id: row.id });
    for (const row of gateways.rows) {
      add(row.company_id, { entity: 'gateway', id: row.id });
      if (row.kind === 'charger_gateway') add(row.company_id, { entity: 'charge_system', id: row.id });
    }
    for (const row of chargers.rows) {
      add(row.company_id, { entity: 'charger', id: row.id });
      if (row.gateway_id !== null) add(row.company_id, { entity: 'charge_system', id: row.gateway_id });
    }
    for (const [companyId, events] of byCompany) await publishChanges(trx, companyId, events);
    // Swept machines are webhook events too: offline, and inventory status to location unknown (docs/api.md "Webhooks").
    const transitions = new Map<string, WebhookEventInput[]>();
    const tell = (companyId: string, event: WebhookEventInput) => transitions.set(companyId, [...(transitions.get(companyId) ?? []), event]);
    for (const row of offline.rows) tell(row.company_id, { kind: 'machine.offline', data: { id: row.id } });
    for (const row of unknown.rows) tell(row.company_id, { kind: 'inventory.status_changed', data: { id: row.id, to: 'location_unknown' } });
    for (const [companyId, events] of transitions) await enqueueWebhookEvents(trx, companyId, events);
    return {
      machines: offline.rows.length + unknown.rows.length,
      full: [offline, unknown, gateways, chargers].some((r) => r.rows.length >= limit),
    };
  });
};

/**
 * The missed-heartbeat side (rules 16.8), for machines that stopped reporting: a machine or gateway
 * with no report for OFFLINE_AFTER_MS (10 min) becomes offline (the domain's `heartbeatMissed`,
 * activity `connectionLost` -> offline); a located machine whose last position is older than
 * LOCATION_UNKNOWN_AFTER_MS (24 h) shows location unknown (`inventoryStatusAt`); a charger with no
 * report for OFFLINE_AFTER_MS is offline (rules 11.7). Every change is announced on the live stream
 * (rules 12.2) from the same transaction: `equipment` per machine, `gateway` per gateway of
 * any kind (rules 14.8), also `charge_system` per charger gateway, and `charger` per charger, so open
 * screens follow without a reload.
 *
 * At 100,000 machines (architecture 7) the work goes in batches of at most `batchRows` rows of each kind,
 * one short transaction each, with queued requests served between two batches, until a batch
 * finds fewer than `batchRows` of every kind. (In one transaction, the first sweep after an outage
 * of a 100,000-machine fleet held the server for about 80 s.)
 *
 * Nobody is told here: a machine gone offline is told by the alert rules that watch it (the alert
 * sweep, rules 22.1 and 22.4), which read the states this sweep writes.
 * `options.batchRows` (default SWEEP_BATCH_ROWS) sizes the batches; when `options.signal` aborts,
 * no further batch starts.
 * @returns the number of machines changed (offline or location unknown).
 */
export const sweepStale = async (
  db: Kysely<Database>,
  now: Date,
  options: { readonly batchRows?: number; readonly signal?: AbortSignal } = {},
): Promise<number> => {
  const batchRows = options.batchRows ?? SWEEP_BATCH_ROWS;
  let machines = 0;
  for (let full = true; full;) {
    const batch = await sweepBatch(db, now, batchRows);
    machines += batch.machines;
    full = batch.full && options.signal?.aborted !== true;
    if (full) await yieldToRequests();
  }
  return machines;
};

/**
 * Runs `sweepStale` every SWEEP_EVERY_MS while `app` is open (the timer does not keep the process
 * alive; a sweep still running when the next is due is not doubled). Closing the app stops a
 * running sweep after its current batch and waits for it.
 */
export const startSweeper = (app: FastifyInstance, db: Kysely<Database>, clock: Clock): void => {
  let running: Promise<unknown> | null = null;
  const closing = new AbortController();
  const timer = setInterval(() => {
    if (running === null) {
      running = sweepStale(db, clock.now(), { signal: closing.signal })
        .catch((error: unknown) => app.log.error({ err: error }, 'stale sweep failed'))
        .finally(() => {
          running = null;
        });
    }
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    closing.abort();
    await running;
  });
};
