import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { manualClock } from '../src/clock';
import { loadConfig, type ServerConfig } from '../src/config/env';
import { migrateToLatest } from '../src/db/migrate';
import { backends, fakeWebDist, SEED_TIME } from './harness';

/**
 * Rules 20.2: the demo's development mailbox holds every mail (reset links included), so it
 * answers only callers on this machine (the socket's loopback address; X-Forwarded-For never
 * counts, from a trusted proxy or not); anyone else gets the 404 of a path that does not exist.
 * Production has no mailbox at all. On PGlite, through inject's `remoteAddress`.
 */

const LOCAL = ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'];
const REMOTE = ['203.0.113.7', '192.168.1.20', '::ffff:203.0.113.7', '2001:db8::1', '10.0.0.127'];

describe('the development mailbox answers this machine only', () => {
  let opened: Awaited<ReturnType<ReturnType<typeof backends>[number]['open']>>;
  const apps: FastifyInstance[] = [];
  let demo: FastifyInstance;
  let attachmentPath = '';

  const build = async (config: Partial<ServerConfig>): Promise<FastifyInstance> => {
    const app = await buildApp(
      { db: opened.db, clock: manualClock(SEED_TIME), config: { ...loadConfig({}), webDist: fakeWebDist(), ...config } },
      { logger: false },
    );
    apps.push(app);
    return app;
  };
  const get = (app: FastifyInstance, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html,application/json;q=0.9,*/*;q=0.8', ...headers } });

  beforeAll(async () => {
    const pglite = backends().find((b) => b.name === 'pglite');
    if (pglite === undefined) throw new Error('no PGlite backend');
    opened = await pglite.open();
    await migrateToLatest(opened.db);
    const mail = await opened.db
      .insertInto('mail_outbox')
      .values({
        recipient: 'admin@example.test',
        subject: 'Reset your password',
        body_text: 'https://fleet.example.test/reset-password?token=abc',
        links: JSON.stringify(['https://fleet.example.test/reset-password?token=abc']),
        sent_at: SEED_TIME,
        attachments: JSON.stringify([{ filename: 'report.csv', contentType: 'text/csv', size: 4, contentBase64: Buffer.from('a,b\n').toString('base64') }]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    attachmentPath = `/dev/mailbox/${mail.id}/attachments/0`;
    demo = await build({ trustProxy: ['203.0.113.0/24'] });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await opened.dispose();
  });

  it('shows the page, the JSON and the attachments to loopback callers', async () => {
    for (const address of LOCAL) {
      const page = await get(demo, '/dev/mailbox', address);
      expect(page.statusCode, address).toBe(200);
      expect(page.body).toContain('Reset your password');
      const json = await get(demo, '/web-hmac/dev/mailbox', address);
      expect(json.json(), address).toMatchObject({ code: 200, entry: { mails: [{ subject: 'Reset your password' }] } });
      const file = await get(demo, attachmentPath, address);
      expect(file.statusCode, address).toBe(200);
      expect(file.body).toBe('a,b\n');
    }
  });

  it('answers 404 not_found to any other address, for every mailbox path, and never falls back to the web app', async () => {
    for (const address of REMOTE) {
      for (const path of ['/dev/mailbox', '/web-hmac/dev/mailbox', attachmentPath]) {
        const response = await get(demo, path, address);
        expect(response.statusCode, `${address} ${path}`).toBe(404);
        expect(response.json()).toEqual({ status: 404, message: `Route GET ${path} not found`, error: 'not_found' });
        expect(response.body).not.toContain('reset-password');
      }
    }
  });

  it('ignores X-Forwarded-For, even from a proxy TRUST_PROXY names', async () => {
    for (const path of ['/dev/mailbox', '/web-hmac/dev/mailbox', attachmentPath]) {
      const response = await get(demo, path, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('does not exist in production, not even for this machine', async () => {
    const production = await build({ mode: 'production', smtpUrl: null });
    for (const path of ['/dev/mailbox', '/web-hmac/dev/mailbox', attachmentPath]) {
      const response = await get(production, path, '127.0.0.1');
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });
});
