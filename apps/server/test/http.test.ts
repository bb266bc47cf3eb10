import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, fakeWebDist, json, loginAs, startTestApp, type TestApp } from './harness';

const LIST = '/web-hmac/web/equipment/list';
const QUERY = { page: 1, pageSize: 20, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
const [pglite] = backends();

describe('HTTP failures, security headers and the web app', () => {
  let t: TestApp;
  let session: { token: string; uid: string };
  let dist: string;
  beforeAll(async () => {
    if (!pglite) throw new Error('no backend');
    dist = fakeWebDist();
    t = await startTestApp(pglite, { webDist: dist });
    session = await loginAs(t.app, DEMO_LOGINS.admin);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: LIST, headers: { 'content-type': 'application/json', ...session, ...headers }, payload });

  it('answers an unknown field with HTTP 400 unknown_field, before any query', async () => {
    const response = await post(JSON.stringify({ ...QUERY, colour: 'red' }));
    expect(response.statusCode).toBe(400);
    expect(json(response.body)).toMatchObject({ status: 400, error: 'unknown_field', message: 'unknown field "colour"' });
  });

  it('answers a field of the wrong type with HTTP 400 invalid_field', async () => {
    const response = await post(JSON.stringify({ ...QUERY, pageSize: 1000 }));
    expect(response.statusCode).toBe(400);
    expect(json(response.body)).toMatchObject({ status: 400, error: 'invalid_field' });
    const login = await t.app.inject({ method: 'POST', url: '/web-hmac/web/auth/login', payload: { email: 'a@b.co' } });
    expect(login.statusCode).toBe(400);
    expect(json(login.body)).toMatchObject({ error: 'invalid_field' });
  });

  it('answers malformed or empty JSON with HTTP 400 malformed_body', async () => {
    for (const payload of ['{"page": 1,', '']) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(json(response.body)).toMatchObject({ status: 400, error: 'malformed_body' });
    }
  });

  it('answers a body over 64 KiB with HTTP 413 and another content type with 415', async () => {
    const big = await post(JSON.stringify({ ...QUERY, search: 'x'.repeat(70_000) }));
    expect(big.statusCode).toBe(413);
    expect(json(big.body)).toMatchObject({ error: 'body_too_large' });
    const text = await post('page=1', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(json(text.body)).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('answers an unknown /web-hmac route with a JSON 404, even when the client accepts HTML', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await t.app.inject({ method: 'GET', url: '/web-hmac/web/nothing/here', headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(json(response.body)).toEqual({ status: 404, message: 'Route GET /web-hmac/web/nothing/here not found', error: 'not_found' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/web-hmac/web/auth/logout' })).statusCode).toBe(404);
  });

  it('sends a strict CSP and the usual security headers on API answers and pages', async () => {
    for (const url of ['/web-hmac/web/auth/login/info', '/equipment']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(response.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('img-src')).toContain('https://tile.openstreetmap.org');
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves index.html for deep links (no-cache) and hashed assets with a long cache', async () => {
    for (const url of ['/', '/equipment', '/power/42', '/login?redirect=%2Fequipment']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Abc123xY.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-Zz999999.js', headers: { accept: 'application/javascript' } });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the equipment pictures the demo data points at', async () => {
    const picture = await t.app.inject({ method: 'GET', url: '/media/equipment/mower.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('answers API calls sent with the headers of rules 7.4 with no-store', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-hmac/web/auth/login/info', headers: { ...session, traceId: 'trace-123' } });
    expect(json(response.body)).toMatchObject({ code: 200 });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!pglite) throw new Error('no backend');
    t = await startTestApp(pglite);
  });
  afterAll(async () => {
    await t.close();
  });

  it('still serves the API and says the web app is not built', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/equipment', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The web app is not built');
    expect(page.body).not.toContain('<script');
    expect((await loginAs(t.app, DEMO_LOGINS.admin)).token).toHaveLength(43);
  });
});
