import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { LOCATION_UNKNOWN_AFTER_MS } from '@yardfleet/domain/machines/inventory-status';
import { OFFLINE_AFTER_MS } from '@yardfleet/domain/machines/online-status';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { publishChanges, type ChangeEvent } from '../live/publish';
import { sweepServiceDue } from '../notifications/service-due-sweep';
import { machineNotice, writeNotices } from '../notifications/write';

/** How often the sweep runs, ms. */
export const SWEEP_EVERY_MS = 60_000;
/** Every this many sweeps, the service-due notifications are looked for too (hourly). */
export const SERVICE_DUE_EVERY_SWEEPS = 60;

/** One changed row: its company and the live event that announces it. */
type Swept = { readonly company_id: string; readonly id: string };

/**
 * The missed-heartbeat side of SPEC 4, for machines that stopped reporting: a machine or gateway
 * with no report for OFFLINE_AFTER_MS (10 min) becomes offline (the domain's `heartbeatMissed`,
 * activity `connectionLost` -> offline); a located machine whose last position is older than
 * LOCATION_UNKNOWN_AFTER_MS (24 h) shows location unknown (`inventoryStatusAt`); a charger with no
 * report for OFFLINE_AFTER_MS is offline (issue 9). Every change is announced on the live stream
 * (DESIGN 6) from the same transaction: `equipment` per machine, `gateway` per gateway of
 * any kind (issue 11), also `charge_system` per charger gateway, and `charger` per charger, so open screens follow without a reload.
 * Each machine swept offline while out for work notifies its company (`machine_offline`, one insert
 * per company; issue 14); one going quiet in its warehouse does not.
 * @returns the number of machines changed.
 */
export const sweepStale = async (db: Kysely<Database>, now: Date): Promise<number> => {
  const offlineBefore = new Date(now.getTime() - OFFLINE_AFTER_MS).toISOString();
  const unknownBefore = new Date(now.getTime() - LOCATION_UNKNOWN_AFTER_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const offline = await sql<Swept & { readonly inventory_status: string }>`update equipment set online_status = 'offline', activity = 'offline', updated_at = ${now.toISOString()}::timestamptz
      where online_status = 'online' and (last_seen_at is null or last_seen_at < ${offlineBefore}::timestamptz)
      returning company_id, id, inventory_status`.execute(trx);
    const unknown = await sql<Swept>`update equipment set inventory_status = 'location_unknown', updated_at = ${now.toISOString()}::timestamptz
      where inventory_status in ('in_warehouse', 'out_for_work') and last_position_at < ${unknownBefore}::timestamptz
      returning company_id, id`.execute(trx);
    const gateways = await sql<Swept & { readonly kind: string }>`update gateways set online_status = 'offline'
      where online_status = 'online' and (last_connected_at is null or last_connected_at < ${offlineBefore}::timestamptz)
      returning company_id, id, kind`.execute(trx);
    const chargers = await sql<Swept & { readonly gateway_id: string | null }>`update chargers set online_status = 'offline'
      where online_status = 'online' and last_report_at is not null and last_report_at < ${offlineBefore}::timestamptz
      returning company_id, id, gateway_id`.execute(trx);
    const byCompany = new Map<string, ChangeEvent[]>();
    const add = (companyId: string, event: ChangeEvent) => byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), event]);
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
    const offlineByCompany = new Map<string, string[]>();
    // Only machines lost out in the field: one resting in its warehouse going quiet is routine, and
    // a depot at closing time would otherwise fill every bell with dozens of notices.
    for (const row of offline.rows.filter((r) => r.inventory_status === 'out_for_work')) offlineByCompany.set(row.company_id, [...(offlineByCompany.get(row.company_id) ?? []), row.id]);
    for (const [companyId, ids] of offlineByCompany) await writeNotices(trx, companyId, ids.map((id) => machineNotice('machine_offline', id)), now);
    return offline.rows.length + unknown.rows.length;
  });
};

/**
 * Runs `sweepStale` every SWEEP_EVERY_MS while `app` is open (the timer does not keep the process
 * alive), and `sweepServiceDue` (service-due notifications) on the first sweep and every
 * SERVICE_DUE_EVERY_SWEEPS sweeps after it.
 */
export const startSweeper = (app: FastifyInstance, db: Kysely<Database>, clock: Clock): void => {
  let sweeps = 0;
  const timer = setInterval(() => {
    sweepStale(db, clock.now()).catch((error: unknown) => app.log.error({ err: error }, 'stale sweep failed'));
    if (sweeps % SERVICE_DUE_EVERY_SWEEPS === 0) sweepServiceDue(db, clock.now()).catch((error: unknown) => app.log.error({ err: error }, 'service-due sweep failed'));
    sweeps += 1;
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
};
