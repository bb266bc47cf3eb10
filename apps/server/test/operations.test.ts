import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { manualClock } from '../src/clock';
import { loadConfig, type ServerConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { checkReadiness } from '../src/http/health';
import { backends, fakeWebDist, SEED_TIME } from './harness';

/**
 * Rules 20.4 and 20.6 through the real app (inject): /healthz and /readyz, and the request log's
 * fields (a pino destination stream captures the JSON lines). Runs on PGlite; the database needs
 * no demo data.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type Line = Record<string, unknown> & { reqId?: string; traceId?: string | null; msg?: string; req?: { url?: string; remoteAddress?: string } };

describe('health checks and request logs', () => {
  let opened: Awaited<ReturnType<ReturnType<typeof backends>[number]['open']>>;
  let app: FastifyInstance;
  const lines: Line[] = [];

  beforeAll(async () => {
    const pglite = backends().find((b) => b.name === 'pglite');
    if (pglite === undefined) throw new Error('no PGlite backend');
    opened = await pglite.open();
    await migrateToLatest(opened.db);
    const config: ServerConfig = { ...loadConfig({}), webDist: fakeWebDist(), logLevel: 'info', trustProxy: ['203.0.113.0/24'] };
    app = await buildApp(
      { db: opened.db, clock: manualClock(SEED_TIME), config },
      { logDestination: { write: (line) => lines.push(JSON.parse(line) as Line) } },
    );
  });
  afterAll(async () => {
    await app.close();
    await opened.dispose();
  });

  /** The log lines of the requests sent with `traceId`, grouped by request id. */
  const byRequest = (traceId: string): Line[][] => {
    const groups = new Map<string, Line[]>();
    for (const line of lines) if (line.traceId === traceId && line.reqId !== undefined) groups.set(line.reqId, [...(groups.get(line.reqId) ?? []), line]);
    return [...groups.values()];
  };
  /** The lines between `from` and now that belong to a request (they carry a request id). */
  const requestLinesSince = (from: number): Line[] => lines.slice(from).filter((l) => l.reqId !== undefined);

  it('/healthz answers 200 {status:"ok"} and /readyz 200 with both checks ok, no-store, without a session or a log line at info', async () => {
    const before = lines.length;
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    for (let i = 0; i < 3; i++) {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
    expect(lines.slice(before)).toEqual([]);
  });

  it('/readyz answers 503 naming the migrations check while a migration is not applied', async () => {
    const newest = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(opened.db);
    const row = newest.rows[0];
    if (row === undefined) throw new Error('no migration applied');
    await sql`delete from kysely_migration where name = ${row.name}`.execute(opened.db);
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'failed' } });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(opened.db);
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('binds the server request id and the client traceId (rules 20.6) to every line of a request; the same traceId twice gets two request ids', async () => {
    await app.inject({ method: 'GET', url: '/web-hmac/web/auth/login/info', headers: { traceId: 'trace-abc.1' } });
    await app.inject({ method: 'GET', url: '/web-hmac/web/auth/login/info', headers: { traceId: 'trace-abc.1' } });
    const requests = byRequest('trace-abc.1');
    expect(requests.length).toBe(2);
    for (const own of requests) {
      expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(own[0]?.reqId).toMatch(UUID);
    }
  });

  it('logs traceId null when it is missing or malformed (never the raw header)', async () => {
    for (const headers of [{}, { traceId: 'bad trace"}' }, { traceId: 'x'.repeat(65) }]) {
      const from = lines.length;
      await app.inject({ method: 'GET', url: '/web-hmac/web/auth/login/info', headers });
      const own = requestLinesSince(from);
      expect(own.length).toBe(2);
      for (const line of own) {
        expect(line).toHaveProperty('traceId', null);
        expect(line.reqId).toMatch(UUID);
      }
    }
    expect(JSON.stringify(lines)).not.toContain('bad trace');
  });

  it('never logs a password, a session token or a link token', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/web-hmac/web/auth/login',
      payload: { email: 'nobody@example.test', password: 'Sup3rSecretPw' },
      headers: { traceId: 't-login' },
    });
    expect(login.json()).toMatchObject({ code: 1170012020 });
    await app.inject({ method: 'GET', url: '/web-hmac/web/notification/list', headers: { token: 'SessionTokenValue123', uid: 'u-1', traceId: 't-authed' } });
    const page = await app.inject({
      method: 'GET',
      url: '/reset-password?token=LinkTokenValue456&lang=de-DE',
      headers: { accept: 'text/html', traceId: 't-link' },
    });
    expect(page.statusCode).toBe(200);
    const text = JSON.stringify(lines);
    for (const secret of ['Sup3rSecretPw', 'SessionTokenValue123', 'LinkTokenValue456']) expect(text).not.toContain(secret);
    expect(byRequest('t-link')[0]?.[0]?.req?.url).toBe('/reset-password?token=[redacted]&lang=de-DE');
  });

  it('takes the client address from X-Forwarded-For only when the sender is a TRUST_PROXY proxy', async () => {
    await app.inject({
      method: 'GET',
      url: '/web-hmac/web/auth/login/info',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '198.51.100.20', traceId: 't-proxy' },
    });
    await app.inject({
      method: 'GET',
      url: '/web-hmac/web/auth/login/info',
      remoteAddress: '192.0.2.50',
      headers: { 'x-forwarded-for': '198.51.100.20', traceId: 't-direct' },
    });
    expect(byRequest('t-proxy')[0]?.[0]?.req?.remoteAddress).toBe('198.51.100.20');
    expect(byRequest('t-direct')[0]?.[0]?.req?.remoteAddress).toBe('192.0.2.50');
  });
});

describe('readiness of a database that does not answer', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let db: Kysely<Database>;
  beforeAll(async () => {
    // Accepts connections and never says a word: a PostgreSQL that hangs.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    db = connect({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/none` });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    await db.destroy().catch(() => undefined);
  });

  it('answers database failed within the timeout instead of waiting', async () => {
    const started = Date.now();
    expect(await checkReadiness(db, 500)).toEqual({ status: 'unavailable', checks: { database: 'failed', migrations: 'skipped' } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
