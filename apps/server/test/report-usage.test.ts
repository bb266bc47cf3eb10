import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import type { ReportRequest, UsageRow } from '@yardfleet/contract/endpoints/reports';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { reportDb } from '../src/db/report-schema';
import { usageReportRows, type UsageReportResponse } from '../src/areas/reports/usage';
import { DEMO_LOGINS } from '../src/seed/people';
import { DEMO_TIME_ZONE } from '../src/seed/power-sites';
import { backends, call, loginAs, SEED_TIME, startTestApp, type Session, type TestApp } from './harness';
import { addCompany } from './power-fixtures';
import { BERLIN, M, MILWAUKEE, NO_FILTERS, report, seconds, sumSeconds, type Credential, type Point } from './report-usage-support';

describe.each(backends())('equipment usage report on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'guest' | 'berlin', Session>;
  let depot: string;
  let berlinDepot: string;
  let mower: Credential;
  let berlinMower: Credential;

  const send = (cred: Credential, reports: unknown[]) =>
    call<{ accepted: number; duplicates: number }>(t.app, {
      method: 'POST',
      url: '/web-hmac/device/report',
      headers: { [DEVICE_HEADER.id]: cred.deviceId, [DEVICE_HEADER.secret]: cred.deviceSecret },
      payload: { reports },
    });
  const usage = (session: Session | Record<string, never>, over: Partial<Record<keyof ReportRequest, unknown>> = {}) =>
    call<UsageReportResponse>(t.app, {
      method: 'POST',
      url: '/web-hmac/web/report/usage',
      headers: session,
      payload: { period: { from: '2026-06-10', to: '2026-06-10' }, filters: NO_FILTERS, page: 1, pageSize: 100, ...over },
    });
  const warehouse = async (session: Session, name: string, location: Point): Promise<string> => {
    const created = await call<{ id: string }>(t.app, {
      method: 'POST',
      url: '/web-hmac/web/warehouse/create',
      headers: session,
      payload: { name, address: '', location, radius: 200 },
    });
    expect(created.body.code).toBe(200);
    return created.body.entry.id;
  };
  const bind = async (session: Session, serialNumber: string, name: string): Promise<Credential> => {
    const bound = await call<Credential>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/equipment/bind',
      headers: session,
      payload: { serialNumber, name, category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
    });
    expect(bound.body.code).toBe(200);
    return bound.body.entry;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const berlin = await addCompany(t.db, 'Berlin Grounds', 'Europe/Berlin');
    await t.db.updateTable('companies').set({ version: 'FULL_VERSION' }).where('id', '=', berlin.companyId).execute();
    s = {
      admin: await loginAs(t.app, DEMO_LOGINS.admin),
      manager: await loginAs(t.app, DEMO_LOGINS.manager),
      employee: await loginAs(t.app, DEMO_LOGINS.employee),
      power: await loginAs(t.app, DEMO_LOGINS.power),
      guest: await loginAs(t.app, DEMO_LOGINS.guest),
      berlin: await loginAs(t.app, berlin.email),
    };
    depot = await warehouse(s.admin, 'Milwaukee Depot', MILWAUKEE.centre);
    berlinDepot = await warehouse(s.berlin, 'Berlin Hof', BERLIN.centre);
    mower = await bind(await loginAs(t.app, DEMO_LOGINS.app), 'SIM-U-0001', 'Usage Mower 1');
    berlinMower = await bind(s.berlin, 'SIM-U-0002', 'Hof Mower 1');
  });
  afterAll(async () => {
    await t.close();
  });

  // 10 June 2026 in Chicago (CDT, UTC-5): out at 08:05, back at 08:40, out at 08:45, back at 08:50.
  const june = [
    report('2026-06-10T13:00:00.000Z', MILWAUKEE.inside, 'idle', 100),
    report('2026-06-10T13:05:00.000Z', MILWAUKEE.outside, 'mowing', 100.25),
    report('2026-06-10T13:12:00.000Z', null, 'mowing', null),
    report('2026-06-10T13:40:00.000Z', MILWAUKEE.inside, 'charging', 101),
    report('2026-06-10T13:45:00.000Z', MILWAUKEE.outside, 'moving', 101),
    report('2026-06-10T13:50:00.000Z', MILWAUKEE.inside, 'idle', 101.5),
  ];
  const juneByHand = {
    usageTimes: 2,
    // runtime is the time in every activity but offline (rules 10.12): 15 idle + 17 mowing + 5 charging + 5 moving minutes
    runtimeHours: (42 * M) / 3600,
    // 28 minutes without a report after 08:12: 10 more mowing, 18 offline; after 08:50, 10 idle then offline until local midnight (05:00 UTC)
    activitySeconds: seconds({ idle: 5 * M + 10 * M, mowing: 7 * M + 10 * M, offline: 18 * M + 15 * 60 * M, charging: 5 * M, moving: 5 * M }),
  };

  it('stores the geofence verdict with each report, and shows usage times, runtime and activity time computed by hand', async () => {
    expect((await send(mower, june)).body.entry).toMatchObject({ accepted: 6, duplicates: 0 });
    const stored = await reportDb(t.db)
      .selectFrom('equipment_reports')
      .select(['inventory_status', 'warehouse_id'])
      .where('equipment_id', '=', mower.equipmentId)
      .orderBy('fix_at')
      .execute();
    expect(stored).toEqual([
      { inventory_status: 'in_warehouse', warehouse_id: depot },
      { inventory_status: 'out_for_work', warehouse_id: null },
      { inventory_status: null, warehouse_id: null },
      { inventory_status: 'in_warehouse', warehouse_id: depot },
      { inventory_status: 'out_for_work', warehouse_id: null },
      { inventory_status: 'in_warehouse', warehouse_id: depot },
    ]);
    const { body } = await usage(s.admin, { filters: { ...NO_FILTERS, warehouseId: depot } });
    expect(body.code).toBe(200);
    expect(body.entry.total).toBe(1);
    expect(body.entry.rows).toEqual([
      { equipmentId: mower.equipmentId, name: 'Usage Mower 1', serialNumber: 'SIM-U-0001', category: 'mower', modelNumber: 'LM2156-X', ...juneByHand },
    ]);
    expect(body.entry.days).toEqual([{ day: '2026-06-10', ...juneByHand }]);
    expect(body.entry.totals).toEqual(juneByHand);
  });

  it('replayed and out-of-order reports change nothing', async () => {
    const before = (await usage(s.admin, { filters: { ...NO_FILTERS, warehouseId: depot } })).body.entry;
    expect((await send(mower, [...june].reverse())).body.entry).toMatchObject({ accepted: 0, duplicates: 6 });
    expect((await usage(s.admin, { filters: { ...NO_FILTERS, warehouseId: depot } })).body.entry).toEqual(before);
  });

  it('counts the days of a company in America/Chicago in its local time around the spring DST change (8 March 2026 has 23 hours)', async () => {
    // 05:00 and 05:30 UTC on 8 March are 23:00 and 23:30 CST on the 7th; 04:30 UTC on the 9th is 23:30 CDT on the 8th
    const sent = await send(mower, [
      report('2026-03-08T05:00:00.000Z', MILWAUKEE.inside, 'idle', 50),
      report('2026-03-08T05:30:00.000Z', MILWAUKEE.outside, 'mowing', 50),
      report('2026-03-08T06:30:00.000Z', MILWAUKEE.inside, 'charging', 51),
      report('2026-03-09T04:30:00.000Z', MILWAUKEE.outside, 'mowing', 51),
      report('2026-03-09T05:30:00.000Z', MILWAUKEE.inside, 'idle', 52.5),
    ]);
    expect(sent.body.entry.accepted).toBe(5);
    const { body } = await usage(s.admin, { period: { from: '2026-03-07', to: '2026-03-09' }, filters: { ...NO_FILTERS, warehouseId: depot } });
    expect(body.entry.days.map((d) => [d.day, d.usageTimes, d.runtimeHours, sumSeconds(d.activitySeconds)])).toEqual([
      // runtime: 10 minutes after each report, the rest offline
      ['2026-03-07', 1, (20 * M) / 3600, 3600], // from the first report at 23:00 to midnight
      ['2026-03-08', 1, (20 * M) / 3600, 23 * 3600],
      ['2026-03-09', 0, (10 * M) / 3600, 24 * 3600],
    ]);
  });

  it('counts the days of a company in Europe/Berlin in its local time around the spring DST change (29 March 2026 has 23 hours)', async () => {
    // 22:00 and 22:30 UTC on 28 March are 23:00 and 23:30 CET on the 28th; 21:30 UTC on the 29th is 23:30 CEST on the 29th
    const sent = await send(berlinMower, [
      report('2026-03-28T22:00:00.000Z', BERLIN.inside, 'idle', 7),
      report('2026-03-28T22:30:00.000Z', BERLIN.outside, 'mowing', 7),
      report('2026-03-28T23:30:00.000Z', BERLIN.inside, 'charging', 8),
      report('2026-03-29T21:30:00.000Z', BERLIN.outside, 'mowing', 8),
      report('2026-03-29T22:30:00.000Z', BERLIN.inside, 'idle', 9),
    ]);
    expect(sent.body.entry.accepted).toBe(5);
    const { body } = await usage(s.berlin, { period: { from: '2026-03-28', to: '2026-03-30' } });
    expect(body.entry.rows.map((r) => [r.name, r.usageTimes, r.runtimeHours])).toEqual([['Hof Mower 1', 2, (50 * M) / 3600]]);
    expect(body.entry.days.map((d) => [d.day, d.usageTimes, d.runtimeHours, sumSeconds(d.activitySeconds)])).toEqual([
      ['2026-03-28', 1, (20 * M) / 3600, 3600],
      ['2026-03-29', 1, (20 * M) / 3600, 23 * 3600],
      ['2026-03-30', 0, (10 * M) / 3600, 24 * 3600],
    ]);
  });

  it('another company sees none of it: its machines only, and a tag or warehouse of another company filters to an empty report', async () => {
    const greenway = await usage(s.admin, { period: { from: '2026-03-28', to: '2026-03-30' } });
    expect(greenway.body.entry.rows.map((r) => r.equipmentId)).not.toContain(berlinMower.equipmentId);
    const berlin = await usage(s.berlin, { period: { from: '2026-03-07', to: '2026-03-09' } });
    expect(berlin.body.entry.rows.map((r) => r.equipmentId)).toEqual([berlinMower.equipmentId]);
    expect(berlin.body.entry.totals.usageTimes).toBe(0);
    const greenwayTag = await t.db
      .selectFrom('tags')
      .select('id')
      .where(
        'company_id',
        '=',
        (await t.db.selectFrom('equipment').select('company_id').where('id', '=', mower.equipmentId).executeTakeFirstOrThrow()).company_id,
      )
      .executeTakeFirstOrThrow();
    for (const filters of [
      { ...NO_FILTERS, warehouseId: depot },
      { ...NO_FILTERS, tagId: greenwayTag.id },
    ]) {
      const { body } = await usage(s.berlin, { period: { from: '2026-06-09', to: '2026-06-10' }, filters });
      expect(body.code).toBe(200);
      expect(body.entry).toEqual({
        rows: [],
        total: 0,
        days: ['2026-06-09', '2026-06-10'].map((day) => ({ day, usageTimes: 0, runtimeHours: 0, activitySeconds: seconds({}) })),
        totals: { usageTimes: 0, runtimeHours: 0, activitySeconds: seconds({}) },
      });
    }
    expect((await usage(s.admin, { filters: { ...NO_FILTERS, warehouseId: berlinDepot } })).body.entry.total).toBe(0);
  });

  it('every role of a full-version company reads it; power-only and company-less callers get 1170010403; no session 1401; a bad period 1170010001', async () => {
    for (const session of [s.admin, s.manager, s.employee]) expect((await usage(session)).body.code).toBe(200);
    expect((await usage(s.power)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await usage(s.guest)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await usage({})).body.code).toBe(ServerCode.sessionExpired);
    expect((await usage(s.admin, { period: { from: '2026-06-10', to: '2026-06-09' } })).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { period: { code: 'period_reversed' } },
    });
    expect((await usage(s.admin, { period: { from: '2025-01-01', to: '2026-01-02' } })).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { period: { code: 'period_too_long', max: 366 } },
    });
  });

  it('pages the machines in name order with the same totals on every page, and the export rows are the screen rows', async () => {
    const period = { from: '2026-03-01', to: '2026-06-14' };
    const pagesOf = async (pageSize: number) => {
      const first = (await usage(s.admin, { period, pageSize })).body.entry;
      const rows: UsageRow[] = [...first.rows];
      for (let page = 2; rows.length < first.total; page += 1) {
        const { body } = await usage(s.admin, { period, page, pageSize });
        expect(body.entry.rows.length).toBeGreaterThan(0);
        expect([body.entry.totals, body.entry.days]).toEqual([first.totals, first.days]);
        rows.push(...body.entry.rows);
      }
      return { ...first, rows };
    };
    const all = await pagesOf(100);
    expect(all.total).toBeGreaterThan(3);
    expect(await pagesOf(40)).toEqual(all);
    const names = all.rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Trimmer 2', 'Trimmer 10']));
    expect(names.indexOf('Trimmer 2')).toBeLessThan(names.indexOf('Trimmer 10'));
    const mine = all.rows.find((r) => r.equipmentId === mower.equipmentId);
    // March: 50 minutes switched on; June: 42 minutes (rules 10.12: runtime is the time in every activity but offline)
    expect(mine?.usageTimes).toBe(4);
    expect(mine?.runtimeHours).toBeCloseTo((92 * M) / 3600, 9);
    expect(all.totals.usageTimes).toBe(all.rows.reduce((n, r) => n + r.usageTimes, 0));
    const scope = { companyId: await companyOf(mower.equipmentId), timeZone: DEMO_TIME_ZONE, version: 'FULL_VERSION' } as const;
    const exported: UsageRow[] = [];
    for await (const row of usageReportRows(t.db, scope, period, NO_FILTERS, SEED_TIME)) exported.push(row);
    expect(exported).toEqual(all.rows);
  });

  it('counts the autumn DST days (25 hours: Berlin 25 October, Chicago 1 November 2026) in the local time of each company', async () => {
    t.clock.set(new Date('2026-11-10T12:00:00.000Z'));
    const [admin, berlin] = [
      await loginAs(t.app, DEMO_LOGINS.admin),
      await loginAs(t.app, (await t.db.selectFrom('users').select('email').where('id', '=', s.berlin.uid).executeTakeFirstOrThrow()).email),
    ];
    // Berlin: 21:30 UTC on 24 October is 23:30 CEST on the 24th; 22:30 UTC on the 25th is 23:30 CET on the 25th
    await send(berlinMower, [
      report('2026-10-24T21:00:00.000Z', BERLIN.inside, 'idle', 9),
      report('2026-10-24T21:30:00.000Z', BERLIN.outside, 'mowing', 9),
      report('2026-10-24T22:30:00.000Z', BERLIN.inside, 'idle', 10),
      report('2026-10-25T22:30:00.000Z', BERLIN.outside, 'mowing', 10),
      report('2026-10-25T23:30:00.000Z', BERLIN.inside, 'idle', 11),
    ]);
    // Chicago: 04:30 UTC on 1 November is 23:30 CDT on 31 October; 05:30 UTC on 2 November is 23:30 CST on the 1st
    await send(mower, [
      report('2026-11-01T04:00:00.000Z', MILWAUKEE.inside, 'idle', 101.5),
      report('2026-11-01T04:30:00.000Z', MILWAUKEE.outside, 'mowing', 101.5),
      report('2026-11-01T05:30:00.000Z', MILWAUKEE.inside, 'idle', 102.5),
      report('2026-11-02T05:30:00.000Z', MILWAUKEE.outside, 'mowing', 102.5),
      report('2026-11-02T06:30:00.000Z', MILWAUKEE.inside, 'idle', 103.5),
    ]);
    const days = async (session: Session, from: string, to: string, filters: Record<keyof typeof NO_FILTERS, string | null> = NO_FILTERS) =>
      (await usage(session, { period: { from, to }, filters })).body.entry.days.map((d) => [
        d.day,
        d.usageTimes,
        d.runtimeHours,
        sumSeconds(d.activitySeconds),
      ]);
    expect(await days(berlin, '2026-10-24', '2026-10-26')).toEqual([
      ['2026-10-24', 1, (20 * M) / 3600, 24 * 3600], // known since March: offline until 23:00 CEST, then its reports
      ['2026-10-25', 1, (20 * M) / 3600, 25 * 3600],
      ['2026-10-26', 0, (10 * M) / 3600, 24 * 3600],
    ]);
    expect(await days(admin, '2026-10-31', '2026-11-02', { ...NO_FILTERS, warehouseId: depot })).toEqual([
      ['2026-10-31', 1, (20 * M) / 3600, 24 * 3600], // known since March: offline until 23:00 CDT, then its reports
      ['2026-11-01', 1, (20 * M) / 3600, 25 * 3600],
      ['2026-11-02', 0, (10 * M) / 3600, 24 * 3600],
    ]);
  });

  const companyOf = async (equipmentId: string): Promise<string> =>
    (await t.db.selectFrom('equipment').select('company_id').where('id', '=', equipmentId).executeTakeFirstOrThrow()).company_id;
});
