import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { deviceReportTopic } from '@yardfleet/contract/endpoints/device-mqtt';
import { fleetDb } from '../src/db/fleet-schema';
import { mqttIngestStatsOf, type MqttIngestStats } from '../src/areas/ingest/mqtt-ingest';
import { handleReportMessage } from '../src/areas/ingest/mqtt-message';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, SEED_TIME, startTestApp, type TestApp } from './harness';
import { startTestBroker, type TestBroker } from './mosquitto-support';

type Credential = { deviceId: string; deviceSecret: string; equipmentId: string };

const CONSUMERS = 2;
const at = (minutesBeforeSeed: number) => new Date(SEED_TIME.getTime() - minutesBeforeSeed * 60_000).toISOString();
const report = (fixAt: string, extra: Record<string, unknown> = {}) => ({
  fixAt,
  position: { lat: 41.8243, lng: -87.6645 },
  activity: 'mowing',
  errorCode: null,
  errorCleared: false,
  firmwareVersion: null,
  battery: null,
  engineHours: null,
  ...extra,
});

const eventually = async (check: () => boolean | Promise<boolean>, what: string, withinMs = 15_000): Promise<void> => {
  const until = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** A device's own MQTT connection: username = device id, password = device secret (decision 0031). */
const connectDevice = (url: string, cred: Credential): Promise<MqttClient> =>
  mqtt.connectAsync(url, { protocolVersion: 5, clientId: `device-${randomUUID()}`, username: cred.deviceId, password: cred.deviceSecret, reconnectPeriod: 0 });

describe.each(backends())('device reports over MQTT on $name', (backend) => {
  let broker: TestBroker;
  let t: TestApp;
  let stats: MqttIngestStats;
  let mower: Credential;
  let other: Credential;
  let device: MqttClient;

  const stored = async (equipmentId: string): Promise<number> =>
    Number(
      (
        await fleetDb(t.db)
          .selectFrom('equipment_reports')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('equipment_id', '=', equipmentId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const handled = (): number => stats.messagesStored + stats.refused + stats.unauthenticated + stats.failed;
  const publish = (client: MqttClient, topic: string, payload: string | Buffer) => client.publishAsync(topic, payload, { qos: 1 });

  beforeAll(async () => {
    broker = await startTestBroker();
    t = await startTestApp(backend, {
      mqtt: {
        url: broker.url,
        username: broker.admin.username,
        password: broker.admin.password,
        dynsec: true,
        consumers: CONSUMERS,
        clientId: `yf-test-${backend.name}`,
      },
    });
    const found = mqttIngestStatsOf(t.app);
    if (found === undefined) throw new Error('the app did not start its MQTT ingest');
    stats = found;
    const app = await loginAs(t.app, DEMO_LOGINS.app);
    const bind = async (serialNumber: string): Promise<Credential> => {
      const bound = await call<Credential>(t.app, {
        method: 'POST',
        url: '/web-hmac/app/equipment/bind',
        headers: app,
        payload: { serialNumber, name: `Test ${serialNumber}`, category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
      });
      expect(bound.body.code).toBe(200);
      return bound.body.entry;
    };
    mower = await bind('MQTT-T-0001');
    other = await bind('MQTT-T-0002');
    await eventually(() => stats.subscriptions >= CONSUMERS, 'the consumers to subscribe');
    device = await connectDevice(broker.url, mower);
  }, 60_000);
  afterAll(async () => {
    await device?.endAsync(true);
    await t?.close();
    await broker?.dispose();
  });

  it('a report published twice is stored once, acknowledged after its commit; the HTTP call then sees it as a duplicate', async () => {
    const body = JSON.stringify({ reports: [report(at(30))] });
    const before = handled();
    await publish(device, deviceReportTopic(mower.deviceId, 'machine-report'), body);
    await publish(device, deviceReportTopic(mower.deviceId, 'machine-report'), body);
    await eventually(() => handled() >= before + 2, 'both messages');
    expect(await stored(mower.equipmentId)).toBe(1);
    expect(stats.reportsAccepted).toBe(1);
    expect(stats.reportsDuplicate).toBe(1);
    const again = await call<{ accepted: number; duplicates: number }>(t.app, {
      method: 'POST',
      url: '/web-hmac/device/report',
      headers: { [DEVICE_HEADER.id]: mower.deviceId, [DEVICE_HEADER.secret]: mower.deviceSecret },
      payload: { reports: [report(at(30))] },
    });
    expect(again.body.entry).toMatchObject({ accepted: 0, duplicates: 1 });
  });

  it('malformed messages are counted and never stored: not JSON, not UTF-8, an unknown field, a NUL, a wrong kind, over the size limit', async () => {
    const topic = deviceReportTopic(mower.deviceId, 'machine-report');
    const count = await stored(mower.equipmentId);
    const refused = stats.refused;
    const unauthenticated = stats.unauthenticated;
    await publish(device, topic, '{"reports": [');
    await publish(device, topic, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    await publish(device, topic, JSON.stringify({ reports: [report(at(20), { colour: 'red' })] }));
    await publish(device, topic, JSON.stringify({ reports: [report(at(19), { errorCode: 'E\u0000' })] }));
    await publish(device, topic, JSON.stringify({ reports: [report(at(18), { errorCode: 'E'.repeat(600 * 1024) })] }));
    // A machine's credential on the gateway topic is refused like on the gateway call (1170010401).
    await publish(device, deviceReportTopic(mower.deviceId, 'gateway-report'), JSON.stringify({ reports: [{ fixAt: at(17), position: null, equipment: [] }] }));
    await eventually(() => stats.refused >= refused + 5 && stats.unauthenticated >= unauthenticated + 1, 'the refusals');
    expect(stats.refused).toBe(refused + 5);
    expect(stats.unauthenticated).toBe(unauthenticated + 1);
    expect(await stored(mower.equipmentId)).toBe(count);
    // The consumer still stores the next good report.
    await publish(device, topic, JSON.stringify({ reports: [report(at(16))] }));
    await eventually(async () => (await stored(mower.equipmentId)) === count + 1, 'the next good report');
  });

  it('a device cannot publish to another device, nor connect with a wrong or replaced secret', async () => {
    const count = await stored(other.equipmentId);
    const unauthenticated = stats.unauthenticated;
    // The broker answers PUBACK 135 (not authorized): the device's role publishes on its own topics only.
    await expect(publish(device, deviceReportTopic(other.deviceId, 'machine-report'), JSON.stringify({ reports: [report(at(15))] }))).rejects.toMatchObject({
      code: 135,
    });
    // CONNACK 135 (not authorized: Mosquitto's answer to a wrong password).
    await expect(connectDevice(broker.url, { ...other, deviceSecret: mower.deviceSecret })).rejects.toMatchObject({ code: 135 });
    // Binding again issues a new credential; the replaced one is removed from the broker.
    const app = await loginAs(t.app, DEMO_LOGINS.app);
    const rebound = await call<Credential>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/equipment/bind',
      headers: app,
      payload: { serialNumber: 'MQTT-T-0002', name: 'Test MQTT-T-0002', category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
    });
    await expect(connectDevice(broker.url, other)).rejects.toMatchObject({ code: 135 });
    other = rebound.body.entry;
    const fresh = await connectDevice(broker.url, other);
    await publish(fresh, deviceReportTopic(other.deviceId, 'machine-report'), JSON.stringify({ reports: [report(at(14))] }));
    await fresh.endAsync(true);
    await eventually(async () => (await stored(other.equipmentId)) === count + 1, 'the new credential report');
    expect(stats.unauthenticated).toBe(unauthenticated);
  });

  it('a reset gateway and a deleted machine lose their broker clients', async () => {
    const admin = await loginAs(t.app, DEMO_LOGINS.admin);
    const gw = await call<{ gatewayId: string; deviceId: string; deviceSecret: string }>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/gateway/bind',
      headers: admin,
      payload: { serialNumber: 'MQTT-GW-0001', model: 'DG-300', firmwareVersion: '3.3.0', warehouseId: null },
    });
    const gateway = { ...gw.body.entry, equipmentId: '' };
    const accepted = stats.reportsAccepted;
    const client = await connectDevice(broker.url, gateway);
    const { fixAt: _fixAt, ...state } = report(at(12));
    const carried = { serialNumber: 'MQTT-T-0001', ...state };
    await publish(
      client,
      deviceReportTopic(gateway.deviceId, 'gateway-report'),
      JSON.stringify({ reports: [{ fixAt: at(12), position: null, equipment: [carried] }] }),
    );
    await eventually(() => stats.reportsAccepted === accepted + 1, 'the gateway report');
    await client.endAsync(true);
    expect((await call(t.app, { method: 'POST', url: '/web-hmac/web/gateway/reset', headers: admin, payload: { id: gateway.gatewayId } })).body.code).toBe(200);
    await expect(connectDevice(broker.url, gateway)).rejects.toMatchObject({ code: 135 });

    // A deleted machine's client goes as soon as it publishes again (and at the next minute's check otherwise).
    const app = await loginAs(t.app, DEMO_LOGINS.app);
    const doomed = (
      await call<Credential>(t.app, {
        method: 'POST',
        url: '/web-hmac/app/equipment/bind',
        headers: app,
        payload: { serialNumber: 'MQTT-T-0003', name: 'Test MQTT-T-0003', category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
      })
    ).body.entry;
    const doomedClient = await connectDevice(broker.url, doomed);
    expect((await call(t.app, { method: 'POST', url: '/web-hmac/web/equipment/delete', headers: admin, payload: { id: doomed.equipmentId } })).body.code).toBe(
      200,
    );
    const unauthenticated = stats.unauthenticated;
    await publish(doomedClient, deviceReportTopic(doomed.deviceId, 'machine-report'), JSON.stringify({ reports: [report(at(11))] }));
    await eventually(() => stats.unauthenticated === unauthenticated + 1, 'the deleted machine refused');
    expect(await stored(doomed.equipmentId)).toBe(0);
    await eventually(
      () =>
        connectDevice(broker.url, doomed).then(
          async (c) => {
            await c.endAsync(true);
            return false;
          },
          () => true,
        ),
      'the deleted machine removed from the broker',
    );
    await doomedClient.endAsync(true);
  });

  it('a topic whose device id is no live credential is counted unauthenticated and stores nothing (the server check behind the broker)', async () => {
    const outcome = await handleReportMessage(
      t.db,
      t.clock,
      deviceReportTopic(randomUUID(), 'machine-report'),
      Buffer.from(JSON.stringify({ reports: [report(at(13))] })),
    );
    expect(outcome).toEqual({ kind: 'unauthenticated' });
  });

  it('a broker restart is survived: the consumers reconnect and subscribe again, a replayed report is stored once', async () => {
    const body = JSON.stringify({ reports: [report(at(10))] });
    const accepted = stats.reportsAccepted;
    const duplicates = stats.reportsDuplicate;
    await publish(device, deviceReportTopic(mower.deviceId, 'machine-report'), body);
    await eventually(() => stats.reportsAccepted === accepted + 1, 'the report before the restart');
    const count = await stored(mower.equipmentId);
    const subscriptions = stats.subscriptions;
    await device.endAsync(true);
    await broker.stop();
    await broker.start();
    await eventually(() => stats.subscriptions >= subscriptions + CONSUMERS, 'the consumers to subscribe again', 20_000);
    device = await connectDevice(broker.url, mower);
    await publish(device, deviceReportTopic(mower.deviceId, 'machine-report'), body);
    await publish(device, deviceReportTopic(mower.deviceId, 'machine-report'), JSON.stringify({ reports: [report(at(9))] }));
    await eventually(async () => (await stored(mower.equipmentId)) === count + 1, 'the report after the restart');
    await eventually(() => stats.reportsDuplicate === duplicates + 1, 'the replay counted as a duplicate');
    expect(await stored(mower.equipmentId)).toBe(count + 1);
  }, 60_000);
});
