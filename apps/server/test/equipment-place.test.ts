import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentDetailView } from '@yardfleet/contract/endpoints/equipment-detail';
import { distanceMiles } from '@yardfleet/domain/geometry/distance';
import { geo } from '../src/seed/fleet';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';
import { reportDb } from '../src/db/report-schema';

describe.each(backends())('equipment detail: where the machine is (rules 17.6) on $name', (backend) => {
  let t: TestApp;
  let admin: { token: string; uid: string };
  let greenwayId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    greenwayId = await companyIdNamed(t.db, GREENWAY_NAME);
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async (id: string) =>
    (await call<EquipmentDetailView>(t.app, { method: 'POST', url: '/web-hmac/web/equipment/detail', headers: admin, payload: { id } })).body;
  const machine = (status: 'in_warehouse' | 'out_for_work') =>
    reportDb(t.db)
      .selectFrom('equipment')
      .select(['id', 'warehouse_id', 'last_lat', 'last_lng'])
      .where('company_id', '=', greenwayId)
      .where('inventory_status', '=', status)
      .orderBy('name')
      .limit(1)
      .executeTakeFirstOrThrow();

  it('names the warehouse a machine in warehouse stands in, and gives no distance', async () => {
    const inside = await machine('in_warehouse');
    const warehouse = await t.db
      .selectFrom('warehouses')
      .select(['id', 'name'])
      .where('id', '=', inside.warehouse_id ?? '')
      .executeTakeFirstOrThrow();
    const body = await detail(inside.id);
    expect(body.code).toBe(200);
    expect(body.entry.warehouse).toEqual({ id: warehouse.id, name: warehouse.name });
    expect(body.entry.nearestWarehouse).toBeUndefined();
  });

  it("gives a machine out for work its company's nearest warehouse in miles, never another company's", async () => {
    const out = await machine('out_for_work');
    const brightlineId = await companyIdNamed(t.db, BRIGHTLINE_NAME);
    await t.db
      .insertInto('warehouses')
      .values({ company_id: brightlineId, name: 'Their Yard Next Door', address: '', lat: out.last_lat ?? 0, lng: out.last_lng ?? 0, radius_m: 10 })
      .execute();
    const ours = await t.db.selectFrom('warehouses').select(['id', 'name', 'lat', 'lng']).where('company_id', '=', greenwayId).execute();
    const here = geo(out.last_lat ?? 0, out.last_lng ?? 0);
    const expected = ours.map((w) => ({ id: w.id, name: w.name, miles: distanceMiles(here, geo(w.lat, w.lng)) })).sort((a, b) => a.miles - b.miles)[0];
    const body = await detail(out.id);
    expect(body.code).toBe(200);
    expect(body.entry.warehouse).toBeUndefined();
    expect(body.entry.nearestWarehouse?.warehouse).toEqual({ id: expected?.id, name: expected?.name });
    expect(body.entry.nearestWarehouse?.miles).toBeCloseTo(expected?.miles ?? -1, 6);
    expect(body.entry.nearestWarehouse?.miles).toBeGreaterThan(0);
  });
});
