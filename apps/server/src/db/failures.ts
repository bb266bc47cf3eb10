/**
 * Thrown instead of waiting on the database while the health monitor (db/health.ts) finds it
 * unreachable: a request fails at once rather than hanging on a connection that cannot open
 * (rules 20.9). The error handler answers it like any other unreachable-database error.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  constructor(message = 'The database cannot be reached.') {
    super(message);
  }
}

/**
 * Thrown when every pooled connection stayed busy for the whole connect wait (CONNECT_TIMEOUT_MS):
 * the database answers, this server process is saturated. It answers like a cancelled statement
 * (503 database_timeout with Retry-After), not as an unreachable database, and it does not make the
 * health monitor suspect the database (overload is not an outage, rules 20.9).
 */
export class DatabaseBusyError extends Error {
  override readonly name = 'DatabaseBusyError';
  constructor(message = 'Every database connection stayed busy.', options?: ErrorOptions) {
    super(message, options);
  }
}

/**
 * What a database error says about the database, for the HTTP answer (rules 20.9):
 * - `unavailable`: the database cannot be reached or dropped the connection (a refused or reset
 *   socket, a connection attempt or a query read that timed out, a server shutting down or starting,
 *   SQLSTATE class 08 connection exception, 57P01..57P03, 53300 too many connections, a pool that is
 *   closing, or a DatabaseUnavailableError);
 * - `timeout`: the database is there but cancelled the statement (57014 query_canceled: the
 *   statement timeout, DATABASE_STATEMENT_TIMEOUT_MS) or gave up waiting for a lock (55P03), or
 *   every pooled connection stayed busy (DatabaseBusyError).
 */
export type DatabaseFailure = 'unavailable' | 'timeout';

/** Node socket error codes of a connection that cannot be opened or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ECONNABORTED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATEs of a server that is going away, not there yet, or full (besides class 08). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** SQLSTATEs of a statement the server cancelled: the statement timeout, a lock wait that timed out. */
const TIMEOUT_STATES = new Set(['57014', '55P03']);

/** Messages node-postgres (pg, pg-pool) gives a lost or unopenable connection; they carry no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Postgres connection has been discarded',
];

const classifyOne = (error: unknown): DatabaseFailure | null => {
  if (error instanceof DatabaseUnavailableError) return 'unavailable';
  if (error instanceof DatabaseBusyError) return 'timeout';
  if (!(error instanceof Error)) return null;
  const code = (error as { readonly code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'unavailable';
    if (TIMEOUT_STATES.has(code)) return 'timeout';
  }
  return UNAVAILABLE_MESSAGES.some((m) => error.message.startsWith(m)) ? 'unavailable' : null;
};

/**
 * Whether `error` (or its `cause`, or one of an AggregateError's errors: a host name with several
 * addresses refuses each) comes from an unreachable database or a cancelled statement; null for
 * every other error (a constraint violation, a bug), which stays a 500.
 */
export const databaseFailureOf = (error: unknown, depth = 0): DatabaseFailure | null => {
  const own = classifyOne(error);
  if (own !== null || depth > 3 || !(error instanceof Error)) return own;
  const nested = [...(error instanceof AggregateError ? (error.errors as unknown[]) : []), ...(error.cause === undefined ? [] : [error.cause])];
  for (const inner of nested) {
    const found = databaseFailureOf(inner, depth + 1);
    if (found !== null) return found;
  }
  return null;
};
