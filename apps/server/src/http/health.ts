import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { pendingMigrations } from '../db/migrate';
import type { Database } from '../db/schema';

/** The process liveness check: answers 200 `{ status: "ok" }` whenever the process serves HTTP. */
export const HEALTHZ_PATH = '/healthz';
/** The readiness check: 200 when the database answers and every migration is applied, else 503. */
export const READYZ_PATH = '/readyz';
/** How long `/readyz` waits for the database, ms; a slower database counts as unreachable. */
export const READY_TIMEOUT_MS = 2_000;

/** One check's outcome: `ok`, `failed` (unreachable, timed out, or migrations pending) or `skipped` (an earlier check failed). */
export type CheckResult = 'ok' | 'failed' | 'skipped';

/** The `/readyz` answer: `status` and each check's outcome. */
export interface Readiness {
  readonly status: 'ok' | 'unavailable';
  readonly checks: { readonly database: CheckResult; readonly migrations: CheckResult };
}

/** Resolves `work`'s value, or 'timeout' when it takes longer than `ms` (the work itself is left to finish or fail). */
const within = async <T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Checks readiness (rules 20.4): the database answers `select 1` within `timeoutMs`, then
 * every migration the server knows is applied (`pendingMigrations`). Never throws: an error or a
 * timeout is a failed check.
 */
export const checkReadiness = async (db: Kysely<Database>, timeoutMs: number = READY_TIMEOUT_MS): Promise<Readiness> => {
  const reachable = await within(
    sql`select 1`.execute(db).then(
      () => true,
      () => false,
    ),
    timeoutMs,
  );
  if (reachable !== true) return { status: 'unavailable', checks: { database: 'failed', migrations: 'skipped' } };
  const pending = await within(
    pendingMigrations(db).then(
      (names) => names.length,
      () => -1,
    ),
    timeoutMs,
  );
  const migrations: CheckResult = pending === 0 ? 'ok' : 'failed';
  return { status: migrations === 'ok' ? 'ok' : 'unavailable', checks: { database: 'ok', migrations } };
};

/**
 * Registers `GET /healthz` and `GET /readyz` (rules 20.4) for load balancers and
 * orchestrators: no session, no rate limit, `cache-control: no-store`, logged at warn and above
 * only (not a line per probe at info). `/readyz` answers 200 or 503 with `checkReadiness`'s result.
 * While the server shuts down, Fastify answers both with 503 (return503OnClosing).
 */
export const registerHealth = (app: FastifyInstance, db: Kysely<Database>): void => {
  app.get(HEALTHZ_PATH, { logLevel: 'warn' }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get(READYZ_PATH, { logLevel: 'warn' }, async (_request, reply) => {
    const readiness = await checkReadiness(db);
    return reply
      .code(readiness.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness);
  });
};
