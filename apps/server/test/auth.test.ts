import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, startTestApp, type TestApp } from './harness';

const LOGIN = '/web-hmac/web/auth/login';
const INFO = '/web-hmac/web/auth/login/info';
const LOGOUT = '/web-hmac/web/auth/logout';

describe.each(backends())('auth on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
    call<{ token: string; uid: string } | null>(t.app, { method: 'POST', url: LOGIN, payload: payload as Record<string, unknown>, remoteAddress });
  const info = (headers: Record<string, string>) => call<Record<string, unknown>>(t.app, { method: 'GET', url: INFO, headers });

  it('logs the demo admin in with a 256-bit base64url token and the user id', async () => {
    const { status, body } = await login({ email: DEMO_LOGINS.admin, password: 'Demo1234' });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.entry?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.entry?.uid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts the email in any case and with outer spaces (the domain normalises it)', async () => {
    const { body } = await login({ email: '  Admin@Demo.Yardfleet.TEST ', password: 'Demo1234' });
    expect(body.code).toBe(200);
  });

  it('stores only the hash of the token', async () => {
    const session = await loginAs(t.app, DEMO_LOGINS.manager);
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === session.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers a wrong password and an unknown email with the same code and message', async () => {
    const wrong = await login({ email: DEMO_LOGINS.employee, password: 'Wrong1234' }, '10.0.0.2');
    const unknown = await login({ email: 'nobody@demo.yardfleet.test', password: 'Demo1234' }, '10.0.0.2');
    expect(wrong.status).toBe(200);
    expect(wrong.body.code).toBe(ServerCode.badCredentials);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.entry).toBeNull();
  });

  it('refuses a malformed email with the domain validation code and the field error', async () => {
    const { status, body } = await login({ email: 'not-an-email', password: 'Demo1234' });
    expect(status).toBe(200);
    expect(body.code).toBe(ServerCode.validationFailed);
    expect(body.entry).toEqual({ email: { code: 'email_invalid' } });
  });

  it('tells an invited user who has not activated yet only after a correct password', async () => {
    expect((await login({ email: DEMO_LOGINS.invited, password: 'Demo1234' }, '10.0.0.3')).body.code).toBe(ServerCode.notActivated);
    expect((await login({ email: DEMO_LOGINS.invited, password: 'Wrong1234' }, '10.0.0.3')).body.code).toBe(ServerCode.badCredentials);
  });

  it('answers login/info with the seeded user info of rules 3.1', async () => {
    const session = await loginAs(t.app, DEMO_LOGINS.admin);
    const { body } = await info(session);
    expect(body.code).toBe(200);
    expect(body.entry).toEqual({
      id: session.uid,
      name: 'Avery Collins',
      firstName: 'Avery',
      lastName: 'Collins',
      email: DEMO_LOGINS.admin,
      companyName: 'Greenway Grounds Care',
      companyRole: 'FULL_VERSION',
      userType: 2,
      role: 'admin',
    });
  });

  it('gives the power admin, the guest and the app user their own versions and types', async () => {
    const power = (await info(await loginAs(t.app, DEMO_LOGINS.power))).body.entry;
    expect(power).toMatchObject({ companyName: 'Brightline Power Services', companyRole: 'POWER_VERSION', userType: 2, role: 'admin' });
    const guest = (await info(await loginAs(t.app, DEMO_LOGINS.guest))).body.entry;
    expect(guest).toMatchObject({ companyName: null, userType: 2, role: null });
    expect(guest['companyRole']).not.toBe('FULL_VERSION');
    const app = (await info(await loginAs(t.app, DEMO_LOGINS.app))).body.entry;
    expect(app).toMatchObject({ userType: 3 });
  });

  it("answers 1401 without a session, with a made-up token, and with another user's uid", async () => {
    const admin = await loginAs(t.app, DEMO_LOGINS.admin);
    const manager = await loginAs(t.app, DEMO_LOGINS.manager);
    expect((await info({})).body.code).toBe(ServerCode.sessionExpired);
    expect((await info({ token: 'made-up-token', uid: admin.uid })).body.code).toBe(ServerCode.sessionExpired);
    const swapped = await info({ token: admin.token, uid: manager.uid });
    expect(swapped.status).toBe(200);
    expect(swapped.body).toMatchObject({ code: ServerCode.sessionExpired, entry: null });
    expect((await info(admin)).body.code).toBe(200);
  });

  it('ends a session after the idle window and after the absolute lifetime', async () => {
    const idle = await loginAs(t.app, DEMO_LOGINS.employee);
    t.clock.advance(59 * 60_000);
    expect((await info(idle)).body.code).toBe(200);
    t.clock.advance(59 * 60_000); // used 59 minutes ago: still inside the 60-minute idle window
    expect((await info(idle)).body.code).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await info(idle)).body.code).toBe(ServerCode.sessionExpired);
    expect((await info(idle)).body.code).toBe(ServerCode.sessionExpired);

    const busy = await loginAs(t.app, DEMO_LOGINS.employee);
    for (let step = 0; step < 13; step += 1) {
      t.clock.advance(55 * 60_000); // used every 55 minutes: never idle
      expect((await info(busy)).body.code).toBe(200);
    }
    t.clock.advance(6 * 60_000); // 13 x 55 + 6 = 721 minutes: past the 12-hour lifetime, idle only 6 minutes
    expect((await info(busy)).body.code).toBe(ServerCode.sessionExpired);
  });

  it('logs out: the token then answers 1401', async () => {
    const session = await loginAs(t.app, DEMO_LOGINS.manager);
    const out = await call(t.app, { method: 'GET', url: LOGOUT, headers: session });
    expect(out.body).toEqual({ code: 200, message: 'success', entry: null });
    expect((await info(session)).body.code).toBe(ServerCode.sessionExpired);
    expect((await call(t.app, { method: 'GET', url: LOGOUT, headers: session })).body.code).toBe(ServerCode.sessionExpired);
  });
});
