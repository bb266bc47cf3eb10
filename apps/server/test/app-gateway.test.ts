import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import type { GatewayDetailResponse, GatewayListResponse } from '@yardfleet/contract/endpoints/gateways';
import type { GatewayKind } from '@yardfleet/domain/entities/gateway';
import { sweepStale } from '../src/areas/ingest/sweeper';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { gatewayDb } from '../src/db/gateway-schema';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginDemoUsers, SEED_TIME, type Session, startTestApp, type TestApp } from './harness';

type Bound = { deviceId: string; deviceSecret: string; gatewayId: string; created: boolean };
type Result = { accepted: number; duplicates: number; unknown: number };
const PHONE = {
  mode: 'mobile',
  serialNumber: 'APP-T-0001',
  model: 'iPhone 15',
  firmwareVersion: '18.6',
  brand: 'Apple',
  systemVersion: 'iOS 18.6',
  appVersion: '4.12.0',
  udid: '00008120-001A2C3E0E38801E',
  warehouseId: null,
};

describe.each(backends())('app gateways on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'app' | 'power' | 'guest', Session>;
  let machines: string[];
  let ids: { north: string; yard: string; theirGatewaySerial: string; deviceGatewaySerial: string };
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'app', 'power', 'guest']);
    const companies = await t.db.selectFrom('companies').select(['id', 'name']).execute();
    const companyId = (name: string) => companies.find((c) => c.name === name)?.id ?? '';
    const greenway = companyId(GREENWAY_NAME);
    const brightline = companyId(BRIGHTLINE_NAME);
    machines = (await t.db.selectFrom('equipment').select('serial_number').where('company_id', '=', greenway).orderBy('serial_number').limit(2).execute()).map(
      (m) => m.serial_number,
    );
    const warehouse = (company: string) =>
      t.db.selectFrom('warehouses').select('id').where('company_id', '=', company).orderBy('name').executeTakeFirstOrThrow();
    const gatewaySerial = async (company: string, kind: GatewayKind) =>
      (await t.db.selectFrom('gateways').select('serial_number').where('company_id', '=', company).where('kind', '=', kind).executeTakeFirstOrThrow())
        .serial_number;
    ids = {
      north: (await t.db.selectFrom('warehouses').select('id').where('company_id', '=', greenway).where('name', '=', 'North Depot').executeTakeFirstOrThrow())
        .id,
      yard: (await warehouse(brightline)).id,
      theirGatewaySerial: await gatewaySerial(brightline, 'charger_gateway'),
      deviceGatewaySerial: await gatewaySerial(greenway, 'device_gateway'),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const bind = (payload: Record<string, unknown>, session: Session = s.app) =>
    call<Bound>(t.app, { method: 'POST', url: '/web-hmac/app/app-gateway/bind', headers: session, payload: { ...PHONE, ...payload } });
  const detail = async (id: string, session: Session = s.admin) =>
    (await call<GatewayDetailResponse>(t.app, { method: 'POST', url: '/web-hmac/web/gateway/detail', headers: session, payload: { id } })).body;
  const listed = async (kind: GatewayKind, search: string) =>
    (
      await call<GatewayListResponse>(t.app, {
        method: 'POST',
        url: '/web-hmac/web/gateway/list',
        headers: s.admin,
        payload: { kind, search, sort: 'last_connected_desc', page: 1, pageSize: 10 },
      })
    ).body.entry.items;
  const send = (cred: { deviceId: string; deviceSecret: string }, fixAt: Date, serials: readonly string[]) =>
    call<Result>(t.app, {
      method: 'POST',
      url: '/web-hmac/device/gateway/report',
      headers: { [DEVICE_HEADER.id]: cred.deviceId, [DEVICE_HEADER.secret]: cred.deviceSecret },
      payload: {
        reports: [
          {
            fixAt: fixAt.toISOString(),
            position: { lat: 41.88, lng: -87.62 },
            equipment: serials.map((serialNumber) => ({
              serialNumber,
              position: null,
              activity: null,
              errorCode: null,
              errorCleared: false,
              firmwareVersion: null,
              battery: null,
              engineHours: null,
            })),
          },
        ],
      },
    });

  it("checks every text with the domain's rules and the UDID with the contract", async () => {
    const refused = await bind({ brand: '  ', systemVersion: 'x'.repeat(51), appVersion: '', model: 'x'.repeat(50) });
    expect(refused.body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { brand: { code: 'required' }, systemVersion: { code: 'too_long', max: 50 }, appVersion: { code: 'required' } },
    });
    expect(Object.keys(refused.body.entry)).not.toContain('model');
    expect((await bind({ udid: 'no spaces allowed' })).status).toBe(400);
    expect((await bind({}, s.guest)).body.code).toBe(ServerCode.forbiddenRole);
    expect(await t.db.selectFrom('gateways').select('id').where('serial_number', '=', PHONE.serialNumber).execute()).toEqual([]);
  });

  it("binds a crew phone with the signed-in member's email; a mobile gateway keeps no warehouse", async () => {
    const bound = await bind({ warehouseId: ids.north });
    expect(bound.body).toMatchObject({ code: 200, entry: { created: true } });
    const d = await detail(bound.body.entry.gatewayId);
    expect(d.entry.gateway).toMatchObject({
      kind: 'app_gateway_mobile',
      model: 'iPhone 15',
      place: null,
      lastConnectedAt: null,
      onlineStatus: 'offline',
      subDeviceCount: 0,
      app: { brand: 'Apple', systemVersion: 'iOS 18.6', appVersion: '4.12.0', udid: PHONE.udid, email: DEMO_LOGINS.app },
    });
    expect((await detail(bound.body.entry.gatewayId, s.power)).code).toBe(ServerCode.notFound);
  });

  it("refuses another company's warehouse and serial number, and a serial of another kind of gateway", async () => {
    expect((await bind({ mode: 'fixed', serialNumber: 'APP-T-0002', warehouseId: ids.yard })).body.code).toBe(ServerCode.notFound);
    expect((await bind({ serialNumber: ids.theirGatewaySerial })).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { serialNumber: { code: 'taken' } },
    });
    expect((await bind({ serialNumber: ids.deviceGatewaySerial })).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { serialNumber: { code: 'taken' } },
    });
    const fixed = await bind({ mode: 'fixed', serialNumber: 'APP-T-0002', warehouseId: ids.north }, s.admin);
    const d = await detail(fixed.body.entry.gatewayId);
    expect(d.entry.gateway).toMatchObject({
      kind: 'app_gateway_fixed',
      place: { warehouseId: ids.north, name: 'North Depot' },
      app: { email: DEMO_LOGINS.admin },
    });
  });

  it('reports record the machines heard: sub-devices, connected counts, most recent first; the window closes after 10 minutes', async () => {
    const cred = (await bind({ mode: 'app', serialNumber: 'APP-T-0003' })).body.entry;
    const [first = '', second = ''] = machines;
    const now = SEED_TIME;
    expect((await send(cred, new Date(now.getTime() - 60_000), [first, 'NOT-A-MACHINE'])).body.entry).toMatchObject({ unknown: 1 });
    expect((await send(cred, now, [second])).body.code).toBe(200);
    const d = await detail(cred.gatewayId);
    expect(d.entry.subDevices.map((s) => [s.serialNumber, s.connected])).toEqual([
      [second, true],
      [first, true],
    ]);
    expect(d.entry.gateway).toMatchObject({
      kind: 'app_gateway',
      subDeviceCount: 2,
      connectedDeviceCount: 2,
      onlineStatus: 'online',
      location: { lat: 41.88, lng: -87.62 },
    });
    const events = await gatewayDb(t.db).selectFrom('live_events').select('entity').where('entity_id', '=', cred.gatewayId).execute();
    expect(events.map((e) => e.entity)).toContain('gateway');

    // An older batch arriving late keeps the newest heard time.
    expect((await send(cred, new Date(now.getTime() - 5 * 60_000), [second])).body.code).toBe(200);
    expect((await detail(cred.gatewayId)).entry.subDevices[0]).toMatchObject({ serialNumber: second, lastHeardAt: now.toISOString() });

    t.clock.advance(10 * 60_000 + 1);
    const later = (await listed('app_gateway', 'APP-T-0003'))[0];
    expect(later).toMatchObject({ subDeviceCount: 2, connectedDeviceCount: 0, onlineStatus: 'offline' });
    await sweepStale(t.db, t.clock.now());
    const swept = await gatewayDb(t.db).selectFrom('live_events').select('entity').where('entity_id', '=', cred.gatewayId).execute();
    expect(swept.filter((e) => e.entity === 'gateway').length).toBeGreaterThan(events.filter((e) => e.entity === 'gateway').length);
  });

  it('binding the same serial again updates it, makes a reset gateway active and revokes the old credential', async () => {
    const old = (await bind({ serialNumber: 'APP-T-0004' })).body.entry;
    expect((await call(t.app, { method: 'POST', url: '/web-hmac/web/gateway/reset', headers: s.admin, payload: { id: old.gatewayId } })).body.code).toBe(200);
    expect((await send(old, t.clock.now(), [])).body.code).toBe(ServerCode.deviceUnauthorized);
    const again = await bind({ serialNumber: 'APP-T-0004', mode: 'app', appVersion: '4.13.0' }, s.admin);
    expect(again.body.entry).toMatchObject({ gatewayId: old.gatewayId, created: false });
    const d = await detail(old.gatewayId);
    expect(d.entry.gateway).toMatchObject({ kind: 'app_gateway', resetAt: null, deletedAt: null, app: { appVersion: '4.13.0', email: DEMO_LOGINS.admin } });
    expect((await send(old, t.clock.now(), [])).body.code).toBe(ServerCode.deviceUnauthorized);
    expect((await send(again.body.entry, t.clock.now(), [])).body.code).toBe(200);
  });

  it("a charger gateway's credential is refused by the gateway report", async () => {
    const charger = await call<Bound>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/charger-gateway/bind',
      headers: s.admin,
      payload: { serialNumber: 'CG-T-0001', model: 'CG-100', firmwareVersion: '1.4.0', warehouseId: null, siteName: 'North yard', position: null },
    });
    expect(charger.body.code).toBe(200);
    expect((await send(charger.body.entry, t.clock.now(), machines)).body.code).toBe(ServerCode.deviceUnauthorized);
  });
});
