import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { jsonLines, spawnServer, startSmtp, type ChildServer } from './child-server';
import { createScratchPostgres, uniqueDatabaseName, type ScratchPostgres } from './scratch-postgres';
import { openStream } from './sse-client';

/**
 * Production mode end to end (rules 20.1): the production command (NODE_ENV=production, the server's own
 * main, as `npm run serve` runs it) against an EMPTY PostgreSQL database and a real SMTP server:
 * no demo account, registration -> activation mail over SMTP -> its link activates the account,
 * no development mailbox, JSON logs with request id and traceId, a live stream that does not hold
 * SIGTERM. Runs where DATABASE_URL names a PostgreSQL server (CI); there is no PGlite variant of an
 * "empty PostgreSQL database". The start refusals need no database and always run
 * (production-refusals.test.ts).
 */

const adminUrl = process.env['DATABASE_URL'];
const HEADERS = { 'content-type': 'application/json', deviceType: 'web', lang: 'en-US', deviceId: 'prod-test' };
const COMPANY = {
  email: 'owner@lawns.example',
  firstName: 'Olive',
  lastName: 'Owner',
  companyName: 'Real Lawns',
  timeZone: 'Europe/Amsterdam',
  password: 'Garden2026',
  confirmPassword: 'Garden2026',
};

/** POSTs JSON with the headers of rules 7.4 and a traceId; answers the envelope. */
const post = async (base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ code: number; entry: unknown }> => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...HEADERS, traceId: `trace-${path.split('/').pop() ?? ''}`, ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; entry: unknown };
};

describe.skipIf(adminUrl === undefined || adminUrl === '')('production mode on an empty PostgreSQL database with a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: ChildServer;
  let webDist = '';
  let databaseUrl = '';
  let scratch: ScratchPostgres | undefined;

  /** Runs one query on the test's database. */
  const query = async <R extends pg.QueryResultRow>(text: string): Promise<R[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<R>(text)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    scratch = await createScratchPostgres(adminUrl ?? '', uniqueDatabaseName('yf_prod'));
    databaseUrl = scratch.url;
    smtp = await startSmtp();
    webDist = mkdtempSync(join(tmpdir(), 'yf-prod-web-'));
    server = await spawnServer({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: 'https://fleet.example.test',
      WEB_DIST: webDist,
      REPORT_SCHEDULER: 'off',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    await server.waitFor('/readyz');
  });

  afterAll(async () => {
    await server.kill();
    await smtp.close();
    rmSync(webDist, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('seeds nothing: no demo account exists, the demo login answers bad credentials, the dealer directory is empty', async () => {
    expect(await query('select email from users')).toEqual([]);
    expect(await query('select id from companies')).toEqual([]);
    expect(await query('select id from dealers')).toEqual([]);
    for (const email of [DEMO_LOGINS.admin, DEMO_LOGINS.power]) {
      expect((await post(server.url, '/web-hmac/web/auth/login', { email, password: DEMO_PASSWORD })).code).toBe(ServerCode.badCredentials);
    }
  });

  it('has no development mailbox: both paths answer 404 (the page too, not the web app)', async () => {
    for (const [path, accept] of [
      ['/dev/mailbox', 'text/html'],
      ['/web-hmac/dev/mailbox', 'application/json'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept } });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, error: 'not_found' });
    }
  });

  it('registers a company over HTTP, mails the activation over SMTP, and its link activates the account', async () => {
    expect(await post(server.url, '/web-hmac/web/account/registerCompany', COMPANY)).toMatchObject({ code: 200 });
    expect((await post(server.url, '/web-hmac/web/auth/login', { email: COMPANY.email, password: COMPANY.password })).code).toBe(ServerCode.notActivated);
    const deadline = Date.now() + 15_000;
    while (!smtp.received.some((m) => m.to.includes(COMPANY.email)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const mail = smtp.received.find((m) => m.to.includes(COMPANY.email));
    expect(mail?.raw).toMatch(/Subject: Activate your Yardfleet account/);
    const unfolded = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https:\/\/fleet\.example\.test\/activate\?token=[A-Za-z0-9_-]{43}/.exec(unfolded)?.[0] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).toHaveLength(43);
    // Following the link: the page at its path, which posts the token to activityCheck.
    const page = await fetch(`${server.url}${new URL(link).pathname}${new URL(link).search}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await post(server.url, '/web-hmac/user/activityCheck', { token })).toMatchObject({ code: 200, entry: { email: COMPANY.email } });
    const login = await post(server.url, '/web-hmac/web/auth/login', { email: COMPANY.email, password: COMPANY.password });
    expect(login.code).toBe(200);
  });

  it('logs JSON lines, each request line with the server request id and the traceId, never the password or the token', () => {
    const lines = jsonLines(server.stdout());
    const login = lines.filter((l) => l['traceId'] === 'trace-login');
    expect(login.length).toBeGreaterThanOrEqual(2);
    for (const line of login) expect(line['reqId']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(login.map((l) => l['reqId'])).size).toBeGreaterThanOrEqual(3);
    const activation = lines.find((l) => typeof l['req'] === 'object' && String((l['req'] as { url?: string }).url).startsWith('/activate?'));
    expect((activation?.['req'] as { url?: string } | undefined)?.url).toBe('/activate?token=[redacted]');
    expect(server.stdout()).not.toContain(COMPANY.password);
    expect(server.stdout()).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
  });

  it('on SIGTERM ends an open live stream and exits 0 well before the 30 s shutdown deadline', async () => {
    const session = (await post(server.url, '/web-hmac/web/auth/login', { email: COMPANY.email, password: COMPANY.password })).entry as {
      token: string;
      uid: string;
    };
    const opened = await openStream(server.url, session);
    if (!('stream' in opened)) throw new Error(`the live stream was refused: ${JSON.stringify(opened.envelope)}`);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await opened.stream.ended;
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
  });
});
