import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChargerReportRequest } from '@yardfleet/contract/endpoints/charger-device';
import type { ChargeState } from '@yardfleet/domain/entities/charger';
import { portTransition, type PortEvent } from '@yardfleet/domain/machines/charge-state';
import { parseSimOptions } from './sim';
import { prng } from './sim-fleet';
import {
  newSimBattery,
  newSimCharger,
  powerTick,
  reportCharger,
  stepCharger,
  usableWh,
  type SimBattery,
  type SimChargeSystem,
  type SimCharger,
  type SimPowerEnv,
} from './sim-power';

const START = Date.UTC(2026, 5, 15, 15, 0, 0);
const at = (n: number, seconds: number) => new Date(START + n * seconds * 1000).toISOString();

const envOf = (seed: number): SimPowerEnv => {
  const random = prng(seed);
  let n = 0;
  return { random, newBattery: () => newSimBattery(random, `SIM-BAT-T-${(n += 1)}`, false) };
};
const systemsOf = (env: SimPowerEnv, chargers: number): SimChargeSystem[] => [
  {
    position: { lat: 41.78, lng: -88.17 },
    chargers: Array.from({ length: chargers }, (_, i) =>
      newSimCharger(env, {
        serialNumber: `SIM-CHG-T-${i + 1}`,
        model: i % 2 ? 'PC-6000' : 'PC-4000',
        ports: i % 2 ? 6 : 4,
        portPowerW: i % 2 ? 1000 : 750,
        startedAt: at(0, 1),
        legacyFirst: i === 0,
      }),
    ),
  },
];

const EVENTS: Exclude<PortEvent['type'], 'faultReported'>[] = [
  'batteryInserted',
  'batteryRemoved',
  'chargingStarted',
  'chargingPaused',
  'chargeCompleted',
  'batteryReady',
  'dischargeStarted',
  'dischargeCompleted',
  'overheatDetected',
  'cooledDown',
  'faultCleared',
];
/** True when one port fact (rules 4.6) moves a port from `from` (with or without a pack) to `to`. */
const oneMove = (from: ChargeState, occupied: boolean, to: ChargeState) =>
  EVENTS.some((type) => {
    const next = portTransition({ state: from, occupied }, { type });
    return E.isRight(next) && next.right.state === to;
  });

/** A deterministic environment: `random` always answers `r` (0.5: no overheat, no reboot, no stray pack). */
const steady = (r = 0.5): SimPowerEnv => ({ random: () => r, newBattery: () => newSimBattery(() => r, 'SIM-BAT-NEW', false) });
const pack = (over: Partial<SimBattery> = {}): SimBattery => ({
  serialNumber: 'BP-T-1',
  kind: 'portable',
  legacy: false,
  model: 'BP-560',
  capacityWh: 560,
  stateOfCharge: 10,
  maxCapacityPercent: 100,
  cycleCount: 40,
  optimizationActive: false,
  ...over,
});
const oneCharger = (battery: SimBattery, state: ChargeState = 'charging'): SimCharger => ({
  serialNumber: 'CHG-T',
  model: 'PC-6000',
  firmwareVersion: '2.0.1',
  portPowerW: 1000,
  errorCode: null,
  meterStartedAt: at(0, 1),
  meterExactWh: 0,
  ports: [{ number: 1, state, battery, away: null, powerW: 0, errorCode: null, left: 2 }],
});

