import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceReportRow, PowerReportRow, ReportRequest } from '@yardfleet/contract/endpoints/reports';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { maintenanceReportRows, type MaintenanceReport } from '../src/areas/reports/maintenance';
import { powerReportRows, type PowerReport } from '../src/areas/reports/power';
import { fleetDb } from '../src/db/fleet-schema';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { DEMO_TIME_ZONE } from '../src/seed/power-sites';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';
import { addCharger, addEnergy, addGateway } from './power-fixtures';
import { addFullCompany, addLogs, addMachines, energyInDb, fromTotals, logGroupsInDb, logIdsInDb, sumGroups } from './report-fixtures';

type Session = { token: string; uid: string };
const NO_FILTERS = { tagId: null, category: null, warehouseId: null };
const YEAR = { from: '2025-06-16', to: '2026-06-15' };
/** Instants around the spring DST change in Berlin (29 March 2026, 01:00 UTC) and in Chicago (8 March 2026, 08:00 UTC), each a second either side of a local midnight. */
const BERLIN_EDGES = ['2026-03-28T22:59:59.000Z', '2026-03-28T23:00:00.000Z', '2026-03-29T21:59:59.000Z', '2026-03-29T22:00:00.000Z'];
const CHICAGO_EDGES = ['2026-03-08T05:59:59.000Z', '2026-03-08T06:00:00.000Z', '2026-03-09T04:59:59.000Z', '2026-03-09T05:00:00.000Z'];

