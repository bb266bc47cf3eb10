import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { equipmentPositions } from '@yardfleet/contract/endpoints/equipment-positions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { DYNAMIC_BROTLI_QUALITY, LARGE_BROTLI_QUALITY } from '../src/http/compression';
import { publishChanges } from '../src/live/publish';
import { backends, loginAs, startTestApp, type TestApp } from './harness';
import { isChange, openStream } from './sse-client';

const [pglite] = backends();
const LIST = '/web-hmac/web/equipment/list';
const QUERY = { page: 1, pageSize: 50, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
const BROWSER = 'gzip, deflate, br, zstd';

/** Text that compresses well, over the 1 KB threshold, as a build's files are. */
const SCRIPT = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{id:${i},name:"machine ${i}"}`).join(',')}];\n`;
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/index-Abc123xY.js"></script></head><body><div id="root"></div>${'<!-- yardfleet -->'.repeat(80)}</body></html>`;
const STYLE = `${'.row{display:flex;gap:4px}'.repeat(100)}\n`;

/** A web build as vite-plugin-compression2 writes it: .br and .gz beside each file, only .gz for the CSS, nothing for a tiny file. */
const compressedDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'yf-web-dist-br-'));
  mkdirSync(join(dir, 'assets'));
  const write = (path: string, text: string, copies: readonly ('br' | 'gz')[]) => {
    writeFileSync(join(dir, path), text);
    if (copies.includes('br')) writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    if (copies.includes('gz')) writeFileSync(join(dir, `${path}.gz`), gzipSync(text, { level: 9 }));
  };
  write('index.html', PAGE, ['br', 'gz']);
  write('assets/index-Abc123xY.js', SCRIPT, ['br', 'gz']);
  write('assets/index-Def456uV.css', STYLE, ['gz']);
  write('assets/tiny-Ghi789wX.js', 'export{};', []);
  return dir;
};

/** The body of an answer decoded by its Content-Encoding, as a browser reads it. */
const decoded = (body: Buffer, encoding: unknown): string => {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  expect(encoding).toBeUndefined();
  return body.toString('utf8');
};

