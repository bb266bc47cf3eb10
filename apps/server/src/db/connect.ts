import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresAdapter, PostgresDialect, sql, type DialectAdapter, type MigrationLockOptions, type PostgresPool } from 'kysely';
import pg from 'pg';
import { DATABASE_STATEMENT_TIMEOUT_MS } from '../config/env';
import { DatabaseBusyError, DatabaseUnavailableError, databaseFailureOf } from './failures';
import { CONNECT_TIMEOUT_MS, startHealthMonitor, type DatabaseHealth } from './health';
import { nameStatementsOf, statementNames } from './named-statements';
import { postgresListener, type ChannelListener } from './pg-listener';
import { PGliteDialect } from './pglite-dialect/pglite-dialect';
import type { Database } from './schema';

export type { ChannelListener } from './pg-listener';

/** Where the data lives: a PostgreSQL server, or an embedded PGlite data folder. */
export type DatabaseTarget =
  { readonly kind: 'postgres'; readonly url: string; readonly statementTimeoutMs?: number } | { readonly kind: 'pglite'; readonly dataDir: string };

/**
 * The target the configuration selects: `DATABASE_URL` when set (with its statement timeout,
 * `DATABASE_STATEMENT_TIMEOUT_MS`), else PGlite in `DATA_DIR` (architecture 3).
 */
export const targetFor = (config: {
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly databaseStatementTimeoutMs?: number;
}): DatabaseTarget =>
  config.databaseUrl === null
    ? { kind: 'pglite', dataDir: config.dataDir }
    : { kind: 'postgres', url: config.databaseUrl, statementTimeoutMs: config.databaseStatementTimeoutMs ?? DATABASE_STATEMENT_TIMEOUT_MS };

const listeners = new WeakMap<Kysely<Database>, ChannelListener>();
const healths = new WeakMap<Kysely<Database>, DatabaseHealth>();

/**
 * `subscribe(channel, onPayload)` makes every pooled PostgreSQL connection LISTEN on `channel` and
 * hands each payload to `onPayload`; @returns the function that stops handing. A connection hears
 * its own NOTIFY before its COMMIT returns, so the process that makes a change hears it before the
 * change's caller goes on (the caller cache: decision 0016). Other processes' NOTIFYs are
 * heard too, whenever a connection reads.
 */
export type PoolNotifications = (channel: string, onPayload: (payload: string) => void) => () => void;

const poolNotifications = new WeakMap<Kysely<Database>, PoolNotifications>();

/** The pooled connections' LISTEN of a PostgreSQL instance opened by `connect` (see PoolNotifications); undefined for PGlite (its `listen` already hears a change before the write returns) and any other instance. */
export const poolNotificationsFor = (db: Kysely<Database>): PoolNotifications | undefined => poolNotifications.get(db);

/** The LISTEN facility of a Kysely instance opened by `connect`, or undefined for any other instance. */
export const channelListenerFor = (db: Kysely<Database>): ChannelListener | undefined => listeners.get(db);

/**
 * The health monitor of a PostgreSQL instance opened by `connect` (rules 20.9: whether the
 * database answers, and when that changes); undefined for PGlite (in-process: nothing to lose) and
 * any other instance.
 */
export const databaseHealthFor = (db: Kysely<Database>): DatabaseHealth | undefined => healths.get(db);

/**
 * Kysely's PostgreSQL adapter with the statement timeout lifted while migrations run: the
 * migrator holds its advisory lock on one connection for the whole run (waiting for another
 * process's migrations, building an index on a big table), so that connection runs without a
 * timeout and gets the configured one back (RESET) when the lock is released.
 */
class MigratingAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    await sql`set statement_timeout = 0`.execute(db);
    await super.acquireMigrationLock(db, options);
  }

  override async releaseMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    try {
      await super.releaseMigrationLock(db, options);
    } finally {
      await sql`reset statement_timeout`.execute(db);
    }
  }
}

class YardfleetPostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new MigratingAdapter();
  }
}

/**
 * The pool Kysely gets (rules 20.9): pg's pool with the statement timeout on every
 * connection, a connection attempt that gives up after CONNECT_TIMEOUT_MS, TCP keep-alive, and the
 * health monitor in front of it: while the monitor finds the database unreachable, `connect()`
 * throws DatabaseUnavailableError at once instead of waiting, and when it goes away every pooled
 * connection is destroyed (the idle ones would hang the next request on a silent network; the
 * busy ones fail their query now rather than wait for a network that does not answer).
 * Queries marked with NAMED_STATEMENT run as named statements (db/named-statements.ts, rules 21.6).
 */
/** Connections of the pool (besides the live listener's and the health monitor's), docs/deploy.md. */
const POOL_MAX = 10;

