import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import type { EquipmentDetailView, ReminderView } from '@yardfleet/contract/endpoints/equipment-detail';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { fleetDb } from '../src/db/fleet-schema';
import { sweepStale } from '../src/areas/ingest/sweeper';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, SEED_TIME, startTestApp, type TestApp } from './harness';

type Session = { token: string; uid: string };
type Credential = { deviceId: string; deviceSecret: string };
type Result = { accepted: number; duplicates: number; unknown: number };

// A warehouse far from every demo place (Milwaukee), and points 50 m and 2 km from its centre.
const DEPOT = { lat: 43.0389, lng: -87.9065 };
const INSIDE = { lat: 43.0393, lng: -87.9065 };
const OUTSIDE = { lat: 43.0569, lng: -87.9065 };
const at = (minutesBeforeSeed: number) => new Date(SEED_TIME.getTime() - minutesBeforeSeed * 60_000).toISOString();
const report = (fixAt: string, extra: Record<string, unknown> = {}) => ({
  fixAt,
  position: null,
  activity: null,
  errorCode: null,
  errorCleared: false,
  firmwareVersion: null,
  battery: null,
  engineHours: null,
  ...extra,
});

describe.each(backends())('device reports on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let power: Session;
  let mower: Credential & { equipmentId: string };
  let yardMower: Credential & { equipmentId: string };
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    power = await loginAs(t.app, DEMO_LOGINS.power);
    const app = await loginAs(t.app, DEMO_LOGINS.app);
    const warehouse = await call(t.app, {
      method: 'POST',
      url: '/web-hmac/web/warehouse/create',
      headers: admin,
      payload: { name: 'Milwaukee Depot', address: '', location: DEPOT, radius: 200 },
    });
    expect(warehouse.body.code).toBe(200);
    const bind = (session: Session, serialNumber: string) =>
      call<Credential & { equipmentId: string; created: boolean }>(t.app, {
        method: 'POST',
        url: '/web-hmac/app/equipment/bind',
        headers: session,
        payload: { serialNumber, name: `Test ${serialNumber}`, category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
      });
    const bound = await bind(app, 'SIM-T-0001');
    expect(bound.body.code).toBe(200);
    expect(bound.body.entry.created).toBe(true);
    mower = bound.body.entry;
    yardMower = (await bind(power, 'SIM-T-0002')).body.entry;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (cred: Credential, reports: unknown[], url = '/web-hmac/device/report') =>
    call<Result>(t.app, {
      method: 'POST',
      url,
      headers: { [DEVICE_HEADER.id]: cred.deviceId, [DEVICE_HEADER.secret]: cred.deviceSecret },
      payload: { reports },
    });
  const detail = async (id = mower.equipmentId, session = admin) =>
    (await call<EquipmentDetailView>(t.app, { method: 'POST', url: '/web-hmac/web/equipment/detail', headers: session, payload: { id } })).body;
  const listed = async (serial: string) =>
    (
      await call<EquipmentListResponse>(t.app, {
        method: 'POST',
        url: '/web-hmac/web/equipment/list',
        headers: admin,
        payload: { page: 1, pageSize: 10, search: serial, category: null, inventoryStatus: null, onlineStatus: null, tagId: null },
      })
    ).body.entry.items[0];
  const storedReports = async () =>
    Number(
      (
        await fleetDb(t.db)
          .selectFrom('equipment_reports')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a bound machine starts never seen and offline', async () => {
    const d = await detail();
    expect(d.code).toBe(200);
    expect(d.entry).toMatchObject({ inventoryStatus: 'never_seen', onlineStatus: 'offline', location: null, lastSeenAt: null, batteryHealth: null });
  });

  it('a report inside the warehouse radius makes it in warehouse (list and detail), online, with battery health', async () => {
    const sent = await send(mower, [
      report(at(3), { position: INSIDE, activity: 'charging', battery: { capacityPercent: 64, cycleCount: 410 }, engineHours: 12 }),
    ]);
    expect(sent.body).toMatchObject({ code: 200, entry: { accepted: 1, duplicates: 0 } });
    expect((await listed('SIM-T-0001'))?.inventoryStatus).toBe('in_warehouse');
    const d = (await detail()).entry;
    expect(d).toMatchObject({
      inventoryStatus: 'in_warehouse',
      onlineStatus: 'online',
      location: INSIDE,
      lastSeenAt: at(3),
      activity: 'charging',
      engineHours: 12,
    });
    expect(d.batteryHealth).toEqual({ maxCapacityPercent: 64, chargeCycleCount: 410, health: 'low' });
  });

  it('a report outside makes it out for work; a duplicate changes nothing', async () => {
    const outside = report(at(2), { position: OUTSIDE, activity: 'mowing', engineHours: 13 });
    expect((await send(mower, [outside])).body.entry).toMatchObject({ accepted: 1, duplicates: 0 });
    expect((await listed('SIM-T-0001'))?.inventoryStatus).toBe('out_for_work');
    const before = (await detail()).entry;
    const count = await storedReports();
    t.clock.advance(30_000);
    expect((await send(mower, [{ ...outside, position: INSIDE, engineHours: 99 }])).body.entry).toEqual({ accepted: 0, duplicates: 1, unknown: 0 });
    expect((await detail()).entry).toEqual(before);
    expect(await storedReports()).toBe(count);
  });

  it("a bad or another company's credential is refused and stores nothing", async () => {
    const before = (await detail()).entry;
    const count = await storedReports();
    const late = [report(at(1), { position: INSIDE })];
    for (const cred of [
      { deviceId: mower.deviceId, deviceSecret: 'wrong-secret' },
      { deviceId: yardMower.deviceId, deviceSecret: mower.deviceSecret },
      { deviceId: mower.deviceId, deviceSecret: yardMower.deviceSecret },
      { deviceId: 'not-a-uuid', deviceSecret: mower.deviceSecret },
    ]) {
      expect((await send(cred, late)).body.code).toBe(ServerCode.deviceUnauthorized);
    }
    expect((await call(t.app, { method: 'POST', url: '/web-hmac/device/report', payload: { reports: late } })).body.code).toBe(ServerCode.deviceUnauthorized);
    expect(await storedReports()).toBe(count);
    expect((await detail()).entry).toEqual(before);
  });

  it("a gateway moves the machines it carries to its position; another company's serials are skipped", async () => {
    const gw = await call<Credential>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/gateway/bind',
      headers: admin,
      payload: { serialNumber: 'GW-T-0001', model: 'DG-300', firmwareVersion: '3.3.0', warehouseId: null },
    });
    expect(gw.body.code).toBe(200);
    const carried = {
      serialNumber: 'SIM-T-0001',
      position: null,
      activity: 'transfer',
      errorCode: null,
      errorCleared: false,
      firmwareVersion: null,
      battery: null,
      engineHours: null,
    };
    const sent = await send(
      gw.body.entry,
      [{ fixAt: at(1), position: INSIDE, equipment: [carried, { ...carried, serialNumber: 'SIM-T-0002' }] }],
      '/web-hmac/device/gateway/report',
    );
    expect(sent.body.entry).toEqual({ accepted: 1, duplicates: 0, unknown: 1 });
    expect((await detail()).entry).toMatchObject({ inventoryStatus: 'in_warehouse', location: INSIDE, activity: 'transfer' });
    expect((await detail(yardMower.equipmentId, power)).entry.inventoryStatus).toBe('never_seen');
  });

  it('engine hours reported past an engine-hours reminder make it due, then overdue', async () => {
    const log = await call(t.app, {
      method: 'POST',
      url: '/web-hmac/web/maintenance/add',
      headers: admin,
      payload: {
        equipmentId: mower.equipmentId,
        serviceType: 'maintenance',
        date: at(60),
        runtimeHours: 10,
        laborTimeHours: 1.5,
        expense: { minorUnits: 4500, currency: 'USD' },
        performedBy: 'Avery Collins',
        details: 'Blade sharpened',
      },
    });
    expect(log.body).toMatchObject({ code: 200, entry: { runtimeHours: 10, laborTimeHours: 1.5 } });
    const setPlan = (every: number) =>
      call<ReminderView>(t.app, {
        method: 'POST',
        url: '/web-hmac/web/maintenance/setReminder',
        headers: admin,
        payload: { equipmentId: mower.equipmentId, plan: { kind: 'engine_hours', every } },
      });
    expect((await setPlan(0)).body).toMatchObject({ code: ServerCode.validationFailed, entry: { every: { code: 'out_of_range', min: 1, max: 9999 } } });
    expect((await setPlan(50)).body.entry.status).toEqual({ status: 'upcoming', kind: 'engine_hours', dueAtEngineHours: 60 });
    await send(mower, [report(at(0.5), { engineHours: 52 })]);
    expect((await detail()).entry.reminder.status).toMatchObject({ status: 'due' });
    await send(mower, [report(at(0.25), { engineHours: 61 })]);
    expect((await detail()).entry.reminder.status).toMatchObject({ status: 'overdue' });
    const reminder = await call<ReminderView>(t.app, {
      method: 'POST',
      url: '/web-hmac/web/maintenance/reminder',
      headers: admin,
      payload: { id: mower.equipmentId },
    });
    expect(reminder.body.entry.status).toMatchObject({ status: 'overdue', dueAtEngineHours: 60 });
  });

  it('a batch of 500 reports is one call; an error code makes the machine faulty until cleared', async () => {
    const batch = Array.from({ length: 500 }, (_, i) =>
      report(new Date(SEED_TIME.getTime() - 120_000 + i * 100).toISOString(), { position: OUTSIDE, engineHours: 61 + i / 1000 }),
    );
    expect((await send(mower, batch)).body.entry).toMatchObject({ accepted: 499, duplicates: 1 }); // at(2) was sent before
    expect((await send(mower, [report(SEED_TIME.toISOString(), { errorCode: 'E-217', activity: 'mowing' })])).body.code).toBe(200);
    expect((await detail()).entry).toMatchObject({ activity: 'faulty', errorCode: 'E-217' });
    t.clock.advance(1000);
    await send(mower, [report(new Date(SEED_TIME.getTime() + 1000).toISOString(), { errorCleared: true, activity: 'mowing' })]);
    expect((await detail()).entry).toMatchObject({ activity: 'mowing', errorCode: null });
  });

  it('without reports a machine goes offline after 10 minutes and its location unknown after 24 hours', async () => {
    t.clock.advance(9 * 60_000);
    await sweepStale(t.db, t.clock.now());
    expect((await detail()).entry.onlineStatus).toBe('online');
    const events = async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from live_events where entity = 'equipment' and entity_id = ${mower.equipmentId}`.execute(t.db)).rows[0]
          ?.n,
      );
    const before = await events();
    t.clock.advance(2 * 60_000);
    await sweepStale(t.db, t.clock.now());
    expect((await detail()).entry).toMatchObject({ onlineStatus: 'offline', activity: 'offline', inventoryStatus: 'in_warehouse' });
    // The sweep announces the change on the live stream (rules 12.2), from its own transaction.
    expect(await events()).toBe(before + 1);
    t.clock.advance(24 * 3_600_000);
    await sweepStale(t.db, t.clock.now());
    admin = await loginAs(t.app, DEMO_LOGINS.admin); // the earlier session has passed its 12-hour lifetime
    expect((await detail()).entry.inventoryStatus).toBe('location_unknown');
    const back = new Date(t.clock.now().getTime() - 1000).toISOString();
    await send(mower, [report(back, { position: INSIDE, activity: 'charging' })]);
    expect((await detail()).entry).toMatchObject({ onlineStatus: 'online', activity: 'charging', inventoryStatus: 'in_warehouse' });
  });
});
