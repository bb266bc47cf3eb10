import type { Insertable } from 'kysely';
import type { PowerDatabase } from '../db/power-schema';
import type { NewCharger } from '../db/schema';
import { LOOSE_STATES, pickPortState, placeBattery, type PortScenario, type SeedBattery } from './power-batteries';
import { buildEnergy } from './power-energy';
import type { Prng } from './prng';

/** Charger models: name, ports, charging power per port (W). */
const CHARGER_MODELS = [
  { model: 'PC-6000', ports: 6, powerW: 1000 },
  { model: 'PC-4000', ports: 4, powerW: 750 },
] as const;

/** A gateway that has not reported for this long is offline (the domain's 10 minutes). */
const OFFLINE_AFTER_MINUTES = 10;

/**
 * One charge system of the demo (rules 11.1, 3.10): a charger gateway already in the
 * gateways rows, at a warehouse or a named site, and how many chargers it links (0: a gateway just
 * installed). `minutesAgo` is how long ago it last reported (OFFLINE_AFTER_MINUTES or more:
 * offline, its chargers too); `chargerErrorCode` is the own error of its first charger.
 */
export interface ChargeSystemPlan {
  readonly companyId: string;
  readonly gatewayId: string;
  readonly warehouseId: string | null;
  readonly label: string;
  readonly timeZone: string;
  readonly chargers: number;
  readonly minutesAgo: number;
  readonly chargerErrorCode?: string;
}

/** What the power seed needs: the systems, the port scenarios each company must show, loose batteries per company. */
export interface PowerInput {
  readonly systems: readonly ChargeSystemPlan[];
  /** Per company id: scenarios put on distinct ports of its online chargers (every other port is drawn from the mix). */
  readonly showcase: ReadonlyMap<string, readonly PortScenario[]>;
  readonly loose: readonly { readonly companyId: string; readonly count: number }[];
  readonly now: Date;
  /** Serial numbers already used (kept unique across the demo). */
  readonly serials: Set<string>;
}

export type SeedCharger = NewCharger & Insertable<PowerDatabase['chargers']> & { id: string };

/** The power rows of the demo: chargers, every port of every charger, batteries (on ports and loose), energy per day and meter readings. */
export interface PowerRows {
  readonly chargers: SeedCharger[];
  readonly ports: Insertable<PowerDatabase['charger_ports']>[];
  readonly batteries: SeedBattery[];
  readonly energyDays: { charger_id: string; company_id: string; day: string; energy_wh: number }[];
  readonly reports: Insertable<PowerDatabase['charger_reports']>[];
}

type ChargerDraft = { system: ChargeSystemPlan; id: string; spec: (typeof CHARGER_MODELS)[number]; scenarios: PortScenario[]; online: boolean };

/**
 * Builds every charger of `input.systems` with a row per port (state, battery, power, error, fix
 * time), the batteries on the ports (their state, port and charger match the port) and loose ones,
 * and each charger's energy: 30 company-local days and the meter readings they come from, the
 * meter (Wh since its last start) and its total since installation (power-energy.ts).
 */