const guardedPool = (
  url: string,
  statementTimeoutMs: number,
  health: DatabaseHealth,
): { readonly pool: PostgresPool; readonly subscribe: PoolNotifications } => {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs,
    keepAlive: true,
    application_name: 'yardfleet',
  });
  const clients = new Set<pg.PoolClient>();
  const names = statementNames();
  const channels = new Map<string, Set<(payload: string) => void>>();
  const listenOn = (client: pg.PoolClient, channel: string): void => {
    // Queued like any query: on a connection in use it runs after the holder's current statement.
    client.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => health.suspect());
  };
  pool.on('connect', (client) => {
    clients.add(client);
    nameStatementsOf(client, names);
    for (const channel of channels.keys()) listenOn(client, channel);
    client.on('notification', (message) => {
      if (message.payload !== undefined) for (const hear of channels.get(message.channel) ?? []) hear(message.payload);
    });
    // A connection lost while a query holds it emits 'error' on a client the pool no longer
    // listens to; unheard, that would crash the process. The query itself fails (HTTP 503).
    client.on('error', () => health.suspect());
  });
  pool.on('remove', (client) => clients.delete(client));
  // An idle pooled connection that the server ends (a restart, a failover, pg_terminate_backend,
  // DROP DATABASE ... WITH (FORCE)) errors outside any query; unheard, that error would crash the
  // process. The pool has already dropped the client and opens a new one for the next query, whose
  // own failure, if the server is still gone, reaches its caller as usual.
  pool.on('error', () => health.suspect());
  health.onChange((reachable) => {
    if (!reachable) for (const client of [...clients]) (client as Partial<pg.Client>).connection?.stream.destroy();
  });
  const subscribe: PoolNotifications = (channel, onPayload) => {
    const hearing = channels.get(channel) ?? new Set();
    if (!channels.has(channel)) {
      channels.set(channel, hearing);
      for (const client of clients) listenOn(client, channel);
    }
    hearing.add(onPayload);
    return () => hearing.delete(onPayload);
  };
  return {
    subscribe,
    pool: {
      connect: async () => {
        if (!health.reachable()) throw new DatabaseUnavailableError();
        try {
          return await pool.connect();
        } catch (error) {
          // pg-pool gives the same timeout to waiting for a free connection: with every slot taken
          // the database answers and this process is saturated, so it is busy, not away.
          if (pool.totalCount >= POOL_MAX && error instanceof Error && error.message.startsWith('timeout exceeded when trying to connect')) {
            throw new DatabaseBusyError(undefined, { cause: error });
          }
          if (databaseFailureOf(error) === 'unavailable') health.suspect();
          throw error;
        }
      },
      end: async () => {
        health.stop();
        await pool.end();
      },
    },
  };
};

/**
 * Opens a Kysely instance on the target. Both run the same SQL and migrations. The PGlite folder is
 * created when missing and keeps its data across restarts; `db.destroy()` closes PGlite or the pool.
 * PGlite loads the `pg_trgm` extension (migration 0012's trigram indexes for the equipment search,
 * rules 21.6); PostgreSQL has it among its contrib modules.
 * The instance's LISTEN facility is `channelListenerFor(db)`: PGlite's own `listen`, or a dedicated
 * PostgreSQL connection.
 * PostgreSQL (rules 20.7, 20.9): every statement runs under `statementTimeoutMs` (default
 * DATABASE_STATEMENT_TIMEOUT_MS; migrations excepted), a health monitor (`databaseHealthFor(db)`)
 * probes the server, and while it is unreachable every query fails within CONNECT_TIMEOUT_MS (at
 * once once the monitor knows) with an error `databaseFailureOf` calls `unavailable`; the pool and
 * the listener open new connections by themselves when it is back. PGlite runs in this process: it
 * cannot become unreachable, and it has no statement timeout (it accepts `statement_timeout` but
 * never cancels a statement).
 */
export const connect = (target: DatabaseTarget): Kysely<Database> => {
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    let instance: Promise<PGlite> | undefined;
    const pglite = (): Promise<PGlite> => (instance ??= PGlite.create(target.dataDir, { extensions: { pg_trgm } }));
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    listeners.set(db, {
      listen: async (channel, onPayload) => {
        const unlisten = await (await pglite()).listen(channel, onPayload);
        return async () => {
          const opened = await pglite();
          if (!opened.closed) await unlisten();
        };
      },
    });
    return db;
  }
  const health = startHealthMonitor(target.url);
  const { pool, subscribe } = guardedPool(target.url, target.statementTimeoutMs ?? DATABASE_STATEMENT_TIMEOUT_MS, health);
  const db = new Kysely<Database>({ dialect: new YardfleetPostgresDialect({ pool }) });
  listeners.set(db, postgresListener(target.url, health));
  poolNotifications.set(db, subscribe);
  healths.set(db, health);
  return db;
};

/** A human-readable description of the target for the start-up log (no credentials). */
export const describeTarget = (target: DatabaseTarget): string =>
  target.kind === 'pglite' ? `PGlite at ${target.dataDir}` : `PostgreSQL at ${new URL(target.url).host}${new URL(target.url).pathname}`;
