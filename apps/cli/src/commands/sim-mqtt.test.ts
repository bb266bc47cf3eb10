import type { MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { mqttReports, transportOf } from './sim-mqtt';
import type { Call } from './sim-http';

const headers = { [DEVICE_HEADER.id]: 'dev-1', [DEVICE_HEADER.secret]: 'secret-1' };

describe('sim --transport mqtt', () => {
  it('parses --transport and --mqtt-url', () => {
    expect(transportOf(undefined, undefined)).toEqual({ kind: 'http' });
    expect(transportOf('mqtt', undefined)).toEqual({ kind: 'mqtt', url: 'mqtt://127.0.0.1:1883' });
    expect(transportOf('mqtt', 'mqtts://broker:8883')).toEqual({ kind: 'mqtt', url: 'mqtts://broker:8883' });
    expect(transportOf('mqtt', 'http://broker')).toMatch(/--mqtt-url/);
    expect(transportOf('smoke', undefined)).toMatch(/--transport: http or mqtt/);
    expect(transportOf(undefined, 'mqtt://broker')).toMatch(/needs --transport mqtt/);
  });

  it("publishes a report call's body with QoS 1 on the device's own topic, through one connection per device logged in with its credential", async () => {
    const published: { topic: string; body: unknown; qos: number | undefined }[] = [];
    const logins: { username: string | undefined; password: unknown }[] = [];
    const fake = {
      publishAsync: (topic: string, body: string, options: { qos?: number }) => {
        published.push({ topic, body: JSON.parse(body) as unknown, qos: options.qos });
        return Promise.resolve(undefined);
      },
      endAsync: () => Promise.resolve(),
    } as unknown as MqttClient;
    const transport = mqttReports('mqtt://broker', (_url, options) => {
      logins.push({ username: options.username, password: options.password });
      return Promise.resolve(fake);
    });
    const httpCalls: string[] = [];
    const call: Call = (path) => {
      httpCalls.push(path);
      return Promise.resolve({ code: 200, message: 'success', entry: null });
    };
    const via = transport.via(call);
    const body = { reports: [{ fixAt: '2026-06-15T14:59:00.000Z' }, { fixAt: '2026-06-15T15:00:00.000Z' }] };
    expect(await via('/web-hmac/device/report', { headers, body })).toMatchObject({ code: 200, entry: { accepted: 2 } });
    await via('/web-hmac/device/charger/report', { headers, body });
    await via('/web-hmac/web/equipment/detail', { headers, body: { id: 'x' } });
    expect(published).toEqual([
      { topic: 'yardfleet/v1/devices/dev-1/machine-report', body, qos: 1 },
      { topic: 'yardfleet/v1/devices/dev-1/charger-report', body, qos: 1 },
    ]);
    expect(logins).toEqual([{ username: 'dev-1', password: 'secret-1' }]);
    expect(httpCalls).toEqual(['/web-hmac/web/equipment/detail']);
    await transport.close();
  });

  it('answers 1170010401 when the broker refuses the login, so the run drops the device', async () => {
    const transport = mqttReports('mqtt://broker', () => Promise.reject(Object.assign(new Error('Connection refused: Not authorized'), { code: 135 })));
    const answer = await transport.via(() => Promise.reject(new Error('no HTTP')))('/web-hmac/device/gateway/report', { headers, body: { reports: [] } });
    expect(answer.code).toBe(ServerCode.deviceUnauthorized);
  });
});
