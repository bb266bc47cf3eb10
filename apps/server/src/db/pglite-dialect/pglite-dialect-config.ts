/*
 * Vendored from kysely 0.29.9 (npm package `kysely`, dist/dialect/pglite/pglite-dialect-config.d.ts),
 * rewritten in TypeScript against kysely 0.28's public API: see ./README.md.
 * Copyright (c) 2022 Sami Koskimäki. MIT License: see ./LICENSE.
 */
import type { DatabaseConnection } from 'kysely';

/** Config for the PGlite dialect. */
export interface PGliteDialectConfig {
  /** Called once, with the single connection, when the first query is executed. */
  readonly onCreateConnection?: (connection: DatabaseConnection) => Promise<void>;
  /**
   * A PGlite instance or a function that returns one; a function is called once, when the first
   * query is executed. Once the driver has initialised, `Kysely.destroy()` calls `pglite.close()`
   * if the instance is still open. If initialisation has not started, `destroy()` does nothing.
   */
  readonly pglite: PGlite | (() => PGlite | Promise<PGlite>);
}

/**
 * The subset of a PGlite instance (`@electric-sql/pglite`) that the dialect needs, typed
 * structurally so any PGlite version with this shape fits.
 */
export interface PGlite {
  close(): Promise<void>;
  readonly closed: boolean;
  query<T>(query: string, params?: readonly unknown[], options?: PGliteQueryOptions): Promise<PGliteQueryResults<T>>;
  readonly ready: boolean;
  transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T>;
  readonly waitReady: Promise<void>;
}

/** The query options the dialect passes (rows as objects). */
export interface PGliteQueryOptions {
  readonly rowMode?: 'array' | 'object';
}

/** The parts of a PGlite query result the dialect reads. */
export interface PGliteQueryResults<T> {
  readonly affectedRows?: number;
  readonly rows: T[];
}

/** A PGlite transaction: queries run inside it until its callback settles. */
export interface PGliteTransaction extends Pick<PGlite, 'query'> {
  rollback(): Promise<void>;
}
