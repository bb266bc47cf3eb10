import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import type { EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import { buildWarehouseIndex } from '@yardfleet/domain/geometry/warehouse-index';
import { inventoryStatusAt, inventoryTransition, NEVER_SEEN } from '@yardfleet/domain/machines/inventory-status';
import { onlineStatusAt } from '@yardfleet/domain/machines/online-status';
import { hashPassword } from '../src/auth/passwords';
import { fleetDb } from '../src/db/fleet-schema';
import { geo } from '../src/seed/fleet';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { prng } from '../src/seed/prng';
import { ScaleSeedRefused } from '../src/seed/scale/scale-company';
import { buildScaleSites, buildScaleWarehouses } from '../src/seed/scale/scale-places';
import { SCALE_SEED, seedScale, type ScaleSeedOptions, type ScaleSeedResult } from '../src/seed/scale/seed-scale';
import { backends, call, companyIdNamed, loginAs, SEED_TIME, startTestApp, type TestApp } from './harness';

const ALL = { page: 1, pageSize: 100, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
const MACHINES = 300;
const WAREHOUSES = 20;
const TAGS = 100;

describe.each(backends())('scale seed on $name (rules 21.14)', (backend) => {
  let t: TestApp;
  let result: ScaleSeedResult;
  let options: ScaleSeedOptions;
  let companyId: string;
  const logged: string[] = [];
  const count = async (query: RawBuilder<{ n: string | number | null }>): Promise<number> => Number((await query.execute(t.db)).rows[0]?.n ?? -1);

  beforeAll(async () => {
    t = await startTestApp(backend);
    companyId = await companyIdNamed(t.db, GREENWAY_NAME);
    options = {
      machines: MACHINES,
      warehouses: WAREHOUSES,
      tags: TAGS,
      reportDays: 7,
      companyEmail: DEMO_LOGINS.admin,
      companyName: 'Unused',
      now: SEED_TIME,
      mode: 'demo',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      log: (line) => logged.push(line),
    };
    result = await seedScale(t.db, options);
  });
  afterAll(async () => {
    await t.close();
  });

  it('fills the demo admin company: N machines, the warehouses with a gateway each, the tags, a week of reports, logs, plans and credentials', async () => {
    expect(result.company).toMatchObject({ companyId, companyName: GREENWAY_NAME, adminEmail: DEMO_LOGINS.admin, origin: 'existing' });
    const { tables } = result.counts;
    expect(tables['equipment']).toBe(168 + MACHINES);
    expect(tables['warehouses']).toBe(3 + WAREHOUSES);
    expect(tables['tags']).toBe(8 + TAGS);
    expect(await count(sql`select count(*) as n from gateways where company_id = ${companyId}::uuid and model = 'DG-310'`)).toBe(WAREHOUSES);
    expect(tables['device_credentials']).toBe(MACHINES + WAREHOUSES);
    // A week of history: about two reports per working day for the machines that work, plus each seen machine's last report.
    expect(
      await count(
        sql`select count(*) as n from equipment_reports r join device_credentials c on c.equipment_id = r.equipment_id where r.company_id = ${companyId}::uuid`,
      ),
    ).toBeGreaterThan(MACHINES * 0.8);
    expect(await count(sql`select count(*) as n from maintenance_logs m join device_credentials c on c.equipment_id = m.equipment_id`)).toBeGreaterThan(
      MACHINES,
    );
    expect(tables['reminder_plans']).toBeGreaterThan(10);
    expect(result.counts.databaseBytes).toBeGreaterThan(1_000_000);
    expect(logged.some((line) => /^seed reports: done, [\d,]+ rows in/.test(line))).toBe(true);
    // The reports' indexes, dropped for the load, are all back (report-indexes.ts).
    const indexes = await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'equipment_reports' order by indexname`.execute(
      t.db,
    );
    expect(indexes.rows.map((r) => r.name)).toEqual(['equipment_reports_company_idx', 'equipment_reports_pkey']);
  });

  it('puts every machine in the company and tags them with 0 to 3 of the company own tags', async () => {
    expect(await count(sql`select count(*) as n from equipment`)).toBe(174 + MACHINES);
    expect(
      await count(
        sql`select count(*) as n from equipment_tags l join equipment e on e.id = l.equipment_id join tags g on g.id = l.tag_id where g.company_id <> e.company_id`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select max(k) as n from (select count(*) as k from equipment_tags l join device_credentials c on c.equipment_id = l.equipment_id group by l.equipment_id) x`,
      ),
    ).toBeLessThanOrEqual(3);
    expect(await count(sql`select count(*) as n from equipment_tags l join device_credentials c on c.equipment_id = l.equipment_id`)).toBeGreaterThan(
      MACHINES / 2,
    );
    // Names continue the demo's ("Mower 41" after the demo's 40 mowers); serial numbers stay unique (the column's constraint) and keep the demo's format.
    expect(await count(sql`select count(*) as n from equipment where company_id = ${companyId}::uuid and name = 'Mower 41'`)).toBe(1);
    expect(
      await count(
        sql`select count(*) as n from equipment e join device_credentials c on c.equipment_id = e.id where e.serial_number !~ '^[A-Z0-9]{4}-20[0-9]{2}-[0-9]{6}$'`,
      ),
    ).toBe(0);
  });

  it('stores the inventory and online status the domain gives each position, and each report the geofence verdict of its position', async () => {
    const warehouses = await t.db.selectFrom('warehouses').select(['id', 'lat', 'lng', 'radius_m']).where('company_id', '=', companyId).execute();
    const index = buildWarehouseIndex(warehouses.map((w) => ({ id: w.id, location: geo(w.lat, w.lng), radius: w.radius_m })));
    const machines = await fleetDb(t.db)
      .selectFrom('equipment')
      .select(['id', 'last_lat', 'last_lng', 'last_seen_at', 'inventory_status', 'online_status', 'warehouse_id'])
      .where('company_id', '=', companyId)
      .execute();
    for (const m of machines) {
      if (m.last_lat === null || m.last_lng === null || m.last_seen_at === null) {
        expect(m.inventory_status).toBe('never_seen');
        continue;
      }
      const at = new Date(m.last_seen_at).toISOString();
      const state = inventoryTransition((p) => index.locate(p))(NEVER_SEEN, {
        type: 'positionReported',
        at,
        position: geo(m.last_lat, m.last_lng),
        source: 'device',
      });
      if (E.isLeft(state)) throw new Error(state.left.code);
      expect(m.inventory_status).toBe(inventoryStatusAt(state.right, SEED_TIME));
      expect(m.online_status).toBe(onlineStatusAt({ status: 'online', lastSeenAt: at }, SEED_TIME));
      if (m.inventory_status === 'in_warehouse' && state.right.status === 'in_warehouse') expect(m.warehouse_id).toBe(state.right.warehouseId);
    }
    const reports = await sql<{
      lat: number;
      lng: number;
      inventory_status: string;
      warehouse_id: string | null;
    }>`select r.lat, r.lng, r.inventory_status, r.warehouse_id
      from equipment_reports r join device_credentials c on c.equipment_id = r.equipment_id where r.company_id = ${companyId}::uuid`.execute(t.db);
    expect(reports.rows.length).toBeGreaterThan(0);
    for (const r of reports.rows) {
      const inside = index.locate(geo(r.lat, r.lng));
      expect([r.inventory_status, r.warehouse_id]).toEqual(inside === undefined ? ['out_for_work', null] : ['in_warehouse', inside.id]);
    }
  });

  it("keeps each machine's last warehouse as the ingest does: the one it is in, else that of its newest report in one", async () => {
    const { rows } = await sql<{ id: string; kept: string | null; expected: string | null; out: boolean }>`select e.id, e.last_warehouse_id::text as kept,
        coalesce(e.warehouse_id, (select r.warehouse_id from equipment_reports r where r.equipment_id = e.id and r.warehouse_id is not null
          order by r.fix_at desc limit 1))::text as expected, e.inventory_status = 'out_for_work' as out
      from equipment e where e.company_id = ${companyId}::uuid`.execute(t.db);
    expect(rows.map((r) => [r.id, r.kept])).toEqual(rows.map((r) => [r.id, r.expected]));
    // Machines out for work that came from a warehouse name it: the rules scoped to a warehouse see them.
    expect(rows.some((r) => r.out && r.kept !== null)).toBe(true);
  });

  it('lets the admin log in through the server and list every machine of the filled company', async () => {
    const admin = await loginAs(t.app, DEMO_LOGINS.admin);
    const { body } = await call<EquipmentListResponse>(t.app, { method: 'POST', url: '/web-hmac/web/equipment/list', headers: admin, payload: ALL });
    expect(body.code).toBe(200);
    expect(body.entry.total).toBe(168 + MACHINES);
    expect(body.entry.items.length).toBe(100);
  });

  it('refuses to run twice into the same company and leaves it as it was', async () => {
    await expect(seedScale(t.db, options)).rejects.toThrow(ScaleSeedRefused);
    await expect(seedScale(t.db, options)).rejects.toThrow(/scale-seeded already \(468 machines\)/);
    expect(await count(sql`select count(*) as n from equipment`)).toBe(174 + MACHINES);
  });

  it('creates a new company with its admin for a new address, who can log in', async () => {
    const created = await seedScale(t.db, {
      ...options,
      machines: 40,
      warehouses: 4,
      tags: 12,
      companyEmail: 'boss@scale.yardfleet.test',
      companyName: 'Summit Grounds Group',
    });
    expect(created.company).toMatchObject({ companyName: 'Summit Grounds Group', adminEmail: 'boss@scale.yardfleet.test', origin: 'created' });
    expect(created.counts.tables['equipment']).toBe(40);
    const boss = await loginAs(t.app, 'boss@scale.yardfleet.test');
    const { body } = await call<EquipmentListResponse>(t.app, { method: 'POST', url: '/web-hmac/web/equipment/list', headers: boss, payload: ALL });
    expect(body.entry.total).toBe(40);
    expect(body.entry.items[0]?.name).toMatch(/ 1$/);
  });

  it('refuses production mode and a database holding an account outside the .test domain', async () => {
    await expect(seedScale(t.db, { ...options, mode: 'production', companyEmail: 'x@scale.yardfleet.test' })).rejects.toThrow(/NODE_ENV=production/);
    await t.db
      .insertInto('users')
      .values({ email: 'pat@example.com', password_hash: 'x', first_name: 'Pat', last_name: 'Doe', user_type: 2, status: 'activated' })
      .execute();
    await expect(seedScale(t.db, { ...options, companyEmail: 'y@scale.yardfleet.test' })).rejects.toThrow(
      /outside the reserved \.test domain \(e\.g\. pat@example\.com\)/,
    );
  });
});

describe('scale seed places (pure)', () => {
  it('draws the same warehouses and sites from the same seed, none overlapping, every site outside every geofence', () => {
    const a = buildScaleWarehouses(prng(SCALE_SEED), 200);
    const b = buildScaleWarehouses(prng(SCALE_SEED), 200);
    expect(b).toEqual(a);
    const index = buildWarehouseIndex(a.map((w) => ({ id: w.id, location: geo(w.lat, w.lng), radius: w.radiusM })));
    for (const w of a) expect(index.containing(geo(w.lat, w.lng)).map((g) => g.id)).toEqual([w.id]);
    const sites = buildScaleSites(prng(1), a, 3);
    expect(sites.length).toBeGreaterThan(500);
    for (const s of sites) expect(index.locate(geo(s.lat, s.lng))).toBeUndefined();
  });
});
