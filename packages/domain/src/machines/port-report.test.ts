import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARGE_STATES, type ChargeState } from '../entities/charger';
import { portTransition } from './charge-state';
import { foldPortReport, occupancyOf, portChargeEstimate, type StoredPort } from './port-report';
import { replay } from './transition';

const T0 = '2026-06-15T12:00:00.000Z';
const T1 = '2026-06-15T12:01:00.000Z';
const stored = (state: ChargeState, occupied = state !== 'empty', stateAt: string | null = T0): StoredPort => ({ state, occupied, stateAt });
const report = (state: ChargeState, occupied = state !== 'empty', errorCode: string | null = null) => ({ state, occupied, fixAt: T1, errorCode });

describe('folding a port report into the stored port (rules 11.4)', () => {
  it.each<[string, StoredPort, ReturnType<typeof report>, string[]]>([
    ['waiting -> charging: charging started', stored('waiting'), report('charging'), ['chargingStarted']],
    ['charging -> fully charged: charge completed', stored('charging'), report('fully_charged'), ['chargeCompleted']],
    ['fully charged -> ready: battery ready', stored('fully_charged'), report('ready'), ['batteryReady']],
    ['charging -> standby: charging paused', stored('charging'), report('standby'), ['chargingPaused']],
    ['ready -> discharging: discharge started (battery optimization)', stored('ready'), report('discharging'), ['dischargeStarted']],
    ['discharging -> ready: discharge completed', stored('discharging'), report('ready'), ['dischargeCompleted']],
    ['charging -> overheat: overheat detected', stored('charging'), report('overheat'), ['overheatDetected']],
    ['overheat -> waiting: cooled down', stored('overheat'), report('waiting'), ['cooledDown']],
    ['charging -> error: fault reported', stored('charging'), report('error', true, 'B-517'), ['faultReported']],
    ['error -> waiting: fault cleared', stored('error'), report('waiting'), ['faultCleared']],
    ['charging -> empty: battery removed', stored('charging'), report('empty'), ['batteryRemoved']],
    ['empty -> waiting: battery inserted', stored('empty'), report('waiting'), ['batteryInserted']],
    ['empty -> charging (a report missed): inserted, then charging started', stored('empty'), report('charging'), ['batteryInserted', 'chargingStarted']],
    [
      'a port never reported that shows a full pack',
      stored('empty', false, null),
      report('fully_charged'),
      ['batteryInserted', 'chargingStarted', 'chargeCompleted'],
    ],
    ['a faulty port whose battery is taken out and fault cleared', stored('error'), report('empty'), ['batteryRemoved', 'faultCleared']],
  ])('%s', (_name, current, reported, types) => {
    const fold = foldPortReport(current, reported);
    expect(fold).toMatchObject({ applied: true, resynced: false, port: { state: reported.state, occupied: reported.occupied, stateAt: T1 } });
    expect(fold.events.map((e) => e.type)).toEqual(types);
  });

  it("carries the port's error code in the fault it derives", () => {
    expect(foldPortReport(stored('waiting'), report('error', true, 'B-402')).events).toEqual([{ type: 'faultReported', errorCode: 'B-402' }]);
  });

  it("takes the report as the device's truth when no valid chain leads there (a battery swap was missed)", () => {
    expect(foldPortReport(stored('fully_charged'), report('waiting'))).toEqual({
      port: { state: 'waiting', occupied: true, stateAt: T1 },
      applied: true,
      events: [],
      resynced: true,
    });
  });

  it('never invents a fault or an overheat the report does not show', () => {
    // fully_charged -> error -> waiting would be a path, but the report shows no error.
    expect(foldPortReport(stored('fully_charged'), report('waiting')).events).toEqual([]);
    expect(foldPortReport(stored('standby'), report('waiting')).resynced).toBe(true);
  });

  it('the same state again moves the fix time and derives nothing', () => {
    expect(foldPortReport(stored('charging'), report('charging'))).toEqual({ port: stored('charging', true, T1), applied: true, events: [], resynced: false });
  });

  it('a report older than (or as old as) the stored state changes nothing', () => {
    const current = stored('charging', true, T1);
    for (const fixAt of [T0, T1]) {
      expect(foldPortReport(current, { ...report('empty'), fixAt })).toEqual({ port: current, applied: false, events: [], resynced: false });
    }
  });

  it('property: an applied report always ends in the reported state, and its facts replay through the port machine to it', () => {
    const arbPort = fc.constantFrom(...CHARGE_STATES).chain((state) => fc.boolean().map((battery) => ({ state, occupied: occupancyOf(state, battery) })));
    fc.assert(
      fc.property(arbPort, arbPort, (from, to) => {
        const fold = foldPortReport({ ...from, stateAt: T0 }, { ...to, fixAt: T1, errorCode: 'B-517' });
        expect(fold.port).toEqual({ ...to, stateAt: T1 });
        if (!fold.resynced) expect(replay(portTransition, from, fold.events)).toEqual(E.right(to));
        else expect(fold.events).toEqual([]);
      }),
    );
  });

  it.each<[ChargeState, boolean, boolean]>([
    ['empty', true, false],
    ['error', false, false],
    ['error', true, true],
    ['charging', false, true],
    ['waiting', true, true],
  ])('a port reported %s with battery read %s is occupied: %s', (state, battery, occupied) => {
    expect(occupancyOf(state, battery)).toBe(occupied);
  });
});

describe('remaining charge time and estimated completion of a port (rules 11.5)', () => {
  // 1000 Wh at 20 % on 600 W: 6000 s from the report (chargeEstimate), so complete at 13:40.
  const pack = { legacy: false, capacityWh: 1000, stateOfChargePercent: 20, maxCapacityPercent: 100 };
  const charging = { state: 'charging' as const, powerW: 600, fixAt: T0 };

  it('is estimated as of the report and counted down at now', () => {
    expect(portChargeEstimate(charging, pack, new Date(T0))).toEqual({ remainingSeconds: 6000, estimatedCompletionAt: '2026-06-15T13:40:00.000Z' });
    expect(portChargeEstimate(charging, pack, new Date('2026-06-15T12:30:00.000Z'))).toEqual({
      remainingSeconds: 4200,
      estimatedCompletionAt: '2026-06-15T13:40:00.000Z',
    });
  });

  it('never goes below zero after the estimated completion', () => {
    expect(portChargeEstimate(charging, pack, new Date('2026-06-15T15:00:00.000Z'))?.remainingSeconds).toBe(0);
  });

  it.each<[string, Parameters<typeof portChargeEstimate>[0], Parameters<typeof portChargeEstimate>[1]]>([
    ['a legacy battery (rules 11.5: no estimate)', charging, { ...pack, legacy: true }],
    ['an unknown state of charge', charging, { ...pack, stateOfChargePercent: null }],
    ['no power', { ...charging, powerW: 0 }, pack],
    ['no battery read on the port', charging, null],
    ...CHARGE_STATES.filter((s) => s !== 'charging').map(
      (state) => [`a port ${state}`, { ...charging, state }, pack] as [string, Parameters<typeof portChargeEstimate>[0], typeof pack],
    ),
  ])('none for %s', (_name, port, battery) => {
    expect(portChargeEstimate(port, battery, new Date(T0))).toBeNull();
  });
});
