/**
 * API key management (contract endpoints/api-keys.ts, docs/security.md "API keys"): the admin's
 * only; the key is answered once and stored as its SHA-256; another company's key answers not
 * found; creating and revoking are in the security log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey } from '@yardfleet/contract/endpoints/api-keys';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { hashToken } from '../src/auth/tokens';
import { apiKeyDb } from '../src/db/api-key-schema';
import { backends, call, loginDemoUsers, startTestApp, type Session, type TestApp } from './harness';
import { eventsSince } from './security-log-fixtures';
import { createKey, KEY_CREATE, KEY_LIST, KEY_REVOKE, listKeys } from './api-keys-support';

describe.each(backends())('API key management on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'guest' | 'app', Session>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power', 'guest', 'app']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the key once, lists it by prefix without the secret, and stores only its hash', async () => {
    const made = await createKey(t.app, s.admin, { name: 'ERP sync', scope: 'read_write', expiresInDays: 30 });
    expect(made.secret).toMatch(/^yf_live_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(made.key).toMatchObject({
      name: 'ERP sync',
      scope: 'read_write',
      revokedAt: null,
      lastUsedAt: null,
      lastUsedAddress: null,
      createdBy: 'Avery Collins',
    });
    expect(made.secret.startsWith(`${made.key.prefix}_`)).toBe(true);
    expect(Date.parse(made.key.expiresAt ?? '') - Date.parse(made.key.createdAt)).toBe(30 * 86_400_000);
    const listed = await listKeys(t.app, s.admin);
    expect(listed.find((k) => k.id === made.key.id)).toEqual(made.key);
    expect(JSON.stringify(listed)).not.toContain(made.secret.slice(21));
    const rows = await apiKeyDb(t.db).selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(made.secret.slice(21));
    expect(rows.find((r) => r.id === made.key.id)?.key_hash).toBe(hashToken(made.secret));
  });

  it('is the admin’s only: a manager, an employee, a guest and an app-only user get 1170010403 on every call', async () => {
    const made = await createKey(t.app, s.admin);
    for (const who of [s.manager, s.employee, s.guest, s.app]) {
      expect((await call(t.app, { method: 'GET', url: KEY_LIST, headers: who })).body.code).toBe(ServerCode.forbiddenRole);
      const create = await call(t.app, { method: 'POST', url: KEY_CREATE, payload: { name: 'x', scope: 'read', expiresInDays: null }, headers: who });
      expect(create.body.code).toBe(ServerCode.forbiddenRole);
      expect((await call(t.app, { method: 'POST', url: KEY_REVOKE, payload: { id: made.key.id }, headers: who })).body.code).toBe(ServerCode.forbiddenRole);
    }
    expect((await listKeys(t.app, s.admin)).find((k) => k.id === made.key.id)?.revokedAt).toBeNull();
  });

  it('hides another company’s keys: not listed, and revoking one answers not found like an unknown id', async () => {
    const theirs = await createKey(t.app, s.power, { name: 'Power sync' });
    expect((await listKeys(t.app, s.admin)).map((k) => k.id)).not.toContain(theirs.key.id);
    for (const id of [theirs.key.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await call(t.app, { method: 'POST', url: KEY_REVOKE, payload: { id }, headers: s.admin })).body.code).toBe(ServerCode.notFound);
    }
    expect((await listKeys(t.app, s.power)).find((k) => k.id === theirs.key.id)?.revokedAt).toBeNull();
  });

  it('refuses a bad name with 1170010001 naming the field, and an unknown field naming it', async () => {
    const blank = await call(t.app, { method: 'POST', url: KEY_CREATE, payload: { name: ' ', scope: 'read', expiresInDays: null }, headers: s.admin });
    expect(blank.body).toMatchObject({ code: ServerCode.validationFailed, entry: { name: { code: 'required', field: 'name' } } });
    const long = await call(t.app, {
      method: 'POST',
      url: KEY_CREATE,
      payload: { name: 'x'.repeat(51), scope: 'read', expiresInDays: null },
      headers: s.admin,
    });
    expect(long.body).toMatchObject({ code: ServerCode.validationFailed, entry: { name: { code: 'too_long', max: 50 } } });
    const bad = await call(t.app, { method: 'POST', url: KEY_CREATE, payload: { name: 'a\u0000b', scope: 'read', expiresInDays: null }, headers: s.admin });
    expect(bad.body).toMatchObject({ code: ServerCode.validationFailed, entry: { name: { code: 'unsupported_characters' } } });
    // Unknown fields: HTTP 400 unknown_field naming the field, as on every call (docs/error-codes.md).
    const unknown = await t.app.inject({
      method: 'POST',
      url: KEY_CREATE,
      payload: { name: 'x', scope: 'read', expiresInDays: null, owner: 'me' },
      headers: s.admin,
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: 'unknown_field', message: 'unknown field "owner"' });
    const scope = await t.app.inject({ method: 'POST', url: KEY_CREATE, payload: { name: 'x', scope: 'admin', expiresInDays: null }, headers: s.admin });
    expect(scope.statusCode).toBe(400);
    expect(await listKeys(t.app, s.admin)).not.toContainEqual(expect.objectContaining({ name: 'x' }));
  });

  it('logs creating and revoking with who, the key’s name and prefix, never its secret', async () => {
    t.clock.advance(60_000);
    const since = t.clock.now().toISOString();
    const made = await createKey(t.app, s.admin, { name: 'Dispatch', scope: 'read' });
    t.clock.advance(1_000);
    const revoked = await call<ApiKey>(t.app, { method: 'POST', url: KEY_REVOKE, payload: { id: made.key.id }, headers: s.admin });
    expect(revoked.body.entry.revokedAt).toBe(t.clock.now().toISOString());
    const again = await call<ApiKey>(t.app, { method: 'POST', url: KEY_REVOKE, payload: { id: made.key.id }, headers: s.admin });
    expect(again.body.entry.revokedAt).toBe(revoked.body.entry.revokedAt);
    const events = await eventsSince(t.app, s.admin, since, ['api_key_created', 'api_key_revoked']);
    const target = { type: 'api_key', id: made.key.id, label: `Dispatch (${made.key.prefix})` };
    expect(events).toEqual([
      expect.objectContaining({ kind: 'api_key_revoked', target, actor: expect.objectContaining({ name: 'Avery Collins' }) }),
      expect.objectContaining({ kind: 'api_key_created', target, change: { from: null, to: 'read' } }),
    ]);
    expect(JSON.stringify(events)).not.toContain(made.secret);
  });
});
