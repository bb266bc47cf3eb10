import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, loginDemoUsers, type Session, startTestApp, type TestApp } from './harness';
import { post, tokenFor } from './mailbox-helpers';

interface PersonEntry {
  id: string;
  email: string;
  role: string;
  status: string;
  firstName: string;
  activatedAt: string | null;
  invitedAt: string | null;
}

describe.each(backends())('people and roles on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power', Session>;
  const idOf = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power']);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (s: Session) => call<{ people: PersonEntry[] }>(t.app, { method: 'GET', url: '/web-hmac/web/people/list', headers: s });

  it('lists the company for admin and manager, admin first, and refuses the employee', async () => {
    const people = (await list(s.admin)).body.entry.people;
    expect(people[0]?.email).toBe(DEMO_LOGINS.admin);
    expect(people.map((p) => p.email)).toContain(DEMO_LOGINS.invited);
    expect(people.every((p) => !p.email.includes('power@') && !p.email.includes('taylor.kim'))).toBe(true);
    expect((await list(s.manager)).body.code).toBe(200);
    expect((await list(s.employee)).body.code).toBe(ServerCode.forbiddenRole);
    const other = (await list(s.power)).body.entry.people.map((p) => p.email);
    expect(other).toEqual([DEMO_LOGINS.power, 'taylor.kim@demo.yardfleet.test']);
  });

  it('refuses every admin-only call for manager and employee with 1170010403', async () => {
    const target = await idOf('priya.shah@demo.yardfleet.test');
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/web-hmac/web/people/invite', { email: 'new@greenway.test', role: 'employee' }],
      ['/web-hmac/web/people/resendInvitation', { id: await idOf(DEMO_LOGINS.invited) }],
      ['/web-hmac/web/people/delete', { id: target }],
      ['/web-hmac/web/personal/transferAdmin', { id: target }],
      ['/web-hmac/web/personal/companyName', { companyName: 'Hijacked' }],
      ['/web-hmac/web/personal/timeZone', { timeZone: 'Europe/Paris' }],
    ];
    for (const session of [s.manager, s.employee]) {
      for (const [url, payload] of calls) expect((await post(t.app, url, payload, session)).body.code, url).toBe(ServerCode.forbiddenRole);
    }
    const company = await call<{ name: string; timeZone: string }>(t.app, { method: 'GET', url: '/web-hmac/web/personal/company', headers: s.employee });
    expect(company.body.entry).toMatchObject({ name: 'Greenway Grounds Care', timeZone: 'America/Chicago' });
  });

  it("never sees or changes another company's people: they answer 1170010404 like missing ones", async () => {
    const theirs = await idOf('taylor.kim@demo.yardfleet.test');
    for (const url of ['/web-hmac/web/people/delete', '/web-hmac/web/people/resendInvitation', '/web-hmac/web/personal/transferAdmin']) {
      expect((await post(t.app, url, { id: theirs }, s.admin)).body.code, url).toBe(ServerCode.notFound);
      expect((await post(t.app, url, { id: '00000000-0000-4000-8000-000000000000' }, s.admin)).body.code, url).toBe(ServerCode.notFound);
    }
    expect(await t.db.selectFrom('users').select('role').where('id', '=', theirs).executeTakeFirst()).toEqual({ role: 'manager' });
  });

  it('invites, resends (older link dead), and the invitee registers from the link and shows activated', async () => {
    const invite = await post<PersonEntry>(
      t.app,
      '/web-hmac/web/people/invite',
      { email: 'Mia@Greenway.test', role: 'employee' },
      { ...s.admin, lang: 'it-IT' },
    );
    expect(invite.body.entry).toMatchObject({ email: 'mia@greenway.test', role: 'employee', status: 'invited', activatedAt: null });
    const first = await tokenFor(t.app, 'mia@greenway.test', '/register-invite');
    expect((await post(t.app, '/web-hmac/web/people/invite', { email: 'mia@greenway.test', role: 'manager' }, s.admin)).body).toMatchObject({
      code: ServerCode.refused,
      entry: { reason: 'email_taken' },
    });
    t.clock.advance(1000); // the outbox lists by send time: the resent mail is the newer one
    const resent = await post<PersonEntry>(t.app, '/web-hmac/web/people/resendInvitation', { id: invite.body.entry.id }, s.admin);
    expect(resent.body.code).toBe(200);
    // Rules 4.1, 19.3: the resend dates the invitation anew, in its answer and in the list.
    const resentAt = t.clock.now().toISOString();
    expect(resent.body.entry.invitedAt).toBe(resentAt);
    expect((await list(s.admin)).body.entry.people.find((p) => p.email === 'mia@greenway.test')?.invitedAt).toBe(resentAt);
    const second = await tokenFor(t.app, 'mia@greenway.test', '/register-invite');
    expect(second).not.toBe(first);
    expect((await post(t.app, '/web-hmac/user/registerCheck', { token: first })).body.code).toBe(ServerCode.linkInvalid);
    expect((await post(t.app, '/web-hmac/user/registerCheck', { token: second })).body.entry).toEqual({
      email: 'mia@greenway.test',
      companyName: 'Greenway Grounds Care',
      role: 'employee',
    });
    const done = await post(t.app, '/web-hmac/web/account/registerInvite', {
      token: second,
      firstName: 'Mia',
      lastName: 'Rossi',
      password: 'Prato2026',
      confirmPassword: 'Prato2026',
    });
    expect(done.body).toMatchObject({ code: 200, entry: { email: 'mia@greenway.test' } });
    expect(
      (
        await post(t.app, '/web-hmac/web/account/registerInvite', {
          token: second,
          firstName: 'X',
          lastName: 'Y',
          password: 'Prato2027',
          confirmPassword: 'Prato2027',
        })
      ).body.code,
    ).toBe(ServerCode.linkInvalid);
    const mia = (await list(s.admin)).body.entry.people.find((p) => p.email === 'mia@greenway.test');
    expect(mia).toMatchObject({ firstName: 'Mia', status: 'activated' });
    expect((await post(t.app, '/web-hmac/web/people/resendInvitation', { id: invite.body.entry.id }, s.admin)).body).toMatchObject({
      code: ServerCode.refused,
      entry: { reason: 'already_activated' },
    });
    await loginAs(t.app, 'mia@greenway.test', 'Prato2026');
  });

  it('expires invitation links after 7 days', async () => {
    await post(t.app, '/web-hmac/web/people/invite', { email: 'late@greenway.test', role: 'manager' }, s.admin);
    const token = await tokenFor(t.app, 'late@greenway.test', '/register-invite');
    t.clock.advance(7 * 86_400_000 + 1);
    expect((await post(t.app, '/web-hmac/user/registerCheck', { token })).body.code).toBe(ServerCode.linkInvalid);
    t.clock.set(new Date(t.clock.now().getTime() - 7 * 86_400_000 - 1));
  });

  it('deletes an employee (their open session then answers 1456) but never the admin or oneself', async () => {
    const diego = await loginAs(t.app, 'diego.alvarez@demo.yardfleet.test');
    expect((await post(t.app, '/web-hmac/web/people/delete', { id: s.admin.uid }, s.admin)).body).toMatchObject({
      code: ServerCode.refused,
      entry: { reason: 'cannot_delete_self' },
    });
    expect((await post(t.app, '/web-hmac/web/people/delete', { id: diego.uid }, s.admin)).body.code).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/web-hmac/web/auth/login/info', headers: diego })).body.code).toBe(ServerCode.accountUnavailable);
  });

  it('renames the company, changes its time zone, and transfers admin (the old admin becomes manager)', async () => {
    expect((await post(t.app, '/web-hmac/web/personal/companyName', { companyName: ' ' }, s.admin)).body.code).toBe(ServerCode.validationFailed);
    expect((await post(t.app, '/web-hmac/web/personal/companyName', { companyName: 'Greenway Care' }, s.admin)).body.code).toBe(200);
    expect((await post(t.app, '/web-hmac/web/personal/timeZone', { timeZone: 'Not/AZone' }, s.admin)).status).toBe(400);
    expect((await post(t.app, '/web-hmac/web/personal/timeZone', { timeZone: 'Europe/Amsterdam' }, s.admin)).body.code).toBe(200);
    expect((await post(t.app, '/web-hmac/web/personal/transferAdmin', { id: await idOf(DEMO_LOGINS.invited) }, s.admin)).body).toMatchObject({
      code: ServerCode.refused,
      entry: { reason: 'target_not_activated' },
    });
    expect((await post(t.app, '/web-hmac/web/personal/transferAdmin', { id: s.manager.uid }, s.admin)).body.code).toBe(200);
    const info = await call<{ role: string }>(t.app, { method: 'GET', url: '/web-hmac/web/auth/login/info', headers: s.admin });
    expect(info.body.entry.role).toBe('manager');
    expect((await post(t.app, '/web-hmac/web/people/invite', { email: 'x@greenway.test', role: 'employee' }, s.admin)).body.code).toBe(
      ServerCode.forbiddenRole,
    );
    expect((await post(t.app, '/web-hmac/web/people/invite', { email: 'x@greenway.test', role: 'employee' }, s.manager)).body.code).toBe(200);
    expect((await post(t.app, '/web-hmac/web/personal/cancelAccount', {}, s.admin)).body.code).toBe(200);
  });
});
