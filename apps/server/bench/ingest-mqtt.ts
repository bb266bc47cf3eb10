import mqtt, { type MqttClient } from 'mqtt';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { deviceReportTopic } from '@yardfleet/contract/endpoints/device-mqtt';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config/env';
import type { Database } from '../src/db/schema';
import { mqttIngestStatsOf } from '../src/areas/ingest/mqtt-ingest';
import { ensureBuilt, freePort, startServerChild, type ServerChild } from './server-process';

/** The broker of `bench:ingest --transport mqtt`: MQTT_URL, else this machine's Mosquitto. Best a broker no other server subscribes to. */
export const benchBrokerUrl = (): string => process.env.MQTT_URL?.trim() || 'mqtt://127.0.0.1:1883';

const waitFor = async (check: () => boolean, what: string, withinMs: number): Promise<void> => {
  const until = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** Connects each gateway of `credentials` (into `devices`) and publishes `bodies` round robin with QoS 1, all at once. @returns when publishing began (performance.now()). */
const publishAll = async (
  url: string,
  credentials: readonly { deviceId: string; deviceSecret: string }[],
  bodies: readonly string[],
  devices: MqttClient[],
): Promise<number> => {
  for (const c of credentials) {
    devices.push(await mqtt.connectAsync(url, { protocolVersion: 5, clientId: `yf-bench-gw-${c.deviceId}`, username: c.deviceId, password: c.deviceSecret }));
  }
  const started = performance.now();
  await Promise.all(
    bodies.map((body, i) => {
      const k = i % devices.length;
      const device = devices[k];
      const credential = credentials[k];
      if (device === undefined || credential === undefined) throw new Error('no gateway to publish with');
      return device.publishAsync(deviceReportTopic(credential.deviceId, 'gateway-report'), body, { qos: 1 });
    }),
  );
  return started;
};

/**
 * The MQTT run of the ingest benchmark (decision 0031): one server (this process, `consumers`
 * connections in the shared subscription, no dynamic security: the bench's gateways connect like
 * anonymous devices) on `db`; each gateway of `credentials` connects with its credential and
 * publishes its share of `bodies` (gateway report JSON, round robin) on its `gateway-report` topic
 * with QoS 1, all at once. Timed from the first publish until the server has stored (committed and
 * acknowledged) `positions` carried reports. @returns ms taken. @throws when a message is refused.
 */
export const mqttIngestRun = async (
  db: Kysely<Database>,
  credentials: readonly { deviceId: string; deviceSecret: string }[],
  bodies: readonly string[],
  positions: number,
  consumers: number,
): Promise<number> => {
  const url = benchBrokerUrl();
  const config = {
    ...loadConfig(),
    logLevel: 'silent' as const,
    mqtt: { url, username: null, password: null, dynsec: false, consumers, clientId: `yf-bench-${process.pid}` },
  };
  const app = await buildApp({ db, clock: systemClock, config }, { logger: false });
  const devices: MqttClient[] = [];
  try {
    const stats = mqttIngestStatsOf(app);
    if (stats === undefined) throw new Error('the app did not start its MQTT ingest');
    await waitFor(() => stats.subscriptions >= consumers, `the consumers to subscribe at ${url}`, 15_000);
    const before = stats.reportsAccepted + stats.reportsDuplicate;
    const started = await publishAll(url, credentials, bodies, devices);
    await waitFor(
      () => {
        if (stats.refused + stats.unauthenticated + stats.failed > 0) throw new Error(`the server refused messages: ${JSON.stringify(stats)}`);
        return stats.reportsAccepted + stats.reportsDuplicate - before >= positions;
      },
      'every report stored',
      600_000,
    );
    return performance.now() - started;
  } finally {
    await Promise.allSettled(devices.map((d) => d.endAsync()));
    await app.close();
  }
};

/**
 * The MQTT run with `processes` server processes (the built dist/main.js, each with `consumers`
 * connections in the shared subscription, on the bench's PostgreSQL database `databaseUrl`):
 * the same publishing as mqttIngestRun, timed until `positions` more rows are in equipment_reports
 * (polled every 100 ms). The processes' output goes to a file in the temp folder. @returns ms taken.
 */
export const mqttProcessesRun = async (
  db: Kysely<Database>,
  databaseUrl: string,
  credentials: readonly { deviceId: string; deviceSecret: string }[],
  bodies: readonly string[],
  positions: number,
  processes: number,
  consumers: number,
): Promise<number> => {
  const url = benchBrokerUrl();
  ensureBuilt(false);
  const servers: ServerChild[] = [];
  const devices: MqttClient[] = [];
  try {
    for (let k = 0; k < processes; k += 1) {
      const env = {
        DATABASE_URL: databaseUrl,
        MQTT_URL: url,
        MQTT_CONSUMERS: String(consumers),
        MQTT_CLIENT_ID: `yf-bench-${process.pid}-p${k}`,
        REPORT_SCHEDULER: 'off',
      };
      servers.push(await startServerChild({ port: await freePort(), env, logFile: join(tmpdir(), `yf-bench-mqtt-${process.pid}.log`) }));
    }
    await new Promise((r) => setTimeout(r, 2_000)); // The consumers subscribe right after start.
    const count = async (): Promise<number> => (await sql<{ n: number }>`select count(*)::int as n from equipment_reports`.execute(db)).rows[0]?.n ?? 0;
    const before = await count();
    const started = await publishAll(url, credentials, bodies, devices);
    const until = Date.now() + 600_000;
    while ((await count()) - before < positions) {
      if (Date.now() > until) throw new Error('timed out waiting for every report stored');
      await new Promise((r) => setTimeout(r, 100));
    }
    return performance.now() - started;
  } finally {
    await Promise.allSettled(devices.map((d) => d.endAsync()));
    await Promise.allSettled(servers.map((s) => s.stop()));
  }
};
