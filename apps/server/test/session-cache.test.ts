/**
 * Decision 0016: the session lookup answers from each process's caller cache, and every change
 * that ends or alters a caller reaches every process (migration 0013's NOTIFY, architecture 7). Two app
 * instances play two server processes: on PostgreSQL each has its own Kysely pool and LISTEN
 * connection on one database; PGlite is embedded (one process by design), so there both apps share
 * the database instance but each keeps its own cache.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { buildApp, callerCacheOf } from '../src/app';
import { loadConfig } from '../src/config/env';
import { hashToken } from '../src/auth/tokens';
import { connect } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, startTestApp, type Backend, type TestApp } from './harness';
import { createScratchPostgres, uniqueDatabaseName } from './scratch-postgres';

const INFO = '/web-hmac/web/auth/login/info';
const LOGOUT = '/web-hmac/web/auth/logout';
const PEOPLE = '/web-hmac/web/people/list';
const EQUIPMENT = '/web-hmac/web/equipment/list';
const LIST_BODY = { page: 1, pageSize: 5, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };

/** For PostgreSQL: one fresh database that both "processes" open (the harness would give each its own). */
const sharedPostgres = async (url: string): Promise<{ backend: Backend; secondDb: () => Kysely<Database>; drop: () => Promise<void> }> => {
  const scratch = await createScratchPostgres(url, uniqueDatabaseName('yf_test_sc'));
  return {
    backend: {
      name: 'postgres',
      open: async () => {
        const db = connect({ kind: 'postgres', url: scratch.url });
        return { db, dispose: () => db.destroy() };
      },
    },
    secondDb: () => connect({ kind: 'postgres', url: scratch.url }),
    drop: scratch.drop,
  };
};

