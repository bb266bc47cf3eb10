import { sql, type Kysely } from 'kysely';
import type { ChargerGatewayReport, ReportedCharger } from '@yardfleet/contract/endpoints/charger-device';
import type { ReportResult } from '@yardfleet/contract/endpoints/device';
import type { MeterReading } from '@yardfleet/domain/machines/energy-meter';
import { onlineStatusAt } from '@yardfleet/domain/machines/online-status';
import { powerDb, type PowerDatabase } from '../../db/power-schema';
import type { Database } from '../../db/schema';
import { publishChanges, type ChangeEvent } from '../../live/publish';
import { recomputeEnergy } from './charger-energy';
import { storeBatteries, storePorts, type FreshSnapshot } from './charger-ports';
import { evaluateChargerAlerts } from '../alerts/engine/subject-alerts';

/** The charger gateway a credential names: its id, company and warehouse (null: a named site). */
export interface ChargerGatewayIdentity {
  readonly gatewayId: string;
  readonly companyId: string;
  readonly warehouseId: string | null;
}

interface Snapshot {
  readonly serial: string;
  readonly fixAt: string;
  readonly charger: ReportedCharger;
}

interface OwnCharger {
  readonly id: string;
  readonly gatewayId: string | null;
  readonly lastReportAt: string | null;
}

const toIso = (d: Date | string): string => new Date(d).toISOString();

/** The charger snapshots of a batch, one per (serial, fix time) (the first wins); the rest are repeats. */
const snapshotsOf = (reports: readonly ChargerGatewayReport[]): { snapshots: Snapshot[]; repeats: Snapshot[] } => {
  const unique = new Map<string, Snapshot>();
  const repeats: Snapshot[] = [];
  for (const r of reports) {
    const fixAt = toIso(r.fixAt);
    for (const charger of r.chargers) {
      const key = `${charger.serialNumber}|${fixAt}`;
      const snapshot = { serial: charger.serialNumber, fixAt, charger };
      if (unique.has(key)) repeats.push(snapshot);
      else unique.set(key, snapshot);
    }
  }
  return { snapshots: [...unique.values()], repeats };
};

const maxPort = (snapshots: readonly Snapshot[]): number => Math.max(1, ...snapshots.flatMap((s) => s.charger.ports.map((p) => p.number)));

/**
 * Finds the company's chargers by serial, creating the unknown ones at this gateway (name
 * "Charger <last 4 of serial>", ports = the highest port number reported), and locks their rows
 * for the rest of the transaction. Serials of another company's chargers are left out.
 */
const resolveChargers = async (
  trx: Kysely<PowerDatabase>,
  gateway: ChargerGatewayIdentity,
  snapshots: readonly Snapshot[],
  now: Date,
): Promise<Map<string, OwnCharger>> => {
  const bySerial = new Map<string, Snapshot[]>();
  for (const s of snapshots) bySerial.set(s.serial, [...(bySerial.get(s.serial) ?? []), s]);
  const serials = [...bySerial.keys()];
  const known = new Set((await trx.selectFrom('chargers').select('serial_number').where('serial_number', 'in', serials).execute()).map((c) => c.serial_number));
  const missing = serials.filter((s) => !known.has(s));
  if (missing.length > 0) {
    const rows = missing.map((serial) => {
      const list = [...(bySerial.get(serial) ?? [])].sort((a, b) => Date.parse(a.fixAt) - Date.parse(b.fixAt));
      const newest = list.at(-1)?.charger;
      return {
        company_id: gateway.companyId,
        warehouse_id: gateway.warehouseId,
        gateway_id: gateway.gatewayId,
        name: `Charger ${serial.slice(-4)}`,
        model: newest?.model ?? '',
        serial_number: serial,
        firmware_version: newest?.firmwareVersion ?? '',
        port_count: maxPort(list),
        online_status: 'offline' as const,
        energy_total_wh: 0,
        installed_at: list[0]?.fixAt ?? now,
      };
    });
    await trx
      .insertInto('chargers')
      .values(rows)
      .onConflict((oc) => oc.column('serial_number').doNothing())
      .execute();
  }
  const own = await trx
    .selectFrom('chargers')
    .select(['id', 'serial_number', 'gateway_id', 'last_report_at'])
    .where('company_id', '=', gateway.companyId)
    .where('serial_number', 'in', serials)
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(
    own.map((c) => [c.serial_number, { id: c.id, gatewayId: c.gateway_id, lastReportAt: c.last_report_at === null ? null : toIso(c.last_report_at) }]),
  );
};

