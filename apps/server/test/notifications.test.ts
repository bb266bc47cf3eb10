import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { ingestReports } from '../src/areas/ingest/ingest';
import { sweepStale } from '../src/areas/ingest/sweeper';
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
  const unread = async (session: Session) =>
    (await call<{ unread: number }>(t.app, { method: 'GET', url: '/web-hmac/web/notification/unreadCount', headers: session })).body.entry.unread;
  const markRead = (session: Session, id: string) =>
    call<{ unread: number }>(t.app, { method: 'POST', url: '/web-hmac/web/notification/markRead', headers: session, payload: { id } });

  it('the company is told who accepted an invitation, newest first, naming the person; a machine event is no notification but an alert', async () => {
    const page = (await list(s.admin)).body.entry;
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(await unread(s.admin)).toBe(page.unread);
    const times = page.items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(page.items.map((i) => i.kind))).toEqual(new Set(['invitation_accepted']));
    expect(page.items.every((i) => i.person !== null && /\S/.test(i.person.name) && i.equipment === null)).toBe(true);
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
    const adminBefore = await unread(s.admin);
    expect((await markRead(s.admin, first?.id ?? '')).body.entry.unread).toBe(adminBefore - 1);
    expect((await list(s.admin)).body.entry.items.find((i) => i.id === first?.id)?.read).toBe(true);
    expect(await unread(s.manager)).toBe(before);
    expect((await call<{ unread: number }>(t.app, { method: 'POST', url: '/web-hmac/web/notification/markAllRead', headers: s.admin })).body.entry.unread).toBe(
      0,
    );
    expect(await unread(s.admin)).toBe(0);
    expect(await unread(s.manager)).toBe(before);
  });

  it('a machine turning faulty or going offline writes no notification: the default rules open alerts for the admins instead (rules 13.1, 22.6)', async () => {
    const machine = await t.db
      .selectFrom('equipment')
      .select(['id'])
      .where('company_id', '=', greenway)
      .where('inventory_status', '=', 'out_for_work')
      .where('activity', '!=', 'faulty')
      .where('activity', '!=', 'offline')
      .orderBy('name')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('equipment').set({ online_status: 'online', last_seen_at: t.clock.now() }).where('id', '=', machine.id).execute();
    const alertCount = async () =>
      (await call<{ count: number }>(t.app, { method: 'GET', url: '/web-hmac/web/alert/unreadCount', headers: s.admin })).body.entry.count;
    const notificationsBefore = (await list(s.admin)).body.entry.total;
    const alertsBefore = await alertCount();
    t.clock.advance(60_000);
    const report = {
      equipmentId: machine.id,
      companyId: greenway,
      fixAt: t.clock.now().toISOString(),
      source: 'device' as const,
      position: null,
      activity: null,
      errorCode: 'E-4711',
      errorCleared: false,
      firmwareVersion: null,
      battery: null,
      engineHours: null,
    };
    await ingestReports(t.db, greenway, [report], t.clock.now());
    await ingestReports(t.db, greenway, [{ ...report, fixAt: new Date(t.clock.now().getTime() + 60_000).toISOString() }], t.clock.now());
    // One alert of the default "Faults" rule, told to the admin once, however often the fault is reported.
    expect(await alertCount()).toBe(alertsBefore + 1);
    t.clock.advance(30 * 60_000);
    expect(await sweepStale(t.db, t.clock.now())).toBeGreaterThan(0);
    expect((await t.db.selectFrom('equipment').select('online_status').where('id', '=', machine.id).executeTakeFirstOrThrow()).online_status).toBe('offline');
    expect((await list(s.admin)).body.entry.total).toBe(notificationsBefore);
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
