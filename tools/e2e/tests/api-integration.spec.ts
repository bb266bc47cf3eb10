/**
 * The public API end to end (docs/api.md) against the real server (PGlite, seeded demo) and
 * Chromium: the admin creates a read-only API key and a webhook endpoint on their screens (each
 * secret shown once), a script lists the company's equipment with the key through the `yardfleet`
 * command (apps/cli, the contract's typed client), a device report then moves a newly bound machine
 * out of its warehouse, and a receiver on 127.0.0.1 (the demo allows http there) gets the
 * inventory-status event, signed per Standard Webhooks and verified with the `standardwebhooks`
 * package's own verifier.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { apiLogIn, bindMachine, secondsAgo, sendReports } from './device-client';
import { ADMIN, logIn } from './support';

const run = promisify(execFile);
const REPO = join(import.meta.dirname, '..', '..', '..');

/** One request the receiver got: its headers and raw body. */
interface Delivery {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A webhook receiver on 127.0.0.1 that answers 204 and keeps every request. */
const startReceiver = async (): Promise<{ readonly url: string; readonly deliveries: Delivery[]; readonly server: Server }> => {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/yardfleet-events`, deliveries, server };
};

/** The centre of the seeded South Depot (apps/server/src/seed/places.ts, radius 150 m). */
const SOUTH_DEPOT = { lat: 41.8236, lng: -87.6655 };
/** Humboldt Park, Chicago: kilometres from every demo warehouse and work site. */
const OUT_IN_THE_PARK = { lat: 41.9025, lng: -87.701 };

test('an admin makes a key and a webhook; a script lists equipment with the key; a device report reaches the receiver signed', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    const serial = `E2E-API-${randomUUID().slice(0, 8).toUpperCase()}`;
    const session = await apiLogIn(request, ADMIN);
    const machine = await bindMachine(request, session, { serialNumber: serial, name: `API mower ${serial}`, category: 'mower', modelNumber: 'LM2150' });
    expect((await sendReports(request, machine, [{ fixAt: secondsAgo(120), position: SOUTH_DEPOT, activity: 'charging' }])).code).toBe(200);

    await logIn(page);
    await page.goto('/api-keys');
    await page.getByRole('button', { name: 'Create key' }).click();
    const create = page.getByRole('dialog', { name: 'Create an API key' });
    await create.getByLabel('Name').fill(`E2E script ${serial}`);
    await create.getByLabel('Access').selectOption({ label: 'Read only' });
    await create.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    const key = await shown.getByLabel('API key').inputValue();
    expect(key).toMatch(/^yf_/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(
      page
        .getByRole('table', { name: 'API keys' })
        .getByRole('row')
        .filter({ hasText: `E2E script ${serial}` }),
    ).toBeVisible();

    await page.goto('/webhooks');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await add.getByLabel('URL').fill(receiver.url);
    await add.getByLabel('Inventory status changed').check();
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = await secretDialog.getByLabel('Secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row').filter({ hasText: receiver.url })).toBeVisible();

    // A script with the key: the yardfleet command lists the new machine in its warehouse.
    const listed = await run('node', [join(REPO, 'apps/cli/dist/yardfleet.js'), 'api', 'equipment', '--search', serial, '--url', baseURL ?? ''], {
      env: { ...process.env, YARDFLEET_API_KEY: key },
    });
    expect(listed.stdout).toContain(`${serial}\tAPI mower ${serial}\tmower\tin_warehouse\t`);
    expect(listed.stdout).toContain('page 1 of 1 (1 machine)');
    // ... and exports a report file (rules 10.9) with it, as the screen's export writes it.
    const today = new Date().toISOString().slice(0, 10);
    const exported = await run(
      'node',
      [join(REPO, 'apps/cli/dist/yardfleet.js'), 'api', 'report', 'inventory', '--from', today, '--to', today, '--out', '-', '--url', baseURL ?? ''],
      { env: { ...process.env, YARDFLEET_API_KEY: key }, maxBuffer: 16 * 1024 * 1024 },
    );
    expect(exported.stdout).toContain(serial);
    expect(exported.stdout.split('\n')[0]).toContain('SN');

    // The machine leaves its warehouse: the receiver hears of it, signed with the endpoint's secret.
    expect((await sendReports(request, machine, [{ fixAt: secondsAgo(5), position: OUT_IN_THE_PARK, activity: 'mowing' }])).code).toBe(200);
    const isMove = (d: Delivery) => d.body.includes('"inventory.status_changed"') && d.body.includes(machine.equipmentId);
    await expect.poll(() => receiver.deliveries.filter(isMove).length, { timeout: 20_000 }).toBe(1);
    const delivery = receiver.deliveries.find(isMove);
    if (delivery === undefined) throw new Error('no delivery');
    const event = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({ type: 'inventory.status_changed', data: { id: machine.equipmentId, from: 'in_warehouse', to: 'out_for_work' } });
    expect(() =>
      new Webhook(`whsec_${Buffer.from('not the secret of this endpoint!').toString('base64')}`).verify(
        delivery.body,
        delivery.headers as Record<string, string>,
      ),
    ).toThrow();

    // A read key never writes (rules: docs/security.md "API keys").
    const write = await request.post('/web-hmac/web/tag/createGroup', { data: { name: `E2E ${serial}` }, headers: { authorization: `Bearer ${key}` } });
    expect(((await write.json()) as { code: number }).code).toBe(1170010403);
  } finally {
    receiver.server.close();
  }
});
