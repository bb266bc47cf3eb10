import { rmSync } from 'node:fs';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeSystemSummary, PowerFigures } from '@yardfleet/contract/endpoints/power';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { backends, call, fakeWebDist, loginAs, SEED_TIME, startTestApp, type Session, type TestApp } from './harness';
import { addBattery, addCharger, addCompany, addEnergy, addGateway, addPort, figuresInDb, minutesAgo } from './power-fixtures';
import { readSystem, seedPowerReads, ZERO_STATES, type PowerReads } from './power-reads-support';

type Overview = { figures: PowerFigures; systems: ChargeSystemSummary[]; timeZone: string };
const MISSING = '00000000-0000-4000-8000-000000000000';

/** The power overview and charge systems (rules 11): who reads what, the figures and the query count. The chargers of a system: power-chargers.test.ts. */
describe.each(backends())('power reads on $name', (backend) => {
  let t: TestApp;
  let s: PowerReads['s'];
  let ids: PowerReads['ids'];

  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ s, ids } = await seedPowerReads(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = (id: unknown, session: Session | Record<string, never> = s.admin, extra: Record<string, unknown> = {}) =>
    readSystem(t.app, id, session, extra);
  const overview = (session: Session | Record<string, never> = s.admin) =>
    call<Overview>(t.app, { method: 'GET', url: '/web-hmac/web/power/overview', headers: session });
  const chargerGatewayIds = async (companyId: string) =>
    (
      await t.db
        .selectFrom('gateways')
        .select('id')
        .where('company_id', '=', companyId)
        .where('kind', '=', 'charger_gateway')
        .where('deleted_at', 'is', null)
        .execute()
    )
      .map((g) => g.id)
      .sort();

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

  it("another company's charge system, an unknown id, a deleted or other gateway and a non-uuid id all answer 1170010404 alike", async () => {
    const unknown = (await detail(MISSING)).body;
    expect(unknown).toMatchObject({ code: ServerCode.notFound, entry: null });
    const cases: [unknown, Session][] = [
      [ids.alpha, s.power],
      [ids.alpha, s.far],
      [ids.farSystem, s.admin],
      [ids.deleted, s.admin],
      [ids.device, s.admin],
      ['not-a-uuid', s.admin],
      ['42', s.employee],
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

  it("the figures equal the sums recomputed from the rows, in each company's time zone", async () => {
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

  it("energy today and this month follow the company's local days", async () => {
    const far = (await overview(s.far)).body.entry;
    expect(far.timeZone).toBe('Pacific/Kiritimati');
    expect(far.figures).toMatchObject({ energyTodayWh: 700, energyThisMonthWh: 1000, chargersOnline: 1, chargersOffline: 0 });
    expect(far.systems[0]).toMatchObject({ energyTodayWh: 700, chargerCount: 1, chargersOnline: 1, onlineStatus: 'online' });
    const alpha = (await detail(ids.alpha)).body.entry;
    // Chicago: the 06-15 row is today's; the 06-16 row is not yet and not this month's either.
    expect(alpha.system.energyTodayWh).toBe(1200);
    expect(alpha.chargers.map((c) => [c.name, c.energyTodayWh])).toEqual([
      ['Alpha Charger 9', 1200],
      ['Alpha Charger 10', 0],
    ]);
  });

  it('lists a site with no chargers with zeros, and its detail has no chargers', async () => {
    const system = (await overview()).body.entry.systems.find((x) => x.id === ids.empty);
    expect(system).toMatchObject({
      name: 'Zeta Lot',
      chargerCount: 0,
      chargersOnline: 0,
      batteryCount: 0,
      energyTodayWh: 0,
      portStates: ZERO_STATES,
      onlineStatus: 'online',
    });
    const answer = (await detail(ids.empty)).body;
    expect(answer.code).toBe(200);
    expect(answer.entry.chargers).toEqual([]);
    const far = (await detail(ids.farSystem, s.far)).body.entry.system;
    expect(far.name).toBe(far.gatewaySerialNumber);
  });

  it('a charge system that stopped reporting shows its ports as unknown since the last report, never as live states (rules 11.7)', async () => {
    const stopped = await addCompany(t.db, 'Stopped Power', 'Europe/Berlin');
    const gateway = await addGateway(t.db, stopped.companyId, { siteName: 'Quiet Lot', lastConnectedAt: minutesAgo(40) });
    for (const [name, lastReport] of [
      ['Quiet 1', 40],
      ['Quiet 2', 25],
    ] as const) {
      const charger = await addCharger(t.db, stopped.companyId, gateway.id, { name, ports: 2, lastReportAt: minutesAgo(lastReport) });
      for (const number of [1, 2]) {
        const battery = await addBattery(t.db, stopped.companyId, { state: 'charging', charge_pct: 40, capacity_wh: 1000, max_capacity_pct: 100 });
        await addPort(t.db, stopped.companyId, charger, { number, state: 'charging', batteryId: battery, powerW: 500, stateAt: minutesAgo(lastReport) });
      }
    }
    const session = await loginAs(t.app, stopped.email);
    const entry = (await overview(session)).body.entry;
    expect(entry.figures).toMatchObject({
      chargersOnline: 0,
      chargersOffline: 2,
      batteriesCharging: 0,
      batteriesReady: 0,
      batteriesFaulty: 0,
      portsUnknown: 4,
    });
    expect(entry.figures).toEqual(await figuresInDb(t.db, stopped.companyId, SEED_TIME, '2026-06-15', '2026-06-01'));
    expect(entry.systems[0]).toMatchObject({
      chargersOnline: 0,
      portStates: ZERO_STATES,
      portsUnknown: 4,
      portsUnknownSince: minutesAgo(25).toISOString(),
      batteryCount: 0,
    });
    const system = (await detail(gateway.id, session)).body.entry;
    for (const port of system.chargers.flatMap((c) => c.ports))
      expect(port).toMatchObject({ stateKnown: false, remainingSeconds: null, estimatedCompletionAt: null });
  });

  it('a charger reporting an error code needs attention on the figures and its row, with the suggestion, while its ports charge (rules 11.7, 11.9)', async () => {
    const faulty = await addCompany(t.db, 'Faulty Power', 'Europe/Berlin');
    const gateway = await addGateway(t.db, faulty.companyId, { siteName: 'Fan Lot', lastConnectedAt: minutesAgo(1) });
    const fan = await addCharger(t.db, faulty.companyId, gateway.id, { name: 'Fan 1', ports: 2, lastReportAt: minutesAgo(1), errorCode: ' c-101' });
    const calm = await addCharger(t.db, faulty.companyId, gateway.id, { name: 'Calm 2', ports: 2, lastReportAt: minutesAgo(1) });
    // A charger that stopped reporting: its last fault is unknown, like its ports.
    const gone = await addCharger(t.db, faulty.companyId, gateway.id, { name: 'Gone 3', ports: 1, lastReportAt: minutesAgo(30), errorCode: 'C-301' });
    for (const charger of [fan, calm])
      for (const number of [1, 2]) {
        const battery = await addBattery(t.db, faulty.companyId, { state: 'charging', charge_pct: 40, capacity_wh: 1000, max_capacity_pct: 100 });
        await addPort(t.db, faulty.companyId, charger, { number, state: 'charging', batteryId: battery, powerW: 500, stateAt: minutesAgo(1) });
      }
    await addPort(t.db, faulty.companyId, gone, { number: 1, state: 'error', errorCode: 'B-517', stateAt: minutesAgo(30) });
    const session = await loginAs(t.app, faulty.email);
    const entry = (await overview(session)).body.entry;
    expect(entry.figures).toMatchObject({ chargersOnline: 2, batteriesCharging: 4, batteriesFaulty: 0, chargersNeedingAttention: 1 });
    expect(entry.figures).toEqual(await figuresInDb(t.db, faulty.companyId, SEED_TIME, '2026-06-15', '2026-06-01'));
    expect(entry.systems[0]).toMatchObject({
      chargersOnline: 2,
      chargersNeedingAttention: 1,
      faults: [{ code: ' c-101', suggestionKey: 'power.suggestion.fanFailure' }],
    });
    const alpha = (await overview()).body.entry.systems.find((x) => x.id === ids.alpha);
    // Alpha Charger 9 (online): its own C-999 and its ports' C-110 and b-402; Charger 10 never reported.
    expect(alpha).toMatchObject({ chargersNeedingAttention: 1 });
    expect(alpha?.faults.map((f) => [f.code, f.suggestionKey])).toEqual([
      ['C-999', 'power.suggestion.generic'],
      ['C-110', 'power.suggestion.chargerHardware'],
      ['b-402', 'power.suggestion.overheat'],
    ]);
  });

  it('a reset charger gateway says since when it was reset (rules 11.2, 14.5)', async () => {
    const company = await addCompany(t.db, 'Reset Power', 'Europe/Berlin');
    const gateway = await addGateway(t.db, company.companyId, { siteName: 'Reset Lot', lastConnectedAt: minutesAgo(1) });
    await addCharger(t.db, company.companyId, gateway.id, { name: 'Reset 1', ports: 2, lastReportAt: minutesAgo(1) });
    const session = await loginAs(t.app, company.email);
    expect((await detail(gateway.id, session)).body.entry.system.resetAt).toBeNull();
    const reset = await call(t.app, { method: 'POST', url: '/web-hmac/web/gateway/reset', headers: session, payload: { id: gateway.id } });
    expect(reset.status).toBe(200);
    const system = (await detail(gateway.id, session)).body.entry.system;
    expect(system).toMatchObject({ name: 'Reset Lot', resetAt: SEED_TIME.toISOString() });
    expect((await overview(session)).body.entry.systems[0]?.resetAt).toBe(SEED_TIME.toISOString());
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
