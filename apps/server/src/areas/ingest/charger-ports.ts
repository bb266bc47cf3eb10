import { sql, type Kysely } from 'kysely';
import type { ReportedBattery, ReportedCharger } from '@yardfleet/contract/endpoints/charger-device';
import type { ChargeState } from '@yardfleet/domain/entities/charger';
import { foldPortReport, occupancyOf, type StoredPort } from '@yardfleet/domain/machines/port-report';
import type { PowerDatabase } from '../../db/power-schema';

/** One charger snapshot this call stored (a new (charger, fix time)); `fixAt` is ISO 8601 in UTC. */
export interface FreshSnapshot {
  readonly chargerId: string;
  readonly fixAt: string;
  readonly charger: ReportedCharger;
}

const CHUNK = 500;

const byFixTime = (a: FreshSnapshot, b: FreshSnapshot): number => Date.parse(a.fixAt) - Date.parse(b.fixAt);

/** The newest reading of each battery serial among the snapshots, with the charger and port it sat on. */
const newestBatteries = (fresh: readonly FreshSnapshot[]) => {
  const newest = new Map<string, { battery: ReportedBattery; chargerId: string; port: number; state: ChargeState; errorCode: string | null; fixAt: string }>();
  for (const s of [...fresh].sort(byFixTime)) {
    for (const p of s.charger.ports) {
      if (p.battery === null) continue;
      const seen = newest.get(p.battery.serialNumber);
      if (seen === undefined || Date.parse(seen.fixAt) < Date.parse(s.fixAt)) {
        newest.set(p.battery.serialNumber, {
          battery: p.battery,
          chargerId: s.chargerId,
          port: p.number,
          state: p.state,
          errorCode: p.errorCode,
          fixAt: s.fixAt,
        });
      }
    }
  }
  return newest;
};

/**
 * Stores the batteries read on the ports (rules 11.4): a serial never seen joins the company; a
 * battery of the company takes the newest reading (charge, capacity, cycles, optimization, the
 * charger and port it sits on, its state and error) only when that reading is newer than its
 * `reported_at`; a serial of another company is never touched.
 * @returns serial -> the company's battery id, or null for another company's serial.
 */
export const storeBatteries = async (trx: Kysely<PowerDatabase>, companyId: string, fresh: readonly FreshSnapshot[]): Promise<Map<string, string | null>> => {
  const newest = newestBatteries(fresh);
  const serials = [...newest.keys()];
  const idOf = new Map<string, string | null>();
  if (serials.length === 0) return idOf;
  const known = await trx.selectFrom('batteries').select(['id', 'serial_number', 'company_id']).where('serial_number', 'in', serials).execute();
  const knownSerials = new Set(known.map((b) => b.serial_number));
  const missing = serials.filter((s) => !knownSerials.has(s));
  for (let i = 0; i < missing.length; i += CHUNK) {
    const rows = missing.slice(i, i + CHUNK).flatMap((serial) => {
      const n = newest.get(serial);
      if (n === undefined) return [];
      return [
        {
          company_id: companyId,
          charger_id: n.chargerId,
          port_number: n.port,
          kind: n.battery.kind,
          model: n.battery.model,
          serial_number: serial,
          state: n.state,
          charge_pct: n.battery.stateOfChargePercent ?? 0,
          capacity_wh: n.battery.capacityWh,
          max_capacity_pct: n.battery.maxCapacityPercent,
          cycle_count: n.battery.cycleCount,
          legacy: n.battery.legacy,
          optimization_active: n.battery.optimizationActive,
          error_code: n.errorCode,
          reported_at: n.fixAt,
        },
      ];
    });
    await trx
      .insertInto('batteries')
      .values(rows)
      .onConflict((oc) => oc.column('serial_number').doNothing())
      .execute();
  }
  // Read again: rows inserted here, or by a concurrent call (possibly of another company).
  const all =
    missing.length === 0
      ? known
      : await trx.selectFrom('batteries').select(['id', 'serial_number', 'company_id']).where('serial_number', 'in', serials).execute();
  for (const b of all) idOf.set(b.serial_number, b.company_id === companyId ? b.id : null);

  const updates = [...newest.entries()].flatMap(([serial, n]) => {
    const id = idOf.get(serial);
    return id === undefined || id === null ? [] : [{ id, ...n }];
  });
  if (updates.length > 0) {
    await sql`update batteries as b set charger_id = u.charger_id, port_number = u.port_number, state = u.state,
        charge_pct = coalesce(u.charge_pct, b.charge_pct), max_capacity_pct = u.max_capacity_pct, cycle_count = u.cycle_count,
        optimization_active = u.optimization_active, error_code = u.error_code, reported_at = u.reported_at
      from unnest(${updates.map((u) => u.id)}::uuid[], ${updates.map((u) => u.chargerId)}::uuid[], ${updates.map((u) => u.port)}::integer[],
        ${updates.map((u) => u.state)}::text[], ${updates.map((u) => u.battery.stateOfChargePercent)}::double precision[],
        ${updates.map((u) => u.battery.maxCapacityPercent)}::double precision[], ${updates.map((u) => u.battery.cycleCount)}::integer[],
        ${updates.map((u) => u.battery.optimizationActive)}::boolean[], ${updates.map((u) => u.errorCode)}::text[], ${updates.map((u) => u.fixAt)}::timestamptz[])
        as u(id, charger_id, port_number, state, charge_pct, max_capacity_pct, cycle_count, optimization_active, error_code, reported_at)
      where b.id = u.id and b.company_id = ${companyId}::uuid and (b.reported_at is null or b.reported_at < u.reported_at)`.execute(trx);
  }
  return idOf;
};

