import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { writeArtifacts } from '@yardfleet/openapi/build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_REFERENCE_PATH, OPENAPI_PATH, registerOpenApi } from '../src/http/openapi';
import { backends, startTestApp, type TestApp } from './harness';

/** Every URL a page names in `src` or `href` attributes. */
const referencedUrls = (html: string): string[] => [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1] ?? '');

describe.each(backends())('the OpenAPI document and the API reference page ($name)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    await writeArtifacts(); // what `npm run build` writes into packages/openapi/dist
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('serves the OpenAPI 3.1 document of the contract at /api/openapi.json', async () => {
    const answer = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const document = JSON.parse(answer.body) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/web-hmac/web/equipment/list']?.['post']?.operationId).toBe('equipmentList');
    // The app's CSP on the document itself: only the reference page has its own.
    expect(answer.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it('sends the document as its brotli copy to a client that accepts it', async () => {
    const answer = await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toContain('accept-encoding');
  });

  it('serves the reference page with a CSP and nothing from another origin', async () => {
    const answer = await t.app.inject({ method: 'GET', url: API_REFERENCE_PATH, headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|\*|unsafe-eval/);
    const urls = referencedUrls(answer.body);
    expect(urls).toEqual(expect.arrayContaining(['/api/reference/reference.js', '/api/reference/reference.css']));
    expect(urls.filter((u) => !u.startsWith('/') || u.startsWith('//'))).toEqual([]);
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it("serves the page's bundle (Scalar, configured to talk to this origin only) from this server", async () => {
    const bundle = await t.app.inject({ method: 'GET', url: '/api/reference/reference.js', headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/api/reference/reference.js' });
    expect(plain.body).toContain('/api/openapi.json');
    const styles = await t.app.inject({ method: 'GET', url: '/api/reference/reference.css' });
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
  });

  it('keeps the app CSP on every other answer', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.headers['content-security-policy']).not.toContain('unsafe-inline');
  });
});

describe('the API document before it is built', () => {
  it('answers 404 naming the build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'yf-no-openapi-'));
    const app = Fastify({ logger: false });
    await registerOpenApi(app, empty);
    for (const url of [OPENAPI_PATH, API_REFERENCE_PATH, '/api/reference/reference.js']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 404, error: 'not_found', message: expect.stringContaining('npm run build') });
    }
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  });
});
