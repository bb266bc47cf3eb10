import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageReportResponse } from '../src/areas/reports/usage';
import { EQUIPMENT_ACTIVITIES } from '@yardfleet/domain/entities/equipment-detail';
import {
  activityHoursForDisplay,
  offlineHoursPerMachine,
  RUNTIME_ACTIVITIES,
  runtimeHoursForDisplay,
  runtimeSeconds,
} from '@yardfleet/domain/reports/measures';
import { periodBounds } from '@yardfleet/domain/reports/period';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { DEMO_TIME_ZONE } from '../src/seed/power-sites';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';

/** The demo's device report history (rules 20.1): the usage report of the seeded fleet shows real figures, consistent with each machine's current state. */
describe.each(backends())('the demo report history on $name', (backend) => {
  let t: TestApp;
  let greenway: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    greenway = await companyIdNamed(t.db, GREENWAY_NAME);
  });
  afterAll(async () => {
    await t.close();
  });

  it("each seen Greenway machine's newest report is its current state; never-seen and power-only machines have none", async () => {
    const { rows } = await sql<{
      id: string;
      company_id: string;
      inventory_status: string;
      activity: string;
      error_code: string | null;
      last_seen_at: Date | null;
      last_lat: number | null;
      last_lng: number | null;
      engine_hours: number;
      r_fix_at: Date | null;
      r_status: string | null;
      r_warehouse: string | null;
      r_activity: string | null;
      r_error: string | null;
      r_lat: number | null;
      r_lng: number | null;
      r_hours: number | null;
    }>`select e.id, e.company_id, e.inventory_status, e.activity, e.error_code, e.last_seen_at, e.last_lat, e.last_lng, e.engine_hours,
        r.fix_at as r_fix_at, r.inventory_status as r_status, r.warehouse_id as r_warehouse, r.activity as r_activity, r.error_code as r_error, r.lat as r_lat, r.lng as r_lng, r.engine_hours as r_hours
      from equipment e left join lateral (select * from equipment_reports x where x.equipment_id = e.id order by x.fix_at desc limit 1) r on true`.execute(
      t.db,
    );
    const seen = rows.filter((m) => m.company_id === greenway && m.last_seen_at !== null);
    expect(seen.length).toBeGreaterThan(100);
    for (const m of rows.filter((r) => !seen.includes(r))) expect(m.r_fix_at).toBeNull();
    const warehouses = new Set((await t.db.selectFrom('warehouses').select('id').where('company_id', '=', greenway).execute()).map((w) => w.id));
    for (const m of seen) {
      expect([m.r_fix_at?.toISOString(), m.r_lat, m.r_lng, Number(m.r_hours), m.r_error]).toEqual([
        m.last_seen_at?.toISOString(),
        m.last_lat,
        m.last_lng,
        Number(m.engine_hours),
        m.error_code,
      ]);
      if (m.inventory_status === 'in_warehouse' || m.inventory_status === 'out_for_work') expect(m.r_status).toBe(m.inventory_status);
      expect(m.r_status === 'in_warehouse' ? warehouses.has(m.r_warehouse ?? '') : m.r_warehouse === null).toBe(true);
      if (!['offline', 'faulty'].includes(m.activity)) expect(m.r_activity).toBe(m.activity);
    }
  });

  it("engine hours never go down and end at the machine's; out-for-work reports name no warehouse, in-warehouse ones their warehouse; at most ~100k rows", async () => {
    const {
      rows: [stats],
    } = await sql<{ n: string; down: string; negative: string; out_with_warehouse: string; in_without: string; machines: string; days: string }>`
      select count(*) as n, count(*) filter (where engine_hours < prev) as down, count(*) filter (where engine_hours < 0) as negative,
        count(*) filter (where inventory_status = 'out_for_work' and warehouse_id is not null) as out_with_warehouse,
        count(*) filter (where inventory_status = 'in_warehouse' and warehouse_id is null) as in_without,
        count(distinct equipment_id) as machines, count(distinct date_trunc('day', fix_at at time zone ${DEMO_TIME_ZONE})) as days
      from (select *, lag(engine_hours) over (partition by equipment_id order by fix_at) as prev from equipment_reports) r`.execute(t.db);
    expect(stats).toBeDefined();
    expect(Number(stats?.n)).toBeGreaterThan(10_000);
    expect(Number(stats?.n)).toBeLessThanOrEqual(100_000);
    expect([stats?.down, stats?.negative, stats?.out_with_warehouse, stats?.in_without].map(Number)).toEqual([0, 0, 0, 0]);
    expect(Number(stats?.days)).toBeGreaterThanOrEqual(30);
  });

  it("every machine shown in warehouse names the warehouse of its company it stands in (the reports' warehouse filter reads it)", async () => {
    const rows = await sql<{ inventory_status: string; named: boolean; own: boolean }>`
      select e.inventory_status, e.warehouse_id is not null as named, coalesce(w.company_id = e.company_id, false) as own
      from equipment e left join warehouses w on w.id = e.warehouse_id`.execute(t.db);
    const inWarehouse = rows.rows.filter((r) => r.inventory_status === 'in_warehouse');
    expect(inWarehouse.length).toBeGreaterThan(20);
    expect(inWarehouse.every((r) => r.named && r.own)).toBe(true);
    expect(rows.rows.filter((r) => r.inventory_status !== 'in_warehouse').every((r) => !r.named)).toBe(true);
  });

  it("the usage report of the demo's last 30 days adds up (rules 10.12): the activities to the runtime, the machines and the days to the totals, offline only per machine", async () => {
    const admin = await loginAs(t.app, DEMO_LOGINS.admin);
    const period = { from: '2026-05-17', to: '2026-06-15' };
    const pageOf = async (page: number) => {
      const { body } = await call<UsageReportResponse>(t.app, {
        method: 'POST',
        url: '/web-hmac/web/report/usage',
        headers: admin,
        payload: { period, filters: { tagId: null, category: null, warehouseId: null }, page, pageSize: 100 },
      });
      expect(body.code).toBe(200);
      return body.entry;
    };
    const first = await pageOf(1);
    const rows = [...first.rows];
    for (let page = 2; rows.length < first.total; page += 1) rows.push(...(await pageOf(page)).rows);
    const { totals, days, total } = first;
    expect(rows).toHaveLength(total);
    expect(totals.usageTimes).toBeGreaterThan(100);
    expect(totals.activitySeconds.mowing).toBeGreaterThan(0);
    expect(totals.activitySeconds.charging).toBeGreaterThan(0);
    // machines go out on every working day (Monday to Saturday) of the period
    expect(days.filter((d) => new Date(`${d.day}T12:00:00Z`).getUTCDay() !== 0).every((d) => d.usageTimes > 0 && d.runtimeHours > 0)).toBe(true);

    const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-6 * Math.max(1, Math.abs(b)));
    // the runtime is the sum of the runtime activities, for the fleet, each day and each machine
    for (const f of [totals, ...days, ...rows]) close(f.runtimeHours * 3600, runtimeSeconds(f.activitySeconds));
    // as shown: the runtime card is the sum of the activity cards, and the runtime equals the runtime the server states
    close(
      runtimeHoursForDisplay(totals.activitySeconds),
      Math.round(RUNTIME_ACTIVITIES.reduce((s, a) => s + activityHoursForDisplay(totals.activitySeconds[a]) * 10, 0)) / 10,
    );
    expect(Math.abs(runtimeHoursForDisplay(totals.activitySeconds) - totals.runtimeHours)).toBeLessThanOrEqual(0.05 * RUNTIME_ACTIVITIES.length + 1e-9);
    // the machines and the days add up to the totals, activity by activity
    for (const a of EQUIPMENT_ACTIVITIES) {
      expect(rows.reduce((s, r) => s + r.activitySeconds[a], 0)).toBe(totals.activitySeconds[a]);
      expect(days.reduce((s, d) => s + d.activitySeconds[a], 0)).toBe(totals.activitySeconds[a]);
    }
    expect(rows.reduce((s, r) => s + r.usageTimes, 0)).toBe(totals.usageTimes);
    // a machine's runtime and offline time never exceed the period; the fleet's offline time per machine neither
    const { start, end } = periodBounds(period, DEMO_TIME_ZONE);
    const periodSeconds = (end.getTime() - start.getTime()) / 1000;
    for (const r of rows) expect(r.runtimeHours * 3600 + r.activitySeconds.offline).toBeLessThanOrEqual(periodSeconds + 1e-6);
    expect(offlineHoursPerMachine(totals.activitySeconds.offline, total)).toBeLessThanOrEqual(periodSeconds / 3600);
  });

  it('every category that is out at work does its work in the history: blowers blow, trimmers trim, not only move (rules 10.12)', async () => {
    const { rows } = await sql<{ category: string; working: string }>`select e.category, count(*) filter (where r.activity = 'mowing')::text as working
      from equipment e join equipment_reports r on r.equipment_id = e.id where e.company_id = ${greenway}::uuid group by e.category`.execute(t.db);
    const working = Object.fromEntries(rows.map((r) => [r.category, Number(r.working)]));
    for (const category of ['mower', 'ride_on_mower', 'string_trimmer', 'blower', 'hedge_trimmer', 'chainsaw', 'edger']) {
      if (category in working) expect({ category, working: working[category] }).toEqual({ category, working: expect.toSatisfy((n: number) => n > 0) });
    }
    expect(Object.keys(working).length).toBeGreaterThanOrEqual(5);
  });
});
