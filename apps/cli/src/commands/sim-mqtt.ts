import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { deviceReportTopic, type MqttReportKind } from '@yardfleet/contract/endpoints/device-mqtt';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { field, type Call } from './sim-http';

/** How the simulator sends reports: the HTTP calls, or MQTT through the broker at `url` (binding stays HTTP). */
export type ReportTransport = { readonly kind: 'http' } | { readonly kind: 'mqtt'; readonly url: string };

/** The default broker of `--transport mqtt`: the Mosquitto of this machine. */
export const DEFAULT_MQTT_URL = 'mqtt://127.0.0.1:1883';

/** Parses `--transport` and `--mqtt-url`; answers the usage error as a string. */
export const transportOf = (transport: string | undefined, url: string | undefined): ReportTransport | string => {
  if (transport === undefined || transport === 'http') return url === undefined ? { kind: 'http' } : '--mqtt-url needs --transport mqtt';
  if (transport !== 'mqtt') return '--transport: http or mqtt';
  const broker = url ?? DEFAULT_MQTT_URL;
  return /^(mqtts?|wss?):\/\/[^/]+/.test(broker) ? { kind: 'mqtt', url: broker } : '--mqtt-url: mqtt://, mqtts://, ws:// or wss:// URL';
};

/** The HTTP report paths and the MQTT topic kind each becomes (docs/device-api.md "Reports over MQTT"). */
const KIND_OF_PATH: Readonly<Record<string, MqttReportKind>> = {
  '/web-hmac/device/report': 'machine-report',
  '/web-hmac/device/gateway/report': 'gateway-report',
  '/web-hmac/device/charger/report': 'charger-report',
};

/** MQTT 5 CONNACK / PUBACK reason codes that mean the broker refused the device's credential. */
const REFUSED_CODES = new Set([134, 135]);

const reasonOf = (error: unknown): number | undefined => {
  const code = field(error, 'code');
  return typeof code === 'number' ? code : undefined;
};

/**
 * The simulator's MQTT transport (rules 16.12, decision 0031): `via(call)` answers every report
 * call by publishing its body, with QoS 1, on the device's own topic through its own connection
 * (username = device id, password = device secret, MQTT 5); other calls go to `call`. A published
 * batch answers code 200 with `accepted` = the reports the broker took (the server stores them
 * after; duplicates are not known here); a credential the broker refuses answers 1170010401, so the
 * run drops that device as over HTTP; a broker out of reach throws (the next tick tries again).
 */
export const mqttReports = (
  url: string,
  connect: (url: string, options: IClientOptions) => Promise<MqttClient> = mqtt.connectAsync,
): { readonly via: (call: Call) => Call; readonly close: () => Promise<void> } => {
  const clients = new Map<string, Promise<MqttClient>>();
  const clientOf = (deviceId: string, secret: string): Promise<MqttClient> => {
    const known = clients.get(deviceId);
    if (known !== undefined) return known;
    const made = connect(url, { protocolVersion: 5, clientId: `yardfleet-sim-${deviceId}`, username: deviceId, password: secret, reconnectPeriod: 2_000 });
    made.catch(() => clients.delete(deviceId));
    clients.set(deviceId, made);
    return made;
  };
  return {
    via: (call) => async (path, init) => {
      const kind = KIND_OF_PATH[path];
      const id = init.headers?.[DEVICE_HEADER.id];
      const secret = init.headers?.[DEVICE_HEADER.secret];
      if (kind === undefined || id === undefined || secret === undefined) return call(path, init);
      const reports = field(init.body, 'reports');
      try {
        const client = await clientOf(id, secret);
        await client.publishAsync(deviceReportTopic(id, kind), JSON.stringify(init.body), { qos: 1 });
      } catch (error) {
        const code = reasonOf(error);
        if (code !== undefined && REFUSED_CODES.has(code))
          return { code: ServerCode.deviceUnauthorized, message: `the broker refused the device (${code})`, entry: null };
        throw error;
      }
      return { code: 200, message: 'published', entry: { accepted: Array.isArray(reports) ? reports.length : 0, duplicates: 0, unknown: 0 } };
    },
    close: async () => {
      const all = await Promise.allSettled([...clients.values()]);
      await Promise.allSettled(all.flatMap((c) => (c.status === 'fulfilled' ? [c.value.endAsync()] : [])));
    },
  };
};
