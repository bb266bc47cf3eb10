import { rmSync } from 'node:fs';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeSystemDetail, ChargeSystemSummary, PowerFigures } from '@yardfleet/contract/endpoints/power';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, fakeWebDist, loginAs, SEED_TIME, startTestApp, type TestApp } from './harness';
import { addBattery, addCharger, addCompany, addEnergy, addGateway, addPort, figuresInDb, minutesAgo } from './power-fixtures';

type Session = { token: string; uid: string };
type Overview = { figures: PowerFigures; systems: ChargeSystemSummary[]; timeZone: string };
const MISSING = '00000000-0000-4000-8000-000000000000';
const ZERO_STATES = { charging: 0, standby: 0, overheat: 0, error: 0, empty: 0, ready: 0, waiting: 0, discharging: 0, fully_charged: 0 };

describe.each(backends())('power reads on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'far', Session>;
  let ids: { greenway: string; brightline: string; far: string; empty: string; alpha: string; farSystem: string; deleted: string; device: string; c9: string; c10: string };
  let batteries: { normal: string; legacy: string; low: string };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const companyId = async (name: string) => await companyIdNamed(t.db, name);
    const greenway = await companyId(GREENWAY_NAME);
    const brightline = await companyId(BRIGHTLINE_NAME);
    const far = await addCompany(t.db, 'Far Away Power', 'Pacific/Kiritimati');

    // Greenway: a site with no chargers, a deleted charger gateway, a device gateway, and "Alpha Lot" with two chargers.
    const empty = await addGateway(t.db, greenway, { siteName: 'Zeta Lot', lastConnectedAt: minutesAgo(2) });
    const deleted = await addGateway(t.db, greenway, { siteName: 'Gone Lot', deleted: true });
    const device = await addGateway(t.db, greenway, { kind: 'device_gateway' });
    const alpha = await addGateway(t.db, greenway, { siteName: 'Alpha Lot', lastConnectedAt: minutesAgo(60) });
    const c9 = await addCharger(t.db, greenway, alpha.id, {
      name: 'Alpha Charger 9', ports: 6, lastReportAt: minutesAgo(1), errorCode: 'C-999', totalWh: 10_000, installedAt: new Date('2026-06-06T12:00:00.000Z'),
    });
    const c10 = await addCharger(t.db, greenway, alpha.id, { name: 'Alpha Charger 10', ports: 4, lastReportAt: null });
    batteries = {
      normal: await addBattery(t.db, greenway, { state: 'charging', charge_pct: 50, capacity_wh: 1000, max_capacity_pct: 100 }),
      legacy: await addBattery(t.db, greenway, { state: 'charging', charge_pct: 30, legacy: true }),
      low: await addBattery(t.db, greenway, { state: 'ready', charge_pct: 100, max_capacity_pct: 60, cycle_count: 1400 }),
    };
    const hot = await addBattery(t.db, greenway, { state: 'overheat', max_capacity_pct: 90 });
    await addPort(t.db, greenway, c9, { number: 1, state: 'charging', batteryId: batteries.normal, powerW: 500, stateAt: minutesAgo(10) });
    await addPort(t.db, greenway, c9, { number: 2, state: 'charging', batteryId: batteries.legacy, powerW: 400, stateAt: minutesAgo(10) });
    await addPort(t.db, greenway, c9, { number: 3, state: 'ready', batteryId: batteries.low, stateAt: minutesAgo(10) });
    await addPort(t.db, greenway, c9, { number: 4, state: 'error', errorCode: 'C-110', stateAt: minutesAgo(10) });
    await addPort(t.db, greenway, c9, { number: 5, state: 'overheat', batteryId: hot, errorCode: 'b-402', stateAt: minutesAgo(10) });
    // Charger 10 has no port rows: its ports come from the batteries that say they sit on them.
    await addBattery(t.db, greenway, { charger_id: c10, port_number: 1, state: 'waiting' });
    await addBattery(t.db, greenway, { charger_id: c10, port_number: 3, state: 'error', error_code: 'B-517' });
    // Chicago: local today 2026-06-15; 06-16 is tomorrow there, 05-31 last month.
    await addEnergy(t.db, greenway, c9, { '2026-06-15': 1200, '2026-06-14': 800, '2026-06-16': 999, '2026-05-31': 77 });

    // Kiritimati (UTC+14): at SEED_TIME it is already 2026-06-16 there.
    const farSystem = await addGateway(t.db, far.companyId, { lastConnectedAt: minutesAgo(1) });
    const farCharger = await addCharger(t.db, far.companyId, farSystem.id, { name: 'Far Charger', ports: 2, lastReportAt: minutesAgo(3) });
    await addEnergy(t.db, far.companyId, farCharger, { '2026-06-16': 700, '2026-06-15': 300, '2026-05-31': 50 });

    s = {
      admin: await loginAs(t.app, DEMO_LOGINS.admin), manager: await loginAs(t.app, DEMO_LOGINS.manager), employee: await loginAs(t.app, DEMO_LOGINS.employee),
      power: await loginAs(t.app, DEMO_LOGINS.power), far: await loginAs(t.app, far.email),
    };
    ids = { greenway, brightline, far: far.companyId, empty: empty.id, alpha: alpha.id, farSystem: farSystem.id, deleted: deleted.id, device: device.id, c9, c10 };
  });
  afterAll(async () => {
    await t.close();
  });

  const overview = (session: Session | Record<string, never> = s.admin) => call<Overview>(t.app, { method: 'GET', url: '/web-hmac/web/power/overview', headers: session });
  const detail = (id: unknown, session: Session | Record<string, never> = s.admin, extra: Record<string, unknown> = {}) =>
    call<ChargeSystemDetail>(t.app, { method: 'POST', url: '/web-hmac/web/power/system', headers: session, payload: { id, ...extra } });
  const chargerGatewayIds = async (companyId: string) =>
    (await t.db.selectFrom('gateways').select('id').where('company_id', '=', companyId).where('kind', '=', 'charger_gateway').where('deleted_at', 'is', null).execute()).map((g) => g.id).sort();

  it('every role of the company reads the overview and each charge system; the systems are its live charger gateways, by name', async () => {
    const answers = await Promise.all([s.admin, s.manager, s.employee].map((session) => overview(session)));
    for (const { status, body } of answers) {
      expect([status, body.code]).toEqual([200, 200]);
      expect(body.entry).toEqual(answers[0]?.body.entry);
    }
    const { systems, timeZone } = answers[0]?.body.entry ?? { systems: [], timeZone: '' };
    expect(timeZone).toBe('America/Chicago');
    expect(systems.map((x) => x.id).sort()).toEqual(await chargerGatewayIds(ids.greenway));
    expect(systems.map((x) => x.id)).not.toContain(ids.deleted);
    expect(systems.map((x) => x.id)).not.toContain(ids.device);
    const names = systems.map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    expect(names[0]).toBe('Alpha Lot');
    for (const session of [s.admin, s.manager, s.employee]) {
      for (const system of systems) {
        const answer = await detail(system.id, session);
        expect(answer.body.code).toBe(200);
        expect(answer.body.entry.system).toEqual(system);
        expect(answer.body.entry.chargers).toHaveLength(system.chargerCount);
      }
    }
  });

  it('the power-only admin reads its own charge systems, named after their warehouse', async () => {
    const { body } = await overview(s.power);
    expect(body.code).toBe(200);
    expect(body.entry.systems.map((x) => x.id).sort()).toEqual(await chargerGatewayIds(ids.brightline));
    const yard = await t.db.selectFrom('warehouses').select(['id', 'name']).where('company_id', '=', ids.brightline).execute();
    for (const system of body.entry.systems) {
      const answer = await detail(system.id, s.power);
      expect(answer.body.code).toBe(200);
      if (system.warehouseId !== null) expect(system.name).toBe(yard.find((w) => w.id === system.warehouseId)?.name);
    }
  });

  it('another company\'s charge system, an unknown id, a deleted or other gateway and a non-uuid id all answer 1170010404 alike', async () => {
    const unknown = (await detail(MISSING)).body;
    expect(unknown).toMatchObject({ code: ServerCode.notFound, entry: null });
    const cases: [unknown, Session][] = [
      [ids.alpha, s.power], [ids.alpha, s.far], [ids.farSystem, s.admin], [ids.deleted, s.admin], [ids.device, s.admin], ['not-a-uuid', s.admin], ['42', s.employee],
    ];
    for (const [id, session] of cases) {
      const { status, body } = await detail(id, session);
      expect(status).toBe(200);
      expect(body).toEqual(unknown);
    }
  });

  it('answers 1401 without a session and HTTP 400 unknown_field for an unknown field', async () => {
    expect((await overview({})).body.code).toBe(ServerCode.sessionExpired);
    expect((await detail(ids.alpha, {})).body.code).toBe(ServerCode.sessionExpired);
    const { status, body } = await detail(ids.alpha, s.admin, { chargerId: ids.c9 });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'unknown_field' });
  });

  it('the figures equal the sums recomputed from the rows, in each company\'s time zone', async () => {
    const cases: [Session, string, string, string][] = [
      [s.admin, ids.greenway, '2026-06-15', '2026-06-01'],
      [s.power, ids.brightline, '2026-06-15', '2026-06-01'],
      [s.far, ids.far, '2026-06-16', '2026-06-01'],
    ];
    for (const [session, companyId, today, monthStart] of cases) {
      const { figures } = (await overview(session)).body.entry;
      expect(figures).toEqual(await figuresInDb(t.db, companyId, SEED_TIME, today, monthStart));
    }
  });

  it('energy today and this month follow the company\'s local days', async () => {
    const far = (await overview(s.far)).body.entry;
    expect(far.timeZone).toBe('Pacific/Kiritimati');
    expect(far.figures).toMatchObject({ energyTodayWh: 700, energyThisMonthWh: 1000, chargersOnline: 1, chargersOffline: 0 });
    expect(far.systems[0]).toMatchObject({ energyTodayWh: 700, chargerCount: 1, chargersOnline: 1, onlineStatus: 'online' });
    const alpha = (await detail(ids.alpha)).body.entry;
    // Chicago: the 06-15 row is today's; the 06-16 row is not yet and not this month's either.
    expect(alpha.system.energyTodayWh).toBe(1200);
    expect(alpha.chargers.map((c) => [c.name, c.energyTodayWh])).toEqual([['Alpha Charger 9', 1200], ['Alpha Charger 10', 0]]);
  });

  it('shows each charger with its ports, batteries, estimates, errors and energy', async () => {
    const { system, chargers, timeZone } = (await detail(ids.alpha)).body.entry;
    expect(timeZone).toBe('America/Chicago');
    expect(system).toMatchObject({
      name: 'Alpha Lot', siteName: 'Alpha Lot', warehouseId: null, onlineStatus: 'offline', chargerCount: 2, chargersOnline: 1, batteryCount: 6, energyTodayWh: 1200,
      portStates: { ...ZERO_STATES, charging: 2, ready: 1, error: 2, overheat: 1, empty: 3, waiting: 1 },
    });
    const [c9, c10] = chargers;
    // Daily average: 10,000 Wh over 05-31 (its first energy day, before the 06-06 installation) to 06-15 = 16 days.
    expect(c9).toMatchObject({ id: ids.c9, onlineStatus: 'online', error: { code: 'C-999', suggestionKey: 'power.suggestion.generic' }, historicalTotalWh: 10_000, dailyAverageWh: 625 });
    expect(c9?.ports.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6]);
    const [charging, legacy, low, faulty, hot, none] = c9?.ports ?? [];
    // 1000 Wh at 50 %: 300 Wh at 500 W (2160 s) + 200 Wh at 250 W (2880 s) = 5040 s from 10 minutes ago.
    expect(charging).toMatchObject({ state: 'charging', powerW: 500, remainingSeconds: 5040 - 600, estimatedCompletionAt: new Date(minutesAgo(10).getTime() + 5_040_000).toISOString() });
    expect(charging?.battery).toMatchObject({ id: batteries.normal, stateOfChargePercent: 50, health: 'normal', legacy: false });
    expect(legacy).toMatchObject({ state: 'charging', powerW: 400, remainingSeconds: null, estimatedCompletionAt: null, battery: { id: batteries.legacy, legacy: true, stateOfChargePercent: null } });
    expect(low?.battery).toMatchObject({ id: batteries.low, maxCapacityPercent: 60, chargeCycleCount: 1400, health: 'low' });
    expect(faulty).toMatchObject({ state: 'error', battery: null, error: { code: 'C-110', suggestionKey: 'power.suggestion.chargerHardware' } });
    expect(hot).toMatchObject({ state: 'overheat', error: { code: 'b-402', suggestionKey: 'power.suggestion.overheat' }, remainingSeconds: null });
    expect(none).toMatchObject({ state: 'empty', battery: null, powerW: 0, error: null });
    expect(c10).toMatchObject({ id: ids.c10, onlineStatus: 'offline', lastReportAt: null, error: null, energyTodayWh: 0 });
    expect(c10?.ports.map((p) => [p.number, p.state, p.battery === null, p.error?.suggestionKey ?? null])).toEqual([
      [1, 'waiting', false, null], [2, 'empty', true, null], [3, 'error', false, 'power.suggestion.batteryFault'], [4, 'empty', true, null],
    ]);
  });

  it('counts the remaining time down to 0 as the clock moves, and the completion stays put', async () => {
    // Steps under the 60-minute idle window, so the session stays alive.
    t.clock.advance(40 * 60_000);
    try {
      const port = (await detail(ids.alpha)).body.entry.chargers[0]?.ports[0];
      expect(port?.remainingSeconds).toBe(5040 - 600 - 2400);
      t.clock.advance(40 * 60_000);
      const later = (await detail(ids.alpha)).body.entry.chargers[0]?.ports[0];
      expect(later).toMatchObject({ remainingSeconds: 0, estimatedCompletionAt: port?.estimatedCompletionAt });
    } finally {
      t.clock.set(SEED_TIME);
    }
  });

  it('lists a site with no chargers with zeros, and its detail has no chargers', async () => {
    const system = (await overview()).body.entry.systems.find((x) => x.id === ids.empty);
    expect(system).toMatchObject({ name: 'Zeta Lot', chargerCount: 0, chargersOnline: 0, batteryCount: 0, energyTodayWh: 0, portStates: ZERO_STATES, onlineStatus: 'online' });
    const answer = (await detail(ids.empty)).body;
    expect(answer.code).toBe(200);
    expect(answer.entry.chargers).toEqual([]);
    const far = (await detail(ids.farSystem, s.far)).body.entry.system;
    expect(far.name).toBe(far.gatewaySerialNumber);
  });

  it('runs the same few queries per call whatever the number of chargers', async () => {
    // Counted on results: one per executed query (transformQuery also sees every subquery builder).
    let queries = 0;
    const counter: KyselyPlugin = { transformQuery: (args) => args.node, transformResult: async (args) => ((queries += 1), args.result) };
    const dist = fakeWebDist();
    const app = await buildApp({ db: t.db.withPlugin(counter), clock: t.clock, config: { ...loadConfig({}), webDist: dist } }, { logger: false });
    try {
      const company = await addCompany(t.db, 'Counting Power', 'UTC');
      const session = await loginAs(t.app, company.email);
      const system = await addGateway(t.db, company.companyId, { siteName: 'Count Lot' });
      const counted = async () => {
        queries = 0;
        const a = await call(app, { method: 'GET', url: '/web-hmac/web/power/overview', headers: session });
        const overviewQueries = queries;
        queries = 0;
        const b = await call(app, { method: 'POST', url: '/web-hmac/web/power/system', headers: session, payload: { id: system.id } });
        expect([a.body.code, b.body.code]).toEqual([200, 200]);
        return [overviewQueries, queries];
      };
      const one = await counted();
      for (let i = 1; i <= 5; i += 1) {
        const charger = await addCharger(t.db, company.companyId, system.id, { name: `Count ${i}`, ports: 2, lastReportAt: minutesAgo(1) });
        const battery = await addBattery(t.db, company.companyId, {});
        await addPort(t.db, company.companyId, charger, { number: 1, state: 'charging', batteryId: battery, powerW: 300, stateAt: minutesAgo(1) });
        await addEnergy(t.db, company.companyId, charger, { '2026-06-15': 100 });
      }
      expect(await counted()).toEqual(one);
      // Two for the session (look-up, last use), six for the read.
      expect(Math.max(...one)).toBeLessThanOrEqual(8);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
