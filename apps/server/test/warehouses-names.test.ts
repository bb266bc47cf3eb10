import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';

type Session = { token: string; uid: string };
const place = { address: '', location: { lat: 41.9, lng: -87.7 }, radius: 100 };

describe.each(backends())('warehouse names are unique within a company (rules 5.12) on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let south: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    south = (await t.db.selectFrom('warehouses').select('id').where('company_id', '=', greenway).where('name', '=', 'South Depot').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = <E = unknown>(url: string, payload: Record<string, unknown>, session: Session = admin) =>
    call<E>(t.app, { method: 'POST', url: `/web-hmac/web/${url}`, headers: session, payload });

  const count = async () =>
    (await call<{ warehouses: WarehouseView[] }>(t.app, { method: 'GET', url: '/web-hmac/web/warehouse/list', headers: admin })).body.entry.warehouses.length;

  it('refuses to set up a second warehouse with a name the company already has, like a duplicate tag name', async () => {
    const before = await count();
    const answer = await post('warehouse/create', { name: 'North Depot', ...place });
    expect(answer.body.code).toBe(ServerCode.validationFailed);
    expect(answer.body.entry).toEqual({ name: { code: 'taken' } });
    expect(await count()).toBe(before);
    expect((await post<WarehouseView>('warehouse/create', { name: 'Lakeside Yard', ...place })).body.code).toBe(200);
  });

  it('lets another company use the same name', async () => {
    const power = await loginAs(t.app, DEMO_LOGINS.power);
    expect((await post<WarehouseView>('warehouse/create', { name: 'North Depot', ...place }, power)).body.code).toBe(200);
  });

  it("refuses renaming to another warehouse's name, and keeps a warehouse's own name on edit", async () => {
    const renamed = await post('warehouse/edit', { id: south, name: 'West Depot', ...place });
    expect(renamed.body.code).toBe(ServerCode.validationFailed);
    expect(renamed.body.entry).toEqual({ name: { code: 'taken' } });
    const kept = await post<WarehouseView>('warehouse/edit', { id: south, name: 'South Depot', ...place, radius: 160 });
    expect(kept.body.code).toBe(200);
    expect(kept.body.entry.radius).toBe(160);
  });
});
