import type { InjectOptions } from 'fastify';
import { Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { liveStreamPath } from '@yardfleet/contract/endpoints/live';
import { loadConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import { databaseFailureOf } from '../src/db/failures';
import { migrateToLatest } from '../src/db/migrate';
import { toHttpFailure } from '../src/http/errors';
import { seedDemo } from '../src/seed/demo';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { call, loginAs, SEED_TIME, startTestApp, type TestApp } from './harness';
import { proxiedPostgres, timed, until } from './outage-helpers';
import { isChange, isMessage, openStream, type SseStream } from './sse-client';
import type { CutMode } from './tcp-proxy';

type Session = { token: string; uid: string };
type Machine = { deviceId: string; deviceSecret: string; equipmentId: string };

const url = loadConfig().databaseUrl;

/** Rules 20.9: every call answers within this while the database is away... */
const ANSWER_WITHIN_MS = 2_000;
/** ...and the server serves again within this once it is back. */
const RECOVER_WITHIN_MS = 5_000;

/** The equipment list of the session's company: an authenticated read. */
const listOf = (session: Session): InjectOptions => ({
  method: 'POST',
  url: '/web-hmac/web/equipment/list',
  headers: session,
  payload: { page: 1, pageSize: 10, search: '', category: null, inventoryStatus: null, onlineStatus: null, tagId: null },
});

const report = (minute: number) => ({
  fixAt: new Date(SEED_TIME.getTime() - (120 - minute) * 60_000).toISOString(),
  position: { lat: 41.88 + minute / 10_000, lng: -87.65 },
  activity: 'mowing',
  errorCode: null,
  errorCleared: false,
  firmwareVersion: null,
  battery: null,
  engineHours: null,
});

/**
 * The server with PostgreSQL behind a TCP proxy that is cut and restored (rules 20.9). Runs
 * where DATABASE_URL is set (CI), like database-faults.test.ts.
 */
describe.skipIf(url === null)('a database outage (PostgreSQL behind a TCP proxy)', () => {
  const backend = proxiedPostgres(url ?? '');
  let t: TestApp;
  let base: string;
  let admin: Session;
  let mower: Machine;
  let stream: SseStream;
  let minute = 0;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);

  const login = (): InjectOptions => ({ method: 'POST', url: '/web-hmac/web/auth/login', payload: { email: DEMO_LOGINS.manager, password: DEMO_PASSWORD } });
  const list = (): InjectOptions => listOf(admin);
  const deviceReport = (at: number): InjectOptions => ({
    method: 'POST',
    url: '/web-hmac/device/report',
    headers: { [DEVICE_HEADER.id]: mower.deviceId, [DEVICE_HEADER.secret]: mower.deviceSecret },
    payload: { reports: [report(at)] },
  });
  const liveStream = (): InjectOptions => ({
    method: 'GET',
    url: liveStreamPath,
    headers: { ...admin, deviceType: 'web', lang: 'en-US', deviceId: 'outage-test', traceId: 'outage-live' },
  });
  const readyz = (): InjectOptions => ({ method: 'GET', url: '/readyz' });

  beforeAll(async () => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    t = await startTestApp(backend);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    const app = await loginAs(t.app, DEMO_LOGINS.app);
    const bound = await call<Machine>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/equipment/bind',
      headers: app,
      payload: { serialNumber: 'SIM-OUTAGE-1', name: 'Outage mower', category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
    });
    expect(bound.body.code).toBe(200);
    mower = bound.body.entry;
    const opened = await openStream(base, admin);
    if ('envelope' in opened) throw new Error(`stream refused: ${JSON.stringify(opened.envelope)}`);
    stream = opened.stream;
  });
  afterAll(async () => {
    stream.abort();
    await t.close();
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  });

  it.each<CutMode>(['refuse', 'blackhole'])('%s: every call answers 503 + Retry-After within 2 s, and all is back within 5 s of the database', async (mode) => {
    // Idle pooled connections first, so the cut also catches connections already open.
    for (const options of [list(), list(), readyz()]) expect((await t.app.inject(options)).statusCode).toBe(200);
    const streamFrom = stream.items.length;
    minute += 1;
    const lost = minute;
    await backend.proxy().cut(mode);
    // Right after the cut (nothing noticed it yet), then again once the server knows.
    for (const round of [1, 2]) {
      const answers = await Promise.all([login(), list(), deviceReport(lost), liveStream(), readyz()].map((options) => timed(() => t.app.inject(options))));
      for (const { result, ms } of answers) {
        expect({ round, url: result.raw.req.url, status: result.statusCode, retryAfter: result.headers['retry-after'], fast: ms < ANSWER_WITHIN_MS }).toEqual({
          round,
          url: result.raw.req.url,
          status: 503,
          retryAfter: '2',
          fast: true,
        });
      }
      const api = answers.slice(0, 4).map(({ result }) => JSON.parse(result.body) as { error: string });
      expect(api.map((body) => body.error)).toEqual(['database_unavailable', 'database_unavailable', 'database_unavailable', 'database_unavailable']);
    }

    if (mode === 'blackhole') {
      // Nothing spins while the database is away: calls fail without a connection attempt, and the
      // health probe and the live listener each try about once every two seconds.
      const before = backend.proxy().accepted();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(backend.proxy().accepted() - before).toBeLessThanOrEqual(6);
    }

    await backend.proxy().restore();
    const recovered = await until(async () => (await call(t.app, list())).body.code === 200, RECOVER_WITHIN_MS);
    expect(recovered).toBeLessThan(RECOVER_WITHIN_MS);
    expect((await call(t.app, login())).body.code).toBe(200);
    expect((await t.app.inject(readyz())).statusCode).toBe(200);
    // The device sends again what was refused: it is stored now.
    const resent = await call<{ accepted: number; duplicates: number }>(t.app, deviceReport(lost));
    expect(resent.body).toMatchObject({ code: 200, entry: { accepted: 1, duplicates: 0 } });
    // The listener is back: the open stream got a reset (events may be missed meanwhile), then a write's event.
    await stream.waitFor(
      (item): item is Extract<typeof item, { kind: 'message' }> => isMessage(item) && item.message.event === 'reset',
      RECOVER_WITHIN_MS,
      streamFrom,
    );
    const afterReset = stream.items.length;
    minute += 1;
    expect((await call(t.app, deviceReport(minute))).body.code).toBe(200);
    await stream.waitFor(
      (item): item is Extract<typeof item, { kind: 'message' }> => isChange(item) && JSON.parse(item.message.data).id === mower.equipmentId,
      RECOVER_WITHIN_MS,
      afterReset,
    );
    expect(uncaught).toEqual([]);
  });
});

