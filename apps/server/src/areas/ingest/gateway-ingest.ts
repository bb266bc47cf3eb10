import { sql, type Kysely, type Transaction } from 'kysely';
import { onlineStatusAt } from '@yardfleet/domain/machines/online-status';
import type { FleetDatabase } from '../../db/fleet-schema';
import type { Database } from '../../db/schema';
import { publishChanges } from '../../live/publish';
import type { IncomingReport } from './fold';
import { ingestReports, type IngestResult } from './ingest';

/** The newest report of a gateway batch: its fix time (ISO) and the gateway's own position then. */
export interface GatewayFix {
  readonly fixAt: string;
  readonly position: { readonly lat: number; readonly lng: number } | null;
}

/**
 * Records which machines `gatewayId` heard (its sub-devices, rules 14.7): one row per machine,
 * upserted with one INSERT ... FROM unnest; `first_heard_at` keeps the earliest time and
 * `last_heard_at` the latest, whatever order batches arrive in (a repeated batch changes nothing).
 * `heard` maps equipment id to the newest fix time (ISO) that carried it.
 */
export const recordHeard = async (trx: Transaction<FleetDatabase>, companyId: string, gatewayId: string, heard: ReadonlyMap<string, string>): Promise<void> => {
  if (heard.size === 0) return;
  const ids = [...heard.keys()];
  const times = ids.map((id) => heard.get(id) ?? '');
  await sql`insert into gateway_sub_devices (gateway_id, equipment_id, company_id, first_heard_at, last_heard_at)
    select ${gatewayId}::uuid, u.equipment_id, ${companyId}::uuid, u.heard_at, u.heard_at
    from unnest(${ids}::uuid[], ${times}::timestamptz[]) as u(equipment_id, heard_at)
    on conflict (gateway_id, equipment_id) do update set
      first_heard_at = least(gateway_sub_devices.first_heard_at, excluded.first_heard_at),
      last_heard_at = greatest(gateway_sub_devices.last_heard_at, excluded.last_heard_at)`.execute(trx);
};

/** Moves the gateway to its newest reported position and marks it connected (never backwards in time). */
const touchGateway = async (trx: Transaction<FleetDatabase>, gatewayId: string, latest: GatewayFix, now: Date): Promise<void> => {
  const status = onlineStatusAt({ status: 'online', lastSeenAt: latest.fixAt }, now);
  await trx
    .updateTable('gateways')
    .set({
      last_connected_at: latest.fixAt,
      online_status: status,
      ...(latest.position === null ? {} : { lat: latest.position.lat, lng: latest.position.lng }),
    })
    .where('id', '=', gatewayId)
    .where((eb) => eb.or([eb('last_connected_at', 'is', null), eb('last_connected_at', '<=', new Date(latest.fixAt))]))
    .execute();
};

/**
 * Ingests one device or app gateway batch (rules 16.3, 16.6) in one transaction: the gateway moves to
 * its newest position and is connected (`latest`, null for an empty batch), the machines it
 * carried become its sub-devices (`recordHeard`), a `gateway` live event is recorded, and the
 * carried reports (machines of `companyId` only) go through `ingestReports`.
 */
export const ingestGatewayReports = async (
  db: Kysely<Database>,
  gateway: { readonly id: string; readonly companyId: string },
  reports: readonly IncomingReport[],
  latest: GatewayFix | null,
  now: Date,
): Promise<IngestResult> => {
  const heard = new Map<string, string>();
  for (const r of reports) {
    const at = new Date(r.fixAt).toISOString();
    const known = heard.get(r.equipmentId);
    if (known === undefined || known < at) heard.set(r.equipmentId, at);
  }
  return ingestReports(db, gateway.companyId, reports, now, async (trx) => {
    if (latest !== null) await touchGateway(trx, gateway.id, latest, now);
    await recordHeard(trx, gateway.companyId, gateway.id, heard);
    await publishChanges(trx, gateway.companyId, [{ entity: 'gateway', id: gateway.id }]);
  });
};