describe('yardfleet sim charge systems', () => {
  it('for any seed and tick length: reports decode, the state of charge stays within 0..100, the meter never decreases within one start and grows by exactly the energy the packs took, every port change is one move of rules 4.6', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 120 }), fc.integer({ min: 50, max: 300 }), (seed, seconds, ticks) => {
        const env = envOf(seed);
        const systems = systemsOf(env, 3);
        const chargers = systems.flatMap((s) => s.chargers);
        let previous = chargers.map(reportCharger);
        const sinceStart = chargers.map(() => 0);
        const problems: string[] = [];
        for (let n = 1; n <= ticks; n += 1) {
          const fixAt = at(n, seconds);
          const reported = chargers.map((c, i) => {
            const before = c.ports.map((p) => ({ battery: p.battery, level: p.battery?.stateOfCharge ?? 0 }));
            const step = stepCharger(env, c, fixAt, seconds);
            sinceStart[i] = (step.rebooted ? 0 : (sinceStart[i] ?? 0)) + step.deliveredWh;
            // What the packs on the ports gained is what the charger delivered.
            const gained = c.ports.reduce((sum, p, pi) => {
              const was = before[pi];
              return was?.battery && was.battery === p.battery ? sum + (Math.max(0, p.battery.stateOfCharge - was.level) / 100) * usableWh(p.battery) : sum;
            }, 0);
            if (Math.abs(step.deliveredWh - gained) > 1e-6) problems.push(`tick ${n}: delivered ${step.deliveredWh} Wh, packs gained ${gained} Wh`);
            return reportCharger(c);
          });
          if (E.isLeft(ChargerReportRequest.decode({ reports: [{ fixAt, position: null, chargers: reported }] })))
            problems.push(`tick ${n}: report breaks the contract`);
          reported.forEach((r, i) => {
            const last = previous[i];
            if (last && last.meterStartedAt === r.meterStartedAt && r.energyMeterWh < last.energyMeterWh) problems.push(`tick ${n}: meter went down`);
            if (r.energyMeterWh !== Math.floor(sinceStart[i] ?? 0)) problems.push(`tick ${n}: meter ${r.energyMeterWh} after ${sinceStart[i] ?? 0} Wh`);
            for (const p of r.ports) {
              const soc = p.battery?.stateOfChargePercent;
              if (soc !== undefined && soc !== null && soc > 100) problems.push(`tick ${n}: ${soc} %`);
              const from = last?.ports.find((q) => q.number === p.number);
              if (from && from.state !== p.state && !oneMove(from.state, from.battery !== null, p.state))
                problems.push(`tick ${n}: ${from.state} -> ${p.state}`);
              if (p.state === 'overheat' && (p.powerW !== 0 || p.errorCode !== 'B-402'))
                problems.push(`tick ${n}: overheat at ${p.powerW} W, ${p.errorCode ?? 'no code'}`);
            }
          });
          previous = reported;
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('the meter grows by the energy delivered, in whole Wh: the sum of the ticks equals the meter', () => {
    const env = envOf(11);
    const systems = systemsOf(env, 2);
    let delivered = 0;
    for (let n = 1; n <= 300; n += 1) delivered += powerTick(env, systems, at(n, 30), 30).deliveredWh;
    const meters = systems[0]?.chargers.map((c) => reportCharger(c).energyMeterWh) ?? [];
    expect(meters.every((m) => Number.isInteger(m) && m > 0)).toBe(true);
    // No reboot in this run (both meters still start at the run's start): the meters hold every Wh delivered.
    expect(systems[0]?.chargers.every((c) => c.meterStartedAt === at(0, 1))).toBe(true);
    expect(meters.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(delivered);
    expect(delivered - meters.reduce((a, b) => a + b, 0)).toBeLessThan(meters.length);
  });

  it('a pack charges at full power up to 80 %, slower above, finishes, waits ready, is taken away and comes back nearly empty to charge again', () => {
    const battery = pack();
    const charger = oneCharger(battery);
    const env = steady();
    const seen: { state: ChargeState; soc: number; wh: number }[] = [];
    for (let n = 1; n <= 2_000 && seen.filter((s) => s.state === 'charging').length < 200; n += 1) {
      const step = stepCharger(env, charger, at(n, 60), 60);
      const port = charger.ports[0];
      seen.push({ state: port?.state ?? 'empty', soc: port?.battery?.stateOfCharge ?? -1, wh: step.deliveredWh });
    }
    const bulk = seen.filter((s) => s.state === 'charging' && s.soc > 20 && s.soc < 75);
    const taper = seen.filter((s) => s.state === 'charging' && s.soc > 85 && s.soc < 99);
    expect(bulk.every((s) => s.wh === 1000 / 60)).toBe(true);
    expect(Math.max(...taper.map((s) => s.wh))).toBeLessThan(1000 / 60 / 2 + 1e-9);
    const order = seen.map((s) => s.state).filter((s, i, all) => s !== all[i - 1]);
    expect(order.slice(0, 6)).toEqual(['charging', 'fully_charged', 'ready', 'empty', 'waiting', 'charging']);
    expect(battery.stateOfCharge).toBeLessThan(100);
    expect(battery.cycleCount).toBeGreaterThan(40);
  });

  it('an overheated pack stops charging with B-402 and recovers: cooled, waiting, charging', () => {
    const charger = oneCharger(pack({ stateOfCharge: 40 }));
    let calls = 0;
    // The charger's reboot draw first, then the port's overheat draw: only that one is below the chance.
    const env: SimPowerEnv = { random: () => (calls++ === 1 ? 0.001 : 0.5), newBattery: () => pack() };
    const states = Array.from({ length: 16 }, (_, n) => {
      stepCharger(env, charger, at(n + 1, 5), 5);
      const r = reportCharger(charger).ports[0];
      return `${r?.state}/${r?.powerW}/${r?.errorCode ?? '-'}`;
    });
    expect(states[0]).toBe('overheat/0/B-402');
    expect(states.filter((s, i) => s !== states[i - 1])).toEqual(['overheat/0/B-402', 'waiting/0/-', 'charging/1000/-']);
  });

  it('a legacy pack charges and completes without reporting its state of charge', () => {
    const charger = oneCharger(pack({ legacy: true, stateOfCharge: 70 }));
    const reports = Array.from({ length: 120 }, (_, n) => {
      stepCharger(steady(), charger, at(n + 1, 60), 60);
      return reportCharger(charger).ports[0];
    });
    expect(reports.every((p) => p?.battery === null || p?.battery?.stateOfChargePercent === null)).toBe(true);
    expect(reports.map((p) => p?.state)).toContain('fully_charged');
  });

  it('a reboot starts the meter again from 0 at the tick and charges nothing in it', () => {
    const charger = oneCharger(pack({ stateOfCharge: 30 }));
    stepCharger(steady(), charger, at(1, 60), 60);
    expect(reportCharger(charger).energyMeterWh).toBe(16);
    const step = stepCharger(steady(0), charger, at(2, 60), 60);
    expect(step).toEqual({ deliveredWh: 0, rebooted: true });
    expect(reportCharger(charger)).toMatchObject({ energyMeterWh: 0, meterStartedAt: at(2, 60) });
  });

  it('options: --chargers and repeated --power-email (default: the --email login)', () => {
    const parsed = parseSimOptions(['--chargers', '5', '--power-email', 'power@demo.yardfleet.test', '--power-email', 'admin@demo.yardfleet.test']);
    expect(E.isRight(parsed) && [parsed.right.chargers, parsed.right.powerEmails]).toEqual([5, ['power@demo.yardfleet.test', 'admin@demo.yardfleet.test']]);
    const defaults = parseSimOptions(['--email', 'manager@demo.yardfleet.test']);
    expect(E.isRight(defaults) && [defaults.right.chargers, defaults.right.powerEmails]).toEqual([12, ['manager@demo.yardfleet.test']]);
    expect(parseSimOptions(['--chargers', '1001'])).toEqual(E.left('--chargers: a whole number from 0 to 1000'));
  });
});
