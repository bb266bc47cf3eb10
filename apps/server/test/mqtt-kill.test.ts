import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import mqtt from 'mqtt';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { deviceReportTopic } from '@yardfleet/contract/endpoints/device-mqtt';
import { loadConfig } from '../src/config/env';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { spawnServer, type ChildServer } from './child-server';
import { startTestBroker } from './mosquitto-support';

/**
 * Decision 0031: a server process killed with -9 while device reports flow over MQTT loses none of
 * them. The device publishes REPORTS reports with QoS 1 (each acknowledged by the broker); the
 * server is killed halfway and started again with the same MQTT_CLIENT_ID, whose persistent
 * sessions the broker kept: every report is stored exactly once.
 */
const REPORTS = 120;
const scratch = mkdtempSync(join(tmpdir(), 'yf-mqtt-kill-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const databaseUrl = loadConfig().databaseUrl;
interface Target {
  readonly name: string;
  readonly env: () => Promise<Record<string, string>>;
  readonly countReports: (env: Record<string, string>, equipmentId: string) => Promise<number>;
  readonly dispose: (env: Record<string, string>) => Promise<void>;
}
const pgliteTarget: Target = {
  name: 'pglite',
  env: () => Promise.resolve({ DATA_DIR: join(scratch, `pglite-${randomUUID()}`) }),
  countReports: async (env, equipmentId) => {
    const db = new PGlite(env['DATA_DIR']);
    const rows = await db.query<{ n: number }>('select count(*)::int as n from equipment_reports where equipment_id = $1', [equipmentId]);
    await db.close();
    return rows.rows[0]?.n ?? -1;
  },
  dispose: () => Promise.resolve(),
};
const postgresTarget = (url: string): Target => {
  const name = `yf_mqtt_kill_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    name: 'postgres',
    env: async () => {
      await admin((c) => c.query(`create database ${name}`));
      return { DATABASE_URL: own.toString() };
    },
    countReports: async (_env, equipmentId) => {
      const client = new pg.Client({ connectionString: own.toString() });
      await client.connect();
      const rows = await client.query<{ n: number }>('select count(*)::int as n from equipment_reports where equipment_id = $1', [equipmentId]);
      await client.end();
      return rows.rows[0]?.n ?? -1;
    },
    dispose: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
};

const post = async (server: ChildServer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ code: number; entry: unknown }> => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; entry: unknown };
};
const login = async (server: ChildServer, email: string): Promise<Record<string, string>> => {
  const answer = await post(server, '/web-hmac/web/auth/login', { email, password: DEMO_PASSWORD });
  const entry = answer.entry as { token: string; uid: string };
  return { token: entry.token, uid: entry.uid };
};
const eventually = async (what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe.each(databaseUrl === null ? [pgliteTarget] : [pgliteTarget, postgresTarget(databaseUrl)])('MQTT ingest killed with -9 on $name', (target) => {
  it('loses no report the broker acknowledged and stores each once', { timeout: 300_000 }, async () => {
    const broker = await startTestBroker();
    const web = join(scratch, 'no-web');
    mkdirSync(web, { recursive: true });
    const env = {
      ...(await target.env()),
      WEB_DIST: web,
      LOG_LEVEL: 'warn',
      GEOCODER_URL: 'off',
      MAP_TILE_URL: 'off',
      REPORT_SCHEDULER: 'off',
      MQTT_URL: broker.url,
      MQTT_USERNAME: broker.admin.username,
      MQTT_PASSWORD: broker.admin.password,
      MQTT_DYNSEC: 'on',
      MQTT_CONSUMERS: '2',
      MQTT_CLIENT_ID: 'yf-kill-test',
    };
    let server = await spawnServer(env);
    try {
      await server.waitFor('/readyz');
      const app = await login(server, DEMO_LOGINS.app);
      const admin = await login(server, DEMO_LOGINS.admin);
      const bound = await post(
        server,
        '/web-hmac/app/equipment/bind',
        { serialNumber: 'MQTT-KILL-0001', name: 'Kill test', category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
        app,
      );
      const cred = bound.entry as { deviceId: string; deviceSecret: string; equipmentId: string };
      const engineHours = async (s: ChildServer): Promise<number | null> => {
        const detail = await post(s, '/web-hmac/web/equipment/detail', { id: cred.equipmentId }, admin);
        const hours = (detail.entry as { engineHours?: number | null } | null)?.engineHours;
        return hours ?? null;
      };
      const device = await mqtt.connectAsync(broker.url, {
        protocolVersion: 5,
        clientId: `device-${randomUUID()}`,
        username: cred.deviceId,
        password: cred.deviceSecret,
      });
      const started = Date.now() - 3_600_000;
      const body = (i: number) =>
        JSON.stringify({
          reports: [
            {
              fixAt: new Date(started + i * 1_000).toISOString(),
              position: null,
              activity: 'mowing',
              errorCode: null,
              errorCleared: false,
              firmwareVersion: null,
              battery: null,
              engineHours: i,
            },
          ],
        });
      const topic = deviceReportTopic(cred.deviceId, 'machine-report');
      // Report 0 until it is stored: the server's consumers have subscribed and have sessions at the broker.
      await eventually('the first report stored', async () => {
        await device.publishAsync(topic, body(0), { qos: 1 });
        await new Promise((resolve) => setTimeout(resolve, 300));
        return (await engineHours(server)) === 0;
      });
      for (let i = 1; i <= REPORTS; i += 1) {
        await device.publishAsync(topic, body(i), { qos: 1 }); // Acknowledged by the broker.
        if (i === REPORTS / 2) await server.kill(); // SIGKILL while reports flow.
      }
      server = await spawnServer({ ...env, PORT: String(server.port) });
      await server.waitFor('/readyz');
      await eventually('the last report applied after the restart', async () => (await engineHours(server)) === REPORTS);
      await device.endAsync();
      server.child.kill('SIGTERM');
      await server.exited;
      expect(await target.countReports(env, cred.equipmentId)).toBe(REPORTS + 1);
    } finally {
      await server.kill();
      await broker.dispose();
      await target.dispose(env);
    }
  });
});
