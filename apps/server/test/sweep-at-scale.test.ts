import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICES_EACH_MAX } from '@yardfleet/domain/machines/notice-groups';
import { sweepStale } from '../src/areas/ingest/sweeper';
import { sweepServiceDue } from '../src/areas/notifications/service-due-sweep';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';

/** Machines the test adds to the demo company, all out for work and silent. */
const MACHINES = 2_400;
const BATCH = 500;

type Item = { kind: string; machineCount: number | null; equipment: { id: string } | null; read: boolean };

/**
 * The first missed-heartbeat sweep after an outage of a large fleet. The sweep works in
 * bounded batches (requests are served while it runs) and tells the company ONE grouped notice
 * with the number of machines, not one per machine (domain machines/notice-groups.ts).
 */
describe.each(backends())('the stale sweep at scale on $name (rules 13.2, 16.8)', (backend) => {
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
  });
  afterAll(async () => {
    await t.close();
  });

  const unread = async (): Promise<number> =>
    (await call<{ unread: number }>(t.app, { method: 'GET', url: '/web-hmac/web/notification/unreadCount', headers: admin })).body.entry.unread;
  const notifications = async (): Promise<Item[]> =>
    (await call<{ items: Item[] }>(t.app, { method: 'POST', url: '/web-hmac/web/notification/list', headers: admin, payload: { page: 1, pageSize: 50 } })).body
      .entry.items;

  it('sweeps every silent machine in batches, serving a call meanwhile, and tells one notice with their number', async () => {
    const silentOut = Number(
      (
        await sql<{ n: string }>`select count(*) as n from equipment where company_id = ${greenway}::uuid and online_status = 'online'
      and inventory_status = 'out_for_work' and (last_seen_at is null or last_seen_at < ${new Date(t.clock.now().getTime() - 10 * 60_000).toISOString()}::timestamptz)`.execute(
          t.db,
        )
      ).rows[0]?.n,
    );
    expect(silentOut).toBeGreaterThanOrEqual(MACHINES);
    const before = await notifications();
    const unreadBefore = await unread();
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
    const added = (await notifications()).filter(
      (n) => !before.some((b) => b.equipment?.id === n.equipment?.id && b.kind === n.kind && b.machineCount === n.machineCount),
    );
    expect(added).toEqual([{ ...added[0], kind: 'machines_offline', machineCount: silentOut, equipment: null, read: false }]);
    expect(silentOut).toBeGreaterThan(NOTICES_EACH_MAX);
    expect((await unread()) - unreadBefore).toBe(1);
    // Each machine's own notice is kept, held by the grouped one, and out of the list.
    const held = await sql<{ n: string }>`select count(*) as n from notifications n join equipment e on e.id = n.equipment_id
      where n.kind = 'machine_offline' and e.serial_number like 'SWEEP-%' and n.grouped_into is not null`.execute(t.db);
    expect(Number(held.rows[0]?.n)).toBe(MACHINES);
    // Each machine's change is still on the live stream, so open screens follow.
    const events = await sql<{ n: string }>`select count(distinct entity_id) as n from live_events where entity = 'equipment'
      and entity_id in (select id::text from equipment where serial_number like 'SWEEP-%')`.execute(t.db);
    expect(Number(events.rows[0]?.n)).toBe(MACHINES);
  });

  it('a few machines going silent are told one notice each, naming them; a second sweep finds nothing', async () => {
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
    const newest = (await notifications()).slice(0, 3);
    expect(newest.map((n) => n.kind)).toEqual(['machine_offline', 'machine_offline', 'machine_offline']);
    expect(new Set(newest.map((n) => n.equipment?.id))).toEqual(new Set(few.map((m) => m.id)));
    expect(await sweepStale(t.db, t.clock.now())).toBe(0);
  });

  it('thousands of machines newly due for service are one grouped notice; the next sweep tells none of them again', async () => {
    const now = t.clock.now().toISOString();
    await sql`insert into reminder_plans (equipment_id, company_id, kind, every, calendar_unit, since_at, since_engine_hours, updated_at)
      select id, company_id, 'engine_hours', 10, null, ${now}::timestamptz, 0, ${now}::timestamptz from equipment where serial_number like 'SWEEP-%'
      on conflict (equipment_id) do nothing`.execute(t.db);
    await t.db.updateTable('equipment').set({ engine_hours: 100 }).where('serial_number', 'like', 'SWEEP-%').execute();
    const unreadBefore = await unread();
    expect(await sweepServiceDue(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    const grouped = (await notifications()).filter((n) => n.kind === 'services_due');
    expect(grouped).toHaveLength(1);
    expect(grouped[0]?.machineCount).toBeGreaterThanOrEqual(MACHINES);
    const held = await sql<{ n: string }>`select count(*) as n from notifications where kind = 'service_due' and grouped_into is not null`.execute(t.db);
    expect(Number(held.rows[0]?.n)).toBe(grouped[0]?.machineCount);
    expect((await unread()) - unreadBefore).toBe(1);
    // Their keys hold: the next sweep writes nothing for the same marks.
    expect(await sweepServiceDue(t.db, t.clock.now())).toBe(0);
    expect((await notifications()).filter((n) => n.kind === 'services_due')).toHaveLength(1);
  });
});
