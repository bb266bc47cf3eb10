import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { powerDb } from '../src/db/power-schema';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, SEED_TIME, startTestApp, type TestApp } from './harness';

type Session = { token: string; uid: string };
type Credential = { deviceId: string; deviceSecret: string };
type Bound = Credential & { gatewayId: string; created: boolean };
type Result = { accepted: number; duplicates: number; unknown: number };

const at = (minutesBeforeSeed: number) => new Date(SEED_TIME.getTime() - minutesBeforeSeed * 60_000).toISOString();
const METER_START = '2026-01-10T08:00:00.000Z';
const TODAY = '2026-06-15'; // SEED_TIME 15:00 UTC is 10:00 in Chicago
const pack = (serialNumber: string, stateOfChargePercent: number | null = 20) => ({
  serialNumber,
  kind: 'portable',
  legacy: false,
  model: 'BP-560',
  capacityWh: 560,
  stateOfChargePercent,
  maxCapacityPercent: 96,
  cycleCount: 120,
  optimizationActive: false,
});
const port = (number: number, state: string, battery: unknown = null, powerW = 0, errorCode: string | null = null) => ({
  number,
  state,
  battery,
  powerW,
  errorCode,
});
const charger = (serialNumber: string, energyMeterWh: number, ports: unknown[], meterStartedAt = METER_START) => ({
  serialNumber,
  model: 'PC-6000',
  firmwareVersion: '2.0.1',
  errorCode: null,
  energyMeterWh,
  meterStartedAt,
  ports,
});
const snapshot = (fixAt: string, chargers: unknown[], position: unknown = null) => ({ fixAt, position, chargers });

