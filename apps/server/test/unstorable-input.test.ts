import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, startTestApp, type TestApp } from './harness';

const [pglite] = backends();
const refusal = (field: string) => ({ code: 1170010001, entry: { [field]: { code: 'unsupported_characters', field } } });
const REPORT_BODY = { period: { from: '2026-06-01', to: '2026-06-14' }, filters: { tagId: null, category: null, warehouseId: null } };

describe('rules 20.8: text the database cannot store is refused as a field error, nothing stored', () => {
  let t: TestApp;
  let session: { token: string; uid: string };
  const rowCount = async (table: string): Promise<number> =>
    Number((await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(t.db)).rows[0]?.n);
  beforeAll(async () => {
    if (!pglite) throw new Error('no backend');
    t = await startTestApp(pglite);
    session = await loginAs(t.app, DEMO_LOGINS.admin);
  });
  afterAll(async () => t.close());

  it('forgot password with a NUL in the email: 1170010001 on the email field (was HTTP 500), no mail kept', async () => {
    const before = await rowCount('mail_outbox');
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/web-hmac/web/account/forgotPassword',
      payload: { email: `${DEMO_LOGINS.admin}\u0000` },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject(refusal('email'));
    expect(await rowCount('mail_outbox')).toBe(before);
  });

  it('a registration with a lone surrogate or a control character in a name: the field is named, no company or user created', async () => {
    const [companies, users] = [await rowCount('companies'), await rowCount('users')];
    const form = {
      email: 'new.owner@example.test',
      firstName: 'Ana',
      lastName: 'Diaz',
      companyName: 'Yard',
      timeZone: 'Europe/Berlin',
      password: 'Abcd1234',
      confirmPassword: 'Abcd1234',
    };
    for (const [field, value] of [
      ['companyName', 'Yard \ud83d'],
      ['lastName', 'Di\u0001az'],
    ] as const) {
      const { body } = await call(t.app, { method: 'POST', url: '/web-hmac/web/account/registerCompany', payload: { ...form, [field]: value } });
      expect(body).toMatchObject(refusal(field));
    }
    expect([await rowCount('companies'), await rowCount('users')]).toEqual([companies, users]);
  });

  it('names a nested field, and an unknown key holding a NUL; a session is checked first', async () => {
    const nested = { ...REPORT_BODY, filters: { ...REPORT_BODY.filters, category: 'mower\u0000' }, page: 1, pageSize: 20 };
    const url = '/web-hmac/web/report/inventory';
    expect((await call(t.app, { method: 'POST', url, headers: session, payload: nested })).body).toMatchObject(refusal('filters.category'));
    const unknownKey = { ...REPORT_BODY, page: 1, pageSize: 20, 'x\u0000': 1 };
    expect((await call(t.app, { method: 'POST', url, headers: session, payload: unknownKey })).body).toMatchObject(refusal('x\uFFFD'));
    expect((await call(t.app, { method: 'POST', url, payload: nested })).body).toMatchObject({ code: 1401 });
  });

  it('the streamed report export answers the JSON envelope, not a file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-hmac/web/report/export',
      headers: session,
      payload: { ...REPORT_BODY, kind: 'inventory', format: 'csv\u0000' },
    });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject(refusal('format'));
  });

  it('a device report with a NUL in an error code is refused before its credential is read, nothing stored', async () => {
    const events = await rowCount('equipment_reports');
    const report = {
      fixAt: '2026-06-15T14:59:00.000Z',
      position: null,
      activity: 'working',
      errorCode: 'E\u00001',
      errorCleared: false,
      firmwareVersion: null,
      battery: null,
      engineHours: null,
    };
    const { body } = await call(t.app, {
      method: 'POST',
      url: '/web-hmac/device/report',
      headers: { 'x-device-id': 'x', 'x-device-secret': 'y' },
      payload: { reports: [report] },
    });
    expect(body).toMatchObject(refusal('reports.0.errorCode'));
    expect(await rowCount('equipment_reports')).toBe(events);
  });
});
