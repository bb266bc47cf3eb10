/**
 * A plain-HTTP LAN host (rules 7.4, 8.6): a depot server on the LAN is reached over plain HTTP at
 * its network address, where the page is not a secure context and `crypto.randomUUID` does not
 * exist. Logging in must still work (the traceId and deviceId come from a generator that works
 * everywhere). A second built server listens on every interface for this test; the browser opens it
 * at the machine's own non-loopback IPv4 address.
 */
import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import { startBuiltServer } from '../server';
import { ADMIN } from './support';

/** The first non-internal IPv4 address of this machine. @throws when it has none. */
const lanAddress = (): string => {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === 'IPv4' && !address.internal) return address.address;
  }
  throw new Error('this machine has no non-loopback IPv4 address to test a plain-HTTP LAN host');
};

test('logging in over plain HTTP on the LAN address works, where crypto.randomUUID does not exist', async ({ browser }) => {
  test.setTimeout(240_000);
  const server = await startBuiltServer({ host: '0.0.0.0' });
  try {
    const origin = server.url.replace('127.0.0.1', lanAddress());
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const traceIds: string[] = [];
    page.on('request', (request) => {
      const traceId = request.headers()['traceid'];
      if (request.url().includes('/web-hmac/web/auth/login') && traceId) traceIds.push(traceId);
    });
    await page.goto('/login');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined');

    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await expect(page.getByRole('button', { name: new RegExp(ADMIN.name) })).toBeVisible();
    expect(traceIds.length).toBeGreaterThan(0);
    for (const traceId of traceIds) expect(traceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await context.close();
  } finally {
    await server.stop();
  }
});
