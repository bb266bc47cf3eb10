import * as E from 'fp-ts/lib/Either.js';
import type { BatteryKind, ChargeState } from '@yardfleet/domain/entities/charger';
import { TAPER_FROM_PERCENT, TAPER_POWER_FACTOR } from '@yardfleet/domain/machines/charge-estimate';
import { portTransition, type PortEvent } from '@yardfleet/domain/machines/charge-state';

/**
 * The charge systems of `yardfleet sim` (rules 16.9, 11.4): batteries on charger ports charge along a
 * realistic curve, finish, wait ready, are taken away and used, and come back nearly empty; some
 * overheat and cool down; the charger's energy meter grows by exactly the energy delivered. Every
 * state change goes through the domain's port machine (rules 4.6), so reports only hold legal moves.
 */

/** A simulated battery. `stateOfCharge` is the true level (%), also for legacy packs that do not report it. */
export interface SimBattery {
  readonly serialNumber: string;
  readonly kind: BatteryKind;
  readonly legacy: boolean;
  readonly model: string;
  /** Rated energy when new, Wh. */
  readonly capacityWh: number;
  stateOfCharge: number;
  readonly maxCapacityPercent: number;
  cycleCount: number;
  readonly optimizationActive: boolean;
}

/** A port: its state (rules 4.6), the battery on it, the battery away at work (comes back to it), power (W), error, ticks left in the phase. */
export interface SimPort {
  readonly number: number;
  state: ChargeState;
  battery: SimBattery | null;
  away: SimBattery | null;
  powerW: number;
  errorCode: string | null;
  left: number;
}

/** A charger: its ports, charging power per port (W), and its meter: Wh (exact) since `meterStartedAt`. */
export interface SimCharger {
  readonly serialNumber: string;
  readonly model: string;
  readonly firmwareVersion: string;
  readonly portPowerW: number;
  readonly errorCode: string | null;
  meterStartedAt: string;
  meterExactWh: number;
  readonly ports: SimPort[];
}

/** The random source and the maker of new packs (for an empty port a pack arrives at). */
export interface SimPowerEnv {
  readonly random: () => number;
  readonly newBattery: () => SimBattery;
}

/** Chance per tick that a charging pack overheats (error B-402), and that a charger reboots (meter from 0). */
export const OVERHEAT_CHANCE = 0.004;
export const REBOOT_CHANCE = 0.0005;
/** Chance per tick that a pack arrives at an empty port whose pack is not away at work. */
export const NEW_BATTERY_CHANCE = 0.02;
/** The overheat error code (domain charger-errors: battery overheat while charging). */
export const OVERHEAT_CODE = 'B-402';
/** Battery optimization brings a pack down to this storage level (%), at DISCHARGE_POWER_W. */
export const STORAGE_PERCENT = 60;
export const DISCHARGE_POWER_W = 200;

/**
 * Charging power (W) at `stateOfCharge` % on a port of `portPowerW`: constant below
 * TAPER_FROM_PERCENT (the domain's estimate's bulk phase), then slower: TAPER_POWER_FACTOR of it at
 * 80 % falling to half of that near 100 %.
 */
export const chargingPowerW = (portPowerW: number, stateOfCharge: number): number =>
  stateOfCharge < TAPER_FROM_PERCENT
    ? portPowerW
    : portPowerW * TAPER_POWER_FACTOR * (1 - (0.5 * (Math.min(100, stateOfCharge) - TAPER_FROM_PERCENT)) / (100 - TAPER_FROM_PERCENT));

/** Usable energy of a pack (Wh): its rated energy times its maximum capacity. */
export const usableWh = (b: SimBattery): number => (b.capacityWh * b.maxCapacityPercent) / 100;

const between = (random: () => number, min: number, max: number): number => Math.floor(min + random() * (max - min + 1));

/** Applies a port fact (rules 4.6) to the port through the domain's machine. @throws Error on a move the machine refuses (a simulator bug). */
const move = (p: SimPort, type: Exclude<PortEvent['type'], 'faultReported'>): void => {
  const next = portTransition({ state: p.state, occupied: p.battery !== null }, { type });
  if (E.isLeft(next)) throw new Error(`simulated port ${p.number}: ${type} from ${p.state} refused (${next.left.code})`);
  p.state = next.right.state;
};

