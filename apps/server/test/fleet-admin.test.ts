import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { fleetDb } from '../src/db/fleet-schema';
import { GREENWAY_NAME } from '../src/seed/demo';
import { backends, call, companyIdNamed, loginDemoUsers, type Session, startTestApp, type TestApp } from './harness';

const MISSING = '00000000-0000-4000-8000-000000000000';
type TagList = { groups: { id: string; name: string; tags: { id: string; name: string }[] }[] };

describe.each(backends())('fleet administration on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power', Session>;
  let ids: { equipment: string; log: string; warehouse: string; group: string; tag: string };
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power']);
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    const mower = await t.db.selectFrom('equipment').select('id').where('company_id', '=', greenway).where('name', '=', 'Mower 1').executeTakeFirstOrThrow();
    const log = await t.db.selectFrom('maintenance_logs').select('id').where('equipment_id', '=', mower.id).executeTakeFirstOrThrow();
    const warehouse = await t.db
      .selectFrom('warehouses')
      .select('id')
      .where('company_id', '=', greenway)
      .where('name', '=', 'South Depot')
      .executeTakeFirstOrThrow();
    const tag = await t.db
      .selectFrom('tags')
      .select(['id', 'group_id'])
      .where('company_id', '=', greenway)
      .where('name', '=', 'Crew A')
      .executeTakeFirstOrThrow();
    ids = { equipment: mower.id, log: log.id, warehouse: warehouse.id, group: tag.group_id, tag: tag.id };
  });
  afterAll(async () => {
    await t.close();
  });

  const post = <E = unknown>(url: string, payload: Record<string, unknown>, session: Session = s.admin) =>
    call<E>(t.app, { method: 'POST', url: `/web-hmac/web/${url}`, headers: session, payload });
  const tagList = async () => (await call<TagList>(t.app, { method: 'GET', url: '/web-hmac/web/tag/list', headers: s.admin })).body.entry;

  it("every new company-scoped call answers another company's ids exactly like missing ones", async () => {
    const log = {
      serviceType: 'repair',
      date: '2026-06-01T10:00:00.000Z',
      runtimeHours: 1,
      laborTimeHours: 1,
      expense: { minorUnits: 1, currency: 'USD' },
      performedBy: 'X',
      details: '',
    };
    const place = { name: 'X', address: '', location: { lat: 41.8, lng: -87.6 }, radius: 100 };
    const calls: [string, Record<string, unknown>][] = [
      ['equipment/detail', { id: ids.equipment }],
      ['equipment/setTags', { id: ids.equipment, tagIds: [] }],
      ['equipment/delete', { id: ids.equipment }],
      ['maintenance/list', { id: ids.equipment }],
      ['maintenance/add', { equipmentId: ids.equipment, ...log }],
      ['maintenance/edit', { id: ids.log, ...log }],
      ['maintenance/delete', { id: ids.log }],
      ['maintenance/reminder', { id: ids.equipment }],
      ['maintenance/setReminder', { equipmentId: ids.equipment, plan: { kind: 'off' } }],
      ['tag/renameGroup', { id: ids.group, name: 'Mine' }],
      ['tag/deleteGroup', { id: ids.group }],
      ['tag/create', { groupId: ids.group, name: 'Mine' }],
      ['tag/rename', { id: ids.tag, name: 'Mine' }],
      ['tag/delete', { id: ids.tag }],
      ['warehouse/edit', { id: ids.warehouse, ...place }],
      ['warehouse/delete', { id: ids.warehouse }],
    ];
    for (const [url, payload] of calls) {
      const other = await post(url, payload, s.power);
      expect({ url, code: other.body.code }).toEqual({ url, code: ServerCode.notFound });
      const unknownIds = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v) ? MISSING : v]));
      const missing = await post(url, unknownIds, s.power);
      expect(missing.body).toEqual(other.body);
    }
    const gatewayBind = { serialNumber: 'GW-X-1', model: 'DG-300', firmwareVersion: '3.3.0', warehouseId: ids.warehouse };
    const bindOther = await call(t.app, { method: 'POST', url: '/web-hmac/app/gateway/bind', headers: s.power, payload: gatewayBind });
    expect(bindOther.body.code).toBe(ServerCode.notFound);
    expect(
      (await call(t.app, { method: 'POST', url: '/web-hmac/app/gateway/bind', headers: s.power, payload: { ...gatewayBind, warehouseId: MISSING } })).body,
    ).toEqual(bindOther.body);
    const serialTaken = await call(t.app, {
      method: 'POST',
      url: '/web-hmac/app/equipment/bind',
      headers: s.power,
      payload: { serialNumber: 'LM21-2024-004817', name: 'Mine', category: 'mower', modelNumber: 'X', firmwareVersion: '1' },
    });
    expect(serialTaken.body).toMatchObject({ code: ServerCode.validationFailed, entry: { serialNumber: { code: 'taken' } } });
    const theirs = await call<{ warehouses: WarehouseView[] }>(t.app, { method: 'GET', url: '/web-hmac/web/warehouse/list', headers: s.power });
    expect(theirs.body.entry.warehouses.map((w) => w.name)).toEqual(['Naperville Charging Yard']);
    expect((await post('equipment/detail', { id: ids.equipment })).body.code).toBe(200);
  });

  it('employees read fleet data but may not change it', async () => {
    expect((await post('equipment/detail', { id: ids.equipment }, s.employee)).body.code).toBe(200);
    expect((await post('maintenance/list', { id: ids.equipment }, s.employee)).body.code).toBe(200);
    for (const [url, payload] of [
      ['tag/createGroup', { name: 'Nope' }],
      ['equipment/setTags', { id: ids.equipment, tagIds: [] }],
      ['warehouse/create', { name: 'Nope', address: '', location: { lat: 41.8, lng: -87.6 }, radius: 100 }],
      ['maintenance/setReminder', { equipmentId: ids.equipment, plan: { kind: 'off' } }],
    ] as const) {
      expect((await post(url, payload, s.employee)).body.code).toBe(ServerCode.forbiddenRole);
    }
  });

  it('tags: create, rename, assign, refuse duplicates; deleting a group deletes its tags and assignments', async () => {
    const group = await post<{ id: string }>('tag/createGroup', { name: '  Season ' }, s.manager);
    expect(group.body.entry).toMatchObject({ name: 'Season' });
    expect((await post('tag/createGroup', { name: 'Season' })).body).toMatchObject({ code: ServerCode.validationFailed, entry: { name: { code: 'taken' } } });
    expect((await post('tag/createGroup', { name: 'x'.repeat(51) })).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { name: { code: 'too_long' } },
    });
    const winter = await post<{ id: string }>('tag/create', { groupId: group.body.entry.id, name: 'Winter' });
    const summer = await post<{ id: string }>('tag/create', { groupId: group.body.entry.id, name: 'Summer' });
    expect((await post('tag/rename', { id: winter.body.entry.id, name: 'Summer' })).body.code).toBe(ServerCode.validationFailed);
    expect((await post('tag/rename', { id: winter.body.entry.id, name: 'Snow' })).body.entry).toMatchObject({ name: 'Snow', groupName: 'Season' });
    const assigned = await post<{ tags: { name: string }[] }>('equipment/setTags', {
      id: ids.equipment,
      tagIds: [winter.body.entry.id, summer.body.entry.id, ids.tag],
    });
    expect(assigned.body.entry.tags.map((x) => x.name)).toEqual(['Crew A', 'Snow', 'Summer']);
    const deleted = await post('tag/deleteGroup', { id: group.body.entry.id });
    expect(deleted.body).toMatchObject({ code: 200, entry: { deletedTagCount: 2 } });
    expect((await tagList()).groups.map((g) => g.name)).not.toContain('Season');
    expect(await t.db.selectFrom('tags').select('id').where('id', 'in', [winter.body.entry.id, summer.body.entry.id]).execute()).toEqual([]);
    const detail = await post<{ tags: { name: string }[] }>('equipment/detail', { id: ids.equipment });
    expect(detail.body.entry.tags.map((x) => x.name)).toEqual(['Crew A']);
  });

  it('warehouses: list with gateway counts; one with gateways cannot be deleted; create, edit and delete follow the geofence', async () => {
    const list = async () =>
      (await call<{ warehouses: WarehouseView[] }>(t.app, { method: 'GET', url: '/web-hmac/web/warehouse/list', headers: s.employee })).body.entry.warehouses;
    const south = (await list()).find((w) => w.name === 'South Depot');
    expect(south?.linkedGatewayCount).toBe(2);
    const refused = await post('warehouse/delete', { id: ids.warehouse });
    expect(refused.body).toEqual({
      code: ServerCode.warehouseHasGateways,
      message: expect.stringContaining('2 gateways') as unknown,
      entry: { gatewayCount: 2 },
    });
    expect((await post('warehouse/create', { name: 'Tiny', address: '', location: { lat: 41.8, lng: -87.6 }, radius: 5 })).body).toMatchObject({
      entry: { radius: { code: 'out_of_range' } },
    });
    // A warehouse around a machine that is out for work takes it in at once; deleting it lets it go.
    const out = await t.db
      .selectFrom('equipment')
      .select(['id', 'last_lat', 'last_lng'])
      .where('inventory_status', '=', 'out_for_work')
      .where('company_id', '=', (await t.db.selectFrom('equipment').select('company_id').where('id', '=', ids.equipment).executeTakeFirstOrThrow()).company_id)
      .limit(1)
      .executeTakeFirstOrThrow();
    const created = await post<WarehouseView>(
      'warehouse/create',
      { name: 'Pop-up Yard', address: '1 Test St', location: { lat: out.last_lat, lng: out.last_lng }, radius: 30 },
      s.manager,
    );
    expect(created.body.entry).toMatchObject({ name: 'Pop-up Yard', address: '1 Test St', radius: 30, linkedGatewayCount: 0 });
    const status = async () => (await post<{ inventoryStatus: string }>('equipment/detail', { id: out.id })).body.entry.inventoryStatus;
    expect(await status()).toBe('in_warehouse');
    const moved = await post<WarehouseView>('warehouse/edit', {
      id: created.body.entry.id,
      name: 'Pop-up Yard',
      address: '1 Test St',
      location: { lat: 45, lng: -90 },
      radius: 30,
    });
    expect(moved.body.code).toBe(200);
    expect(await status()).toBe('out_for_work');
    expect((await post('warehouse/delete', { id: created.body.entry.id })).body.code).toBe(200);
    expect((await list()).map((w) => w.name)).not.toContain('Pop-up Yard');
  });

  it('maintenance logs: list newest first, add, edit, delete; a date reminder is due a week before its date', async () => {
    type Log = { id: string; date: string; runtimeHours: number; performedBy: string; details: string };
    const logs = async () => (await post<{ logs: Log[] }>('maintenance/list', { id: ids.equipment }, s.employee)).body.entry.logs;
    const before = await logs();
    expect(before.map((l) => l.date)).toEqual([...before.map((l) => l.date)].sort().reverse());
    const fields = {
      serviceType: 'inspection',
      date: '2026-06-10T09:00:00.000Z',
      runtimeHours: 300,
      laborTimeHours: 0.75,
      expense: { minorUnits: 12_550, currency: 'USD' },
      performedBy: 'Morgan Reyes',
      details: 'Deck cleaned',
    };
    expect((await post('maintenance/add', { equipmentId: ids.equipment, ...fields, performedBy: ' ' })).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { performedBy: { code: 'required' } },
    });
    expect((await post('maintenance/add', { equipmentId: ids.equipment, ...fields, details: 'x'.repeat(5000) })).body).toMatchObject({
      entry: { details: { code: 'too_long' } },
    });
    const added = await post<Log>('maintenance/add', { equipmentId: ids.equipment, ...fields }, s.manager);
    expect(added.body.entry).toMatchObject({ runtimeHours: 300, laborTimeHours: 0.75, expense: { minorUnits: 12_550, currency: 'USD' } });
    expect(await logs()).toHaveLength(before.length + 1);
    const edited = await post<Log>('maintenance/edit', { id: added.body.entry.id, ...fields, details: 'Deck and blade cleaned' });
    expect(edited.body.entry.details).toBe('Deck and blade cleaned');
    expect((await post('maintenance/delete', { id: added.body.entry.id })).body.code).toBe(200);
    expect(await logs()).toHaveLength(before.length);
    // SEED_TIME is 2026-06-15; the last service counts as the start of the plan.
    const plan = await post<{ status: { status: string; dueAt: string } }>('maintenance/setReminder', {
      equipmentId: ids.equipment,
      plan: { kind: 'date', every: 9999, unit: 'days' },
    });
    expect(plan.body.entry.status.status).toBe('upcoming');
    const off = await post<{ plan: { kind: string }; status: { status: string } }>('maintenance/setReminder', {
      equipmentId: ids.equipment,
      plan: { kind: 'off' },
    });
    expect(off.body.entry).toEqual({ plan: { kind: 'off' }, status: { status: 'off' } });
  });

  it('deleting a machine is permanent, and its maintenance logs stay for statistics under a tombstone', async () => {
    const logs = await t.db.selectFrom('maintenance_logs').select('id').where('equipment_id', '=', ids.equipment).execute();
    expect(logs.length).toBeGreaterThan(0);
    expect((await post('equipment/delete', { id: ids.equipment }, s.manager)).body).toEqual({ code: 200, message: 'success', entry: null });
    expect((await post('equipment/detail', { id: ids.equipment })).body.code).toBe(ServerCode.notFound);
    expect((await post('maintenance/list', { id: ids.equipment })).body.code).toBe(ServerCode.notFound);
    expect(await t.db.selectFrom('maintenance_logs').select('id').where('equipment_id', '=', ids.equipment).execute()).toHaveLength(logs.length);
    const tomb = await fleetDb(t.db).selectFrom('deleted_equipment').selectAll().where('id', '=', ids.equipment).executeTakeFirst();
    expect(tomb).toMatchObject({ name: 'Mower 1', serial_number: 'LM21-2024-004817' });
  });
});