describe('compression (rules 7.13, 21.2)', () => {
  let t: TestApp;
  let dist: string;
  let session: { token: string; uid: string };
  beforeAll(async () => {
    if (!pglite) throw new Error('no backend');
    dist = compressedDist();
    t = await startTestApp(pglite, { webDist: dist });
    session = await loginAs(t.app, DEMO_LOGINS.admin);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });

  describe('built files, precompressed at build time', () => {
    it('sends a hashed script as its brotli copy to a browser, with its own type, Vary and the immutable cache', async () => {
      const response = await get('/assets/index-Abc123xY.js', { 'accept-encoding': BROWSER });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      const plain = await get('/assets/index-Abc123xY.js');
      expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript; charset=utf-8$/);
      expect(response.headers['content-type']).toBe(plain.headers['content-type']);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
      expect(decoded(response.rawPayload, response.headers['content-encoding'])).toBe(SCRIPT);
    });

    it('sends index.html brotli-encoded with no-cache, at / and as the fallback of a deep link', async () => {
      for (const url of ['/', '/equipment', '/power/42?tab=ports']) {
        const page = await get(url, { accept: 'text/html,application/xhtml+xml', 'accept-encoding': BROWSER });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-encoding'], url).toBe('br');
        expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(page.headers.vary, url).toMatch(/accept-encoding/i);
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(decoded(page.rawPayload, page.headers['content-encoding']), url).toBe(PAGE);
      }
    });

    it('sends gzip when brotli is not accepted, or when the file has only a gzip copy', async () => {
      const gzipOnly = await get('/assets/index-Abc123xY.js', { 'accept-encoding': 'gzip, deflate' });
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzipOnly.rawPayload, 'gzip')).toBe(SCRIPT);
      const page = await get('/login', { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(decoded(page.rawPayload, 'gzip')).toBe(PAGE);
      const style = await get('/assets/index-Def456uV.css', { 'accept-encoding': BROWSER });
      expect(style.headers['content-encoding']).toBe('gzip');
      expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(decoded(style.rawPayload, 'gzip')).toBe(STYLE);
    });

    it('sends the file itself (with Vary) when no encoding is accepted, identity is asked for, or no copy exists', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
        const response = await get('/assets/index-Abc123xY.js', headers);
        expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.body).toBe(SCRIPT);
      }
      const tiny = await get('/assets/tiny-Ghi789wX.js', { 'accept-encoding': BROWSER });
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body).toBe('export{};');
      const page = await get('/equipment', { accept: 'text/html' });
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.body).toBe(PAGE);
    });

    it('answers HEAD with the headers of the GET and no body', async () => {
      const full = await get('/assets/index-Abc123xY.js', { 'accept-encoding': BROWSER });
      const head = await get('/assets/index-Abc123xY.js', { 'accept-encoding': BROWSER }, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      for (const name of ['content-encoding', 'content-type', 'content-length', 'vary', 'etag', 'cache-control'])
        expect(head.headers[name], name).toBe(full.headers[name]);
      const page = await get('/warehouse', { accept: 'text/html', 'accept-encoding': BROWSER }, 'HEAD');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.rawPayload.length).toBe(0);
    });

    it('answers a Range request with bytes of the representation it sends (the brotli copy, or the file)', async () => {
      const copy = brotliCompressSync(SCRIPT);
      const encoded = await get('/assets/index-Abc123xY.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
      expect(encoded.statusCode).toBe(206);
      expect(encoded.headers['content-encoding']).toBe('br');
      expect(encoded.headers['content-range']).toBe(`bytes 0-9/${copy.length}`);
      expect(encoded.rawPayload).toEqual(copy.subarray(0, 10));
      const plain = await get('/assets/index-Abc123xY.js', { range: 'bytes=7-12' });
      expect(plain.statusCode).toBe(206);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT.slice(7, 13));
    });

    it('gives each representation its own ETag and answers a matching If-None-Match with 304', async () => {
      const br = await get('/assets/index-Abc123xY.js', { 'accept-encoding': 'br' });
      const gzip = await get('/assets/index-Abc123xY.js', { 'accept-encoding': 'gzip' });
      expect(br.headers.etag).not.toBe(gzip.headers.etag);
      const again = await get('/assets/index-Abc123xY.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('API answers, compressed on the fly', () => {
    const list = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: LIST, headers: { 'content-type': 'application/json', ...session, ...headers }, payload: JSON.stringify(QUERY) });

    it('compresses a list answer over 1 KB with brotli, or gzip, only when the client asks, to the same JSON', async () => {
      const plain = await list({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const page = JSON.parse(plain.body) as { code: number; entry: { items: unknown[] } };
      expect(page.code).toBe(200);
      expect(page.entry.items.length).toBeGreaterThan(20);
      for (const [accept, encoding] of [
        [BROWSER, 'br'],
        ['gzip, deflate', 'gzip'],
        ['deflate', undefined],
        ['identity', undefined],
      ] as const) {
        const response = await list({ 'accept-encoding': accept });
        expect(response.headers['content-encoding'], accept).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(decoded(response.rawPayload, response.headers['content-encoding']))).toEqual(page);
        if (encoding !== undefined) {
          expect(response.headers.vary).toMatch(/accept-encoding/i);
          expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
          // Compressed whole in one call (SYNC_COMPRESSION_MAX_BYTES), so its length is known up front.
          expect(response.headers['transfer-encoding'], accept).toBeUndefined();
          expect(Number(response.headers['content-length']), accept).toBe(response.rawPayload.length);
        }
      }
    });

    it('compresses small answers at the fastest setting and the fleet positions at the denser one', async () => {
      const atQuality = (json: string, quality: number) =>
        brotliCompressSync(Buffer.from(json), {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        }).length;
      const page = await list({ 'accept-encoding': BROWSER });
      const pageJson = decoded(page.rawPayload, 'br');
      expect(page.rawPayload.length).toBe(atQuality(pageJson, DYNAMIC_BROTLI_QUALITY));
      const positions = await t.app.inject({
        method: 'POST',
        url: equipmentPositions.path,
        headers: { 'content-type': 'application/json', ...session, 'accept-encoding': BROWSER },
        payload: JSON.stringify({ search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null }),
      });
      expect(positions.headers['content-encoding']).toBe('br');
      const positionsJson = decoded(positions.rawPayload, 'br');
      expect(JSON.parse(positionsJson)).toMatchObject({ code: 200 });
      expect(positions.rawPayload.length).toBe(atQuality(positionsJson, LARGE_BROTLI_QUALITY));
      expect(atQuality(positionsJson, LARGE_BROTLI_QUALITY)).toBeLessThan(atQuality(positionsJson, DYNAMIC_BROTLI_QUALITY));
    });

    it('leaves an answer under 1 KB as it is', async () => {
      const info = await t.app.inject({ method: 'GET', url: '/web-hmac/web/auth/login/info', headers: { ...session, 'accept-encoding': BROWSER } });
      expect(info.rawPayload.length).toBeLessThan(1024);
      expect(info.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(info.body)).toMatchObject({ code: 200 });
    });

    it('still downloads a report export: the CSV compressed to the same file, the XLSX (a zip already) as it is', async () => {
      const exportFile = (format: 'csv' | 'xlsx', accept?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/web-hmac/web/report/export',
          headers: { ...session, lang: 'en-US', ...(accept === undefined ? {} : { 'accept-encoding': accept }) },
          payload: { kind: 'inventory', period: { from: '2025-06-16', to: '2026-06-15' }, filters: { tagId: null, category: null, warehouseId: null }, format },
        });
      const plainCsv = await exportFile('csv');
      const csv = await exportFile('csv', BROWSER);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-encoding']).toBe('br');
      expect(decoded(csv.rawPayload, 'br')).toBe(plainCsv.body);
      expect(plainCsv.body.split('\n').length).toBeGreaterThan(50);
      const xlsx = await exportFile('xlsx', BROWSER);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx"$/);
      expect(xlsx.headers['content-encoding']).toBeUndefined();
      expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    });

    it('never compresses the live stream, which still delivers each event as it happens', async () => {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const opened = await openStream(base, session, { 'accept-encoding': BROWSER });
      if ('envelope' in opened) throw new Error(`stream refused: ${JSON.stringify(opened.envelope)}`);
      const { stream } = opened;
      try {
        expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
        expect(stream.headers['content-encoding']).toBeUndefined();
        await stream.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
        const company = await t.db.selectFrom('companies').select('id').where('name', '=', GREENWAY_NAME).executeTakeFirstOrThrow();
        for (const id of [randomUUID(), randomUUID()]) {
          await t.db.transaction().execute((trx) => publishChanges(trx, company.id, [{ entity: 'equipment', id }]));
          const change = await stream.waitFor(
            (i): i is Extract<typeof i, { kind: 'message' }> => isChange(i) && (JSON.parse(i.message.data) as { id: string }).id === id,
            3_000,
          );
          expect(change.message.event).toBe('change');
        }
      } finally {
        stream.abort();
      }
    });
  });
});