interface PortRow extends StoredPort {
  readonly chargerId: string;
  readonly number: number;
  readonly batteryId: string | null;
  readonly powerW: number;
  readonly errorCode: string | null;
}

/**
 * Folds the reported ports into `charger_ports` (rules 4.6, 11.4): each charger's snapshots in
 * fix-time order through the domain's `foldPortReport`, so only newer reports change a port's
 * state (via the facts of the port machine, or a resync when reports were missed); power, error and
 * battery follow the newest report. Ports a charger no longer reports stay as they are. A battery
 * that left a port (another or none is on it now) is detached from that port.
 * `batteryIdOf`: serial -> the company's battery id (null: another company's pack, stored as occupied without it).
 */
export const storePorts = async (
  trx: Kysely<PowerDatabase>,
  companyId: string,
  fresh: readonly FreshSnapshot[],
  batteryIdOf: ReadonlyMap<string, string | null>,
): Promise<void> => {
  const chargerIds = [...new Set(fresh.map((s) => s.chargerId))];
  if (chargerIds.length === 0) return;
  const stored = await trx.selectFrom('charger_ports').selectAll().where('charger_id', 'in', chargerIds).execute();
  const before = new Map<string, PortRow>();
  for (const p of stored) {
    before.set(`${p.charger_id}|${p.port_number}`, {
      chargerId: p.charger_id,
      number: p.port_number,
      state: p.state,
      occupied: occupancyOf(p.state, p.battery_id !== null),
      stateAt: p.state_at === null ? null : new Date(p.state_at).toISOString(),
      batteryId: p.battery_id,
      powerW: p.power_w,
      errorCode: p.error_code,
    });
  }
  const after = new Map(before);
  const changed = new Set<string>();
  for (const s of [...fresh].sort(byFixTime)) {
    for (const p of s.charger.ports) {
      const key = `${s.chargerId}|${p.number}`;
      const current = after.get(key) ?? {
        chargerId: s.chargerId,
        number: p.number,
        state: 'empty',
        occupied: false,
        stateAt: null,
        batteryId: null,
        powerW: 0,
        errorCode: null,
      };
      const fold = foldPortReport(current, { state: p.state, occupied: occupancyOf(p.state, p.battery !== null), fixAt: s.fixAt, errorCode: p.errorCode });
      if (!fold.applied) continue;
      const batteryId = p.battery === null ? null : (batteryIdOf.get(p.battery.serialNumber) ?? null);
      after.set(key, { ...current, ...fold.port, batteryId, powerW: p.powerW, errorCode: p.errorCode });
      changed.add(key);
    }
  }
  const rows = [...changed].flatMap((key) => {
    const row = after.get(key);
    return row === undefined ? [] : [row];
  });
  if (rows.length === 0) return;
  await sql`insert into charger_ports (charger_id, port_number, company_id, state, battery_id, power_w, error_code, state_at)
    select u.charger_id, u.port_number, ${companyId}::uuid, u.state, u.battery_id, u.power_w, u.error_code, u.state_at
    from unnest(${rows.map((r) => r.chargerId)}::uuid[], ${rows.map((r) => r.number)}::integer[], ${rows.map((r) => r.state)}::text[],
      ${rows.map((r) => r.batteryId)}::uuid[], ${rows.map((r) => r.powerW)}::double precision[], ${rows.map((r) => r.errorCode)}::text[],
      ${rows.map((r) => r.stateAt)}::timestamptz[]) as u(charger_id, port_number, state, battery_id, power_w, error_code, state_at)
    on conflict (charger_id, port_number) do update set state = excluded.state, battery_id = excluded.battery_id, power_w = excluded.power_w,
      error_code = excluded.error_code, state_at = excluded.state_at
    where charger_ports.state_at is null or charger_ports.state_at < excluded.state_at`.execute(trx);

  const left = rows.flatMap((r) => {
    const old = before.get(`${r.chargerId}|${r.number}`)?.batteryId ?? null;
    return old !== null && old !== r.batteryId && r.stateAt !== null ? [{ id: old, chargerId: r.chargerId, port: r.number, at: r.stateAt }] : [];
  });
  if (left.length === 0) return;
  await sql`update batteries as b set charger_id = null, port_number = null
    from unnest(${left.map((l) => l.id)}::uuid[], ${left.map((l) => l.chargerId)}::uuid[], ${left.map((l) => l.port)}::integer[], ${left.map((l) => l.at)}::timestamptz[])
      as u(id, charger_id, port_number, at)
    where b.id = u.id and b.company_id = ${companyId}::uuid and b.charger_id = u.charger_id and b.port_number = u.port_number
      and (b.reported_at is null or b.reported_at <= u.at)`.execute(trx);
};