describe.skipIf(url === null)('the statement timeout (PostgreSQL)', () => {
  const backend = proxiedPostgres(url ?? '', 300);
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('cancels a statement that runs longer: a stable timeout error, and the connection serves the next query', async () => {
    const { result, ms } = await timed(() =>
      sql`select pg_sleep(5)`.execute(t.db).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(ms).toBeLessThan(2_000);
    expect(databaseFailureOf(result)).toBe('timeout');
    expect(toHttpFailure(result).body()).toEqual({
      status: 503,
      error: 'database_timeout',
      message: 'The database took too long to answer. Try again shortly.',
    });
    expect((await sql<{ one: number }>`select 1 as one`.execute(t.db)).rows).toEqual([{ one: 1 }]);
  });

  it('answers a call stuck behind a lock 503 database_timeout with Retry-After, then serves it once the lock is gone', async () => {
    const admin = await loginAs(t.app, DEMO_LOGINS.admin);
    const locker = new pg.Client({ connectionString: backend.directUrl() });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table sessions in access exclusive mode');
      const { result, ms } = await timed(() => t.app.inject(listOf(admin)));
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect({ status: result.statusCode, retryAfter: result.headers['retry-after'], body: JSON.parse(result.body) as unknown }).toEqual({
        status: 503,
        retryAfter: '2',
        body: { status: 503, error: 'database_timeout', message: 'The database took too long to answer. Try again shortly.' },
      });
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    expect((await call(t.app, listOf(admin))).body.code).toBe(200);
  });

  it('is lifted while the demo is seeded: a seed under a timeout shorter than its bulk statements completes', async () => {
    // A fresh database of its own, on a pool whose statement timeout no bulk insert of the seed meets.
    const admin = new pg.Client({ connectionString: backend.directUrl() });
    const name = `yf_seed_timeout_${Date.now().toString(36)}`;
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(backend.directUrl());
    target.pathname = `/${name}`;
    const migrating = connect({ kind: 'postgres', url: target.toString() });
    await migrateToLatest(migrating).finally(() => migrating.destroy());
    const db = connect({ kind: 'postgres', url: target.toString(), statementTimeoutMs: 5 });
    try {
      const seeded = await seedDemo(db, { now: SEED_TIME, passwordHash: 'not-a-login' });
      expect(seeded.users).toBeGreaterThan(0);
      // The pool's connections keep their timeout for everything else.
      expect((await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db)).rows[0]?.statement_timeout).toBe('5ms');
    } finally {
      await db.destroy();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  });

  it('is lifted while migrations run (an index on a big table may take minutes) and back on that connection afterwards', async () => {
    const db = connect({ kind: 'postgres', url: backend.directUrl(), statementTimeoutMs: 300 });
    const shown = async <D>(on: Kysely<D>) => (await sql<{ statement_timeout: string }>`show statement_timeout`.execute(on)).rows[0]?.statement_timeout;
    try {
      let during: string | undefined;
      const migrator = new Migrator({
        db,
        migrationTableName: 'outage_check_migration',
        migrationLockTableName: 'outage_check_migration_lock',
        provider: { getMigrations: async () => ({ '0001-check': { up: async (trx) => void (during = await shown(trx)) } }) },
      });
      const result = await migrator.migrateToLatest();
      expect(result.error).toBeUndefined();
      expect(during).toBe('0');
      // One connection was opened: the migrator's, now idle, and it has the timeout again.
      expect(await shown(db)).toBe('300ms');
    } finally {
      await db.destroy();
    }
  });
});
