import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { matchRoute } from '@yardfleet/domain/routing/routes';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { backends, call, loginAs, startTestApp, type TestApp } from './harness';
import { mailbox, post, tokenFor } from './mailbox-helpers';

const PW = 'Garden2026';
const company = (email: string) => ({
  email,
  firstName: 'Ana',
  lastName: 'Silva',
  companyName: 'Silva Lawns',
  timeZone: 'Europe/Lisbon',
  password: PW,
  confirmPassword: PW,
});

describe.each(backends())('accounts and links on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers a company, mails the activation link in the request language, and activates once', async () => {
    const reg = await call(t.app, {
      method: 'POST',
      url: '/web-hmac/web/account/registerCompany',
      payload: company('ana@silva.test'),
      headers: { lang: 'de-DE' },
    });
    expect(reg.body.code).toBe(200);
    expect((await post(t.app, '/web-hmac/web/auth/login', { email: 'ana@silva.test', password: PW })).body.code).toBe(ServerCode.notActivated);
    const mail = (await mailbox(t.app)).find((m) => m.to === 'ana@silva.test');
    expect(mail?.subject).toBe('Aktivieren Sie Ihr Yardfleet-Konto');
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:\d+\/activate\?token=[A-Za-z0-9_-]{43}$/);
    const token = await tokenFor(t.app, 'ana@silva.test', '/activate');
    expect((await post(t.app, '/web-hmac/user/activityCheck', { token })).body).toMatchObject({ code: 200, entry: { email: 'ana@silva.test' } });
    expect((await post(t.app, '/web-hmac/user/activityCheck', { token })).body.code).toBe(ServerCode.linkInvalid);
    const session = await loginAs(t.app, 'ana@silva.test', PW);
    const info = await call<{ companyName: string; companyRole: string; role: string }>(t.app, {
      method: 'GET',
      url: '/web-hmac/web/auth/login/info',
      headers: session,
    });
    expect(info.body.entry).toMatchObject({ companyName: 'Silva Lawns', companyRole: 'FULL_VERSION', role: 'admin' });
    const settings = await call(t.app, { method: 'GET', url: '/web-hmac/web/personal/company', headers: session });
    expect(settings.body.entry).toEqual({ name: 'Silva Lawns', timeZone: 'Europe/Lisbon', version: 'FULL_VERSION' });
  });

  it('answers the same for a registered email and mails its owner instead of creating an account', async () => {
    const before = await t.db.selectFrom('users').select('id').execute();
    const taken = await post(t.app, '/web-hmac/web/account/registerCompany', company(DEMO_LOGINS.manager));
    expect(taken.body).toEqual({ code: 200, message: 'success', entry: null });
    expect((await t.db.selectFrom('users').select('id').execute()).length).toBe(before.length);
    const mail = (await mailbox(t.app)).find((m) => m.to === DEMO_LOGINS.manager);
    expect(mail).toMatchObject({ subject: 'Someone tried to register with your email address' });
    // Rules 19.1: its links open the login and the forgot-password screen of the web app.
    expect(mail?.links.map((link) => matchRoute(new URL(link).pathname + new URL(link).search)?.route.key)).toEqual(['login', 'forgotPassword']);
  });

  it('refuses violations of rules 5 field by field', async () => {
    const bad = await post(t.app, '/web-hmac/web/account/registerCompany', { ...company('x@y'), companyName: ' ', confirmPassword: 'other' });
    expect(bad.body.code).toBe(ServerCode.validationFailed);
    expect(bad.body.entry).toMatchObject({
      email: { code: 'email_invalid' },
      companyName: { code: 'required' },
      confirmPassword: { code: 'passwords_do_not_match' },
    });
    expect((await post(t.app, '/web-hmac/web/account/registerCompany', { ...company('z@silva.test'), timeZone: 'Mars/Olympus' })).status).toBe(400);
  });

  it('registers a personal account that lands without a company, then creates one', async () => {
    await post(t.app, '/web-hmac/web/account/registerPersonal', {
      email: 'solo@silva.test',
      firstName: 'Sol',
      lastName: 'Oak',
      password: PW,
      confirmPassword: PW,
    });
    await post(t.app, '/web-hmac/user/activityCheck', { token: await tokenFor(t.app, 'solo@silva.test', '/activate') });
    const session = await loginAs(t.app, 'solo@silva.test', PW);
    const info = await call<{ companyName: string | null }>(t.app, { method: 'GET', url: '/web-hmac/web/auth/login/info', headers: session });
    expect(info.body.entry.companyName).toBeNull();
    expect((await post(t.app, '/web-hmac/web/account/createCompany', { companyName: 'Oak Yard', timeZone: 'America/Denver' }, session)).body.code).toBe(200);
    const again = await post(t.app, '/web-hmac/web/account/createCompany', { companyName: 'Oak Yard 2', timeZone: 'America/Denver' }, session);
    expect(again.body).toMatchObject({ code: ServerCode.refused, entry: { reason: 'already_has_company' } });
  });

  it('answers forgot-password identically for unknown emails, and resets with a single-use link that ends sessions', async () => {
    const known = await post(t.app, '/web-hmac/web/account/forgotPassword', { email: DEMO_LOGINS.employee });
    const unknown = await post(t.app, '/web-hmac/web/account/forgotPassword', { email: 'nobody@nowhere.test' });
    expect(unknown.body).toEqual(known.body);
    expect((await mailbox(t.app)).some((m) => m.to === 'nobody@nowhere.test')).toBe(false);
    const open = await loginAs(t.app, DEMO_LOGINS.employee);
    const token = await tokenFor(t.app, DEMO_LOGINS.employee, '/reset-password');
    expect((await post(t.app, '/web-hmac/user/forgetCheckUser', { token })).body.entry).toEqual({ email: DEMO_LOGINS.employee });
    expect((await post(t.app, '/web-hmac/web/account/resetPassword', { token, password: 'short', confirmPassword: 'short' })).body.code).toBe(
      ServerCode.validationFailed,
    );
    // Rules 5.2, 19.4: the current password is refused as in the change form (1170012032 same_as_old), the link stays usable.
    expect((await post(t.app, '/web-hmac/web/account/resetPassword', { token, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD })).body).toMatchObject({
      code: ServerCode.newPasswordInvalid,
      entry: { code: 'same_as_old' },
    });
    expect((await post(t.app, '/web-hmac/web/account/resetPassword', { token, password: 'NewPass123', confirmPassword: 'NewPass123' })).body.code).toBe(200);
    expect((await post(t.app, '/web-hmac/web/account/resetPassword', { token, password: 'NewPass456', confirmPassword: 'NewPass456' })).body.code).toBe(
      ServerCode.linkInvalid,
    );
    expect((await call(t.app, { method: 'GET', url: '/web-hmac/web/auth/login/info', headers: open })).body.code).toBe(ServerCode.sessionExpired);
    await loginAs(t.app, DEMO_LOGINS.employee, 'NewPass123');
  });

  it('expires reset links after an hour and refuses unknown tokens on every check path', async () => {
    await post(t.app, '/web-hmac/web/account/forgotPassword', { email: DEMO_LOGINS.power });
    const token = await tokenFor(t.app, DEMO_LOGINS.power, '/reset-password');
    t.clock.advance(60 * 60_000 + 1);
    expect((await post(t.app, '/web-hmac/user/forgetCheckUser', { token })).body.code).toBe(ServerCode.linkInvalid);
    for (const path of ['activityCheck', 'registerCheck', 'forgetCheckUser']) {
      expect((await post(t.app, `/web-hmac/user/${path}`, { token: 'A'.repeat(43) })).body.code).toBe(ServerCode.linkInvalid);
    }
  });

  it('rate-limits mail per address with 1466', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await post(t.app, '/web-hmac/web/account/forgotPassword', { email: 'flood@silva.test' })).body.code);
    expect(codes).toEqual([200, 200, 200, ServerCode.tooManyAttempts]);
  });

  it('withdraws consent: sessions end, login answers 1170012073 until the agreements are accepted', async () => {
    const session = await loginAs(t.app, 'priya.shah@demo.yardfleet.test');
    expect((await post(t.app, '/web-hmac/web/personal/withdrawConsent', {}, session)).body.code).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/web-hmac/web/auth/login/info', headers: session })).body.code).toBe(ServerCode.sessionExpired);
    expect((await post(t.app, '/web-hmac/web/auth/login', { email: 'priya.shah@demo.yardfleet.test', password: 'Demo1234' })).body.code).toBe(
      ServerCode.consentRequired,
    );
    const half = await post(t.app, '/web-hmac/web/account/acceptAgreements', {
      email: 'priya.shah@demo.yardfleet.test',
      password: 'Demo1234',
      userAgreement: true,
      privacyPolicy: false,
    });
    expect(half.body.code).toBe(ServerCode.validationFailed);
    const accepted = await post<{ token: string }>(t.app, '/web-hmac/web/account/acceptAgreements', {
      email: 'priya.shah@demo.yardfleet.test',
      password: 'Demo1234',
      userAgreement: true,
      privacyPolicy: true,
    });
    expect(accepted.body.code).toBe(200);
    await loginAs(t.app, 'priya.shah@demo.yardfleet.test');
  });

  it('changes the password with distinct old- and new-password failures, keeping only this session', async () => {
    const other = await loginAs(t.app, 'hannah.okafor@demo.yardfleet.test');
    const me = await loginAs(t.app, 'hannah.okafor@demo.yardfleet.test');
    const url = '/web-hmac/web/personal/changePassword';
    expect((await post(t.app, url, { oldPassword: 'Wrong1234', newPassword: 'Fresh1234', confirmPassword: 'Fresh1234' }, me)).body.code).toBe(
      ServerCode.oldPasswordWrong,
    );
    expect((await post(t.app, url, { oldPassword: 'Demo1234', newPassword: 'nodigits', confirmPassword: 'nodigits' }, me)).body).toMatchObject({
      code: ServerCode.newPasswordInvalid,
      entry: { code: 'password_composition' },
    });
    expect((await post(t.app, url, { oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmPassword: 'Fresh1234' }, me)).body.code).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/web-hmac/web/auth/login/info', headers: me })).body.code).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/web-hmac/web/auth/login/info', headers: other })).body.code).toBe(ServerCode.sessionExpired);
  });

  it('cancels a personal account (refused for the admin of a registered company); its session then answers 1456', async () => {
    const admin = await loginAs(t.app, DEMO_LOGINS.admin);
    expect((await post(t.app, '/web-hmac/web/personal/cancelAccount', {}, admin)).body).toMatchObject({
      code: ServerCode.refused,
      entry: { reason: 'holds_registered_company' },
    });
    const guest = await loginAs(t.app, DEMO_LOGINS.guest);
    expect((await post(t.app, '/web-hmac/web/personal/cancelAccount', {}, guest)).body.code).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/web-hmac/web/auth/login/info', headers: guest })).body.code).toBe(ServerCode.accountUnavailable);
    expect((await post(t.app, '/web-hmac/web/auth/login', { email: DEMO_LOGINS.guest, password: 'Demo1234' })).body.code).toBe(ServerCode.badCredentials);
  });

  it('shows the development mailbox page without inline script, newest first, with clickable links', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:\d+\/reset-password\?token=/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
