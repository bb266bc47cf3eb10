import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { manualClock } from '../src/clock';
import { loadConfig, type ServerConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { seedDemo, type SeedSummary } from '../src/seed/demo';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { createScratchPostgres, uniqueDatabaseName } from './scratch-postgres';

/** The seed time of every test database: all "minutes ago" in the demo count back from it. */
export const SEED_TIME = new Date('2026-06-15T15:00:00.000Z');

/** A database the suite runs on: PGlite always; the real PostgreSQL of DATABASE_URL when set. */
export interface Backend {
  readonly name: 'pglite' | 'postgres';
  readonly open: () => Promise<{ db: Kysely<Database>; dispose: () => Promise<void> }>;
}

const pgliteBackend: Backend = {
  name: 'pglite',
  open: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'yf-server-test-'));
    const db = connect({ kind: 'pglite', dataDir: dir });
    return {
      db,
      dispose: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** Creates a uniquely named database on the server of `url`, and drops it afterwards, so runs never collide. */
const postgresBackend = (url: string): Backend => ({
  name: 'postgres',
  open: async () => {
    const scratch = await createScratchPostgres(url, uniqueDatabaseName('yf_test'));
    const db = connect({ kind: 'postgres', url: scratch.url });
    return {
      db,
      dispose: async () => {
        await db.destroy();
        await scratch.drop();
      },
    };
  },
});

/** The backends of this run: PGlite, plus PostgreSQL when DATABASE_URL is set (read through the config module). */
export const backends = (): Backend[] => {
  const url = loadConfig().databaseUrl;
  return url === null ? [pgliteBackend] : [pgliteBackend, postgresBackend(url)];
};

let demoHash: Promise<string> | undefined;
/** One argon2 hash of Demo1234 per test file, shared by every demo user. */
const passwordHash = (): Promise<string> => {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
};

/** A web build folder for tests: index.html and one hashed asset. */
export const fakeWebDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'yf-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-Abc123xY.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-Abc123xY.js'), 'console.log("yardfleet");');
  return dir;
};

/** A running test app: the Fastify instance (drive it with inject), its database, clock and seed summary. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly clock: ReturnType<typeof manualClock>;
  readonly seeded: SeedSummary;
  readonly close: () => Promise<void>;
}

/** Opens `backend`, migrates, seeds the demo at SEED_TIME and builds the app (logs silenced). */
export const startTestApp = async (backend: Backend, config: Partial<ServerConfig> = {}): Promise<TestApp> => {
  const { db, dispose } = await backend.open();
  const clock = manualClock(SEED_TIME);
  await migrateToLatest(db);
  const seeded = await seedDemo(db, { now: clock.now(), passwordHash: await passwordHash() });
  const emptyDist = mkdtempSync(join(tmpdir(), 'yf-no-web-'));
  const app = await buildApp({ db, clock, config: { ...loadConfig({}), webDist: emptyDist, ...config } }, { logger: false });
  return {
    app,
    db,
    clock,
    seeded,
    close: async () => {
      await app.close();
      await dispose();
      rmSync(emptyDist, { recursive: true, force: true });
    },
  };
};

/** Parses a JSON answer body. */
export const json = (body: string): unknown => JSON.parse(body);

/** The envelope of an answer, typed loosely for assertions. */
export interface Envelope<E = unknown> {
  readonly code: number;
  readonly message: string;
  readonly entry: E;
}

/** Sends a request and returns the HTTP status, headers and parsed envelope. */
export const call = async <E = unknown>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; headers: Record<string, unknown>; body: Envelope<E> }> => {
  const response = await app.inject(options);
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body) as Envelope<E> };
};

/** The session headers a login answers (rules 7.4): the token and the user's id. */
export type Session = { token: string; uid: string };

/** Logs in and returns the session headers `{ token, uid }`. @throws Error when the login does not answer code 200. */
export const loginAs = async (app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Session> => {
  const { body } = await call<Session>(app, { method: 'POST', url: '/web-hmac/web/auth/login', payload: { email, password } });
  if (body.code !== 200) throw new Error(`login of ${email} answered ${body.code}: ${body.message}`);
  return body.entry;
};

/** A demo user by role (the keys of DEMO_LOGINS: admin, manager, employee, power, guest, app, invited). */
export type DemoUser = keyof typeof DEMO_LOGINS;

/**
 * Logs in the demo users `users` with the demo password, one after the other in that order.
 * @returns their sessions by role. @throws Error when a login does not answer code 200.
 */
export const loginDemoUsers = async <U extends DemoUser>(app: FastifyInstance, users: readonly U[]): Promise<Record<U, Session>> => {
  const sessions: Partial<Record<U, Session>> = {};
  for (const user of users) sessions[user] = await loginAs(app, DEMO_LOGINS[user]);
  return sessions as Record<U, Session>;
};

/** The id of the company named `name` (GREENWAY_NAME, BRIGHTLINE_NAME of the demo). @throws when no company has that name. */
export const companyIdNamed = async (db: Kysely<Database>, name: string): Promise<string> =>
  (await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
