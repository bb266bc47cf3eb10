import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { pruneLiveEvents } from '../src/live/prune';
import { backends, type Backend } from './harness';

/**
 * The live events prune (src/live/prune.ts): drops events older than the window and beyond the
 * newest N of each company, always keeping each company's newest event. Planned as correlated
 * subqueries it was quadratic (20,000 events held PGlite for 79 s); these runs prune 20,000 events of a busy company.
 */
describe.each(backends())('live events prune on $name', (backend: Backend) => {
  let opened: Awaited<ReturnType<Backend['open']>>;
  const busy = randomUUID();
  const quiet = randomUUID();
  beforeAll(async () => {
    opened = await backend.open();
    await migrateToLatest(opened.db);
    for (const id of [busy, quiet]) {
      await sql`insert into companies (id, name, time_zone, version) values (${id}, ${`Prune ${id.slice(0, 8)}`}, 'UTC', 'FULL_VERSION')`.execute(opened.db);
    }
  });
  afterAll(async () => opened.dispose());

  const ids = async (company: string): Promise<number[]> =>
    (await sql<{ id: string }>`select id from live_events where company_id = ${company} order by id`.execute(opened.db)).rows.map((r) => Number(r.id));

  it('keeps the newest events of each company and drops the rest, 20,000 events in one run', async () => {
    await sql`insert into live_events (company_id, entity, entity_id, created_at)
      select ${busy}::uuid, 'equipment', 'e' || g, now() from generate_series(1, 20000) g`.execute(opened.db);
    await sql`insert into live_events (company_id, entity, entity_id, created_at)
      select ${quiet}::uuid, 'warehouse', 'w' || g, now() - interval '2 hours' from generate_series(1, 3) g`.execute(opened.db);
    const busyBefore = await ids(busy);
    const quietBefore = await ids(quiet);

    const dropped = await pruneLiveEvents(opened.db, { ms: 60 * 60_000, perCompany: 500 });

    // The busy company keeps its newest 500; the quiet one's events are all past the window but its newest stays.
    expect(await ids(busy)).toEqual(busyBefore.slice(-500));
    expect(await ids(quiet)).toEqual(quietBefore.slice(-1));
    expect(dropped).toBe(19_500 + 2);
    expect(await pruneLiveEvents(opened.db, { ms: 60 * 60_000, perCompany: 500 })).toBe(0);
  }, 60_000);
});