describe.each(backends())('charger gateways on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let power: Session;
  let greenway: string;
  let brightline: string;
  let gw: Bound;
  let powerGw: Bound;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    power = await loginAs(t.app, DEMO_LOGINS.power);
    const companyOf = async (email: string) =>
      (await t.db.selectFrom('users').select('company_id').where('email', '=', email).executeTakeFirstOrThrow()).company_id ?? '';
    greenway = await companyOf(DEMO_LOGINS.admin);
    brightline = await companyOf(DEMO_LOGINS.power);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => powerDb(t.db);
  const bind = (session: Session | Record<string, never>, payload: Record<string, unknown>) =>
    call<Bound>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/charger-gateway/bind',
      headers: session,
      payload: { model: 'CG-100', firmwareVersion: '1.4.0', warehouseId: null, siteName: 'North yard', position: null, ...payload },
    });
  const send = (cred: Credential | null, reports: unknown[]) =>
    call<Result>(t.app, {
      method: 'POST',
      url: '/web-hmac/device/charger/report',
      headers: cred === null ? {} : { [DEVICE_HEADER.id]: cred.deviceId, [DEVICE_HEADER.secret]: cred.deviceSecret },
      payload: { reports },
    });
  const chargerRow = (serial: string) => db().selectFrom('chargers').selectAll().where('serial_number', '=', serial).executeTakeFirstOrThrow();
  const portsOf = async (chargerId: string) =>
    Object.fromEntries(
      (await db().selectFrom('charger_ports').selectAll().where('charger_id', '=', chargerId).orderBy('port_number').execute()).map((p) => [p.port_number, p]),
    );
  const daysOf = async (chargerId: string) =>
    Object.fromEntries(
      (await db().selectFrom('charger_energy_days').select(['day', 'energy_wh']).where('charger_id', '=', chargerId).execute()).map((d) => [
        d.day,
        d.energy_wh,
      ]),
    );
  const countOf = async (table: 'charger_reports' | 'chargers' | 'batteries') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('any member of a company binds a charger gateway; a user without a company may not', async () => {
    for (const [email, serialNumber] of [
      [DEMO_LOGINS.admin, 'CG-T-0001'],
      [DEMO_LOGINS.manager, 'CG-T-0002'],
      [DEMO_LOGINS.employee, 'CG-T-0003'],
    ] as const) {
      const bound = await bind(await loginAs(t.app, email), { serialNumber, position: { lat: 41.88, lng: -87.63 } });
      expect(bound.body).toMatchObject({ code: 200, entry: { created: true } });
      const row = await db().selectFrom('gateways').selectAll().where('id', '=', bound.body.entry.gatewayId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ company_id: greenway, kind: 'charger_gateway', site_name: 'North yard', lat: 41.88, lng: -87.63, warehouse_id: null });
    }
    gw = (await bind(admin, { serialNumber: 'CG-T-0001' })).body.entry;
    expect(gw.created).toBe(false);
    expect((await bind(await loginAs(t.app, DEMO_LOGINS.guest), { serialNumber: 'CG-T-0009' })).body.code).toBe(ServerCode.forbiddenRole);
    powerGw = (await bind(power, { serialNumber: 'CG-T-0100', siteName: 'Depot B' })).body.entry;
    expect(powerGw.gatewayId).toBeDefined();
  });

  it("refuses another company's warehouse, a serial of another company and a missing site name", async () => {
    const theirs = await db().selectFrom('warehouses').select('id').where('company_id', '=', greenway).executeTakeFirstOrThrow();
    expect((await bind(power, { serialNumber: 'CG-T-0101', warehouseId: theirs.id, siteName: null })).body.code).toBe(ServerCode.notFound);
    expect((await bind(power, { serialNumber: 'CG-T-0001' })).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { serialNumber: { code: 'taken' } },
    });
    expect((await bind(admin, { serialNumber: 'CG-T-0004', siteName: null })).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { siteName: { code: 'required' } },
    });
    const atWarehouse = await bind(admin, { serialNumber: 'CG-T-0005', warehouseId: theirs.id, siteName: null });
    expect(atWarehouse.body.code).toBe(200);
    expect(
      (await db().selectFrom('gateways').select('warehouse_id').where('id', '=', atWarehouse.body.entry.gatewayId).executeTakeFirstOrThrow()).warehouse_id,
    ).toBe(theirs.id);
  });

  it("refuses a wrong, missing, another company's or a device gateway's credential and stores nothing", async () => {
    const deviceGw = await call<Credential>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/gateway/bind',
      headers: admin,
      payload: { serialNumber: 'DG-T-0001', model: 'DG-300', firmwareVersion: '3.3.0', warehouseId: null },
    });
    expect(deviceGw.body.code).toBe(200);
    const before = [await countOf('charger_reports'), await countOf('chargers'), await countOf('batteries')];
    const reports = [snapshot(at(8), [charger('PC6-T-9999', 100, [port(1, 'charging', pack('BP-T-9999'), 500)])])];
    for (const cred of [
      { deviceId: gw.deviceId, deviceSecret: 'wrong-secret' },
      { deviceId: powerGw.deviceId, deviceSecret: gw.deviceSecret },
      { deviceId: 'not-a-uuid', deviceSecret: gw.deviceSecret },
      deviceGw.body.entry,
      null,
    ]) {
      expect((await send(cred, reports)).body.code).toBe(ServerCode.deviceUnauthorized);
    }
    expect([await countOf('charger_reports'), await countOf('chargers'), await countOf('batteries')]).toEqual(before);
  });

  it("a new charger joins the gateway's company; its port moves waiting -> charging -> fully charged; energy today rises by the meter delta", async () => {
    const first = await send(gw, [snapshot(at(9), [charger('PC6-T-0001', 10_000, [port(1, 'waiting', pack('BP-T-0001', 20))])], { lat: 41.9, lng: -87.7 })]);
    expect(first.body).toEqual({ code: 200, message: 'success', entry: { accepted: 1, duplicates: 0, unknown: 0 } });
    const created = await chargerRow('PC6-T-0001');
    expect(created).toMatchObject({
      company_id: greenway,
      gateway_id: gw.gatewayId,
      name: 'Charger 0001',
      port_count: 1,
      meter_wh: 10_000,
      online_status: 'online',
    });
    expect((await portsOf(created.id))[1]).toMatchObject({ state: 'waiting', power_w: 0 });
    expect(await daysOf(created.id)).toEqual({ [TODAY]: 0 }); // the first reading is the baseline

    await send(gw, [snapshot(at(7), [charger('PC6-T-0001', 10_400, [port(1, 'charging', pack('BP-T-0001', 45), 600)])])]);
    expect((await portsOf(created.id))[1]).toMatchObject({ state: 'charging', power_w: 600 });
    expect(await daysOf(created.id)).toEqual({ [TODAY]: 400 });
    await send(gw, [snapshot(at(5), [charger('PC6-T-0001', 10_900, [port(1, 'fully_charged', pack('BP-T-0001', 100)), port(2, 'empty')])])]);
    const ports = await portsOf(created.id);
    expect(ports[1]).toMatchObject({ state: 'fully_charged', power_w: 0 });
    expect(ports[2]).toMatchObject({ state: 'empty', battery_id: null });
    expect(await daysOf(created.id)).toEqual({ [TODAY]: 900 });
    expect(await chargerRow('PC6-T-0001')).toMatchObject({ energy_total_wh: 900, port_count: 2, meter_wh: 10_900 });
    const battery = await db().selectFrom('batteries').selectAll().where('serial_number', '=', 'BP-T-0001').executeTakeFirstOrThrow();
    expect(battery).toMatchObject({ company_id: greenway, charger_id: created.id, port_number: 1, state: 'fully_charged', charge_pct: 100, cycle_count: 120 });
    expect(ports[1]?.battery_id).toBe(battery.id);
    const gateway = await db().selectFrom('gateways').select(['last_connected_at', 'lat', 'lng']).where('id', '=', gw.gatewayId).executeTakeFirstOrThrow();
    expect(gateway).toMatchObject({ lat: 41.9, lng: -87.7 });
    expect(new Date(gateway.last_connected_at ?? 0).toISOString()).toBe(at(5));
  });

  it('replaying a batch changes nothing and counts duplicates', async () => {
    const c = await chargerRow('PC6-T-0001');
    const before = { ports: await portsOf(c.id), days: await daysOf(c.id), reports: await countOf('charger_reports'), charger: c };
    const batch = [
      snapshot(at(9), [charger('PC6-T-0001', 10_000, [port(1, 'waiting', pack('BP-T-0001', 20))])]),
      snapshot(at(7), [charger('PC6-T-0001', 10_400, [port(1, 'charging', pack('BP-T-0001', 45), 600)])]),
      snapshot(at(7), [charger('PC6-T-0001', 10_400, [port(1, 'charging', pack('BP-T-0001', 45), 600)])]),
    ];
    expect((await send(gw, batch)).body.entry).toEqual({ accepted: 0, duplicates: 3, unknown: 0 });
    expect({
      ports: await portsOf(c.id),
      days: await daysOf(c.id),
      reports: await countOf('charger_reports'),
      charger: await chargerRow('PC6-T-0001'),
    }).toEqual(before);
    expect((await db().selectFrom('batteries').select('charge_pct').where('serial_number', '=', 'BP-T-0001').executeTakeFirstOrThrow()).charge_pct).toBe(100);
  });

  it('a late report fills its place in the meter history without moving the port backwards or counting energy twice', async () => {
    const c = await chargerRow('PC6-T-0001');
    expect((await send(gw, [snapshot(at(6), [charger('PC6-T-0001', 10_650, [port(1, 'charging', pack('BP-T-0001', 70), 600)])])])).body.entry).toEqual({
      accepted: 1,
      duplicates: 0,
      unknown: 0,
    });
    expect((await portsOf(c.id))[1]).toMatchObject({ state: 'fully_charged' });
    expect(await daysOf(c.id)).toEqual({ [TODAY]: 900 });
    expect(await chargerRow('PC6-T-0001')).toMatchObject({ energy_total_wh: 900, meter_wh: 10_900 });
    expect((await db().selectFrom('batteries').select('charge_pct').where('serial_number', '=', 'BP-T-0001').executeTakeFirstOrThrow()).charge_pct).toBe(100);
  });

  it('a new meterStartedAt counts the whole reading after a meter restart', async () => {
    const c = await chargerRow('PC6-T-0001');
    await send(gw, [snapshot(at(3), [charger('PC6-T-0001', 120, [port(1, 'ready', pack('BP-T-0001', 100))], at(4))])]);
    expect(await daysOf(c.id)).toEqual({ [TODAY]: 1020 });
    expect(await chargerRow('PC6-T-0001')).toMatchObject({ energy_total_wh: 1020, meter_wh: 120 });
    expect((await portsOf(c.id))[1]).toMatchObject({ state: 'ready' });
  });

  it("skips another company's charger and never touches another company's battery", async () => {
    const theirs = await db().selectFrom('chargers').selectAll().where('company_id', '=', brightline).executeTakeFirstOrThrow();
    const theirBattery = await db().selectFrom('batteries').selectAll().where('company_id', '=', brightline).executeTakeFirstOrThrow();
    const sent = await send(gw, [
      snapshot(at(2), [
        charger(theirs.serial_number, 5, [port(1, 'charging')]),
        charger('PC6-T-0001', 150, [port(1, 'ready', pack('BP-T-0001', 100)), port(2, 'charging', pack(theirBattery.serial_number, 30), 500)], at(4)),
      ]),
    ]);
    expect(sent.body.entry).toEqual({ accepted: 1, duplicates: 0, unknown: 1 });
    expect(await db().selectFrom('chargers').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow()).toEqual(theirs);
    expect(await db().selectFrom('batteries').selectAll().where('id', '=', theirBattery.id).executeTakeFirstOrThrow()).toEqual(theirBattery);
    expect((await portsOf((await chargerRow('PC6-T-0001')).id))[2]).toMatchObject({ state: 'charging', battery_id: null, power_w: 500 });
  });

  it('a battery swapped on a port moves there and the one taken out leaves the port', async () => {
    const c = await chargerRow('PC6-T-0001');
    await send(gw, [snapshot(at(1), [charger('PC6-T-0001', 150, [port(1, 'waiting', pack('BP-T-0002', 35))], at(4))])]);
    const [out, inserted] = await Promise.all(
      ['BP-T-0001', 'BP-T-0002'].map((serial) => db().selectFrom('batteries').selectAll().where('serial_number', '=', serial).executeTakeFirstOrThrow()),
    );
    expect(out).toMatchObject({ charger_id: null, port_number: null });
    expect(inserted).toMatchObject({ company_id: greenway, charger_id: c.id, port_number: 1, state: 'waiting', charge_pct: 35 });
    expect((await portsOf(c.id))[1]).toMatchObject({ state: 'waiting', battery_id: inserted?.id });
  });

  it('refuses fix times more than 5 minutes ahead of the server clock', async () => {
    const ahead = new Date(SEED_TIME.getTime() + 6 * 60_000).toISOString();
    expect((await send(gw, [snapshot(ahead, [charger('PC6-T-0001', 200, [port(1, 'ready')])])])).body.code).toBe(ServerCode.validationFailed);
  });

  it('writes live events for the changed charger and its charge system', async () => {
    const c = await chargerRow('PC6-T-0001');
    const events = await db().selectFrom('live_events').select(['entity', 'entity_id', 'company_id']).where('entity_id', 'in', [c.id, gw.gatewayId]).execute();
    expect(events).toContainEqual({ entity: 'charger', entity_id: c.id, company_id: greenway });
    expect(events).toContainEqual({ entity: 'charge_system', entity_id: gw.gatewayId, company_id: greenway });
  });

  it('counts energy on the company-local day: Europe/Berlin and America/Chicago split the same evening differently', async () => {
    await db().updateTable('companies').set({ time_zone: 'Europe/Berlin' }).where('id', '=', brightline).execute();
    // 21:30 and 22:30 UTC on 14 June: 23:30 and 00:30 in Berlin, 16:30 and 17:30 in Chicago.
    const evening = (serial: string) => [
      snapshot('2026-06-14T21:30:00.000Z', [charger(serial, 2000, [port(1, 'charging', null, 500)])]),
      snapshot('2026-06-14T22:30:00.000Z', [charger(serial, 2500, [port(1, 'charging', null, 500)])]),
    ];
    expect((await send(powerGw, evening('PC6-T-0200'))).body.entry).toEqual({ accepted: 2, duplicates: 0, unknown: 0 });
    expect((await send(gw, evening('PC6-T-0300'))).body.entry).toEqual({ accepted: 2, duplicates: 0, unknown: 0 });
    expect(await daysOf((await chargerRow('PC6-T-0200')).id)).toEqual({ '2026-06-14': 0, '2026-06-15': 500 });
    expect(await daysOf((await chargerRow('PC6-T-0300')).id)).toEqual({ '2026-06-14': 500 });
    expect((await chargerRow('PC6-T-0200')).company_id).toBe(brightline);
  });
});
