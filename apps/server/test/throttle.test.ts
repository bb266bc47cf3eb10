import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { THROTTLE } from '../src/auth/login-throttle';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, startTestApp, type TestApp } from './harness';

describe.each(backends())('login limits on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = async (email: string, password: string, remoteAddress: string) =>
    (await call(t.app, { method: 'POST', url: '/web-hmac/web/auth/login', payload: { email, password }, remoteAddress })).body;

  it('answers 1466 with a message after 5 failures in a minute on one account, from any IP', async () => {
    for (let i = 0; i < THROTTLE.accountMaxFailures; i += 1) {
      expect((await login(DEMO_LOGINS.manager, 'Wrong1234', `10.1.0.${i}`)).code).toBe(ServerCode.badCredentials);
    }
    const limited = await login(DEMO_LOGINS.manager, 'Demo1234', '10.1.1.1');
    expect(limited.code).toBe(ServerCode.tooManyAttempts);
    expect(limited.message).toMatch(/Too many login attempts/);
    t.clock.advance(THROTTLE.accountWindowMs);
    expect((await login(DEMO_LOGINS.manager, 'Demo1234', '10.1.1.1')).code).toBe(200);
  });

  it('limits unknown emails exactly like known ones (no account enumeration)', async () => {
    for (let i = 0; i < THROTTLE.accountMaxFailures; i += 1) await login('ghost@demo.yardfleet.test', 'Wrong1234', '10.2.0.1');
    expect((await login('ghost@demo.yardfleet.test', 'Wrong1234', '10.2.0.1')).code).toBe(ServerCode.tooManyAttempts);
  });

  it('locks an account for 15 minutes after 10 failures in a row, even for the right password', async () => {
    let last = 0;
    for (let i = 0; i < THROTTLE.lockAfterConsecutive; i += 1) {
      if (i > 0 && i % THROTTLE.accountMaxFailures === 0) t.clock.advance(THROTTLE.accountWindowMs);
      last = (await login(DEMO_LOGINS.employee, 'Wrong1234', '10.3.0.1')).code;
    }
    expect(last).toBe(ServerCode.accountLocked);
    const locked = await login(DEMO_LOGINS.employee, 'Demo1234', '10.3.0.2');
    expect(locked.code).toBe(ServerCode.accountLocked);
    expect(locked.message).toMatch(/locked/);
    const row = await t.db.selectFrom('users').select('locked_until').where('email', '=', DEMO_LOGINS.employee).executeTakeFirstOrThrow();
    expect(row.locked_until?.getTime()).toBe(t.clock.now().getTime() + THROTTLE.lockMs);
    t.clock.advance(THROTTLE.lockMs + 1000);
    expect((await login(DEMO_LOGINS.employee, 'Demo1234', '10.3.0.2')).code).toBe(200);
  });

  it('answers 1466 to one IP after 30 failures in 15 minutes, whatever the account', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < THROTTLE.ipMaxFailures; i += 1) {
      expect((await login(`user${i}@nowhere.test`, 'Wrong1234', ip)).code).toBe(ServerCode.badCredentials);
    }
    expect((await login(DEMO_LOGINS.admin, 'Demo1234', ip)).code).toBe(ServerCode.tooManyAttempts);
    expect((await login(DEMO_LOGINS.admin, 'Demo1234', '10.4.0.2')).code).toBe(200);
  });
});