/** Stores the snapshots in charger_reports; a (charger, fix time) already there is skipped. @returns the keys `${chargerId}|${iso}` stored now. */
const storeReports = async (
  trx: Kysely<PowerDatabase>,
  companyId: string,
  gatewayId: string,
  rows: readonly FreshSnapshot[],
  now: Date,
): Promise<Set<string>> => {
  const stored = new Set<string>();
  for (let i = 0; i < rows.length; i += 2000) {
    const part = rows.slice(i, i + 2000);
    const inserted = await sql<{ charger_id: string; fix_at: Date | string }>`insert into charger_reports
        (charger_id, fix_at, meter_wh, meter_started_at, error_code, ports, company_id, gateway_id, received_at)
      select u.charger_id, u.fix_at, u.meter_wh, u.meter_started_at, u.error_code, u.ports::jsonb, ${companyId}::uuid, ${gatewayId}::uuid, ${now.toISOString()}::timestamptz
      from unnest(${part.map((r) => r.chargerId)}::uuid[], ${part.map((r) => r.fixAt)}::timestamptz[], ${part.map((r) => r.charger.energyMeterWh)}::double precision[],
        ${part.map((r) => toIso(r.charger.meterStartedAt))}::timestamptz[], ${part.map((r) => r.charger.errorCode)}::text[],
        ${part.map((r) => JSON.stringify(r.charger.ports))}::text[]) as u(charger_id, fix_at, meter_wh, meter_started_at, error_code, ports)
      on conflict (charger_id, fix_at) do nothing
      returning charger_id, fix_at`.execute(trx);
    for (const row of inserted.rows) stored.add(`${row.charger_id}|${toIso(row.fix_at)}`);
  }
  return stored;
};

/** Each charger's newest snapshot, when it is newer than its last report: its error, firmware, meter, status and gateway follow it. */
const updateChargers = async (
  trx: Kysely<PowerDatabase>,
  gateway: ChargerGatewayIdentity,
  chargers: ReadonlyMap<string, OwnCharger>,
  fresh: readonly FreshSnapshot[],
  now: Date,
): Promise<void> => {
  const newest = new Map<string, FreshSnapshot>();
  const ports = new Map<string, number>();
  for (const s of fresh) {
    const seen = newest.get(s.chargerId);
    if (seen === undefined || Date.parse(seen.fixAt) < Date.parse(s.fixAt)) newest.set(s.chargerId, s);
    ports.set(s.chargerId, Math.max(ports.get(s.chargerId) ?? 1, ...s.charger.ports.map((p) => p.number)));
  }
  const lastOf = new Map([...chargers.values()].map((c) => [c.id, c.lastReportAt]));
  for (const [id, s] of newest) {
    const last = lastOf.get(id) ?? null;
    const isNewest = last === null || Date.parse(s.fixAt) > Date.parse(last);
    await trx
      .updateTable('chargers')
      .set((eb) => ({
        port_count: sql<number>`greatest(${eb.ref('port_count')}, ${ports.get(id) ?? 1})`,
        ...(isNewest
          ? {
              last_report_at: s.fixAt,
              error_code: s.charger.errorCode,
              firmware_version: s.charger.firmwareVersion,
              meter_wh: s.charger.energyMeterWh,
              meter_started_at: toIso(s.charger.meterStartedAt),
              online_status: onlineStatusAt({ status: 'online', lastSeenAt: s.fixAt }, now),
              gateway_id: gateway.gatewayId,
              warehouse_id: gateway.warehouseId,
            }
          : {}),
      }))
      .where('id', '=', id)
      .execute();
  }
};

