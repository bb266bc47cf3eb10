/*
 * Vendored from kysely 0.29.9 (npm package `kysely`, dist/dialect/pglite/pglite-driver.js and
 * dist/driver/connection-mutex.js), rewritten in TypeScript against kysely 0.28's public API:
 * see ./README.md. Copyright (c) 2022 Sami Koskimäki. MIT License: see ./LICENSE.
 */
import {
  AbortedTransactionError,
  createQueryId,
  IdentifierNode,
  RawNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import type { PGlite, PGliteDialectConfig, PGliteTransaction } from './pglite-dialect-config';

/**
 * Lets one caller at a time hold the single PGlite connection (kysely 0.29 keeps this mutex in its
 * runtime driver for adapters without multiple connections; kysely 0.28 leaves it to the driver).
 * Without it a query issued while a transaction is open would run inside that transaction.
 */
class ConnectionMutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async obtainLock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  releaseLock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}

/** `SAVEPOINT name`, `ROLLBACK TO name` or `RELEASE name`, with the name quoted as an identifier. */
const savepointCommand = (command: 'savepoint' | 'rollback to' | 'release', savepointName: string): RawNode =>
  RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(savepointName)]);

/** PostgreSQL's "in failed SQL transaction" code: the commit rolled the transaction back. */
const IN_FAILED_SQL_TRANSACTION = '25P02';

/** The single connection to a PGlite instance; transactions use PGlite's exclusive transaction mode. */
class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  #commitTransaction: (() => void) | undefined;
  #rollbackTransaction: ((reason?: unknown) => void) | undefined;
  #transaction: PGliteTransaction | undefined;
  #transactionClosedPromise: Promise<void> | undefined;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const { affectedRows, rows } = await (this.#transaction ?? this.#pglite).query<R>(compiledQuery.sql, compiledQuery.parameters, {
        rowMode: 'object',
      });
      return { numAffectedRows: affectedRows != null ? BigInt(affectedRows) : undefined, rows: rows ?? [] };
    } catch (error) {
      // Like kysely's extendStackTrace: add the caller's frames to the database error's stack.
      const callerStack = new Error().stack;
      if (error instanceof Error && error.stack !== undefined && callerStack !== undefined) {
        error.stack += `\n${callerStack.split('\n').slice(1).join('\n')}`;
      }
      throw error;
    }
  }

  // eslint-disable-next-line require-yield -- the interface wants a generator; PGlite cannot stream.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  async beginTransaction(): Promise<void> {
    let hasBegun: () => void = () => undefined;
    const waitForBegin = new Promise<void>((resolve) => {
      hasBegun = resolve;
    });
    const waitForCommit = new Promise<void>((resolve, reject) => {
      this.#commitTransaction = resolve;
      this.#rollbackTransaction = reject;
    });
    // PGlite's exclusive transaction mode locks the instance, in case this dialect is not its only user.
    this.#transactionClosedPromise = this.#pglite.transaction(async (tx) => {
      this.#transaction = tx;
      hasBegun();
      await waitForCommit;
    });
    await waitForBegin;
  }

  async commitTransaction(): Promise<void> {
    this.#commitTransaction?.();
    try {
      await this.#transactionClosedPromise;
    } catch (error) {
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === IN_FAILED_SQL_TRANSACTION) {
        throw new AbortedTransactionError();
      }
      throw error;
    } finally {
      this.#clearTransaction();
    }
  }

  async rollbackTransaction(): Promise<void> {
    this.#rollbackTransaction?.();
    await this.#transactionClosedPromise?.catch(() => undefined);
    this.#clearTransaction();
  }

  #clearTransaction(): void {
    this.#commitTransaction = undefined;
    this.#rollbackTransaction = undefined;
    this.#transaction = undefined;
    this.#transactionClosedPromise = undefined;
  }
}

/** Kysely driver over one PGlite instance: a single connection, handed out under a mutex. */
export class PGliteDriver implements Driver {
  readonly #config: PGliteDialectConfig;
  readonly #mutex = new ConnectionMutex();
  #connection: PGliteConnection | undefined;
  #pglite: PGlite | undefined;

  constructor(config: PGliteDialectConfig) {
    this.#config = Object.freeze({ ...config });
  }

  async init(): Promise<void> {
    const { pglite } = this.#config;
    this.#pglite ??= typeof pglite === 'function' ? await pglite() : pglite;
    if (this.#pglite.closed) throw new Error('PGlite instance is already closed.');
    if (!this.#pglite.ready) await this.#pglite.waitReady;
    this.#connection = new PGliteConnection(this.#pglite);
    if (this.#config.onCreateConnection) await this.#config.onCreateConnection(this.#connection);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#connection === undefined) throw new Error('The PGlite driver is not initialised.');
    await this.#mutex.obtainLock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.releaseLock();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await pgliteConnection(connection).beginTransaction();
  }

  /** Throws kysely's AbortedTransactionError when PGlite rolled the transaction back instead. */
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await pgliteConnection(connection).commitTransaction();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await pgliteConnection(connection).rollbackTransaction();
  }

  async savepoint(connection: DatabaseConnection, savepointName: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compileQuery(savepointCommand('savepoint', savepointName), createQueryId()));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, savepointName: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compileQuery(savepointCommand('rollback to', savepointName), createQueryId()));
  }

  async releaseSavepoint(connection: DatabaseConnection, savepointName: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(compileQuery(savepointCommand('release', savepointName), createQueryId()));
  }

  async destroy(): Promise<void> {
    if (this.#pglite !== undefined && !this.#pglite.closed) await this.#pglite.close();
  }
}

/** The connection as this driver's own class (kysely hands back the one acquireConnection gave). */
const pgliteConnection = (connection: DatabaseConnection): PGliteConnection => {
  if (!(connection instanceof PGliteConnection)) throw new Error('Not a PGlite connection.');
  return connection;
};
