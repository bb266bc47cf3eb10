import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { createWebhookDeliverer } from '../src/areas/webhooks/deliverer';
import { pruneWebhookDeliveries } from '../src/areas/webhooks/prune';
import type { Database } from '../src/db/schema';
import { webhookDb } from '../src/db/webhook-schema';
import { backends } from './harness';
import { addEndpoint, attemptsOf, changeMachine, DEMO_MODE, deliveriesOf, openBareDatabase, startReceiver, type Receiver } from './webhooks-support';

describe.each(backends())('webhook delivery on $name', (backend) => {
  let db: Kysely<Database>;
  let companyId: string;
  let dispose: () => Promise<void>;
  let secrets: string[] = [];
  let receiver: Receiver;

  beforeAll(async () => {
    ({ db, companyId, dispose } = await openBareDatabase(backend));
    receiver = await startReceiver(() => secrets);
  });
  afterAll(async () => {
    await receiver.close();
    await dispose();
  });
  afterEach(async () => {
    receiver.received.length = 0;
    receiver.answer = (res) => res.writeHead(200).end('ok');
    await webhookDb(db).deleteFrom('webhook_endpoints').execute();
  });

  it('writes the outbox in the change transaction and delivers a payload the standardwebhooks verifier accepts', async () => {
    const endpoint = await addEndpoint(db, companyId, receiver.url, ['equipment.changed']);
    secrets = [endpoint.secret];
    await changeMachine(db, companyId, 'machine-1');
    await db
      .transaction()
      .execute(async (trx) => {
        await changeMachine(trx as unknown as Kysely<Database>, companyId, 'rolled-back');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await deliveriesOf(db, endpoint.id)).toHaveLength(1);
    const deliverer = createWebhookDeliverer({ db, mode: DEMO_MODE });
    await deliverer.drain();
    await deliverer.stop();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got?.verified).toBe(true);
    const payload = new Webhook(endpoint.secret).verify(got?.body ?? '', got?.headers as Record<string, string>) as { type: string; data: { id: string } };
    expect(payload).toMatchObject({ type: 'equipment.changed', data: { id: 'machine-1' } });
    const [row] = await deliveriesOf(db, endpoint.id);
    expect(got?.headers['webhook-id']).toBe(row?.event_id);
    expect(row?.delivered_at).not.toBeNull();
    const [attempt] = await attemptsOf(db, endpoint.id);
    expect(attempt).toMatchObject({ status_code: 200, response_body: 'ok', error: null });
  });

  it('prunes delivered and given-up deliveries after 7 days with their attempts, never pending ones', async () => {
    const endpoint = await addEndpoint(db, companyId, receiver.url, ['equipment.changed']);
    for (const id of ['old-delivered', 'old-given-up', 'pending']) await changeMachine(db, companyId, id);
    const rows = await deliveriesOf(db, endpoint.id);
    const long = new Date(Date.now() - 8 * 86_400_000);
    await webhookDb(db)
      .updateTable('webhook_deliveries')
      .set({ delivered_at: long })
      .where('id', '=', rows[0]?.id ?? '')
      .execute();
    await webhookDb(db)
      .updateTable('webhook_deliveries')
      .set({ gave_up_at: long })
      .where('id', '=', rows[1]?.id ?? '')
      .execute();
    expect(await pruneWebhookDeliveries(db, new Date())).toBe(2);
    expect((await deliveriesOf(db, endpoint.id)).map((d) => d.id)).toEqual([rows[2]?.id]);
  });

  it('writes nothing for a company without endpoints or an event it did not subscribe to', async () => {
    const endpoint = await addEndpoint(db, companyId, receiver.url, ['alert.opened']);
    await changeMachine(db, companyId, 'machine-2');
    expect(await deliveriesOf(db, endpoint.id)).toHaveLength(0);
    expect(
      Number(
        (
          await webhookDb(db)
            .selectFrom('webhook_deliveries')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);
  });

  it('retries an answer of 500 with the same webhook-id, and keeps at most 1 KiB of the answer', async () => {
    const endpoint = await addEndpoint(db, companyId, receiver.url, ['equipment.changed']);
    secrets = [endpoint.secret];
    receiver.answer = (res, index) => (index === 0 ? res.writeHead(500).end('x'.repeat(5_000)) : res.writeHead(204).end());
    await changeMachine(db, companyId, 'machine-3');
    let clock = Date.now();
    const deliverer = createWebhookDeliverer({ db, mode: DEMO_MODE, now: () => new Date(clock) });
    await deliverer.drain();
    const [failed] = await deliveriesOf(db, endpoint.id);
    expect(failed).toMatchObject({ attempts: 1, delivered_at: null, gave_up_at: null });
    expect((failed?.next_attempt_at.getTime() ?? 0) - clock).toBeGreaterThanOrEqual(5_000);
    clock += 6_000;
    await deliverer.drain();
    await deliverer.stop();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([failed?.event_id, failed?.event_id]);
    const attempts = await attemptsOf(db, endpoint.id);
    expect(attempts.map((a) => a.status_code)).toEqual([500, 204]);
    expect(Buffer.byteLength(attempts[0]?.response_body ?? '')).toBe(1_024);
    expect(
      (await webhookDb(db).selectFrom('webhook_endpoints').select('failing_since').where('id', '=', endpoint.id).executeTakeFirstOrThrow()).failing_since,
    ).toBeNull();
  });

  it('counts a receiver that hangs past the timeout, or redirects, as failed and retries it', async () => {
    const endpoint = await addEndpoint(db, companyId, receiver.url, ['equipment.changed']);
    secrets = [endpoint.secret];
    receiver.answer = (res, index) => {
      if (index === 0) setTimeout(() => res.writeHead(200).end(), 2_000);
      else res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
    };
    await changeMachine(db, companyId, 'machine-4');
    let clock = Date.now();
    const deliverer = createWebhookDeliverer({ db, mode: DEMO_MODE, timeoutMs: 200, now: () => new Date(clock) });
    const started = performance.now();
    await deliverer.drain();
    expect(performance.now() - started).toBeLessThan(1_500);
    clock += 6_000;
    await deliverer.drain();
    await deliverer.stop();
    const attempts = await attemptsOf(db, endpoint.id);
    expect(attempts.map((a) => a.status_code)).toEqual([null, 302]);
    expect(attempts[0]?.error).toMatch(/timeout/);
    const [row] = await deliveriesOf(db, endpoint.id);
    expect(row).toMatchObject({ attempts: 2, delivered_at: null, gave_up_at: null });
  });

  it('gives up after 24 hours and disables an endpoint failing for a day, telling who mails its admin', async () => {
    const endpoint = await addEndpoint(db, companyId, receiver.url, ['equipment.changed']);
    receiver.answer = (res) => res.writeHead(503).end();
    await changeMachine(db, companyId, 'machine-5');
    let clock = Date.now();
    const disabled: string[] = [];
    const deliverer = createWebhookDeliverer({ db, mode: DEMO_MODE, now: () => new Date(clock), onDisabled: async (e) => void disabled.push(e.id) });
    await deliverer.drain();
    clock += 24 * 60 * 60_000;
    await webhookDb(db)
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: new Date(clock) })
      .where('endpoint_id', '=', endpoint.id)
      .execute();
    await deliverer.drain();
    await deliverer.stop();
    const [row] = await deliveriesOf(db, endpoint.id);
    expect(row?.gave_up_at).not.toBeNull();
    expect(disabled).toEqual([endpoint.id]);
    const state = await webhookDb(db)
      .selectFrom('webhook_endpoints')
      .select(['enabled', 'disabled_at'])
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(state.enabled).toBe(false);
    expect(state.disabled_at).not.toBeNull();
  });

  it('delivers each event once with two deliverers at once, and a row claimed by a dead process after its lease', async () => {
    const endpoint = await addEndpoint(db, companyId, receiver.url, ['equipment.changed']);
    secrets = [endpoint.secret];
    for (let i = 0; i < 60; i += 1) await changeMachine(db, companyId, `machine-many-${i}`);
    // A process that claimed one row and died (kill -9): its claim stays until its lease ends.
    const [dead] = await deliveriesOf(db, endpoint.id);
    await webhookDb(db)
      .updateTable('webhook_deliveries')
      .set({ claim_id: '00000000-0000-4000-8000-000000000000', claimed_until: new Date(Date.now() + 60_000), attempts: 1 })
      .where('id', '=', dead?.id ?? '')
      .execute();
    const a = createWebhookDeliverer({ db, mode: DEMO_MODE, concurrency: 8 });
    const b = createWebhookDeliverer({ db, mode: DEMO_MODE, concurrency: 8 });
    await Promise.all([a.drain(), b.drain()]);
    expect(receiver.received).toHaveLength(59);
    const next = createWebhookDeliverer({ db, mode: DEMO_MODE, now: () => new Date(Date.now() + 61_000) });
    await next.drain();
    await Promise.all([a.stop(), b.stop(), next.stop()]);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect((await deliveriesOf(db, endpoint.id)).every((d) => d.delivered_at !== null)).toBe(true);
  });
});
