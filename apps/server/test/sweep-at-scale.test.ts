import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepStale } from '../src/areas/ingest/sweeper';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';

/** Machines the test adds to the demo company, all out for work and silent. */
const MACHINES = 2_400;
const BATCH = 500;

/**
 * The first missed-heartbeat sweep after an outage of a large fleet. The sweep works in
 * bounded batches (requests are served while it runs), announces every machine on the live stream,
 * and writes no notification: machines gone offline are told by the alert rules (rules 13.1, 22).
 */
describe.each(backends())('the stale sweep at scale on $name (rules 16.8)', (backend) => {
  let t: TestApp;
  let admin: { token: string; uid: string };
  let greenway: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    // MACHINES copies of one demo machine (own ids and serial numbers), through one insert.
    const columns = (
      await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'equipment' and table_schema = current_schema() and column_name not in ('id', 'serial_number') and is_generated = 'NEVER'
      order by ordinal_position`.execute(t.db)
    ).rows.map((r) => r.column_name);
    const list = sql.join(columns.map((c) => sql.id(c)));
    await sql`insert into equipment (serial_number, ${list})
      select 'SWEEP-' || lpad(n::text, 5, '0'), ${list} from generate_series(1, ${MACHINES}) as n,
        (select * from equipment where company_id = ${greenway}::uuid order by name limit 1) as source`.execute(t.db);
    await t.db
      .updateTable('equipment')
      .set({ online_status: 'online', inventory_status: 'out_for_work', last_seen_at: new Date(t.clock.now().getTime() - 30 * 60_000) })
      .where('serial_number', 'like', 'SWEEP-%')
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const notificationTotal = async (): Promise<number> =>
    (await call<{ total: number }>(t.app, { method: 'POST', url: '/web-hmac/web/notification/list', headers: admin, payload: { page: 1, pageSize: 50 } })).body
      .entry.total;

  it('sweeps every silent machine in batches, serving a call meanwhile, announcing each, notifying nobody', async () => {
    const silentOut = Number(
      (
        await sql<{ n: string }>`select count(*) as n from equipment where company_id = ${greenway}::uuid and online_status = 'online'
      and inventory_status = 'out_for_work' and (last_seen_at is null or last_seen_at < ${new Date(t.clock.now().getTime() - 10 * 60_000).toISOString()}::timestamptz)`.execute(
          t.db,
        )
      ).rows[0]?.n,
    );
    expect(silentOut).toBeGreaterThanOrEqual(MACHINES);
    const before = await notificationTotal();
    let swept: number | null = null;
    const sweep = sweepStale(t.db, t.clock.now(), { batchRows: BATCH }).then((n) => {
      swept = n;
    });
    // A call made as the sweep starts is answered before the sweep ends (one transaction held the
    // single PGlite connection, and at 100,000 machines on PostgreSQL the server, until the end).
    const count = await call<{ unread: number }>(t.app, { method: 'GET', url: '/web-hmac/web/notification/unreadCount', headers: admin });
    expect(count.body.code).toBe(200);
    expect(swept).toBeNull();
    await sweep;
    expect(swept).toBeGreaterThanOrEqual(silentOut);

    const left = await t.db
      .selectFrom('equipment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('serial_number', 'like', 'SWEEP-%')
      .where('online_status', '=', 'online')
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    expect(await notificationTotal()).toBe(before);
    // Each machine's change is still on the live stream, so open screens follow.
    const events = await sql<{ n: string }>`select count(distinct entity_id) as n from live_events where entity = 'equipment'
      and entity_id in (select id::text from equipment where serial_number like 'SWEEP-%')`.execute(t.db);
    expect(Number(events.rows[0]?.n)).toBe(MACHINES);
  });

  it('a few machines going silent are swept in small batches; a second sweep finds nothing', async () => {
    const few = await t.db.selectFrom('equipment').select('id').where('serial_number', 'like', 'SWEEP-%').orderBy('serial_number').limit(3).execute();
    t.clock.advance(60_000);
    await t.db
      .updateTable('equipment')
      .set({ online_status: 'online', last_seen_at: new Date(t.clock.now().getTime() - 11 * 60_000) })
      .where(
        'id',
        'in',
        few.map((m) => m.id),
      )
      .execute();
    expect(await sweepStale(t.db, t.clock.now(), { batchRows: 2 })).toBe(3);
    const states = await t.db
      .selectFrom('equipment')
      .select('online_status')
      .where(
        'id',
        'in',
        few.map((m) => m.id),
      )
      .execute();
    expect(states.map((m) => m.online_status)).toEqual(['offline', 'offline', 'offline']);
    expect(await sweepStale(t.db, t.clock.now())).toBe(0);
  });
});