describe.each(backends())('maintenance and power reports on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'guest' | 'berlin' | 'chicago', Session>;
  let ids: { greenway: string; berlin: string; chicago: string; berlinMachine: string };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    const berlin = await addFullCompany(t.db, 'Berlin Grounds', 'Europe/Berlin');
    const chicago = await addFullCompany(t.db, 'Chicago Grounds', 'America/Chicago');
    const [berlinMachine = ''] = await addMachines(t.db, berlin.companyId, ['Berlin Mower 1']);
    const [chicagoMachine = ''] = await addMachines(t.db, chicago.companyId, ['Chicago Mower 1']);
    await addLogs(t.db, berlin.companyId, berlinMachine, [...BERLIN_EDGES, ...CHICAGO_EDGES]);
    await addLogs(t.db, chicago.companyId, chicagoMachine, [...BERLIN_EDGES, ...CHICAGO_EDGES], 'USD');
    // Many logs (some at the same instant), so the row generator's keyset runs across chunks.
    const many = Array.from({ length: 1_205 }, (_, i) => new Date(Date.UTC(2026, 4, 1) + Math.floor(i / 2) * 3_600_000).toISOString());
    await addLogs(t.db, berlin.companyId, berlinMachine, many);
    const gateway = await addGateway(t.db, chicago.companyId, { siteName: 'Chicago Lot' });
    const charger = await addCharger(t.db, chicago.companyId, gateway.id, { name: 'Chicago Charger', ports: 2 });
    await addEnergy(t.db, chicago.companyId, charger, { '2026-03-07': 100, '2026-03-08': 230, '2026-03-09': 400 });
    s = {
      admin: await loginAs(t.app, DEMO_LOGINS.admin),
      manager: await loginAs(t.app, DEMO_LOGINS.manager),
      employee: await loginAs(t.app, DEMO_LOGINS.employee),
      power: await loginAs(t.app, DEMO_LOGINS.power),
      guest: await loginAs(t.app, DEMO_LOGINS.guest),
      berlin: await loginAs(t.app, berlin.email),
      chicago: await loginAs(t.app, chicago.email),
    };
    ids = { greenway, berlin: berlin.companyId, chicago: chicago.companyId, berlinMachine };
  });
  afterAll(async () => {
    await t.close();
  });

  const report = <E>(
    kind: string,
    over: Partial<Record<keyof ReportRequest, unknown>> = {},
    session: Session | Record<string, never> = s.admin,
    extra: Record<string, unknown> = {},
  ) =>
    call<E>(t.app, {
      method: 'POST',
      url: `/web-hmac/web/report/${kind}`,
      headers: session,
      payload: { period: YEAR, filters: NO_FILTERS, page: 1, pageSize: 100, ...over, ...extra },
    });
  const allPages = async <R>(kind: string, over: Partial<Record<keyof ReportRequest, unknown>>, session: Session = s.admin): Promise<R[]> => {
    const rows: R[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await report<{ rows: R[]; total: number }>(kind, { ...over, page }, session);
      rows.push(...body.entry.rows);
      if (rows.length >= body.entry.total || body.entry.rows.length === 0) return rows;
    }
  };
  const collect = async <R>(rows: AsyncIterable<R>): Promise<R[]> => {
    const out: R[] = [];
    for await (const r of rows) out.push(r);
    return out;
  };

  it('every role of a full-version company reads the maintenance and power reports; a power-only company reads the power report only', async () => {
    for (const session of [s.admin, s.manager, s.employee]) {
      expect((await report('maintenance', {}, session)).body.code).toBe(200);
      expect((await report('power', {}, session)).body.code).toBe(200);
    }
    expect((await report('power', {}, s.power)).body.code).toBe(200);
    expect((await report('maintenance', {}, s.power)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await report('maintenance', {}, s.guest)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await report('power', {}, s.guest)).body.code).toBe(ServerCode.forbiddenRole);
  });

  it('answers 1401 without a session, HTTP 400 for an unknown field, and 1170010001 { period } for a reversed or too long period', async () => {
    expect((await report('maintenance', {}, {})).body.code).toBe(ServerCode.sessionExpired);
    expect((await report('power', {}, {})).body.code).toBe(ServerCode.sessionExpired);
    const unknown = await report('power', {}, s.admin, { sort: 'name' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'unknown_field' });
    expect((await report('maintenance', { filters: { ...NO_FILTERS, colour: 'red' } })).status).toBe(400);
    const reversed = await report('maintenance', { period: { from: '2026-06-02', to: '2026-06-01' } });
    expect(reversed.body).toMatchObject({ code: ServerCode.validationFailed, entry: { period: { code: 'period_reversed' } } });
    const long = await report('power', { period: { from: '2025-01-01', to: '2026-06-01' } });
    expect(long.body).toMatchObject({ code: ServerCode.validationFailed, entry: { period: { code: 'period_too_long', max: 366 } } });
  });

  it('maintenance totals by type, by company-local month and overall equal the sums recomputed in SQL from the logs; the rows are every log, newest first', async () => {
    const { body } = await report<MaintenanceReport>('maintenance');
    const groups = await logGroupsInDb(t.db, ids.greenway, DEMO_TIME_ZONE, YEAR.from, YEAR.to);
    expect(groups.length).toBeGreaterThan(3);
    expect(fromTotals(body.entry.byType, (g) => g.serviceType)).toEqual(sumGroups(groups, (g) => g.service_type));
    expect(fromTotals(body.entry.byMonth, (g) => g.month)).toEqual(sumGroups(groups, (g) => g.month));
    expect(fromTotals([body.entry.totals], () => 'all')).toEqual(sumGroups(groups, () => 'all'));
    expect(body.entry.byType.map((g) => g.serviceType)).toEqual(['maintenance', 'inspection', 'repair']);
    expect(body.entry.byMonth.map((g) => g.month)).toEqual(Array.from({ length: 13 }, (_, i) => new Date(Date.UTC(2025, 5 + i, 1)).toISOString().slice(0, 7)));
    const ids_ = await logIdsInDb(t.db, ids.greenway, DEMO_TIME_ZONE, YEAR.from, YEAR.to);
    expect(body.entry.total).toBe(ids_.length);
    const rows = await allPages<MaintenanceReportRow>('maintenance', {});
    expect(rows.map((r) => r.id)).toEqual(ids_);
    expect(rows.every((r) => r.equipmentName !== '' && r.serialNumber !== '')).toBe(true);
  });

  it('the row generator yields exactly the screen rows in the same order, across chunks', async () => {
    const scope = { companyId: ids.berlin, timeZone: 'Europe/Berlin', version: 'FULL_VERSION' as const };
    const period = { from: '2026-03-01', to: '2026-06-15' };
    const streamed = await collect(maintenanceReportRows(t.db, scope, period, NO_FILTERS, 100));
    expect(streamed.length).toBeGreaterThan(1_000);
    expect(streamed.map((r) => r.id)).toEqual(await logIdsInDb(t.db, ids.berlin, 'Europe/Berlin', period.from, period.to));
    const screen = await allPages<MaintenanceReportRow>('maintenance', { period }, s.berlin);
    expect(streamed).toEqual(screen);
    expect(await collect(maintenanceReportRows(t.db, scope, period, NO_FILTERS))).toEqual(streamed);
  });

  it('a log belongs to the company-local day of its instant: the same instants fall on different days in Berlin and Chicago around their DST changes', async () => {
    const days = async (session: Session, day: string) =>
      (await report<MaintenanceReport>('maintenance', { period: { from: day, to: day } }, session)).body.entry.rows.map((r) => r.performedAt).sort();
    expect(await days(s.berlin, '2026-03-29')).toEqual([BERLIN_EDGES[1], BERLIN_EDGES[2]]);
    expect(await days(s.chicago, '2026-03-29')).toEqual([BERLIN_EDGES[2], BERLIN_EDGES[3]]);
    expect(await days(s.chicago, '2026-03-28')).toEqual([BERLIN_EDGES[0], BERLIN_EDGES[1]]);
    expect(await days(s.chicago, '2026-03-08')).toEqual([CHICAGO_EDGES[1], CHICAGO_EDGES[2]]);
    expect(await days(s.berlin, '2026-03-08')).toEqual([CHICAGO_EDGES[0], CHICAGO_EDGES[1]]);
    const { body } = await report<MaintenanceReport>('maintenance', { period: { from: '2026-03-07', to: '2026-03-30' } }, s.chicago);
    for (const row of body.entry.rows)
      expect(row.day).toBe(
        new Date(new Date(row.performedAt).getTime() - (row.performedAt < '2026-03-08T08:00:00Z' ? 6 : 5) * 3_600_000).toISOString().slice(0, 10),
      );
    const groups = await logGroupsInDb(t.db, ids.chicago, 'America/Chicago', '2026-03-07', '2026-03-30');
    expect(fromTotals(body.entry.byType, (g) => g.serviceType)).toEqual(sumGroups(groups, (g) => g.service_type));
    expect(body.entry.totals.expenses.map((e) => e.currency)).toEqual(['USD']);
  });

  it("a deleted machine's logs stay in the report under its name, and the totals do not change", async () => {
    const before = (await report<MaintenanceReport>('maintenance')).body.entry;
    const victim = before.rows[0];
    if (!victim) throw new Error('no log in the period');
    const deleted = await call(t.app, { method: 'POST', url: '/web-hmac/web/equipment/delete', headers: s.admin, payload: { id: victim.equipmentId } });
    expect(deleted.body.code).toBe(200);
    const after = (await report<MaintenanceReport>('maintenance')).body.entry;
    expect(after.totals).toEqual(before.totals);
    expect(after.rows.find((r) => r.id === victim.id)).toMatchObject({ equipmentName: victim.equipmentName, serialNumber: victim.serialNumber });
    const tomb = await fleetDb(t.db).selectFrom('deleted_equipment').select('category').where('id', '=', victim.equipmentId).executeTakeFirstOrThrow();
    const ofCategory = (await report<MaintenanceReport>('maintenance', { filters: { ...NO_FILTERS, category: tomb.category } })).body.entry;
    expect(ofCategory.rows.some((r) => r.id === victim.id)).toBe(true);
  });

  it('power: each charger totals its energy of the period, the days list every day with the energy of all chargers (zeros included), total and daily average over the days', async () => {
    const { body } = await report<PowerReport>('power');
    const inDb = await energyInDb(t.db, ids.greenway, YEAR.from, YEAR.to);
    expect(inDb.total).toBeGreaterThan(0);
    expect(body.entry.days).toHaveLength(365);
    const round = (wh: number) => Math.round(wh * 1000) / 1000;
    expect(body.entry.days.map((d) => [d.day, round(d.energyWh)])).toEqual(body.entry.days.map((d) => [d.day, round(inDb.byDay.get(d.day) ?? 0)]));
    expect(body.entry.days[0]?.day).toBe(YEAR.from);
    expect(body.entry.totalWh).toBeCloseTo(inDb.total, 6);
    expect(body.entry.dailyAverageWh).toBeCloseTo(inDb.total / 365, 6);
    const chargers = await t.db.selectFrom('chargers').select('id').where('company_id', '=', ids.greenway).execute();
    expect(body.entry.total).toBe(chargers.length);
    const rows = await allPages<PowerReportRow>('power', {});
    for (const row of rows) {
      expect(row.totalWh).toBeCloseTo(inDb.byCharger.get(row.chargerId) ?? 0, 6);
      expect(row.dailyAverageWh).toBeCloseTo(row.totalWh / 365, 6);
    }
    const scope = { companyId: ids.greenway, timeZone: DEMO_TIME_ZONE, version: 'FULL_VERSION' as const };
    expect(await collect(powerReportRows(t.db, scope, YEAR, NO_FILTERS))).toEqual(rows);
  });

  it('power: a warehouse filter keeps the chargers at that warehouse; a tag or category does not apply to chargers; a DST week has 7 days', async () => {
    const at = await t.db
      .selectFrom('chargers')
      .select('warehouse_id')
      .where('company_id', '=', ids.greenway)
      .where('warehouse_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const warehouseId = at.warehouse_id ?? '';
    const { body } = await report<PowerReport>('power', { filters: { ...NO_FILTERS, warehouseId } });
    const inDb = await energyInDb(t.db, ids.greenway, YEAR.from, YEAR.to, warehouseId);
    const atWarehouse = await t.db.selectFrom('chargers').select('id').where('warehouse_id', '=', warehouseId).execute();
    expect(body.entry.rows.map((r) => r.chargerId).sort()).toEqual(atWarehouse.map((c) => c.id).sort());
    expect(body.entry.totalWh).toBeCloseTo(inDb.total, 6);
    const all = (await report<PowerReport>('power')).body.entry;
    expect((await report<PowerReport>('power', { filters: { ...NO_FILTERS, category: 'chainsaw' } })).body.entry).toEqual(all);
    const week = (await report<PowerReport>('power', { period: { from: '2026-03-08', to: '2026-03-14' } }, s.chicago)).body.entry;
    expect(week.days.map((d) => d.energyWh)).toEqual([230, 400, 0, 0, 0, 0, 0]);
    expect(week).toMatchObject({
      totalWh: 630,
      dailyAverageWh: 90,
      rows: [{ name: 'Chicago Charger', systemName: 'Chicago Lot', totalWh: 630, dailyAverageWh: 90 }],
    });
  });

  it("another company's tag or warehouse in the filters answers an empty report, and a company never sees another's logs or chargers", async () => {
    const greenwayTag = await t.db.selectFrom('tags').select('id').where('company_id', '=', ids.greenway).executeTakeFirstOrThrow();
    const greenwayWarehouse = await t.db.selectFrom('warehouses').select('id').where('company_id', '=', ids.greenway).executeTakeFirstOrThrow();
    for (const filters of [
      { ...NO_FILTERS, tagId: greenwayTag.id },
      { ...NO_FILTERS, warehouseId: greenwayWarehouse.id },
      { ...NO_FILTERS, tagId: 'not-a-row-id' },
    ]) {
      const m = (await report<MaintenanceReport>('maintenance', { filters }, s.berlin)).body;
      expect(m.code).toBe(200);
      expect(m.entry).toMatchObject({ rows: [], total: 0, totals: { count: 0, laborMinutes: 0, expenses: [] } });
    }
    const p = (await report<PowerReport>('power', { filters: { ...NO_FILTERS, warehouseId: greenwayWarehouse.id } }, s.chicago)).body.entry;
    expect(p).toMatchObject({ rows: [], total: 0, totalWh: 0, dailyAverageWh: 0 });
    const own = (await report<MaintenanceReport>('maintenance', { period: { from: '2026-03-01', to: '2026-03-31' } }, s.berlin)).body.entry;
    expect(own.rows.every((r) => r.equipmentId === ids.berlinMachine)).toBe(true);
    expect((await report<PowerReport>('power', {}, s.berlin)).body.entry.total).toBe(0);
  });
});