describe.each(backends())('session lookup across processes on $name', (backend) => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;
  let bDb: Kysely<Database>;
  let drop = async (): Promise<void> => undefined;
  beforeAll(async () => {
    const url = loadConfig().databaseUrl;
    if (backend.name === 'postgres' && url !== null) {
      const shared = await sharedPostgres(url);
      drop = shared.drop;
      a = await startTestApp(shared.backend);
      const db = shared.secondDb();
      bDb = db;
      b = await buildApp({ db, clock: a.clock, config: { ...loadConfig({}), webDist: mkdtempSync(join(tmpdir(), 'yf-no-web-')) } }, { logger: false });
      closeB = async () => {
        await b.close();
        await db.destroy();
      };
    } else {
      a = await startTestApp(backend);
      bDb = a.db;
      b = await buildApp({ db: a.db, clock: a.clock, config: { ...loadConfig({}), webDist: mkdtempSync(join(tmpdir(), 'yf-no-web-')) } }, { logger: false });
      closeB = () => b.close();
    }
  });
  afterAll(async () => {
    await closeB();
    await a.close();
    await drop();
  });

  const info = (app: FastifyInstance, headers: Record<string, string>) => call(app, { method: 'GET', url: INFO, headers });
  const people = (app: FastifyInstance, headers: Record<string, string>) => call(app, { method: 'GET', url: PEOPLE, headers });

  it('a logout on one process is refused on the other at once, though the other had just answered the token', async () => {
    const session = await loginAs(a.app, DEMO_LOGINS.admin);
    for (let i = 0; i < 3; i += 1) expect((await info(b, session)).body.code).toBe(200);
    expect((await call(a.app, { method: 'GET', url: LOGOUT, headers: session })).body.code).toBe(200);
    expect((await info(b, session)).body.code).toBe(ServerCode.sessionExpired);
    expect((await info(a.app, session)).body.code).toBe(ServerCode.sessionExpired);
  });

  it('a password change elsewhere (sessions ended in a transaction) ends the remembered session everywhere', async () => {
    const session = await loginAs(a.app, DEMO_LOGINS.employee);
    expect((await info(b, session)).body.code).toBe(200);
    await a.db
      .deleteFrom('sessions')
      .where('token_hash', 'in', a.db.selectFrom('sessions').select('token_hash').where('user_id', '=', session.uid))
      .execute();
    await settled(b, bDb);
    expect((await info(b, session)).body.code).toBe(ServerCode.sessionExpired);
  });

  it('a role change by any writer (here plain SQL) takes effect at once on its process, and on the other when its NOTIFY arrives', async () => {
    const session = await loginAs(a.app, DEMO_LOGINS.manager);
    expect((await people(b, session)).body.code).toBe(200);
    expect((await people(a.app, session)).body.code).toBe(200);
    await a.db.updateTable('users').set({ role: 'employee' }).where('id', '=', session.uid).execute();
    // The process whose connection made the change hears it before the write returns: at once.
    expect((await people(a.app, session)).body.code).toBe(ServerCode.forbiddenRole);
    await settled(b, bDb);
    expect((await people(b, session)).body.code).toBe(ServerCode.forbiddenRole);
    await a.db.updateTable('users').set({ role: 'manager' }).where('id', '=', session.uid).execute();
    await settled(b, bDb);
    expect((await people(b, session)).body.code).toBe(200);
  });

  it("moving a person out of their company, or changing the company's version, reaches both processes", async () => {
    const session = await loginAs(a.app, DEMO_LOGINS.admin);
    const list = (app: FastifyInstance) => call(app, { method: 'POST', url: EQUIPMENT, headers: session, payload: LIST_BODY });
    expect((await list(b)).body.code).toBe(200);
    const { company_id: companyId } = await a.db.selectFrom('users').select('company_id').where('id', '=', session.uid).executeTakeFirstOrThrow();
    await a.db.updateTable('users').set({ company_id: null }).where('id', '=', session.uid).execute();
    await settled(b, bDb);
    expect((await list(b)).body.code).toBe(ServerCode.forbiddenRole);
    await a.db.updateTable('users').set({ company_id: companyId }).where('id', '=', session.uid).execute();
    await settled(b, bDb);
    expect((await list(b)).body.code).toBe(200);
    // The version is read by few routes (report schedules); what counts here is that b forgets the caller.
    const cache = callerCacheOf(b);
    expect(cache?.get(hashToken(session.token))?.companyVersion).toBe('FULL_VERSION');
    await a.db
      .updateTable('companies')
      .set({ version: 'POWER_VERSION' })
      .where('id', '=', companyId ?? '')
      .execute();
    await settled(b, bDb);
    expect(cache?.get(hashToken(session.token))).toBeUndefined();
    await a.db
      .updateTable('companies')
      .set({ version: 'FULL_VERSION' })
      .where('id', '=', companyId ?? '')
      .execute();
  });

  it('a remembered session is refreshed at most once a minute, and idle expiry still counts from the last refresh', async () => {
    const session = await loginAs(a.app, DEMO_LOGINS.admin);
    const lastUsed = async () =>
      (
        await a.db.selectFrom('sessions').select('last_used_at').where('user_id', '=', session.uid).orderBy('last_used_at', 'desc').executeTakeFirstOrThrow()
      ).last_used_at.getTime();
    const start = await lastUsed();
    a.clock.advance(30_000);
    expect((await info(b, session)).body.code).toBe(200);
    expect(await lastUsed()).toBe(start);
    a.clock.advance(31_000);
    expect((await info(b, session)).body.code).toBe(200);
    expect(await lastUsed()).toBe(start + 61_000);
    // 60 minutes idle (the default SESSION_IDLE_MINUTES) after that refresh: refused on both.
    a.clock.advance(60 * 60_000);
    expect((await info(a.app, session)).body.code).toBe(ServerCode.sessionExpired);
    expect((await info(b, session)).body.code).toBe(ServerCode.sessionExpired);
  });
});

/**
 * Waits until process `app` has heard every change committed so far (its cache's `settle`: a
 * marker NOTIFY sent through `db` arrives after them, the database delivering in commit order). On
 * PostgreSQL another process hears a NOTIFY a moment after the commit; PGlite delivers it before
 * the write returns. @throws Error when the app has no caller cache.
 */
const settled = async (app: FastifyInstance, db: Kysely<Database>): Promise<void> => {
  const cache = callerCacheOf(app);
  if (cache === undefined) throw new Error('the app has no caller cache');
  await cache.settle(db);
};
