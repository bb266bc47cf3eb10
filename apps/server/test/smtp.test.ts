import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from './child-server';
import { backends, startTestApp, type TestApp } from './harness';
import { post } from './mailbox-helpers';

describe.each(backends().slice(0, 1))('mail through a real SMTP server on $name', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(backend, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, publicUrl: 'http://fleet.example.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the activation mail over SMTP; its link activates the account; no dev mailbox exists', async () => {
    const payload = {
      email: 'smtp@silva.test',
      firstName: 'Sam',
      lastName: 'Tp',
      companyName: 'Mail Lawns',
      timeZone: 'UTC',
      password: 'Garden2026',
      confirmPassword: 'Garden2026',
    };
    expect((await post(t.app, '/web-hmac/web/account/registerCompany', payload, { lang: 'nl-NL' })).body.code).toBe(200);
    const mail = smtp.received.find((m) => m.to.includes('smtp@silva.test'));
    expect(mail?.raw).toMatch(/Subject: Activeer uw Yardfleet-account/);
    const unfolded = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /http:\/\/fleet\.example\.test\/activate\?token=([A-Za-z0-9_-]{43})/.exec(unfolded)?.[1];
    expect(token).toBeDefined();
    expect((await post(t.app, '/web-hmac/user/activityCheck', { token: token ?? '' })).body).toMatchObject({ code: 200, entry: { email: 'smtp@silva.test' } });
    expect((await post(t.app, '/web-hmac/web/auth/login', { email: 'smtp@silva.test', password: 'Garden2026' })).body.code).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/web-hmac/dev/mailbox' })).statusCode).toBe(404);
  });
});
