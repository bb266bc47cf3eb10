import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createWebhookDeliverer } from '../src/areas/webhooks/deliverer';
import type { Resolver } from '../src/areas/webhooks/outbound-address';
import { postWebhook } from '../src/areas/webhooks/send';
import type { Database } from '../src/db/schema';
import { backends } from './harness';
import {
  addEndpoint,
  attemptsOf,
  changeMachine,
  DEMO_MODE,
  deliveriesOf,
  openBareDatabase,
  PRODUCTION_MODE,
  startReceiver,
  type Receiver,
} from './webhooks-support';

/** A resolver that answers `address` for every name (a hostname resolving to a private address, or a rebinding answer). */
const resolvingTo =
  (address: string, family: 4 | 6 = 4): Resolver =>
  (_hostname, callback) =>
    callback(null, [{ address, family }]);

describe('outbound calls refuse private ranges (SSRF)', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver(() => []);
  });
  afterAll(async () => receiver.close());

  it.each(['10.1.2.3', '127.0.0.1', '169.254.169.254', '[::1]', '[fc00::1]', '[fd00:ec2::254]', '192.168.0.10'])(
    'refuses https://%s in production before connecting',
    async (host) => {
      const sent = await postWebhook(`https://${host}/hook`, {}, '{}', { mode: PRODUCTION_MODE, timeoutMs: 1_000 });
      expect(sent).toMatchObject({ status: null, body: null });
      expect(sent.error).toMatch(/refused address/);
    },
  );

  it('refuses the local receiver on 127.0.0.1 in production, and reaches it in the demo', async () => {
    expect((await postWebhook(receiver.url, {}, '{}', { mode: PRODUCTION_MODE, timeoutMs: 1_000 })).error).toMatch(/refused address 127\.0\.0\.1/);
    expect((await postWebhook(receiver.url, {}, '{}', { mode: DEMO_MODE, timeoutMs: 1_000 })).status).toBe(200);
    expect(receiver.received).toHaveLength(1);
  });

  it.each([
    ['10.0.0.7', 4],
    ['169.254.169.254', 4],
    ['::1', 6],
    ['fc00::5', 6],
    ['127.0.0.2', 4],
  ] as const)('refuses a host name that resolves to %s, even in the demo', async (address, family) => {
    const sent = await postWebhook('https://hooks.example.com/in', {}, '{}', { mode: DEMO_MODE, timeoutMs: 1_000, resolve: resolvingTo(address, family) });
    expect(sent.status).toBeNull();
    expect(sent.error).toContain(`refused address ${address}`);
  });

  it('refuses a name resolving to 127.0.0.1 in production (the demo allowance is for the address itself)', async () => {
    const port = new URL(receiver.url).port;
    const sent = await postWebhook(`http://receiver.test:${port}/hook`, {}, '{}', {
      mode: PRODUCTION_MODE,
      timeoutMs: 1_000,
      resolve: resolvingTo('127.0.0.1'),
    });
    expect(sent.error).toMatch(/refused address/);
    expect(receiver.received).toHaveLength(1);
  });
});

describe.each(backends())('a refused delivery on $name', (backend) => {
  let db: Kysely<Database>;
  let companyId: string;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, companyId, dispose } = await openBareDatabase(backend));
  });
  afterAll(async () => dispose());

  it('is logged as a failed attempt and retried later, never sent', async () => {
    const endpoint = await addEndpoint(db, companyId, 'https://internal.example.com/hook', ['equipment.changed']);
    await changeMachine(db, companyId, 'machine-ssrf');
    const deliverer = createWebhookDeliverer({ db, mode: PRODUCTION_MODE, resolve: resolvingTo('10.20.30.40') });
    await deliverer.drain();
    await deliverer.stop();
    const [attempt] = await attemptsOf(db, endpoint.id);
    expect(attempt).toMatchObject({ status_code: null, response_body: null });
    expect(attempt?.error).toContain('refused address 10.20.30.40');
    expect((await deliveriesOf(db, endpoint.id))[0]).toMatchObject({ attempts: 1, delivered_at: null, gave_up_at: null });
  });
});
