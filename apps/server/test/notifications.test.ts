import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { ingestReports } from '../src/areas/ingest/ingest';
import { sweepStale } from '../src/areas/ingest/sweeper';
import { sweepServiceDue } from '../src/areas/notifications/service-due-sweep';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, loginDemoUsers, type Session, startTestApp, type TestApp } from './harness';
import { post, tokenFor } from './mailbox-helpers';

type Item = {
  id: string;
  kind: string;
  createdAt: string;
  read: boolean;
  errorCode: string | null;
  machineCount: number | null;
  equipment: { id: string; name: string } | null;
  person: { id: string; name: string; email: string } | null;
};
type Page = { items: Item[]; total: number; unread: number; page: number; pageSize: number };

describe.each(backends())('notifications (rules 13: the bell opens real events) on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee', Session>;
  let greenway: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee']);
    greenway = await companyIdNamed(t.db, GREENWAY_NAME);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (session: Session, page = 1, pageSize = 50) =>
    call<Page>(t.app, { method: 'POST', url: '/web-hmac/web/notification/list', headers: session, payload: { page, pageSize } });
  /** Every notification the session sees, through every page. */
  const everything = async (session: Session): Promise<Item[]> => {
    const items: Item[] = [];
    for (let page = 1; page < 100; page += 1) {
      const entry = (await list(session, page)).body.entry;
      items.push(...entry.items);
      if (entry.items.length < 50) break;
    }
    return items;
  };
  const unread = async (session: Session) =>
    (await call<{ unread: number }>(t.app, { method: 'GET', url: '/web-hmac/web/notification/unreadCount', headers: session })).body.entry.unread;
  const markRead = (session: Session, id: string) =>
    call<{ unread: number }>(t.app, { method: 'POST', url: '/web-hmac/web/notification/markRead', headers: session, payload: { id } });

  it('the demo admin starts with 5 unread (rules 2.7), newest first, each naming its machine or person', async () => {
    expect(await unread(s.admin)).toBe(5);
    const page = (await list(s.admin)).body.entry;
    expect(page.unread).toBe(5);
    expect(page.total).toBeGreaterThan(5);
    const times = page.items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.items.slice(0, 5).every((i) => !i.read)).toBe(true);
    expect(new Set(page.items.map((i) => i.kind))).toEqual(new Set(['machine_faulty', 'machine_offline', 'service_due', 'invitation_accepted']));
    const fault = page.items.find((i) => i.kind === 'machine_faulty');
    expect(fault?.errorCode).toMatch(/\S/);
    expect(fault?.equipment?.name).toMatch(/\S/);
    expect(page.items.find((i) => i.kind === 'invitation_accepted')?.person?.name).toMatch(/\S/);
  });

  it('pages through the list', async () => {
    const all = (await list(s.admin)).body.entry.items;
    const second = (await list(s.admin, 2, 2)).body.entry;
    expect(second.items.map((i) => i.id)).toEqual(all.slice(2, 4).map((i) => i.id));
    expect((await list(s.admin, 1, 51)).body.code).not.toBe(200);
  });

  it('every role of the company reads them; no company or an app-only user is refused', async () => {
    const total = (await list(s.admin)).body.entry.total;
    expect((await list(s.manager)).body.entry.total).toBe(total);
    expect((await list(s.employee)).body.entry.total).toBe(total);
    expect((await list(await loginAs(t.app, DEMO_LOGINS.guest))).body.code).toBe(ServerCode.forbiddenRole);
  });

  it("another company's token sees none of them and cannot mark one read", async () => {
    const other = await loginAs(t.app, DEMO_LOGINS.power);
    const greenwayItem = (await list(s.admin)).body.entry.items[0];
    const theirs = (await list(other)).body.entry;
    expect(theirs.items.some((i) => i.id === greenwayItem?.id)).toBe(false);
    expect(theirs.total).toBe(0);
    expect((await markRead(other, greenwayItem?.id ?? '')).body.code).toBe(ServerCode.notFound);
    expect((await markRead(s.admin, 'not-a-uuid')).body.code).toBe(ServerCode.notFound);
  });

  it('mark read and mark all read are per user', async () => {
    const before = await unread(s.manager);
    const first = (await list(s.admin)).body.entry.items.find((i) => !i.read);
    expect((await markRead(s.admin, first?.id ?? '')).body.entry.unread).toBe(4);
    expect((await list(s.admin)).body.entry.items.find((i) => i.id === first?.id)?.read).toBe(true);
    expect(await unread(s.manager)).toBe(before);
    expect((await call<{ unread: number }>(t.app, { method: 'POST', url: '/web-hmac/web/notification/markAllRead', headers: s.admin })).body.entry.unread).toBe(
      0,
    );
    expect(await unread(s.admin)).toBe(0);
    expect(await unread(s.manager)).toBe(before);
  });

  it('a machine turning faulty notifies once; going offline out for work notifies, in its warehouse not; service due once per mark', async () => {
    const online = (status: 'out_for_work' | 'in_warehouse') =>
      t.db
        .selectFrom('equipment')
        .select(['id'])
        .where('company_id', '=', greenway)
        .where('inventory_status', '=', status)
        .where('activity', '!=', 'faulty')
        .where('activity', '!=', 'offline')
        .orderBy('name')
        .executeTakeFirstOrThrow();
    const machine = await online('out_for_work');
    const resting = await online('in_warehouse');
    await t.db.updateTable('equipment').set({ online_status: 'online', last_seen_at: t.clock.now() }).where('id', 'in', [machine.id, resting.id]).execute();
    const report = (minutes: number, errorCode: string) => ({
      equipmentId: machine.id,
      companyId: greenway,
      fixAt: new Date(t.clock.now().getTime() + minutes * 60_000).toISOString(),
      source: 'device' as const,
      position: null,
      activity: null,
      errorCode,
      errorCleared: false,
      firmwareVersion: null,
      battery: null,
      engineHours: null,
    });
    const unreadBefore = await unread(s.admin);
    t.clock.advance(60_000);
    await ingestReports(t.db, greenway, [report(0, 'E-4711')], t.clock.now());
    await ingestReports(t.db, greenway, [report(1, 'E-4711')], t.clock.now());
    const faults = (await everything(s.admin)).filter((i) => i.kind === 'machine_faulty' && i.equipment?.id === machine.id);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatchObject({ errorCode: 'E-4711', read: false });
    expect(await unread(s.admin)).toBe(unreadBefore + 1);

    // The demo's other reporting machines go silent too by now: the sweep tells them as one grouped
    // notice (more than NOTICES_EACH_MAX at once, rules 13.2); these two are named alone.
    t.clock.advance(30 * 60_000);
    await t.db
      .updateTable('equipment')
      .set({ online_status: 'online', last_seen_at: new Date(t.clock.now().getTime() - 5 * 60_000) })
      .where('id', 'in', [machine.id, resting.id])
      .execute();
    await sweepStale(t.db, t.clock.now());
    const grouped = (await everything(s.admin)).filter((i) => i.kind === 'machines_offline');
    expect(grouped).toHaveLength(1);
    expect(grouped[0]).toMatchObject({ equipment: null, read: false, machineCount: expect.any(Number) });
    expect((await everything(s.admin)).filter((i) => i.kind === 'machine_offline' && i.equipment?.id === machine.id)).toEqual([]);
    t.clock.advance(6 * 60_000);
    await sweepStale(t.db, t.clock.now());
    const offline = (await everything(s.admin)).filter((i) => i.kind === 'machine_offline' && i.equipment?.id === machine.id);
    expect(offline).toHaveLength(1);
    expect((await everything(s.admin)).filter((i) => i.kind === 'machine_offline' && i.equipment?.id === resting.id)).toEqual([]);
    expect((await t.db.selectFrom('equipment').select('online_status').where('id', '=', resting.id).executeTakeFirstOrThrow()).online_status).toBe('offline');

    const first = await sweepServiceDue(t.db, t.clock.now());
    expect(await sweepServiceDue(t.db, t.clock.now())).toBe(0);
    expect(first).toBeGreaterThanOrEqual(0);
  });

  it('an accepted invitation notifies the company, naming the person', async () => {
    t.clock.advance(60_000);
    expect((await post(t.app, '/web-hmac/web/people/invite', { email: 'lena@greenway.test', role: 'employee' }, s.admin)).body.code).toBe(200);
    const token = await tokenFor(t.app, 'lena@greenway.test', '/register-invite');
    expect(
      (
        await post(t.app, '/web-hmac/web/account/registerInvite', {
          token,
          firstName: 'Lena',
          lastName: 'Berg',
          password: 'Prato2026',
          confirmPassword: 'Prato2026',
        })
      ).body.code,
    ).toBe(200);
    const newest = (await list(s.manager)).body.entry.items[0];
    expect(newest).toMatchObject({ kind: 'invitation_accepted', read: false, person: { name: 'Lena Berg', email: 'lena@greenway.test' } });
  });
});
