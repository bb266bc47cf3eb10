import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { systemClock, type Clock } from './clock';
import { loadConfig, type ServerConfig } from './config/env';
import { connect, describeTarget, targetFor } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDealerDirectory } from './seed/dealer-directory';
import { seedIfEmpty, type SeedSummary } from './seed/demo';

/** A running server: its URL, what start-up did, and how to stop it (closes the app, then the database). */
export interface RunningServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly config: ServerConfig;
  readonly database: string;
  readonly migrations: readonly string[];
  /** The seed summary when the database was empty, else null. */
  readonly seeded: SeedSummary | null;
  readonly close: () => Promise<void>;
}

/**
 * Starts the whole server (used by src/main.ts and by test or e2e harnesses): migrate, seed the
 * demo when the database has no users and the dealer directory when it has no dealers, listen. `overrides` replace values read from the
 * environment (e.g. `{ port: 18080, dataDir: '/tmp/x' }`); `port: 0` picks a free port.
 * @throws ConfigError for invalid environment variables; the database's error when it cannot open.
 */
export const startServer = async (options: { readonly overrides?: Partial<ServerConfig>; readonly clock?: Clock; readonly logger?: boolean } = {}): Promise<RunningServer> => {
  const config: ServerConfig = { ...loadConfig(), ...options.overrides };
  const clock = options.clock ?? systemClock;
  const target = targetFor(config);
  const db = connect(target);
  try {
    const migrations = await migrateToLatest(db);
    const seeded = await seedIfEmpty(db, { now: clock.now() });
    // A database seeded before the directory existed (migration 0009 clears its six old dealers) gets it now.
    await seedDealerDirectory(db);
    const app = await buildApp({ db, clock, config }, options.logger === undefined ? {} : { logger: options.logger });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return {
      url: `http://${host}:${port}`,
      app,
      config,
      database: describeTarget(target),
      migrations,
      seeded,
      close: async () => {
        await app.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
};
