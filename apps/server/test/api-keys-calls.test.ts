/**
 * Calls made with an API key (`Authorization: Bearer <key>`, docs/security.md "API keys"): the key
 * acts as its company with its scope; revoked and expired keys answer 1401 at once on every
 * process; each key has its own rate limit, shared by every process; uses are recorded (time, address) without a write per
 * call, and a use from a new address is a security event.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { buildApp, callerCacheOf } from '../src/app';
import { loadConfig } from '../src/config/env';
import { apiKeyDb } from '../src/db/api-key-schema';
import { GREENWAY_NAME } from '../src/seed/demo';
import { backends, call, companyIdNamed, loginDemoUsers, startTestApp, type Session, type TestApp } from './harness';
import { eventsSince } from './security-log-fixtures';
import { bearer, createKey, listKeys, listWithKey, W } from './api-keys-support';

/** The per-key limit of this suite's app (API_KEY_REQUESTS_PER_MINUTE). */
const LIMIT = 40;

describe.each(backends())('calls with an API key on $name', (backend) => {
  let t: TestApp;
  let other: FastifyInstance;
  let s: Record<'admin' | 'power', Session>;
  beforeAll(async () => {
    t = await startTestApp(backend, { apiKeyRequestsPerMinute: LIMIT });
    // A second app on the same database plays a second server process with its own caller cache.
    other = await buildApp(
      { db: t.db, clock: t.clock, config: { ...loadConfig({}), apiKeyRequestsPerMinute: LIMIT, webDist: mkdtempSync(join(tmpdir(), 'yf-no-web-')) } },
      { logger: false },
    );
    s = await loginDemoUsers(t.app, ['admin', 'power']);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const createGroup = (key: string, name: string) => call(t.app, { method: 'POST', url: `${W}/tag/createGroup`, payload: { name }, headers: bearer(key) });

  it('a read key lists the company’s equipment (a POST query) and never writes', async () => {
    const { secret } = await createKey(t.app, s.admin, { scope: 'read' });
    const asAdmin = await call<{ total: number }>(t.app, {
      method: 'POST',
      url: `${W}/equipment/list`,
      payload: { page: 1, pageSize: 5, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null },
      headers: s.admin,
    });
    const listed = await listWithKey(t.app, secret);
    expect(listed.body, JSON.stringify(listed.body)).toMatchObject({ code: 200 });
    expect(listed.body.entry.total).toBe(asAdmin.body.entry.total);
    expect((await call(t.app, { method: 'GET', url: `${W}/tag/list`, headers: bearer(secret) })).body.code).toBe(200);
    const write = await createGroup(secret, 'From a read key');
    expect(write.body.code).toBe(ServerCode.forbiddenRole);
    const groups = await t.db.selectFrom('tag_groups').select('name').where('name', '=', 'From a read key').execute();
    expect(groups).toEqual([]);
  });

  it('a read and write key writes, as its company', async () => {
    const { secret } = await createKey(t.app, s.admin, { scope: 'read_write' });
    expect((await createGroup(secret, 'From a key')).body.code).toBe(200);
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    expect(await t.db.selectFrom('tag_groups').select('company_id').where('name', '=', 'From a key').execute()).toEqual([{ company_id: greenway }]);
  });

  it('never reaches the account, people, key management, the security log or personal settings', async () => {
    const { secret } = await createKey(t.app, s.admin, { scope: 'read_write' });
    const headers = bearer(secret);
    for (const [method, url, payload] of [
      ['GET', `${W}/people/list`, undefined],
      ['GET', `${W}/api-key/list`, undefined],
      ['POST', `${W}/api-key/create`, { name: 'Child', scope: 'read_write', expiresInDays: null }],
      ['GET', `${W}/auth/login/info`, undefined],
      ['GET', `${W}/personal/company`, undefined],
      ['POST', `${W}/security/log`, { page: 1, pageSize: 10 }],
      ['GET', `${W}/alert/my-settings`, undefined],
    ] as const) {
      expect((await call(t.app, { method, url, headers, ...(payload === undefined ? {} : { payload }) })).body.code, url).toBe(ServerCode.forbiddenRole);
    }
  });

  it('exports a report as a file (a read), and no key opens the live stream', async () => {
    const { secret } = await createKey(t.app, s.admin, { scope: 'read' });
    const payload = {
      kind: 'inventory',
      period: { from: '2026-06-01', to: '2026-06-15' },
      filters: { tagId: null, category: null, warehouseId: null },
      format: 'csv',
    };
    const file = await t.app.inject({ method: 'POST', url: `${W}/report/export`, payload, headers: bearer(secret) });
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body.split('\n').length).toBeGreaterThan(2);
    expect((await call(t.app, { method: 'GET', url: `${W}/live/stream`, headers: bearer(secret) })).body.code).toBe(ServerCode.sessionExpired);
  });

  it('sees only its own company: a key of another company lists its own fleet', async () => {
    const mine = await listWithKey(t.app, (await createKey(t.app, s.admin)).secret);
    const theirs = await listWithKey(t.app, (await createKey(t.app, s.power)).secret);
    expect(theirs.body.code).toBe(200);
    expect(theirs.body.entry.total).not.toBe(mine.body.entry.total);
  });

  it('answers 1401 to an unknown, malformed, expired or revoked key', async () => {
    const { secret } = await createKey(t.app, s.admin, { expiresInDays: 1 });
    expect((await listWithKey(t.app, secret)).body.code).toBe(200);
    for (const wrong of [`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, 'yf_live_nonsense', 'not-a-key']) {
      expect((await listWithKey(t.app, wrong)).body.code).toBe(ServerCode.sessionExpired);
    }
    t.clock.advance(86_400_000);
    expect((await listWithKey(t.app, secret)).body.code).toBe(ServerCode.sessionExpired);
    s = await loginDemoUsers(t.app, ['admin', 'power']); // The sessions of a day ago have expired too.
  });

  it('a revoked key is refused at once by every process, though both had just answered it', async () => {
    const made = await createKey(t.app, s.admin);
    for (const app of [t.app, other, t.app, other]) expect((await listWithKey(app, made.secret)).body.code).toBe(200);
    const revoked = await call(t.app, { method: 'POST', url: `${W}/api-key/revoke`, payload: { id: made.key.id }, headers: s.admin });
    expect(revoked.body.code).toBe(200);
    expect((await listWithKey(other, made.secret)).body.code).toBe(ServerCode.sessionExpired);
    expect((await listWithKey(t.app, made.secret)).body.code).toBe(ServerCode.sessionExpired);
    // Revoked by any writer (here plain SQL): the NOTIFY reaches the other process's cache.
    const second = await createKey(t.app, s.admin);
    expect((await listWithKey(other, second.secret)).body.code).toBe(200);
    await apiKeyDb(t.db).updateTable('api_keys').set({ revoked_at: t.clock.now() }).where('id', '=', second.key.id).execute();
    await callerCacheOf(other)?.settle(t.db);
    expect((await listWithKey(other, second.secret)).body.code).toBe(ServerCode.sessionExpired);
  });

  it('keeps the last use (time and address) without a write per call, and logs a use from a new address once', async () => {
    const made = await createKey(t.app, s.admin, { name: 'Nightly export' });
    const since = t.clock.now().toISOString();
    const used = async () => (await listKeys(t.app, s.admin)).find((k) => k.id === made.key.id);
    await listWithKey(t.app, made.secret, '198.51.100.4');
    const first = t.clock.now().toISOString();
    expect(await used()).toMatchObject({ lastUsedAt: first, lastUsedAddress: '198.51.100.4' });
    t.clock.advance(30_000);
    await listWithKey(t.app, made.secret, '198.51.100.4');
    expect((await used())?.lastUsedAt).toBe(first);
    t.clock.advance(30_000);
    await listWithKey(t.app, made.secret, '198.51.100.4');
    expect((await used())?.lastUsedAt).toBe(t.clock.now().toISOString());
    await listWithKey(t.app, made.secret, '192.0.2.9');
    await listWithKey(t.app, made.secret, '198.51.100.4');
    await listWithKey(t.app, made.secret, '192.0.2.9');
    expect(await used()).toMatchObject({ lastUsedAddress: '192.0.2.9' });
    const events = (await eventsSince(t.app, s.admin, since, ['api_key_used_from_new_address'])).filter((e) => e.target?.id === made.key.id);
    expect(events.map((e) => [e.address, e.target?.label, e.actor])).toEqual([
      ['192.0.2.9', `Nightly export (${made.key.prefix})`, null],
      ['198.51.100.4', `Nightly export (${made.key.prefix})`, null],
    ]);
  });

  it('limits each key on its own: 429 with Retry-After and the RateLimit headers; another key and sessions go on', async () => {
    const busy = await createKey(t.app, s.admin);
    const calm = await createKey(t.app, s.admin);
    const tags = (key: string) => t.app.inject({ method: 'GET', url: `${W}/tag/list`, headers: bearer(key) });
    const first = await tags(busy.secret);
    expect(first.headers['ratelimit-limit']).toBe(String(LIMIT));
    expect(first.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
    for (let i = 1; i < LIMIT; i += 1) expect((await tags(busy.secret)).statusCode).toBe(200);
    const refused = await tags(busy.secret);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(JSON.parse(refused.body)).toMatchObject({ status: 429, error: 'too_many_requests' });
    expect((await tags(calm.secret)).statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: `${W}/tag/list`, headers: s.admin })).body.code).toBe(200);
  });

  it('counts a key’s calls in every process against one limit (decision 0032)', async () => {
    const key = await createKey(t.app, s.admin);
    const tags = (app: FastifyInstance) => app.inject({ method: 'GET', url: `${W}/tag/list`, headers: bearer(key.secret) });
    for (let i = 0; i < LIMIT; i += 1) expect((await tags(i % 2 === 0 ? t.app : other)).statusCode).toBe(200);
    expect((await tags(other)).statusCode).toBe(429);
    expect((await tags(t.app)).statusCode).toBe(429);
  });
});
