import type { BatteriesTable, NewBattery, NewCharger } from '../db/schema';
import type { Prng } from './prng';

/** Charger models: name, ports, charging power per port (W). */
const CHARGER_MODELS = [
  { model: 'PC-6000', ports: 6, powerW: 1000 },
  { model: 'PC-4000', ports: 4, powerW: 750 },
] as const;

/** Battery models: portable packs and high-capacity packs with their rated energy (Wh). */
const BATTERY_MODELS: Record<'portable' | 'high_capacity', readonly { readonly model: string; readonly wh: number }[]> = {
  portable: [{ model: 'BP-560', wh: 560 }, { model: 'BP-280', wh: 280 }],
  high_capacity: [{ model: 'HC-2000', wh: 2000 }, { model: 'HC-1500', wh: 1500 }],
};

const PORT_STATES: readonly BatteriesTable['state'][] = ['charging', 'charging', 'charging', 'fully_charged', 'ready', 'waiting', 'standby', 'overheat'];
const LOOSE_STATES: readonly BatteriesTable['state'][] = ['discharging', 'discharging', 'ready', 'empty', 'standby', 'error'];

/** A charger site for one company: where its chargers stand and which gateway links them. */
export interface ChargerSite {
  readonly companyId: string;
  readonly warehouseId: string | null;
  readonly gatewayId: string | null;
  readonly label: string;
}

/** The charge systems of one company (SPEC 3 charger): chargers, batteries on their ports and loose, and 30 days of energy. */
export interface PowerRows {
  readonly chargers: NewCharger[];
  readonly batteries: NewBattery[];
  readonly energyDays: { charger_id: string; company_id: string; day: string; energy_wh: number }[];
}

/**
 * Builds `perSite` chargers at each site with batteries on most ports, `loose` batteries out in the
 * field, and the energy charged per day for the 30 days before `now`. A charger's historical total
 * is its installation-to-date energy, never less than the last 30 days.
 */
export const buildPower = (rng: Prng, sites: readonly ChargerSite[], perSite: number, loose: number, now: Date, serials: Set<string>, prefix: string): PowerRows => {
  const rows: PowerRows = { chargers: [], batteries: [], energyDays: [] };
  let seq = rng.int(1000, 1999);
  const serial = (model: string, year: number) => {
    let s = '';
    do {
      seq += rng.int(2, 17);
      s = `${model.replace(/[^A-Za-z0-9]/g, '').slice(0, 4)}-${year}-${String(seq).padStart(6, '0')}`;
    } while (serials.has(s));
    serials.add(s);
    return s;
  };
  const battery = (companyId: string, chargerId: string | null, port: number | null, state: BatteriesTable['state']): NewBattery => {
    const kind: NewBattery['kind'] = rng.chance(0.2) ? 'high_capacity' : 'portable';
    const spec = rng.pick(BATTERY_MODELS[kind]);
    const cycles = rng.int(20, 900);
    const charge = state === 'fully_charged' || state === 'ready' ? 100 : state === 'empty' ? rng.int(0, 4) : rng.int(8, 96);
    return {
      company_id: companyId,
      charger_id: chargerId,
      port_number: port,
      kind,
      model: spec.model,
      serial_number: serial(spec.model, rng.pick([2023, 2024, 2025])),
      state,
      charge_pct: charge,
      capacity_wh: spec.wh,
      max_capacity_pct: Math.max(70, Math.round((100 - cycles * 0.02) * 10) / 10),
      cycle_count: cycles,
      legacy: rng.chance(0.12),
      optimization_active: rng.chance(0.3),
      error_code: state === 'overheat' ? 'B-402' : state === 'error' ? 'B-517' : null,
    };
  };

  let n = 0;
  for (const site of sites) {
    for (let i = 0; i < perSite; i += 1) {
      n += 1;
      const spec = rng.pick(CHARGER_MODELS);
      const id = rng.uuid();
      const installedAt = new Date(Date.UTC(rng.pick([2023, 2024]), rng.int(0, 11), rng.int(1, 28), 15));
      let last30 = 0;
      for (let d = 1; d <= 30; d += 1) {
        const day = new Date(now.getTime() - d * 86_400_000).toISOString().slice(0, 10);
        const energy = Math.round(spec.ports * spec.powerW * rng.float(0.8, 3.2));
        last30 += energy;
        rows.energyDays.push({ charger_id: id, company_id: site.companyId, day, energy_wh: energy });
      }
      const days = Math.max(30, (now.getTime() - installedAt.getTime()) / 86_400_000);
      rows.chargers.push({
        id,
        company_id: site.companyId,
        warehouse_id: site.warehouseId,
        gateway_id: site.gatewayId,
        name: `${prefix} ${site.label} ${n}`,
        model: spec.model,
        serial_number: serial(spec.model, installedAt.getUTCFullYear()),
        firmware_version: rng.pick(['1.8.2', '1.9.0', '2.0.1']),
        port_count: spec.ports,
        online_status: rng.chance(0.85) ? 'online' : 'offline',
        energy_total_wh: Math.round(last30 + (last30 / 30) * (days - 30) * rng.float(0.85, 1.05)),
        installed_at: installedAt,
      });
      for (let port = 1; port <= spec.ports; port += 1) {
        if (rng.chance(0.8)) rows.batteries.push(battery(site.companyId, id, port, rng.pick(PORT_STATES)));
      }
    }
  }
  const companyIds = [...new Set(sites.map((s) => s.companyId))];
  for (let i = 0; i < loose; i += 1) rows.batteries.push(battery(rng.pick(companyIds), null, null, rng.pick(LOOSE_STATES)));
  return rows;
};
