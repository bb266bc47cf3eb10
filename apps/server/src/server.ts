import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { systemClock, type Clock } from './clock';
import { ConfigError, loadConfig, type ServerConfig } from './config/env';
import { connect, describeTarget, targetFor } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { closeWithin } from './http/closing';
import type { LogDestination } from './http/request-log';
import { seedDealerDirectory } from './seed/dealer-directory';
import { seedIfEmpty, type SeedSummary } from './seed/demo';
import { DEMO_LOGINS } from './seed/people';
import { urlOf } from './start-up-text';

/** A running server: its URL, what start-up did, and how to stop it (closes the app, then the database). */
export interface RunningServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly config: ServerConfig;
  readonly database: string;
  readonly migrations: readonly string[];
  /** The seed summary when the demo database was empty, else null (always null in production). */
  readonly seeded: SeedSummary | null;
  /**
   * Graceful shutdown (rules 20.5): stops accepting, ends the live streams, lets requests in
   * flight finish for up to `config.shutdownTimeoutMs` (then closes their connections), stops the
   * timers, closes the database. Resolves true when nothing had to be cut off.
   */
  readonly close: () => Promise<boolean>;
}

/**
 * Production must never serve the demo's published logins (rules 20.1): a database the demo
 * seeded (even once, by mistake) is refused.
 * @throws ConfigError naming the fix when any demo login exists.
 */
const refuseDemoAccounts = async (db: Kysely<Database>): Promise<void> => {
  const found = await db.selectFrom('users').select('email').where('email', 'in', Object.values(DEMO_LOGINS)).limit(1).executeTakeFirst();
  if (found === undefined) return;
  throw new ConfigError(
    `This database holds the demo accounts (${found.email}, password published): production (NODE_ENV=production) refuses to serve it. Set DATABASE_URL to a new, empty database (docs/deploy.md).`,
  );
};

/** What preparing the database did: the migrations applied, and the demo seed's summary (null when nothing was seeded). */
export interface Prepared {
  readonly migrations: readonly string[];
  readonly seeded: SeedSummary | null;
}

/**
 * Migrates `db` to the latest schema; in the demo, seeds the demo when it has no users and the
 * dealer directory when it has no dealers; in production seeds nothing and refuses a database
 * holding the demo logins. Run once before serving (by `startServer`, and by the cluster's primary
 * before it starts its workers, src/cluster.ts).
 * @throws ConfigError for a demo database in production; the database's error when it fails.
 */
export const prepareDatabase = async (db: Kysely<Database>, config: ServerConfig, clock: Clock): Promise<Prepared> => {
  const migrations = await migrateToLatest(db);
  if (config.mode === 'production') {
    await refuseDemoAccounts(db);
    return { migrations, seeded: null };
  }
  const seeded = await seedIfEmpty(db, { now: clock.now() });
  // A database seeded before the directory existed (migration 0009 clears its six old dealers) gets it now.
  await seedDealerDirectory(db);
  return { migrations, seeded };
};

/**
 * Starts the whole server (used by src/main.ts and by test or e2e harnesses): migrate; in the demo,
 * seed the demo when the database has no users and the dealer directory when it has no dealers
 * (production seeds nothing and refuses a database holding the demo logins); listen.
 * `overrides` replace values read from the environment (e.g. `{ port: 18080, dataDir: '/tmp/x' }`);
 * `port: 0` picks a free port. `logger: false` silences logs; `logDestination` receives them (tests).
 * @throws ConfigError for invalid or missing environment variables or a demo database in
 * production; the database's error when it cannot open.
 */
export const startServer = async (
  options: { readonly overrides?: Partial<ServerConfig>; readonly clock?: Clock; readonly logger?: boolean; readonly logDestination?: LogDestination } = {},
): Promise<RunningServer> => {
  const config: ServerConfig = { ...loadConfig(), ...options.overrides };
  const clock = options.clock ?? systemClock;
  const target = targetFor(config);
  const db = connect(target);
  try {
    const { migrations, seeded } = await prepareDatabase(db, config, clock);
    const app = await buildApp(
      { db, clock, config },
      {
        ...(options.logger === undefined ? {} : { logger: options.logger }),
        ...(options.logDestination === undefined ? {} : { logDestination: options.logDestination }),
      },
    );
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    return {
      url: urlOf(config.host, port),
      app,
      config,
      database: describeTarget(target),
      migrations,
      seeded,
      close: async () => {
        try {
          return await closeWithin(app, config.shutdownTimeoutMs);
        } finally {
          await db.destroy();
        }
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
};
