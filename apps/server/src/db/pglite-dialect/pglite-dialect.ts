/*
 * Vendored from kysely 0.29.9 (npm package `kysely`, dist/dialect/pglite/pglite-dialect.js and
 * pglite-adapter.js), rewritten in TypeScript against kysely 0.28's public API: see ./README.md.
 * Copyright (c) 2022 Sami Koskimäki. MIT License: see ./LICENSE.
 */
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
} from 'kysely';
import type { PGliteDialectConfig } from './pglite-dialect-config';
import { PGliteDriver } from './pglite-driver';

export type { PGlite, PGliteDialectConfig } from './pglite-dialect-config';

/**
 * PostgreSQL's adapter without the migration lock: PGlite has one connection, which the migrator
 * holds for the whole time between acquiring and releasing the lock, so nothing else can run.
 */
class PGliteAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {
    // The single connection is already reserved for the migrator.
  }

  override async releaseMigrationLock(): Promise<void> {
    // See acquireMigrationLock.
  }
}

/**
 * Kysely dialect for an embedded PGlite database (architecture 3: PGlite when DATABASE_URL is unset),
 * kysely 0.29's `PGliteDialect` for kysely 0.28 (docs/decisions/0013-node-20-dependencies.md).
 * `pglite` is an instance or a function called once on the first query; `Kysely.destroy()` closes
 * the instance. Queries run one at a time; a transaction holds the connection until it ends.
 */
export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  createAdapter(): DialectAdapter {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#config);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- kysely's Dialect interface takes Kysely<any>.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}
