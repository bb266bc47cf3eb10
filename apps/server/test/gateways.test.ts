import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import type { GatewayDetailResponse, GatewayListResponse } from '@yardfleet/contract/endpoints/gateways';
import type { Gateway, GatewayKind } from '@yardfleet/domain/entities/gateway';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { gatewayDb } from '../src/db/gateway-schema';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginDemoUsers, SEED_TIME, type Session, startTestApp, type TestApp } from './harness';

type Credential = { deviceId: string; deviceSecret: string; gatewayId: string };
const MISSING = '00000000-0000-4000-8000-000000000000';
const at = (minutesBeforeSeed: number) => new Date(SEED_TIME.getTime() - minutesBeforeSeed * 60_000).toISOString();

describe.each(backends())('gateways on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'app', Session>;
  let greenway: string;
  let brightline: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power', 'app']);
    const companies = await t.db.selectFrom('companies').select(['id', 'name']).execute();
    greenway = companies.find((c) => c.name === GREENWAY_NAME)?.id ?? '';
    brightline = companies.find((c) => c.name === BRIGHTLINE_NAME)?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  const post = <E = unknown>(url: string, payload: Record<string, unknown>, session: Session = s.admin) =>
    call<E>(t.app, { method: 'POST', url: `/web-hmac/${url}`, headers: session, payload });
  const list = async (kind: GatewayKind, extra: Record<string, unknown> = {}, session: Session = s.admin) =>
    (await post<GatewayListResponse>('web/gateway/list', { kind, search: null, sort: 'last_connected_desc', page: 1, pageSize: 100, ...extra }, session)).body;
  const detail = (id: string, session: Session = s.admin) => post<GatewayDetailResponse>('web/gateway/detail', { id }, session);
  const serialsOf = async (companyId: string) =>
    new Set((await t.db.selectFrom('gateways').select('serial_number').where('company_id', '=', companyId).execute()).map((g) => g.serial_number));
  const gatewayOf = async (kind: GatewayKind, companyId = greenway) =>
    t.db
      .selectFrom('gateways')
      .select(['id', 'serial_number', 'warehouse_id'])
      .where('company_id', '=', companyId)
      .where('kind', '=', kind)
      .where('deleted_at', 'is', null)
      .orderBy('serial_number')
      .executeTakeFirstOrThrow();
  const bindDeviceGateway = async (serialNumber: string, warehouseId: string | null = null) => {
    const bound = await post<Credential>('app/gateway/bind', { serialNumber, model: 'DG-300', firmwareVersion: '3.3.0', warehouseId });
    expect(bound.body.code).toBe(200);
    return bound.body.entry;
  };
  const report = (cred: Credential, minutesBeforeSeed: number) =>
    call(t.app, {
      method: 'POST',
      url: '/web-hmac/device/gateway/report',
      headers: { [DEVICE_HEADER.id]: cred.deviceId, [DEVICE_HEADER.secret]: cred.deviceSecret },
      payload: { reports: [{ fixAt: at(minutesBeforeSeed), position: { lat: 41.9, lng: -87.7 }, equipment: [] }] },
    });

  it("lists one tab of the caller's company with the counts of every tab; another company sees none of it", async () => {
    const devices = await list('device_gateway');
    expect(devices.code).toBe(200);
    expect(devices.entry.counts).toEqual({ charger_gateway: 3, app_gateway_fixed: 1, app_gateway_mobile: 2, device_gateway: 3, app_gateway: 1 });
    expect(devices.entry.total).toBe(3);
    expect(devices.entry.items.every((g) => g.kind === 'device_gateway' && g.deletedAt === null)).toBe(true);
    const theirs = await serialsOf(greenway);
    expect(devices.entry.items.every((g) => theirs.has(g.serialNumber))).toBe(true);
    const south = devices.entry.items.find((g) => g.place?.name === 'South Depot');
    expect(south).toMatchObject({ app: null, onlineStatus: 'online', resetAt: null });
    expect(south?.subDeviceCount).toBeGreaterThan(0);

    const fixed = (await list('app_gateway_fixed')).entry.items[0];
    expect(fixed?.app).toEqual({
      brand: 'Samsung',
      systemVersion: 'Android 14',
      appVersion: '4.12.0',
      udid: 'a3f9c2d17e5b0846',
      email: 'hannah.okafor@demo.yardfleet.test',
    });
    expect(fixed?.place?.name).toBe('North Depot');
    const mobile = (await list('app_gateway_mobile')).entry.items;
    expect(mobile.map((g) => g.app?.email).sort()).toEqual(['app@demo.yardfleet.test', 'diego.alvarez@demo.yardfleet.test']);
    expect(mobile.every((g) => g.place === null && g.location !== null)).toBe(true);
    const member = (await list('app_gateway')).entry.items[0];
    expect(member?.app).toMatchObject({ brand: 'Apple', udid: '00008110-000C45A21E90401E', email: DEMO_LOGINS.employee });
    for (const g of [fixed, ...mobile, member]) expect(g?.subDeviceCount).toBeGreaterThan(0);
    expect([fixed, ...mobile, member].some((g) => (g?.connectedDeviceCount ?? 0) > 0)).toBe(true);

    const other = await list('charger_gateway', {}, s.power);
    expect(other.entry.counts).toEqual({ charger_gateway: 3, app_gateway_fixed: 0, app_gateway_mobile: 0, device_gateway: 0, app_gateway: 0 });
    expect(other.entry.items.some((g) => theirs.has(g.serialNumber))).toBe(false);
    expect(other.entry.items.map((g) => g.place?.name).sort()).toEqual(['Aurora Depot', 'Naperville Charging Yard', 'Wheaton Depot'].sort());
    expect((await list('device_gateway', { search: 'DG' }, s.power)).entry.total).toBe(0);
    expect((await list('device_gateway', {}, s.employee)).entry.total).toBe(3);
    expect((await list('device_gateway', {}, s.app)).code).toBe(ServerCode.forbiddenRole);
  });

  it('a search by serial number or model (any case) also finds the deleted gateway, marked with its date', async () => {
    const byModel = await list('device_gateway', { search: 'dg-3' });
    expect(byModel.entry.total).toBe(4);
    expect(byModel.entry.counts).toEqual({ charger_gateway: 0, app_gateway_fixed: 0, app_gateway_mobile: 0, device_gateway: 4, app_gateway: 0 });
    const deleted = byModel.entry.items.filter((g) => g.deletedAt !== null);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.deletedAt).toBe(new Date(SEED_TIME.getTime() - 40 * 86_400_000).toISOString());
    const serial = deleted[0]?.serialNumber ?? '';
    const bySerial = await list('device_gateway', { search: serial.slice(3).toLowerCase() });
    expect(bySerial.entry.items.map((g) => g.serialNumber)).toEqual([serial]);
    expect((await list('device_gateway', { search: '   ' })).entry.total).toBe(3);
    expect((await list('device_gateway', { search: '%' })).entry.total).toBe(0);
  });

  it('sorts by last connection either way with never-connected gateways last, and pages with the total', async () => {
    const fresh = await bindDeviceGateway('GW-SORT-0001');
    const desc = (await list('device_gateway', { sort: 'last_connected_desc' })).entry.items;
    const asc = (await list('device_gateway', { sort: 'last_connected_asc' })).entry.items;
    const times = (items: Gateway[]) => items.flatMap((g) => (g.lastConnectedAt === null ? [] : [Date.parse(g.lastConnectedAt)]));
    expect(times(desc)).toEqual([...times(desc)].sort((a, b) => b - a));
    expect(times(asc)).toEqual([...times(asc)].sort((a, b) => a - b));
    expect(desc.at(-1)?.id).toBe(fresh.gatewayId);
    expect(asc.at(-1)?.id).toBe(fresh.gatewayId);
    const pages = await Promise.all([1, 2].map(async (page) => (await list('device_gateway', { page, pageSize: 2 })).entry));
    expect(pages.map((p) => p.total)).toEqual([4, 4]);
    expect(pages.flatMap((p) => p.items.map((g) => g.id))).toEqual(desc.map((g) => g.id));
    expect((await list('device_gateway', { page: 3, pageSize: 2 })).entry.items).toEqual([]);
  });

  it("detail: the machines a gateway heard (most recent first) or a charger gateway's chargers by name; another company's id is missing", async () => {
    const south = (await list('device_gateway')).entry.items.find((g) => g.place?.name === 'South Depot');
    const d = (await detail(south?.id ?? MISSING)).body;
    expect(d.code).toBe(200);
    expect(d.entry.subDevices).toHaveLength(south?.subDeviceCount ?? -1);
    expect(d.entry.subDevices.filter((s) => s.connected)).toHaveLength(south?.connectedDeviceCount ?? -1);
    const heard = d.entry.subDevices.map((s) => Date.parse(s.lastHeardAt ?? ''));
    expect(heard).toEqual([...heard].sort((a, b) => b - a));
    expect(d.entry.subDevices.every((s) => s.kind === 'equipment')).toBe(true);

    const charger = await gatewayOf('charger_gateway');
    const c = (await detail(charger.id)).body.entry;
    const chargers = await t.db.selectFrom('chargers').select('name').where('gateway_id', '=', charger.id).execute();
    expect(c.subDevices.map((s) => s.kind)).toEqual(chargers.map(() => 'charger'));
    expect(c.gateway.subDeviceCount).toBe(chargers.length);

    for (const id of [charger.id, MISSING, 'not-a-gateway']) expect((await detail(id, s.power)).body.code).toBe(ServerCode.notFound);
    const theirs = await gatewayOf('charger_gateway', brightline);
    expect((await detail(theirs.id)).body).toMatchObject({ code: ServerCode.notFound, entry: null });
  });

  it("reset and delete: admins and managers only; another company's gateway is missing", async () => {
    const target = await bindDeviceGateway('GW-ROLE-0001');
    for (const url of ['web/gateway/reset', 'web/gateway/delete']) {
      expect((await post(url, { id: target.gatewayId }, s.employee)).body.code).toBe(ServerCode.forbiddenRole);
      expect((await post(url, { id: target.gatewayId }, s.app)).body.code).toBe(ServerCode.forbiddenRole);
      expect((await post(url, { id: target.gatewayId }, s.power)).body.code).toBe(ServerCode.notFound);
      expect((await post(url, { id: 'nope' }, s.admin)).body.code).toBe(ServerCode.notFound);
    }
    expect((await detail(target.gatewayId)).body.entry.gateway.resetAt).toBeNull();

    const reset = await post<Gateway>('web/gateway/reset', { id: target.gatewayId }, s.manager);
    expect(reset.body).toMatchObject({ code: 200, entry: { id: target.gatewayId, resetAt: SEED_TIME.toISOString(), place: null, deletedAt: null } });
    t.clock.advance(60_000);
    expect((await post<Gateway>('web/gateway/reset', { id: target.gatewayId }, s.admin)).body.entry.resetAt).toBe(SEED_TIME.toISOString());

    expect((await post('web/gateway/delete', { id: target.gatewayId }, s.admin)).body).toEqual({ code: 200, message: 'success', entry: null });
    for (const url of ['web/gateway/reset', 'web/gateway/delete']) {
      expect((await post(url, { id: target.gatewayId }, s.manager)).body).toMatchObject({ code: ServerCode.refused, entry: { reason: 'gateway_deleted' } });
    }
    expect((await list('device_gateway')).entry.items.some((g) => g.id === target.gatewayId)).toBe(false);
    const found = (await list('device_gateway', { search: 'GW-ROLE' })).entry.items;
    expect(found.map((g) => [g.id, g.deletedAt])).toEqual([[target.gatewayId, new Date(SEED_TIME.getTime() + 60_000).toISOString()]]);
  });

  it('a reset revokes the credential (reports answer 1170010401) until the app binds it again', async () => {
    const cred = await bindDeviceGateway('GW-REVOKE-0001');
    expect((await report(cred, 1)).body.code).toBe(200);
    expect((await post('web/gateway/reset', { id: cred.gatewayId })).body.code).toBe(200);
    expect((await report(cred, 0)).body.code).toBe(ServerCode.deviceUnauthorized);
    const again = await bindDeviceGateway('GW-REVOKE-0001');
    expect((await detail(again.gatewayId)).body.entry.gateway.resetAt).toBeNull();
    expect((await report(again, 0)).body.code).toBe(200);
    expect((await report(cred, 0)).body.code).toBe(ServerCode.deviceUnauthorized);
  });

  it('a warehouse with a gateway cannot be deleted; after the gateway is reset it can', async () => {
    const created = await post<{ id: string }>('web/warehouse/create', {
      name: 'Pop-up Depot',
      address: '',
      location: { lat: 41.95, lng: -87.75 },
      radius: 100,
    });
    const warehouseId = created.body.entry.id;
    const cred = await bindDeviceGateway('GW-DEPOT-0001', warehouseId);
    expect((await detail(cred.gatewayId)).body.entry.gateway.place).toEqual({ warehouseId, name: 'Pop-up Depot' });
    expect((await post('web/warehouse/delete', { id: warehouseId })).body).toMatchObject({ code: ServerCode.warehouseHasGateways, entry: { gatewayCount: 1 } });
    const reset = await post<Gateway>('web/gateway/reset', { id: cred.gatewayId }, s.manager);
    expect(reset.body.entry.place).toBeNull();
    const events = await gatewayDb(t.db)
      .selectFrom('live_events')
      .select(['entity', 'entity_id'])
      .where('company_id', '=', greenway)
      .where('entity_id', 'in', [cred.gatewayId, warehouseId])
      .execute();
    expect(events).toEqual(
      expect.arrayContaining([
        { entity: 'gateway', entity_id: cred.gatewayId },
        { entity: 'warehouse', entity_id: warehouseId },
      ]),
    );
    expect((await post('web/warehouse/delete', { id: warehouseId })).body.code).toBe(200);
  });

  it('deleting a charger gateway ends its charge system: its chargers leave it', async () => {
    const charger = await gatewayOf('charger_gateway');
    const before = await t.db.selectFrom('chargers').select('id').where('gateway_id', '=', charger.id).execute();
    expect(before.length).toBeGreaterThan(0);
    expect((await post('web/gateway/delete', { id: charger.id }, s.manager)).body.code).toBe(200);
    expect(await t.db.selectFrom('chargers').select('id').where('gateway_id', '=', charger.id).execute()).toEqual([]);
    const overview = await call<{ systems: { id: string }[] }>(t.app, { method: 'GET', url: '/web-hmac/web/power/overview', headers: s.admin });
    expect(overview.body.entry.systems.some((s) => s.id === charger.id)).toBe(false);
    const entities = (await gatewayDb(t.db).selectFrom('live_events').select('entity').where('entity_id', '=', charger.id).execute()).map((e) => e.entity);
    expect(entities).toEqual(expect.arrayContaining(['gateway', 'charge_system']));
    expect((await detail(charger.id)).body.entry).toMatchObject({ gateway: { deletedAt: expect.any(String) as unknown, subDeviceCount: 0 }, subDevices: [] });
  });
});
