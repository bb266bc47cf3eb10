/**
 * Several server processes on separate ports behind a load balancer, on one PostgreSQL
 * (docs/deploy.md "Several hosts", decision 0032): Debian's HAProxy spreads the calls round robin
 * over two servers started as real processes, both consuming device reports from one Mosquitto
 * (a shared subscription, decision 0031). A session made on one works on the other; a report
 * published over MQTT is stored once and reaches a live stream opened through the other process;
 * the live stream cap and an API key's rate limit refuse at the same count whether the calls reach
 * one process or both. Needs DATABASE_URL (PGlite is one process's database), HAProxy and Mosquitto.
 */
import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import pg from 'pg';
import { deviceReportTopic } from '@yardfleet/contract/endpoints/device-mqtt';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { spawnServer, type ChildServer } from './child-server';
import { startTestBroker, type TestBroker } from './mosquitto-support';
import { createScratchPostgres, uniqueDatabaseName, type ScratchPostgres } from './scratch-postgres';
import { startHaproxy, type LoadBalancer } from './several-hosts-support';
import { isChange, openStream, type SseStream } from './sse-client';

const W = '/web-hmac/web';
/** Both servers' caps and limits, small so the test reaches them. */
const STREAMS_PER_SESSION = 3;
const KEY_CALLS_PER_MINUTE = 12;

type Session = { readonly token: string; readonly uid: string };
const webHeaders = (session: Session | null): Record<string, string> => ({
  'content-type': 'application/json',
  deviceType: 'web',
  lang: 'en-US',
  deviceId: 'several-hosts-test',
  traceId: `hosts-${Math.random().toString(36).slice(2)}`,
  ...(session === null ? {} : { token: session.token, uid: session.uid }),
});

/** One call over HTTP: the envelope and the server that answered (HAProxy's `x-served-by`, absent on a direct call). */
const send = async (base: string, path: string, init: { session?: Session | null; body?: unknown; bearer?: string } = {}) => {
  const headers = webHeaders(init.session ?? null);
  if (init.bearer !== undefined) headers['authorization'] = `Bearer ${init.bearer}`;
  const response = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, servedBy: response.headers.get('x-served-by'), body: JSON.parse(text) as { code: number; entry: unknown } };
};

const login = async (base: string, email: string): Promise<Session> => {
  const answer = await send(base, `${W}/auth/login`, { body: { email, password: DEMO_PASSWORD } });
  expect(answer.body.code).toBe(200);
  return answer.body.entry as Session;
};

const databaseUrl = loadConfig().databaseUrl;