/** One tick of one port of `seconds`; answers the energy (Wh, exact) it took from the charger. */
const stepPort = (env: SimPowerEnv, p: SimPort, seconds: number, portPowerW: number): number => {
  const { random } = env;
  p.left -= 1;
  const b = p.battery;
  let energy = 0;
  if (p.state === 'charging' && b) {
    if (random() < OVERHEAT_CHANCE) {
      move(p, 'overheatDetected');
      Object.assign(p, { errorCode: OVERHEAT_CODE, left: between(random, 6, 20) });
    } else {
      const usable = usableWh(b);
      energy = Math.min((chargingPowerW(portPowerW, b.stateOfCharge) * seconds) / 3600, ((100 - b.stateOfCharge) / 100) * usable);
      b.stateOfCharge = Math.min(100, b.stateOfCharge + (energy / usable) * 100);
      if (b.stateOfCharge >= 100 - 1e-9) {
        b.stateOfCharge = 100;
        move(p, 'chargeCompleted');
        p.left = between(random, 2, 6);
      }
    }
  } else if (p.state === 'discharging' && b) {
    b.stateOfCharge = Math.max(STORAGE_PERCENT, b.stateOfCharge - ((DISCHARGE_POWER_W * seconds) / 3600 / usableWh(b)) * 100);
    if (b.stateOfCharge <= STORAGE_PERCENT) {
      move(p, 'dischargeCompleted');
      p.left = between(random, 6, 40);
    }
  } else if (p.left <= 0) {
    if (p.state === 'fully_charged') {
      move(p, 'batteryReady');
      p.left = between(random, 6, 40);
    } else if (p.state === 'ready') {
      move(p, 'batteryRemoved');
      Object.assign(p, { away: p.battery, battery: null, left: between(random, 12, 60) });
    } else if (p.state === 'waiting' || p.state === 'standby') {
      move(p, 'chargingStarted');
    } else if (p.state === 'overheat' || p.state === 'error') {
      move(p, p.state === 'overheat' ? 'cooledDown' : 'faultCleared');
      Object.assign(p, { errorCode: null, left: between(random, 1, 3) });
    } else if (p.state === 'empty' && (p.away !== null || random() < NEW_BATTERY_CHANCE)) {
      // Back from work nearly empty (one more cycle), or a pack brought to a free port.
      const back = p.away ?? env.newBattery();
      back.stateOfCharge = between(random, 3, 15);
      back.cycleCount += 1;
      move(p, 'batteryInserted');
      Object.assign(p, { battery: back, away: null, left: between(random, 1, 3) });
    }
  }
  const now = p.battery;
  p.powerW = p.state === 'charging' && now ? Math.round(chargingPowerW(portPowerW, now.stateOfCharge)) : p.state === 'discharging' ? DISCHARGE_POWER_W : 0;
  return energy;
};

/** What one tick of a charger did: the energy its ports took (Wh, exact) and whether it rebooted. */
export interface ChargerStep {
  readonly deliveredWh: number;
  readonly rebooted: boolean;
}

/**
 * Advances `charger` one tick of `seconds` ending at `fixAt` (ISO). Its meter grows by the energy
 * the ports took. Rarely (REBOOT_CHANCE) it reboots: the meter starts again from 0 at `fixAt` and
 * nothing charges during that tick.
 */
export const stepCharger = (env: SimPowerEnv, charger: SimCharger, fixAt: string, seconds: number): ChargerStep => {
  if (env.random() < REBOOT_CHANCE) {
    Object.assign(charger, { meterStartedAt: fixAt, meterExactWh: 0 });
    return { deliveredWh: 0, rebooted: true };
  }
  let delivered = 0;
  for (const p of charger.ports) delivered += stepPort(env, p, seconds, charger.portPowerW);
  charger.meterExactWh += delivered;
  return { deliveredWh: delivered, rebooted: false };
};

/**
 * The charger as the contract's ReportedCharger (plain JSON; the caller decodes it before
 * sending): the meter in whole Wh (rounded down, so it never runs ahead of the energy delivered),
 * the state of charge in whole % and none for legacy packs (no estimate, rules 11.5).
 */
export const reportCharger = (c: SimCharger) => ({
  serialNumber: c.serialNumber,
  model: c.model,
  firmwareVersion: c.firmwareVersion,
  errorCode: c.errorCode,
  energyMeterWh: Math.floor(c.meterExactWh),
  meterStartedAt: c.meterStartedAt,
  ports: c.ports.map((p) => ({
    number: p.number,
    state: p.state,
    powerW: p.powerW,
    errorCode: p.errorCode,
    battery: p.battery && {
      serialNumber: p.battery.serialNumber,
      kind: p.battery.kind,
      legacy: p.battery.legacy,
      model: p.battery.model,
      capacityWh: p.battery.capacityWh,
      stateOfChargePercent: p.battery.legacy ? null : Math.floor(p.battery.stateOfCharge),
      maxCapacityPercent: p.battery.maxCapacityPercent,
      cycleCount: p.battery.cycleCount,
      optimizationActive: p.battery.optimizationActive,
    },
  })),
});

