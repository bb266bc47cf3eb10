import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseHealthFor } from '../src/db/connect';
import { DatabaseBusyError, databaseFailureOf } from '../src/db/failures';
import { toHttpFailure } from '../src/http/errors';
import { backends, type Backend } from './harness';

const postgres: Backend[] = backends().filter((b) => b.name === 'postgres');

/**
 * A saturated pool is busy, not an outage (rules 20.9): when all 10 pooled connections stay
 * busy for the whole connect wait, the next query fails with DatabaseBusyError (503
 * database_timeout with Retry-After), the health monitor keeps the database reachable, and the
 * next query after the load succeeds. Runs where DATABASE_URL is set.
 */
describe.skipIf(postgres.length === 0).each(postgres)('a saturated connection pool on $name', (backend) => {
  let opened: Awaited<ReturnType<Backend['open']>>;
  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(async () => opened.dispose());

  it('answers busy (database_timeout), never unavailable, and serves again afterwards', async () => {
    const holders = Array.from({ length: 10 }, () => sql`select pg_sleep(3)`.execute(opened.db));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const error: unknown = await sql`select 1`.execute(opened.db).then(
      () => null,
      (e: unknown) => e,
    );
    const waited = Date.now() - started;
    expect(error).toBeInstanceOf(DatabaseBusyError);
    expect(databaseFailureOf(error)).toBe('timeout');
    expect(toHttpFailure(error)).toMatchObject({ status: 503 });
    expect(toHttpFailure(error).body()).toMatchObject({ error: 'database_timeout' });
    expect(waited).toBeLessThan(2_500);
    expect(databaseHealthFor(opened.db)?.reachable()).toBe(true);
    await Promise.all(holders);
    expect((await sql<{ one: number }>`select 1 as one`.execute(opened.db)).rows).toEqual([{ one: 1 }]);
  }, 20_000);
});
