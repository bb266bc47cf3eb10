import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** Where the data lives: a PostgreSQL server, or an embedded PGlite data folder. */
export type DatabaseTarget = { readonly kind: 'postgres'; readonly url: string } | { readonly kind: 'pglite'; readonly dataDir: string };

/** The target the configuration selects: `DATABASE_URL` when set, else PGlite in `DATA_DIR` (DESIGN 3). */
export const targetFor = (config: { readonly databaseUrl: string | null; readonly dataDir: string }): DatabaseTarget =>
  config.databaseUrl === null ? { kind: 'pglite', dataDir: config.dataDir } : { kind: 'postgres', url: config.databaseUrl };

/**
 * LISTEN on the database a Kysely instance of `connect` talks to (issue 9, DESIGN 6 live updates).
 * `listen(channel, onPayload, onGap)` resolves once listening and answers the function that stops.
 * `onGap` is called when notifications may have been missed (PostgreSQL: the listening connection
 * dropped and was opened again), so the caller can resynchronise.
 */
export interface ChannelListener {
  readonly listen: (channel: string, onPayload: (payload: string) => void, onGap: () => void) => Promise<() => Promise<void>>;
}

const listeners = new WeakMap<Kysely<Database>, ChannelListener>();

/** The LISTEN facility of a Kysely instance opened by `connect`, or undefined for any other instance. */
export const channelListenerFor = (db: Kysely<Database>): ChannelListener | undefined => listeners.get(db);

/** Delay before opening a dropped PostgreSQL listening connection again, ms. */
const RECONNECT_MS = 1_000;

/**
 * PostgreSQL: one dedicated `pg.Client` (outside the pool) that LISTENs and opens itself again
 * RECONNECT_MS after an error or a drop, calling `onGap` each time it is back.
 */
const postgresListener = (url: string): ChannelListener => ({
  listen: async (channel, onPayload, onGap) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | null = null;
    const reopen = (): void => {
      if (stopped || retry !== null) return;
      retry = setTimeout(() => {
        retry = null;
        open().then(onGap, reopen);
      }, RECONNECT_MS);
      retry.unref();
    };
    const open = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      let ready = false;
      const dropped = (): void => {
        if (!ready || client !== next) return;
        client = null;
        next.end().catch(() => undefined);
        reopen();
      };
      next.on('error', dropped);
      next.on('end', dropped);
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      ready = true;
      client = next;
    };
    await open();
    return async () => {
      stopped = true;
      if (retry !== null) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    };
  },
});

/**
 * Opens a Kysely instance on the target. Both run the same SQL and migrations. The PGlite folder is
 * created when missing and keeps its data across restarts; `db.destroy()` closes PGlite or the pool.
 * The instance's LISTEN facility is `channelListenerFor(db)`: PGlite's own `listen`, or a dedicated
 * PostgreSQL connection.
 */
export const connect = (target: DatabaseTarget): Kysely<Database> => {
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    let instance: Promise<PGlite> | undefined;
    const pglite = (): Promise<PGlite> => (instance ??= PGlite.create(target.dataDir));
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
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle pooled connection that the server ends (a restart, a failover, pg_terminate_backend,
  // DROP DATABASE ... WITH (FORCE)) errors outside any query; unheard, that error would crash the
  // process. The pool has already dropped the client and opens a new one for the next query, whose
  // own failure, if the server is still gone, reaches its caller as usual.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  listeners.set(db, postgresListener(target.url));
  return db;
};

/** A human-readable description of the target for the start-up log (no credentials). */
export const describeTarget = (target: DatabaseTarget): string =>
  target.kind === 'pglite' ? `PGlite at ${target.dataDir}` : `PostgreSQL at ${new URL(target.url).host}${new URL(target.url).pathname}`;
