import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { WebhookAttempt, WebhookEndpoint, WebhookLog, WebhookWithSecret } from '@yardfleet/contract/endpoints/webhooks';
import { securityDb } from '../src/db/security-schema';
import { webhookDb } from '../src/db/webhook-schema';
import { backends, call, loginDemoUsers, startTestApp, type Session, type TestApp } from './harness';
import { startReceiver, type Receiver } from './webhooks-support';

const W = '/web-hmac/web/webhook';

describe.each(backends())('webhook endpoints on $name', (backend) => {
  let t: TestApp;
  let users: Record<'admin' | 'manager' | 'employee' | 'power', Session>;
  let receiver: Receiver;
  let secrets: string[] = [];
  const send = <E>(path: string, who: Session, payload?: Record<string, unknown>) =>
    call<E>(t.app, { method: payload === undefined ? 'GET' : 'POST', url: `${W}/${path}`, headers: who, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    t = await startTestApp(backend);
    users = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power']);
    receiver = await startReceiver(() => secrets);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('lets the admin create an endpoint, answering its secret once, and logs it', async () => {
    const { body } = await send<WebhookWithSecret>('create', users.admin, { url: receiver.url, events: ['equipment.changed', 'alert.opened'] });
    expect(body.code).toBe(200);
    expect(body.entry.secret).toMatch(/^whsec_/);
    expect(body.entry.endpoint).toMatchObject({ url: receiver.url, events: ['equipment.changed', 'alert.opened'], enabled: true, failingSince: null });
    const list = await send<{ items: (WebhookEndpoint & { secret?: string })[] }>('list', users.admin);
    expect(list.body.entry.items).toHaveLength(1);
    expect(JSON.stringify(list.body.entry)).not.toContain(body.entry.secret);
    const logged = await securityDb(t.db).selectFrom('security_events').select(['kind', 'target_label']).where('kind', '=', 'webhook_created').execute();
    expect(logged).toEqual([{ kind: 'webhook_created', target_label: receiver.url }]);
  });

  it.each([
    ['http://example.com/hook', 'scheme'],
    ['https://10.0.0.5/hook', 'private_address'],
    ['https://169.254.169.254/latest', 'private_address'],
    ['https://[::1]/hook', 'private_address'],
    ['https://[fc00::1]/hook', 'private_address'],
    ['not a url', 'not_a_url'],
  ])('refuses the URL %s with 1170010001 naming the url', async (url, problem) => {
    const { body } = await send('create', users.admin, { url, events: ['equipment.changed'] });
    expect(body.code).toBe(ServerCode.validationFailed);
    expect(body.entry).toEqual({ url: { code: 'invalid_choice', field: 'url', problem } });
  });

  it('refuses an unknown field and an empty event list', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${W}/create`,
      headers: users.admin,
      payload: { url: receiver.url, events: ['equipment.changed'], secret: 'mine' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('secret');
    const { body } = await send('create', users.admin, { url: receiver.url, events: [] });
    expect(body).toMatchObject({ code: ServerCode.validationFailed, entry: { events: { code: 'required' } } });
  });

  it('refuses managers and employees with 1170010403, and answers another company’s endpoint as not found', async () => {
    const [mine] = (await send<{ items: WebhookEndpoint[] }>('list', users.admin)).body.entry.items;
    for (const who of [users.manager, users.employee]) {
      expect((await send('list', who)).body.code).toBe(ServerCode.forbiddenRole);
      expect((await send('create', who, { url: receiver.url, events: ['equipment.changed'] })).body.code).toBe(ServerCode.forbiddenRole);
    }
    expect((await send<{ items: unknown[] }>('list', users.power)).body.entry.items).toEqual([]);
    for (const path of ['rotate', 'delete', 'log', 'test']) expect((await send(path, users.power, { id: mine?.id })).body.code).toBe(ServerCode.notFound);
    expect((await send('update', users.power, { id: mine?.id, change: { enabled: false } })).body.code).toBe(ServerCode.notFound);
  });

  it('sends a signed test event and shows it in the delivery log; after a rotation both secrets verify', async () => {
    const [mine] = (await send<{ items: WebhookEndpoint[] }>('list', users.admin)).body.entry.items;
    const created = await webhookDb(t.db)
      .selectFrom('webhook_endpoints')
      .select('secret')
      .where('id', '=', mine?.id ?? '')
      .executeTakeFirstOrThrow();
    secrets = [created.secret];
    const test = await send<WebhookAttempt>('test', users.admin, { id: mine?.id });
    expect(test.body.entry).toMatchObject({ kind: 'webhook.test', status: 200, error: null });
    expect(receiver.received.at(-1)?.verified).toBe(true);
    const rotated = await send<WebhookWithSecret>('rotate', users.admin, { id: mine?.id });
    expect(rotated.body.entry.secret).not.toBe(created.secret);
    expect(rotated.body.entry.endpoint.rotatedUntil).not.toBeNull();
    await send('test', users.admin, { id: mine?.id });
    const last = receiver.received.at(-1);
    for (const secret of [created.secret, rotated.body.entry.secret])
      expect(() => new Webhook(secret).verify(last?.body ?? '', last?.headers as Record<string, string>)).not.toThrow();
    expect(String(last?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    const log = await send<WebhookLog>('log', users.admin, { id: mine?.id });
    expect(log.body.entry.items.map((a) => a.status)).toEqual([200, 200]);
    expect((await securityDb(t.db).selectFrom('security_events').select('kind').where('kind', '=', 'webhook_secret_rotated').execute()).length).toBe(1);
  });

  it('disables and enables an endpoint, then deletes it (logged as a deleted record)', async () => {
    const [mine] = (await send<{ items: WebhookEndpoint[] }>('list', users.admin)).body.entry.items;
    const off = await send<WebhookEndpoint>('update', users.admin, { id: mine?.id, change: { enabled: false, events: ['machine.offline'] } });
    expect(off.body.entry).toMatchObject({ enabled: false, events: ['machine.offline'] });
    expect(off.body.entry.disabledAt).not.toBeNull();
    const on = await send<WebhookEndpoint>('update', users.admin, { id: mine?.id, change: { enabled: true } });
    expect(on.body.entry).toMatchObject({ enabled: true, disabledAt: null });
    expect((await send('delete', users.admin, { id: mine?.id })).body.code).toBe(200);
    expect((await send<{ items: unknown[] }>('list', users.admin)).body.entry.items).toEqual([]);
    const deleted = await securityDb(t.db)
      .selectFrom('security_events')
      .select('target_label')
      .where('kind', '=', 'record_deleted')
      .where('target_type', '=', 'webhook')
      .execute();
    expect(deleted).toEqual([{ target_label: receiver.url }]);
  });
});
