import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityEvent } from '@yardfleet/contract/endpoints/security-log';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { buildApp } from '../src/app';
import { manualClock } from '../src/clock';
import { loadConfig } from '../src/config/env';
import { securityDb } from '../src/db/security-schema';
import { SECURITY_LOG_KEEP_DAYS, pruneSecurityEvents } from '../src/areas/security-log/prune';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { SEED_TIME, backends, call, loginAs, startTestApp, type TestApp } from './harness';
import { loginFrom, readLog, send, type Session } from './security-log-fixtures';

const W = '/web-hmac/web';
const LAN = { ip: '203.0.113.5', ua: 'Mozilla/5.0 (Macintosh) Safari/605.1.15' };
type Row = {
  id: string;
  kind: string;
  occurred_at: Date;
  actor_name: string | null;
  actor_email: string | null;
  address: string | null;
  target_label: string | null;
};

describe.each(backends())('security log reading on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let greenway: string;
  /** The company's stored rows, the model each answer is checked against (newest first, then id). */
  const stored = async (): Promise<Row[]> =>
    securityDb(t.db)
      .selectFrom('security_events')
      .select(['id', 'kind', 'occurred_at', 'actor_name', 'actor_email', 'address', 'target_label'])
      .where('company_id', '=', greenway)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);
  const page = async (body: Record<string, unknown>): Promise<{ items: SecurityEvent[]; total: number }> => {
    const { body: answer } = await readLog(t.app, admin, body);
    expect(answer.code).toBe(200);
    return answer.entry;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    t.clock.advance(60_000);
    admin = await loginFrom(t.app, DEMO_LOGINS.admin, DEMO_PASSWORD, LAN);
    greenway = (await t.db.selectFrom('users').select('company_id').where('email', '=', DEMO_LOGINS.admin).executeTakeFirstOrThrow()).company_id ?? '';
    // A tag whose name holds both LIKE wildcards, deleted: the search must take them literally.
    const group = await t.db.selectFrom('tag_groups').select('id').where('company_id', '=', greenway).where('name', '=', 'Crew').executeTakeFirstOrThrow();
    const tag = await send<{ id: string }>(t.app, `${W}/tag/create`, { groupId: group.id, name: 'Promo_50%' }, LAN, admin);
    t.clock.advance(1000);
    expect((await send(t.app, `${W}/tag/delete`, { id: tag.entry.id }, LAN, admin)).code).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the demo admin a seeded log newest first (then by id), paged with its total', async () => {
    const rows = await stored();
    expect(rows.length).toBeGreaterThan(10);
    const all = await page({});
    expect(all.total).toBe(rows.length);
    expect(ids(all.items)).toEqual(ids(rows));
    const paged: SecurityEvent[] = [];
    for (let n = 1; n <= Math.ceil(rows.length / 4); n += 1) {
      const part = await page({ page: n, pageSize: 4 });
      expect(part.total).toBe(rows.length);
      paged.push(...part.items);
    }
    expect(ids(paged)).toEqual(ids(rows));
    expect((await page({ page: 1000, pageSize: 4 })).items).toEqual([]);
  });

  it('filters by kinds, by [from, to) and by a case-insensitive search with literal wildcards', async () => {
    const rows = await stored();
    const failures = await page({ kinds: ['login_failed', 'account_locked'] });
    expect(ids(failures.items)).toEqual(ids(rows.filter((r) => r.kind === 'login_failed' || r.kind === 'account_locked')));
    expect(failures.total).toBeGreaterThan(0);
    expect((await page({ kinds: [] })).total).toBe(rows.length);
    const [newer, older] = [rows[2], rows[rows.length - 3]];
    if (!newer || !older) throw new Error('too few rows');
    const window = await page({ from: older.occurred_at.toISOString(), to: newer.occurred_at.toISOString() });
    expect(ids(window.items)).toEqual(ids(rows.filter((r) => r.occurred_at >= older.occurred_at && r.occurred_at < newer.occurred_at)));
    expect(ids(window.items)).toContain(older.id);
    expect(ids(window.items)).not.toContain(newer.id);
    const matches = (needle: string) =>
      rows.filter((r) => [r.actor_name, r.actor_email, r.address, r.target_label].some((v) => v?.toLowerCase().includes(needle)));
    for (const search of ['PRIYA', '192.0.2.', 'loaner', 'MOWER 41', 'promo_50%', '%', '_', 'Avery Collins']) {
      const found = await page({ search });
      expect(ids(found.items), search).toEqual(ids(matches(search.toLowerCase())));
      expect(found.total, search).toBeGreaterThan(0);
    }
    // The tag's creation (rules 20.13, named "group: tag") and its delete.
    expect((await page({ search: '%' })).items.map((e) => e.target?.label)).toEqual(['Promo_50%', 'Crew: Promo_50%']);
    expect((await page({ search: '  ' })).total).toBe(rows.length);
    expect((await page({ search: 'no such thing', kinds: ['login_failed'] })).total).toBe(0);
  });

  it('refuses a search over 100 characters, an unknown field and a bad page size', async () => {
    expect((await readLog(t.app, admin, { search: 'x'.repeat(101) })).body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { search: { code: 'too_long', max: 100 } },
    });
    expect((await readLog(t.app, admin, { search: 'x'.repeat(100) })).body.code).toBe(200);
    expect((await readLog(t.app, admin, { actor: 'x' })).status).toBe(400);
    expect((await readLog(t.app, admin, { pageSize: 101 })).status).toBe(400);
    expect((await readLog(t.app, admin, { kinds: ['logged_in'] })).status).toBe(400);
    expect((await readLog(t.app, admin, { from: 'yesterday' })).status).toBe(400);
    // The widest instants the contract lets through still answer (years 1000 to 9999; earlier years are refused, rules 20.8).
    expect((await readLog(t.app, admin, { from: '1000-01-01T00:00:00.000Z', to: '9999-12-31T23:59:59.999Z' })).body.entry.total).toBe((await stored()).length);
    expect((await readLog(t.app, admin, { from: '1000-01-01T00:00:00.000Z', to: '1000-01-02T00:00:00.000Z' })).body.entry.total).toBe(0);
    expect((await readLog(t.app, admin, { from: '0000-01-01T00:00:00.000Z' })).status).toBe(400);
  });

  it("is the admin's alone: other roles, app users and guests get 1170010403; another company sees only its own", async () => {
    for (const email of [DEMO_LOGINS.manager, DEMO_LOGINS.employee, DEMO_LOGINS.app, DEMO_LOGINS.guest]) {
      expect((await readLog(t.app, await loginAs(t.app, email), {})).body.code, email).toBe(ServerCode.forbiddenRole);
    }
    expect((await call(t.app, { method: 'POST', url: '/web-hmac/web/security/log', payload: { page: 1, pageSize: 10 } })).body.code).toBe(
      ServerCode.sessionExpired,
    );
    const power = await loginAs(t.app, DEMO_LOGINS.power);
    const theirs = (await readLog(t.app, power, {})).body.entry;
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(theirs.items.every((e) => e.actor?.email === DEMO_LOGINS.power)).toBe(true);
    expect((await readLog(t.app, power, { search: 'demo.yardfleet.test' })).body.entry.total).toBe(theirs.total);
    // The guest's login is kept without a company and shows in no company's log.
    const guestRows = await securityDb(t.db)
      .selectFrom('security_events')
      .select(['company_id', 'kind'])
      .where('actor_email', '=', DEMO_LOGINS.guest)
      .execute();
    expect(guestRows).toEqual([{ company_id: null, kind: 'login_succeeded' }]);
    expect((await page({ search: DEMO_LOGINS.guest })).total).toBe(0);
  });

  it('cleans and cuts the User-Agent to 256 characters and takes X-Forwarded-For only from a proxy TRUST_PROXY names', async () => {
    t.clock.advance(1000);
    const at = t.clock.now().toISOString();
    const ua = `Mozilla/5.0 \u0000${'x'.repeat(300)}`; // a NUL is dropped (the database cannot store it), not refused
    const direct = await call(t.app, {
      method: 'POST',
      url: `${W}/auth/login`,
      payload: { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD },
      remoteAddress: '198.51.100.9',
      headers: { 'user-agent': ua, 'x-forwarded-for': '203.0.113.77' },
    });
    expect(direct.body.code).toBe(200);
    const dist = mkdtempSync(join(tmpdir(), 'yf-no-web-'));
    const proxied = await buildApp({ db: t.db, clock: t.clock, config: { ...loadConfig({}), webDist: dist, trustProxy: ['127.0.0.1'] } }, { logger: false });
    try {
      t.clock.advance(1000);
      const viaProxy = await call(proxied, {
        method: 'POST',
        url: `${W}/auth/login`,
        payload: { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD },
        remoteAddress: '127.0.0.1',
        headers: { 'user-agent': 'Proxy-Test/1.0', 'x-forwarded-for': '203.0.113.77' },
      });
      expect(viaProxy.body.code).toBe(200);
    } finally {
      await proxied.close();
      rmSync(dist, { recursive: true, force: true });
    }
    const logins = (await page({ from: at, kinds: ['login_succeeded'] })).items;
    expect(logins.map((e) => [e.address, e.userAgent])).toEqual([
      ['203.0.113.77', 'Proxy-Test/1.0'],
      ['198.51.100.9', ua.replace('\u0000', '').slice(0, 256)],
    ]);
  });

  it(`prunes events older than ${SECURITY_LOG_KEEP_DAYS} days, of every company, and keeps the rest`, async () => {
    const cutoff = new Date(SEED_TIME.getTime() - 10 * 86_400_000);
    const everyRow = () => securityDb(t.db).selectFrom('security_events').select(['id', 'occurred_at']).execute();
    const before = await everyRow();
    const old = before.filter((r) => r.occurred_at < cutoff);
    expect(old.length).toBeGreaterThan(0);
    const removed = await pruneSecurityEvents(t.db, manualClock(new Date(cutoff.getTime() + SECURITY_LOG_KEEP_DAYS * 86_400_000)));
    expect(removed).toBe(old.length);
    expect((await everyRow()).map((r) => r.id).sort()).toEqual(
      before
        .filter((r) => r.occurred_at >= cutoff)
        .map((r) => r.id)
        .sort(),
    );
  });
});