/** Moves the gateway to its newest reported position and marks it connected (never backwards in time), like device-routes.ts. */
const touchGateway = async (trx: Kysely<PowerDatabase>, gatewayId: string, reports: readonly ChargerGatewayReport[], now: Date): Promise<void> => {
  const latest = [...reports].sort((a, b) => Date.parse(b.fixAt) - Date.parse(a.fixAt))[0];
  if (latest === undefined) return;
  await trx
    .updateTable('gateways')
    .set({
      last_connected_at: latest.fixAt,
      online_status: onlineStatusAt({ status: 'online', lastSeenAt: latest.fixAt }, now),
      ...(latest.position === null ? {} : { lat: latest.position.lat, lng: latest.position.lng }),
    })
    .where('id', '=', gatewayId)
    .where((eb) => eb.or([eb('last_connected_at', 'is', null), eb('last_connected_at', '<=', new Date(latest.fixAt))]))
    .execute();
};

/**
 * Ingests a batch of charger gateway reports in ONE transaction (rules 11.4; docs/device-api.md
 * "Charger gateways"):
 * 1. resolves chargers by serial (unknown ones join the gateway's company, another company's are
 *    skipped and counted in `unknown`) and locks them;
 * 2. stores each (charger, fix time) once in charger_reports; repeats are duplicates and change nothing;
 * 3. from the new snapshots only: batteries (storeBatteries), ports through the domain's port fold
 *    (storePorts), each charger's newest state (never backwards in time), the energy days the new
 *    readings affect in the company's time zone (recomputeEnergy);
 * 4. marks the gateway connected and publishes live events for the changed chargers and the charge system;
 * 5. evaluates the company's charge system alert rules (rules 22.1, 22.4) on the reported chargers and
 *    every charger of the gateway (its coming back online ends their `charger_offline` alerts).
 * @returns accepted (new snapshots), duplicates, unknown (snapshots of another company's chargers).
 */
export const ingestChargerReports = async (
  db: Kysely<Database>,
  gateway: ChargerGatewayIdentity,
  reports: readonly ChargerGatewayReport[],
  now: Date,
): Promise<ReportResult> => {
  const { snapshots, repeats } = snapshotsOf(reports);
  return powerDb(db)
    .transaction()
    .execute(async (trx) => {
      const company = await trx.selectFrom('companies').select('time_zone').where('id', '=', gateway.companyId).executeTakeFirstOrThrow();
      const chargers = snapshots.length === 0 ? new Map<string, OwnCharger>() : await resolveChargers(trx, gateway, snapshots, now);
      const rows: FreshSnapshot[] = [];
      let unknown = 0;
      for (const s of snapshots) {
        const own = chargers.get(s.serial);
        if (own === undefined) unknown += 1;
        else rows.push({ chargerId: own.id, fixAt: s.fixAt, charger: s.charger });
      }
      const stored = rows.length === 0 ? new Set<string>() : await storeReports(trx, gateway.companyId, gateway.gatewayId, rows, now);
      const fresh = rows.filter((r) => stored.has(`${r.chargerId}|${r.fixAt}`));
      await touchGateway(trx, gateway.gatewayId, reports, now);
      if (fresh.length > 0) {
        const batteryIdOf = await storeBatteries(trx, gateway.companyId, fresh);
        await storePorts(trx, gateway.companyId, fresh, batteryIdOf);
        await updateChargers(trx, gateway, chargers, fresh, now);
        const readings = new Map<string, MeterReading[]>();
        for (const r of fresh) {
          readings.set(r.chargerId, [
            ...(readings.get(r.chargerId) ?? []),
            { fixAt: r.fixAt, meterWh: r.charger.energyMeterWh, meterStartedAt: toIso(r.charger.meterStartedAt) },
          ]);
        }
        await recomputeEnergy(trx, gateway.companyId, company.time_zone, readings);
        const events: ChangeEvent[] = [...readings.keys()].map((id) => ({ entity: 'charger', id }));
        const left = [...chargers.values()].flatMap((c) =>
          readings.has(c.id) && c.gatewayId !== null && c.gatewayId !== gateway.gatewayId ? [c.gatewayId] : [],
        );
        for (const id of [gateway.gatewayId, ...left]) events.push({ entity: 'charge_system', id });
        await publishChanges(trx, gateway.companyId, events);
      }
      await evaluateChargerAlerts(
        trx,
        db,
        gateway.companyId,
        [...chargers.values()].map((c) => c.id),
        now,
        gateway.gatewayId,
      );
      const ownRepeats = repeats.filter((s) => chargers.has(s.serial)).length;
      return { accepted: fresh.length, duplicates: rows.length - fresh.length + ownRepeats, unknown: unknown + repeats.length - ownRepeats };
    });
};