describe.runIf(databaseUrl !== null)('several server processes behind HAProxy on one PostgreSQL', { timeout: 300_000 }, () => {
  let database: ScratchPostgres;
  const servers: ChildServer[] = [];
  let balancer: LoadBalancer;
  let broker: TestBroker;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    database = await createScratchPostgres(databaseUrl ?? '', uniqueDatabaseName('yf_hosts'));
    broker = await startTestBroker();
    const env = {
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      REPORT_SCHEDULER: 'off',
      LIVE_STREAMS_PER_SESSION: String(STREAMS_PER_SESSION),
      API_KEY_REQUESTS_PER_MINUTE: String(KEY_CALLS_PER_MINUTE),
      TRUST_PROXY: '127.0.0.1',
      SHARED_READS: 'off',
      MQTT_URL: broker.url,
      MQTT_USERNAME: broker.admin.username,
      MQTT_PASSWORD: broker.admin.password,
      MQTT_DYNSEC: 'on',
      MQTT_CONSUMERS: '1',
    };
    // The first migrates and seeds the demo; the second starts on the ready database.
    servers.push(await spawnServer({ ...env, MQTT_CLIENT_ID: 'yf-host-a' }));
    await servers[0]?.waitFor('/readyz');
    servers.push(await spawnServer({ ...env, MQTT_CLIENT_ID: 'yf-host-b' }));
    await servers[1]?.waitFor('/readyz');
    balancer = await startHaproxy(servers.map((server) => `127.0.0.1:${server.port}`));
  }, 240_000);

  afterAll(async () => {
    for (const stream of streams) stream.abort();
    await balancer?.stop();
    for (const server of servers) await server.kill();
    await broker?.dispose();
    await database?.drop();
  });

  const [first, second] = [() => servers[0]?.url ?? '', () => servers[1]?.url ?? ''];

  it('spreads calls over both servers, and a session made on one works on the other', async () => {
    const session = await login(first(), DEMO_LOGINS.admin);
    expect((await send(second(), `${W}/tag/list`, { session })).body.code).toBe(200);
    const servedBy = new Set<string | null>();
    for (let i = 0; i < 6; i += 1) {
      const answer = await send(balancer.url, `${W}/tag/list`, { session });
      expect(answer.body.code).toBe(200);
      servedBy.add(answer.servedBy);
    }
    expect([...servedBy].sort()).toEqual(['s1', 's2']);
  });

  /** Opens streams of `session` on `base` until one is refused; how many were accepted, and by which servers. */
  const streamsUntilRefused = async (base: string, session: Session) => {
    const by = new Set<string>();
    for (let opened = 0; opened <= STREAMS_PER_SESSION + 2; opened += 1) {
      const answer = await openStream(base, session);
      if ('envelope' in answer) return { accepted: opened, code: answer.envelope.code, by };
      streams.push(answer.stream);
      by.add(String(answer.stream.headers['x-served-by'] ?? 'direct'));
    }
    return { accepted: Number.POSITIVE_INFINITY, code: 200, by };
  };

  it('caps a session’s live streams at the same count on one process and across both', async () => {
    const onOne = await streamsUntilRefused(first(), await login(first(), DEMO_LOGINS.manager));
    const onBoth = await streamsUntilRefused(balancer.url, await login(balancer.url, DEMO_LOGINS.manager));
    expect(onOne).toMatchObject({ accepted: STREAMS_PER_SESSION, code: ServerCode.liveStreamLimit });
    expect(onBoth).toMatchObject({ accepted: STREAMS_PER_SESSION, code: ServerCode.liveStreamLimit });
    expect([...onBoth.by].sort()).toEqual(['s1', 's2']);
  });

  it('refuses an API key’s calls at the same count on one process and across both', async () => {
    const admin = await login(balancer.url, DEMO_LOGINS.admin);
    const key = async (name: string): Promise<string> => {
      const created = await send(balancer.url, `${W}/api-key/create`, { session: admin, body: { name, scope: 'read', expiresInDays: null } });
      expect(created.body.code).toBe(200);
      return (created.body.entry as { secret: string }).secret;
    };
    const callsUntilRefused = async (base: string, bearer: string) => {
      const by = new Set<string | null>();
      for (let calls = 0; calls <= KEY_CALLS_PER_MINUTE + 2; calls += 1) {
        const answer = await send(base, `${W}/tag/list`, { bearer });
        if (answer.status === 429) return { accepted: calls, by };
        expect(answer.body.code).toBe(200);
        by.add(answer.servedBy);
      }
      return { accepted: Number.POSITIVE_INFINITY, by };
    };
    const onOne = await callsUntilRefused(second(), await key('One process'));
    const onBoth = await callsUntilRefused(balancer.url, await key('Both processes'));
    expect(onOne.accepted).toBe(KEY_CALLS_PER_MINUTE);
    expect(onBoth.accepted).toBe(KEY_CALLS_PER_MINUTE);
    expect([...onBoth.by].sort()).toEqual(['s1', 's2']);
  });

  it('stores a report published over MQTT once, and the live streams of both processes see it', async () => {
    const app = await login(first(), DEMO_LOGINS.app);
    const bound = await send(first(), '/web-hmac/app/equipment/bind', {
      session: app,
      body: { serialNumber: 'HOSTS-MQTT-0001', name: 'Hosts test', category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
    });
    expect(bound.body.code).toBe(200);
    const device = bound.body.entry as { deviceId: string; deviceSecret: string; equipmentId: string };
    // A stream on each process: whichever consumed the report, the other one's stream must see it too.
    const watching: SseStream[] = [];
    for (const base of [first(), second()]) {
      const opened = await openStream(base, await login(base, DEMO_LOGINS.admin));
      if (!('stream' in opened)) throw new Error(`the stream was refused: ${opened.envelope.code}`);
      streams.push(opened.stream);
      watching.push(opened.stream);
    }
    const client = await mqtt.connectAsync(broker.url, {
      protocolVersion: 5,
      clientId: `device-${randomUUID()}`,
      username: device.deviceId,
      password: device.deviceSecret,
    });
    const report = JSON.stringify({
      reports: [
        {
          fixAt: new Date().toISOString(),
          position: null,
          activity: 'mowing',
          errorCode: null,
          errorCleared: false,
          firmwareVersion: null,
          battery: null,
          engineHours: 7,
        },
      ],
    });
    try {
      // The same report twice (a device repeating after a lost PUBACK): stored once (rules 16.4).
      await client.publishAsync(deviceReportTopic(device.deviceId, 'machine-report'), report, { qos: 1 });
      await client.publishAsync(deviceReportTopic(device.deviceId, 'machine-report'), report, { qos: 1 });
      for (const stream of watching) {
        await stream.waitFor(
          (item): item is Extract<typeof item, { kind: 'message' }> =>
            isChange(item) && (JSON.parse(item.message.data) as { id: string }).id === device.equipmentId,
          30_000,
        );
      }
    } finally {
      await client.endAsync();
    }
    const reports = async (): Promise<number> => {
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        return (
          (await db.query<{ n: number }>('select count(*)::int as n from equipment_reports where equipment_id = $1', [device.equipmentId])).rows[0]?.n ?? -1
        );
      } finally {
        await db.end();
      }
    };
    await expect.poll(reports, { timeout: 10_000, interval: 200 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await reports()).toBe(1);
  });
});
