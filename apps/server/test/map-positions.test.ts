import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { EquipmentPositionsResponse } from '@yardfleet/contract/endpoints/equipment-positions';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, startTestApp, type TestApp } from './harness';

const ANY = { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
type Session = { token: string; uid: string };
type TagList = { groups: { tags: { id: string; name: string }[] }[] };

describe.each(backends())('fleet map positions (equipment/positions) on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  let power: Session;
  let greenwayId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    [admin, employee, power] = await Promise.all([loginAs(t.app, DEMO_LOGINS.admin), loginAs(t.app, DEMO_LOGINS.employee), loginAs(t.app, DEMO_LOGINS.power)]);
    greenwayId = (await t.db.selectFrom('companies').select('id').where('name', '=', GREENWAY_NAME).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const positions = async (filters: Partial<Record<keyof typeof ANY, unknown>> = {}, session: Session = admin) =>
    call<EquipmentPositionsResponse>(t.app, { method: 'POST', url: '/web-hmac/web/equipment/positions', headers: session, payload: { ...ANY, ...filters } });
  const locatedGreenway = () =>
    t.db.selectFrom('equipment').where('company_id', '=', greenwayId).where('last_lat', 'is not', null).where('last_lng', 'is not', null);

  it('answers every located machine of the company with its statuses, and the company warehouses', async () => {
    const { body } = await positions();
    expect(body.code).toBe(200);
    const expected = await locatedGreenway().select(['id', 'name', 'last_lat', 'last_lng', 'inventory_status']).execute();
    expect(expected.length).toBeGreaterThan(100);
    expect(body.entry.items).toHaveLength(expected.length);
    expect(new Set(body.entry.items.map((i) => i.id))).toEqual(new Set(expected.map((r) => r.id)));
    const first = expected.find((r) => r.id === body.entry.items[0]?.id);
    expect(body.entry.items[0]?.location).toEqual({ lat: first?.last_lat, lng: first?.last_lng });
    expect(body.entry.items[0]?.inventoryStatus).toBe(first?.inventory_status);
    const warehouses = await t.db.selectFrom('warehouses').select(['id', 'radius_m']).where('company_id', '=', greenwayId).execute();
    expect(warehouses.length).toBeGreaterThan(0);
    expect(body.entry.warehouses.map((w) => w.id).sort()).toEqual(warehouses.map((w) => w.id).sort());
    expect(body.entry.warehouses.every((w) => w.radius > 0)).toBe(true);
  });

  it('applies the list filters: inventory status, category, online status, search and tag', async () => {
    const outForWork = (await positions({ inventoryStatus: 'out_for_work' })).body.entry.items;
    const expectedOut = await locatedGreenway().select('id').where('inventory_status', '=', 'out_for_work').execute();
    expect(outForWork.length).toBe(expectedOut.length);
    expect(outForWork.length).toBeGreaterThan(0);
    expect(outForWork.every((i) => i.inventoryStatus === 'out_for_work')).toBe(true);
    const mowersOnline = (await positions({ category: 'mower', onlineStatus: 'online' })).body.entry.items;
    expect(mowersOnline.every((i) => i.category === 'mower' && i.onlineStatus === 'online')).toBe(true);
    const searched = (await positions({ search: 'MOWER 1' })).body.entry.items;
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((i) => i.name.toLowerCase().includes('mower 1'))).toBe(true);
    const tags = (await call<TagList>(t.app, { method: 'GET', url: '/web-hmac/web/tag/list', headers: admin })).body.entry;
    const tag = tags.groups.flatMap((g) => g.tags)[0];
    if (tag === undefined) throw new Error('the demo has no tags');
    const tagged = await t.db.selectFrom('equipment_tags').innerJoin('equipment', 'equipment.id', 'equipment_tags.equipment_id').select('equipment.id').where('equipment_tags.tag_id', '=', tag.id).where('equipment.last_lat', 'is not', null).execute();
    expect((await positions({ tagId: tag.id })).body.entry.items.map((i) => i.id).sort()).toEqual(tagged.map((r) => r.id).sort());
  });

  it('never shows one company the machines, warehouses or tags of another', async () => {
    const greenway = new Set((await positions()).body.entry.items.map((i) => i.id));
    const greenwayWarehouses = new Set((await positions()).body.entry.warehouses.map((w) => w.id));
    const brightline = (await positions({}, power)).body;
    expect(brightline.code).toBe(200);
    expect(brightline.entry.items.some((i) => greenway.has(i.id))).toBe(false);
    expect(brightline.entry.warehouses.some((w) => greenwayWarehouses.has(w.id))).toBe(false);
    const tags = (await call<TagList>(t.app, { method: 'GET', url: '/web-hmac/web/tag/list', headers: admin })).body.entry;
    const greenwayTag = tags.groups.flatMap((g) => g.tags)[0]?.id;
    expect((await positions({ tagId: greenwayTag }, power)).body.entry.items).toEqual([]);
  });

  it('lets an employee read the map, refuses users without a company, sessions-less callers and unknown fields', async () => {
    const asEmployee = (await positions({}, employee)).body;
    expect(asEmployee.code).toBe(200);
    expect(asEmployee.entry.items.length).toBe((await positions()).body.entry.items.length);
    const guest = await loginAs(t.app, DEMO_LOGINS.guest);
    expect((await positions({}, guest)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await call(t.app, { method: 'POST', url: '/web-hmac/web/equipment/positions', payload: ANY })).body.code).toBe(ServerCode.sessionExpired);
    const paged = await call(t.app, { method: 'POST', url: '/web-hmac/web/equipment/positions', headers: admin, payload: { ...ANY, page: 1 } });
    expect(paged.status).toBe(400);
  });
});
