import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { powerDb } from '../src/db/power-schema';
import { backends, SEED_TIME, startTestApp, type Session, type TestApp } from './harness';
import { minutesAgo } from './power-fixtures';
import { readSystem, seedPowerReads, ZERO_STATES, type PowerReads } from './power-reads-support';

/** The chargers of a charge system (rules 11): ports, batteries, charge estimates, errors and energy. */
describe.each(backends())('power charger detail on $name', (backend) => {
  let t: TestApp;
  let s: PowerReads['s'];
  let ids: PowerReads['ids'];
  let batteries: PowerReads['batteries'];

  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ s, ids, batteries } = await seedPowerReads(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = (id: unknown, session: Session | Record<string, never> = s.admin, extra: Record<string, unknown> = {}) =>
    readSystem(t.app, id, session, extra);

  it('shows each charger with its ports, batteries, estimates, errors and energy', async () => {
    const { system, chargers, timeZone } = (await detail(ids.alpha)).body.entry;
    expect(timeZone).toBe('America/Chicago');
    expect(system).toMatchObject({
      name: 'Alpha Lot',
      siteName: 'Alpha Lot',
      warehouseId: null,
      onlineStatus: 'offline',
      chargerCount: 2,
      chargersOnline: 1,
      batteryCount: 4,
      energyTodayWh: 1200,
      // Charger 10 never reported: its 4 ports are unknown, not counted in any state (rules 11.7).
      portStates: { ...ZERO_STATES, charging: 2, ready: 1, error: 1, overheat: 1, empty: 1 },
      portsUnknown: 4,
      portsUnknownSince: null,
    });
    const [c9, c10] = chargers;
    // Daily average: 10,000 Wh over 05-31 (its first energy day, before the 06-06 installation) to 06-15 = 16 days.
    expect(c9).toMatchObject({
      id: ids.c9,
      onlineStatus: 'online',
      error: { code: 'C-999', suggestionKey: 'power.suggestion.generic' },
      historicalTotalWh: 10_000,
      dailyAverageWh: 625,
    });
    expect(c9?.ports.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6]);
    const [charging, legacy, low, faulty, hot, none] = c9?.ports ?? [];
    // 1000 Wh at 50 %: 300 Wh at 500 W (2160 s) + 200 Wh at 250 W (2880 s) = 5040 s from 10 minutes ago.
    expect(charging).toMatchObject({
      state: 'charging',
      powerW: 500,
      remainingSeconds: 5040 - 600,
      estimatedCompletionAt: new Date(minutesAgo(10).getTime() + 5_040_000).toISOString(),
    });
    expect(charging?.battery).toMatchObject({ id: batteries.normal, stateOfChargePercent: 50, health: 'normal', legacy: false });
    expect(legacy).toMatchObject({
      state: 'charging',
      powerW: 400,
      remainingSeconds: null,
      estimatedCompletionAt: null,
      battery: { id: batteries.legacy, legacy: true, stateOfChargePercent: null },
    });
    expect(low?.battery).toMatchObject({ id: batteries.low, maxCapacityPercent: 60, chargeCycleCount: 1400, health: 'low' });
    expect(faulty).toMatchObject({ state: 'error', battery: null, error: { code: 'C-110', suggestionKey: 'power.suggestion.chargerHardware' } });
    expect(hot).toMatchObject({ state: 'overheat', error: { code: 'b-402', suggestionKey: 'power.suggestion.overheat' }, remainingSeconds: null });
    expect(none).toMatchObject({ state: 'empty', battery: null, powerW: 0, error: null });
    expect(c10).toMatchObject({ id: ids.c10, onlineStatus: 'offline', lastReportAt: null, error: null, energyTodayWh: 0 });
    expect(c9?.ports.every((p) => p.stateKnown)).toBe(true);
    expect(c10?.ports.map((p) => [p.number, p.state, p.stateKnown, p.battery === null, p.error?.suggestionKey ?? null])).toEqual([
      [1, 'waiting', false, false, null],
      [2, 'empty', false, true, null],
      [3, 'error', false, false, 'power.suggestion.batteryFault'],
      [4, 'empty', false, true, null],
    ]);
  });

  it('counts the remaining time down to 0 as the clock moves while the charger reports, and the completion stays put', async () => {
    // The charger keeps reporting (its last report follows the clock); the port's state is unchanged.
    const reportNow = () => powerDb(t.db).updateTable('chargers').set({ last_report_at: t.clock.now() }).where('id', '=', ids.c9).execute();
    // Steps under the 60-minute idle window, so the session stays alive.
    t.clock.advance(40 * 60_000);
    try {
      await reportNow();
      const port = (await detail(ids.alpha)).body.entry.chargers[0]?.ports[0];
      expect(port?.remainingSeconds).toBe(5040 - 600 - 2400);
      t.clock.advance(40 * 60_000);
      await reportNow();
      const later = (await detail(ids.alpha)).body.entry.chargers[0]?.ports[0];
      expect(later).toMatchObject({ remainingSeconds: 0, estimatedCompletionAt: port?.estimatedCompletionAt });
    } finally {
      await powerDb(t.db)
        .updateTable('chargers')
        .set({ last_report_at: minutesAgo(1) })
        .where('id', '=', ids.c9)
        .execute();
      t.clock.set(SEED_TIME);
    }
  });

  it('gives no estimate once the charger stopped reporting: its port is unknown since its last report (rules 11.7)', async () => {
    t.clock.advance(40 * 60_000);
    try {
      const [c9] = (await detail(ids.alpha)).body.entry.chargers;
      expect(c9).toMatchObject({ onlineStatus: 'offline', lastReportAt: minutesAgo(1).toISOString() });
      expect(c9?.ports[0]).toMatchObject({ state: 'charging', stateKnown: false, remainingSeconds: null, estimatedCompletionAt: null });
    } finally {
      t.clock.set(SEED_TIME);
    }
  });
});
