import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, startTestApp, type TestApp } from './harness';

// Decision 0019: identical list calls of one company in flight share one read,
// and a call made after a write of the company never gets a read from before it.

const LIST = '/web-hmac/web/equipment/list';
const FIRST_PAGE = { page: 1, pageSize: 50, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
type Session = { token: string; uid: string };

describe.each(backends())('identical reads in flight on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let power: Session;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    power = await loginAs(t.app, DEMO_LOGINS.power);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (session: Session) => call<EquipmentListResponse>(t.app, { method: 'POST', url: LIST, headers: session, payload: FIRST_PAGE });

  it('answers concurrent identical calls the same as one call, and each company its own machines', async () => {
    const alone = (await list(admin)).body;
    const [a, b, c, other] = await Promise.all([list(admin), list(admin), list(admin), list(power)]);
    for (const answer of [a, b, c]) expect(answer.body).toEqual(alone);
    const greenwayIds = new Set(alone.entry.items.map((item) => item.id));
    expect(other.body.code).toBe(200);
    expect(other.body.entry.items.length).toBeGreaterThan(0);
    expect(other.body.entry.items.some((item) => greenwayIds.has(item.id))).toBe(false);
  });

  // A lock held on a table the list reads holds its query in PostgreSQL, so the test can see how
  // many list queries run: PGlite runs one statement at a time and has no second session to lock from.
  it.runIf(backend.name === 'postgres')(
    'runs one query for calls that arrive while it runs, and a new one for calls after a write',
    { timeout: 60_000 },
    async () => {
      const before = (await list(admin)).body.entry.items[0];
      if (before === undefined) throw new Error('the demo company has no machine');
      const tags = await t.db
        .selectFrom('tags')
        .innerJoin('companies', 'companies.id', 'tags.company_id')
        .select('tags.id')
        .where('companies.id', '=', sql<string>`(select company_id from equipment where id = ${before.id}::uuid)`)
        .execute();
      const added = tags.find((tag) => !before.tags.some((had) => had.id === tag.id));
      if (added === undefined) throw new Error('no tag left to add');
      /** List row queries of this database waiting for the lock (pg_stat_activity keeps only the start of a long text). */
      const waiting = async (): Promise<number> =>
        Number(
          (
            await sql<{
              n: string;
            }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'select "equipment"."id", "equipment"."name"%'`.execute(
              t.db,
            )
          ).rows[0]?.n,
        );
      /** Resolves once `waiting()` has been `n` for 100 ms in a row. */
      const settlesAt = async (n: number): Promise<number> => {
        let since = Date.now();
        for (let i = 0; i < 500; i++) {
          if ((await waiting()) !== n) since = Date.now();
          else if (Date.now() - since >= 100) return n;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return waiting();
      };

      const calls = await t.db.connection().execute(async (locker) => {
        await sql`begin`.execute(locker);
        await sql`lock table reminder_plans in access exclusive mode`.execute(locker);
        try {
          const earlier = [list(admin), list(admin), list(admin)];
          expect(await settlesAt(1)).toBe(1);
          // A write of the company answers while those calls still wait...
          const tagged = await call(t.app, {
            method: 'POST',
            url: '/web-hmac/web/equipment/setTags',
            headers: admin,
            payload: { id: before.id, tagIds: [...before.tags.map((tag) => tag.id), added.id] },
          });
          expect(tagged.body.code).toBe(200);
          // ...so calls made after it run a query of their own, shared between them.
          const later = [list(admin), list(admin)];
          expect(await settlesAt(2)).toBe(2);
          return { earlier, later };
        } finally {
          await sql`rollback`.execute(locker);
        }
      });
      const earlier = await Promise.all(calls.earlier);
      const later = await Promise.all(calls.later);
      // The waiting query took its snapshot once the lock was gone, so it may show the tag too: what
      // matters is that the later calls did not join it (two queries above) and show the write.
      for (const { body } of earlier) expect(body.code).toBe(200);
      for (const { body } of later) expect(body.entry.items[0]?.tags.map((tag) => tag.id)).toContain(added.id);
      expect(later[1]?.body).toEqual(later[0]?.body);
    },
  );
});
