import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type Backend } from './harness';

const postgres: Backend[] = backends().filter((b) => b.name === 'postgres');

/**
 * A PostgreSQL server that ends the pool's idle connections (a restart, a failover, an operator's
 * pg_terminate_backend) must not crash the server process: the pool drops them and the next query
 * opens a new one (src/db/connect.ts). Runs where DATABASE_URL is set.
 */
describe.skipIf(postgres.length === 0).each(postgres)('idle connections ended by the database on $name', (backend) => {
  let opened: Awaited<ReturnType<Backend['open']>>;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  beforeAll(async () => {
    process.on('uncaughtException', record);
    opened = await backend.open();
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    await opened.dispose();
  });

  it('raise no uncaught error, and the next query succeeds', async () => {
    // Several idle connections in the pool.
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(opened.db)));
    const admin = await import('pg').then(({ default: pg }) => new pg.Client({ connectionString: process.env['DATABASE_URL'] }));
    await admin.connect();
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(opened.db)).rows[0]?.name;
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(uncaught).toEqual([]);
    const after = await sql<{ one: number }>`select 1 as one`.execute(opened.db);
    expect(after.rows).toEqual([{ one: 1 }]);
  });
});
