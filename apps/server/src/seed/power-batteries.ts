import { TAPER_FROM_PERCENT, TAPER_POWER_FACTOR } from '@yardfleet/domain/machines/charge-estimate';
import type { Insertable } from 'kysely';
import type { PowerDatabase } from '../db/power-schema';
import type { BatteriesTable, NewBattery } from '../db/schema';
import type { Prng } from './prng';

/** A battery row with the fix time of its last reading (migration 0005). */
export type SeedBattery = NewBattery & Insertable<PowerDatabase['batteries']> & { id: string };
type State = BatteriesTable['state'];

/** Battery models: portable packs and high-capacity packs with their rated energy (Wh). */
export const BATTERY_MODELS: Record<'portable' | 'high_capacity', readonly { readonly model: string; readonly wh: number }[]> = {
  portable: [
    { model: 'BP-560', wh: 560 },
    { model: 'BP-280', wh: 280 },
  ],
  high_capacity: [
    { model: 'HC-2000', wh: 2000 },
    { model: 'HC-1500', wh: 1500 },
  ],
};

/**
 * What a seeded port shows. The plain states, plus the cases the demo must hold somewhere:
 * a legacy pack charging (no estimate, rules 11.5) and packs of low health (maximum capacity below 70 %).
 */
export type PortScenario = State | 'legacy_charging' | 'low_health_charging' | 'low_health_ready';

/** How often each state turns up on a port of an online charger (the rest of the ports are empty). */
export const PORT_MIX: readonly (readonly [State, number])[] = [
  ['charging', 0.36],
  ['ready', 0.14],
  ['fully_charged', 0.08],
  ['waiting', 0.1],
  ['standby', 0.04],
  ['discharging', 0.03],
  ['overheat', 0.02],
  ['error', 0.01],
  ['empty', 0.22],
];
/** States of batteries that are not on a charger: in a machine at work, flat, spare and charged, idle, faulty. */
export const LOOSE_STATES: readonly State[] = ['discharging', 'discharging', 'discharging', 'empty', 'empty', 'ready', 'standby', 'error'];

/** Discharging power of a port bringing a pack down to storage level (battery optimization), W. */
const STORAGE_DISCHARGE_W = 200;

/** One state from PORT_MIX. */
export const pickPortState = (rng: Prng): State => {
  let r = rng.next();
  for (const [state, p] of PORT_MIX) {
    if (r < p) return state;
    r -= p;
  }
  return 'empty';
};

/**
 * Charging power at `stateOfCharge` % of a port of `portPowerW`: full power below
 * TAPER_FROM_PERCENT, then slower (TAPER_POWER_FACTOR of it at 80 %, half of that near 100 %).
 */
export const chargingPowerW = (portPowerW: number, stateOfCharge: number): number =>
  stateOfCharge < TAPER_FROM_PERCENT
    ? portPowerW
    : Math.round(portPowerW * TAPER_POWER_FACTOR * (1 - (0.5 * (stateOfCharge - TAPER_FROM_PERCENT)) / (100 - TAPER_FROM_PERCENT)));

/** Where a battery is and what it does: the port (or none), its scenario, the fix time of its reading. */
export interface BatteryPlace {
  readonly companyId: string;
  readonly chargerId: string | null;
  readonly port: number | null;
  readonly scenario: PortScenario;
  readonly reportedAt: Date | null;
  /** Charging power of the port, W (for the charging power of the row). */
  readonly portPowerW: number;
}

/** A battery and the port facts that go with it: charging power (W) and error code. */
export interface PlacedBattery {
  readonly battery: SeedBattery;
  readonly powerW: number;
  readonly errorCode: string | null;
}

/**
 * A battery for `place` with a state of charge that fits its state (charging 10..95 %, fully
 * charged and ready 100 %, waiting low, flat 0..4 %), health from its cycles (about one pack in
 * ten, and the low-health scenarios, below 70 %), optimization on some (always when discharging).
 * `serial` draws a unique serial number for a model.
 */
export const placeBattery = (rng: Prng, place: BatteryPlace, serial: (model: string, year: number) => string): PlacedBattery => {
  const state: State =
    place.scenario === 'legacy_charging' || place.scenario === 'low_health_charging'
      ? 'charging'
      : place.scenario === 'low_health_ready'
        ? 'ready'
        : place.scenario;
  const lowHealth = place.scenario === 'low_health_charging' || place.scenario === 'low_health_ready' || rng.chance(0.1);
  const kind: NewBattery['kind'] = rng.chance(0.2) ? 'high_capacity' : 'portable';
  const spec = rng.pick(BATTERY_MODELS[kind]);
  const cycles = lowHealth ? rng.int(850, 1400) : rng.int(20, 700);
  const maxCapacity = lowHealth ? Math.round(rng.float(55, 69.5) * 10) / 10 : Math.round((100 - cycles * 0.02 - rng.float(0, 3)) * 10) / 10;
  const charge: Record<State, () => number> = {
    charging: () => rng.int(10, 95),
    fully_charged: () => 100,
    ready: () => 100,
    waiting: () => rng.int(3, 15),
    empty: () => rng.int(0, 4),
    standby: () => rng.int(25, 70),
    discharging: () => rng.int(20, 90),
    overheat: () => rng.int(20, 75),
    error: () => rng.int(10, 60),
  };
  const chargePct = charge[state]();
  const errorCode = state === 'overheat' ? 'B-402' : state === 'error' ? 'B-517' : null;
  const onPort = place.chargerId !== null;
  const powerW = !onPort ? 0 : state === 'charging' ? chargingPowerW(place.portPowerW, chargePct) : state === 'discharging' ? STORAGE_DISCHARGE_W : 0;
  return {
    powerW,
    errorCode,
    battery: {
      id: rng.uuid(),
      company_id: place.companyId,
      charger_id: place.chargerId,
      port_number: place.port,
      kind,
      model: spec.model,
      serial_number: serial(spec.model, rng.pick([2022, 2023, 2024, 2025])),
      state,
      charge_pct: chargePct,
      capacity_wh: spec.wh,
      max_capacity_pct: maxCapacity,
      cycle_count: cycles,
      legacy: place.scenario === 'legacy_charging' || rng.chance(0.08),
      optimization_active: state === 'discharging' || rng.chance(0.3),
      error_code: errorCode,
      reported_at: place.reportedAt,
    },
  };
};