/** A charge system of the simulation: its gateway's position (null: unknown) and the chargers it reports. */
export interface SimChargeSystem {
  readonly position: { readonly lat: number; readonly lng: number } | null;
  readonly chargers: SimCharger[];
}

/** What one tick sends and did: one gateway report per system (same order), the energy delivered (Wh, exact) and reboots. */
export interface PowerTick {
  readonly reports: { readonly fixAt: string; readonly position: SimChargeSystem['position']; readonly chargers: ReturnType<typeof reportCharger>[] }[];
  readonly deliveredWh: number;
  readonly reboots: number;
}

/** Advances every charger of every system one tick of `seconds` ending at `fixAt` and answers the gateway reports. */
export const powerTick = (env: SimPowerEnv, systems: readonly SimChargeSystem[], fixAt: string, seconds: number): PowerTick => {
  let deliveredWh = 0;
  let reboots = 0;
  const reports = systems.map((system) => ({
    fixAt,
    position: system.position,
    chargers: system.chargers.map((c) => {
      const step = stepCharger(env, c, fixAt, seconds);
      deliveredWh += step.deliveredWh;
      reboots += step.rebooted ? 1 : 0;
      return reportCharger(c);
    }),
  }));
  return { reports, deliveredWh, reboots };
};

/** Ports per state over `systems` (states no port is in are left out). */
export const portStates = (systems: readonly SimChargeSystem[]): Partial<Record<ChargeState, number>> => {
  const counts: Partial<Record<ChargeState, number>> = {};
  for (const p of systems.flatMap((s) => s.chargers.flatMap((c) => c.ports))) counts[p.state] = (counts[p.state] ?? 0) + 1;
  return counts;
};

/** Rated energy (Wh) of the battery models the demo uses; other models by kind. */
const MODEL_WH: Readonly<Record<string, number>> = { 'BP-560': 560, 'BP-280': 280, 'HC-2000': 2000, 'HC-1500': 1500 };
/** The rated energy of a battery model (Wh): known models, else 560 for portable and 2000 for high-capacity packs. */
export const ratedWh = (model: string, kind: BatteryKind): number => MODEL_WH[model] ?? (kind === 'portable' ? 560 : 2000);

/** A new simulated pack: mostly portable, some high-capacity, health from a few hundred cycles, optimization on some. */
export const newSimBattery = (random: () => number, serialNumber: string, legacy: boolean): SimBattery => {
  const kind: BatteryKind = random() < 0.2 ? 'high_capacity' : 'portable';
  const model = kind === 'portable' ? (random() < 0.5 ? 'BP-560' : 'BP-280') : 'HC-2000';
  const cycleCount = between(random, 10, 600);
  return {
    serialNumber,
    kind,
    legacy,
    model,
    capacityWh: ratedWh(model, kind),
    stateOfCharge: between(random, 10, 90),
    maxCapacityPercent: Math.round((100 - cycleCount * 0.02) * 10) / 10,
    cycleCount,
    optimizationActive: random() < 0.3,
  };
};

/**
 * A new simulated charger of `ports` ports (`portPowerW` each) whose meter starts at `startedAt`:
 * most ports hold a pack (charging, waiting or ready), the others are empty with their pack away
 * at work; `legacyFirst` puts a legacy pack charging on port 1.
 */
export const newSimCharger = (
  env: SimPowerEnv,
  spec: {
    readonly serialNumber: string;
    readonly model: string;
    readonly ports: number;
    readonly portPowerW: number;
    readonly startedAt: string;
    readonly legacyFirst: boolean;
  },
): SimCharger => ({
  serialNumber: spec.serialNumber,
  model: spec.model,
  firmwareVersion: '2.0.1',
  portPowerW: spec.portPowerW,
  errorCode: null,
  meterStartedAt: spec.startedAt,
  meterExactWh: 0,
  ports: Array.from({ length: spec.ports }, (_, i): SimPort => {
    const battery = env.newBattery();
    const pack = i === 0 && spec.legacyFirst ? { ...battery, legacy: true } : battery;
    const state: ChargeState =
      i === 0 ? 'charging' : ((['charging', 'charging', 'waiting', 'ready', 'empty'] as const)[between(env.random, 0, 4)] ?? 'charging');
    if (state === 'ready') pack.stateOfCharge = 100;
    const onPort = state !== 'empty';
    return {
      number: i + 1,
      state,
      battery: onPort ? pack : null,
      away: onPort ? null : pack,
      errorCode: null,
      left: between(env.random, 1, 30),
      powerW: state === 'charging' ? Math.round(chargingPowerW(spec.portPowerW, pack.stateOfCharge)) : 0,
    };
  }),
});
