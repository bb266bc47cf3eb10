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
 * Opens a Kysely instance on the target. Both run the same SQL and migrations. The PGlite folder is
 * created when missing and keeps its data across restarts; `db.destroy()` closes PGlite or the pool.
 */
export const connect = (target: DatabaseTarget): Kysely<Database> => {
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: () => PGlite.create(target.dataDir) }) });
  }
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url, max: 10 }) }) });
};

/** A human-readable description of the target for the start-up log (no credentials). */
export const describeTarget = (target: DatabaseTarget): string =>
  target.kind === 'pglite' ? `PGlite at ${target.dataDir}` : `PostgreSQL at ${new URL(target.url).host}${new URL(target.url).pathname}`;