export const buildPower = (rng: Prng, input: PowerInput): PowerRows => {
  const { now, serials } = input;
  const rows: PowerRows = { chargers: [], ports: [], batteries: [], energyDays: [], reports: [] };
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

  const drafts: ChargerDraft[] = input.systems.flatMap((system) =>
    Array.from({ length: system.chargers }, () => {
      const spec = rng.pick(CHARGER_MODELS);
      return {
        system,
        id: rng.uuid(),
        spec,
        scenarios: Array.from({ length: spec.ports }, () => pickPortState(rng)),
        online: system.minutesAgo < OFFLINE_AFTER_MINUTES,
      };
    }),
  );
  for (const [companyId, scenarios] of input.showcase) {
    const slots = drafts.flatMap((d) => (d.online && d.system.companyId === companyId ? d.scenarios.map((_, port) => ({ d, port })) : []));
    for (const scenario of scenarios) {
      const [slot] = slots.splice(rng.int(0, slots.length - 1), 1);
      if (slot) slot.d.scenarios[slot.port] = scenario;
    }
  }

  const perSystem = new Map<string, number>();
  for (const d of drafts) {
    const n = (perSystem.get(d.system.gatewayId) ?? 0) + 1;
    perSystem.set(d.system.gatewayId, n);
    const lastReportAt = new Date(now.getTime() - (d.system.minutesAgo + rng.float(0, 0.9)) * 60_000);
    const installedAt = new Date(Date.UTC(rng.pick([2023, 2024]), rng.int(0, 11), rng.int(1, 28), 15));
    const errorCode = n === 1 ? (d.system.chargerErrorCode ?? null) : null;
    const reported = d.scenarios.map((scenario, i) => {
      const port = i + 1;
      if (scenario === 'empty') return { port, state: 'empty' as const, battery: null, powerW: 0, errorCode: null };
      const placed = placeBattery(
        rng,
        { companyId: d.system.companyId, chargerId: d.id, port, scenario, reportedAt: lastReportAt, portPowerW: d.spec.powerW },
        serial,
      );
      rows.batteries.push(placed.battery);
      return { port, state: placed.battery.state, battery: placed.battery, powerW: placed.powerW, errorCode: placed.errorCode };
    });
    for (const p of reported) {
      rows.ports.push({
        charger_id: d.id,
        port_number: p.port,
        company_id: d.system.companyId,
        state: p.state,
        battery_id: p.battery?.id ?? null,
        power_w: p.powerW,
        error_code: p.errorCode,
        state_at: lastReportAt,
      });
    }
    // The newest reading's ports as the contract's ReportedPort[] (what the charger sent).
    const portsJson = JSON.stringify(
      reported.map((p) => ({
        number: p.port,
        state: p.state,
        powerW: p.powerW,
        errorCode: p.errorCode,
        battery: p.battery && {
          serialNumber: p.battery.serial_number,
          kind: p.battery.kind,
          legacy: p.battery.legacy,
          model: p.battery.model,
          capacityWh: p.battery.capacity_wh,
          stateOfChargePercent: p.battery.legacy ? null : p.battery.charge_pct,
          maxCapacityPercent: p.battery.max_capacity_pct,
          cycleCount: p.battery.cycle_count,
          optimizationActive: p.battery.optimization_active,
        },
      })),
    );
    const energy = buildEnergy(rng, {
      chargerId: d.id,
      companyId: d.system.companyId,
      gatewayId: d.system.gatewayId,
      timeZone: d.system.timeZone,
      ports: d.spec.ports,
      portPowerW: d.spec.powerW,
      installedAt,
      lastReportAt,
      errorCode,
      portsJson,
      rebootDaysAgo: rng.chance(0.2) ? rng.int(2, 20) : null,
    });
    rows.energyDays.push(...energy.days);
    rows.reports.push(...energy.reports);
    rows.chargers.push({
      id: d.id,
      company_id: d.system.companyId,
      warehouse_id: d.system.warehouseId,
      gateway_id: d.system.gatewayId,
      name: `${d.system.label} Charger ${n}`,
      model: d.spec.model,
      serial_number: serial(d.spec.model, installedAt.getUTCFullYear()),
      firmware_version: rng.pick(['1.8.2', '1.9.0', '2.0.1']),
      port_count: d.spec.ports,
      online_status: d.online ? 'online' : 'offline',
      energy_total_wh: energy.totalWh,
      installed_at: installedAt,
      last_report_at: lastReportAt,
      error_code: errorCode,
      meter_wh: energy.meterWh,
      meter_started_at: energy.meterStartedAt,
    });
  }
  for (const { companyId, count } of input.loose) {
    for (let i = 0; i < count; i += 1) {
      const scenario = rng.pick(LOOSE_STATES);
      const reportedAt = new Date(now.getTime() - rng.int(60, 60 * 24 * 6) * 60_000);
      rows.batteries.push(placeBattery(rng, { companyId, chargerId: null, port: null, scenario, reportedAt, portPowerW: 0 }, serial).battery);
    }
  }
  return rows;
};
