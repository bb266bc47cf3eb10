import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_EVENT_KINDS } from '@yardfleet/domain/webhooks/webhook-events';
import { ingestReports } from '../src/areas/ingest/ingest';
import { sweepStale } from '../src/areas/ingest/sweeper';
import { mailEndpointDisabled } from '../src/areas/webhooks/disabled-mail';
import { runDueReports } from '../src/areas/reports/scheduler/runner';
import { createMailer } from '../src/mail/mailer';
import { DEMO_LOGINS } from '../src/seed/people';
import { webhookDb } from '../src/db/webhook-schema';
import { GREENWAY_NAME } from '../src/seed/demo';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';
import { createSchedule, runnerDeps } from './report-schedule-helpers';
import { addEndpoint, startReceiver, type Receiver } from './webhooks-support';

describe.each(backends())('webhook events of changes on $name', (backend) => {
  let t: TestApp;
  let receiver: Receiver;
  let greenway: string;
  let endpointId: string;
  const kindsSince = async (after: Date): Promise<{ kind: string; payload: unknown }[]> =>
    webhookDb(t.db)
      .selectFrom('webhook_deliveries')
      .select(['kind', 'payload'])
      .where('endpoint_id', '=', endpointId)
      .where('created_at', '>', after)
      .orderBy('created_at')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(backend);
    receiver = await startReceiver(() => []);
    greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    endpointId = (await addEndpoint(t.db, greenway, receiver.url, WEBHOOK_EVENT_KINDS)).id;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('writes equipment.changed, machine.online and alert.opened when a report brings a machine online with a fault, alert.resolved when a person resolves it, and machine.offline when it goes quiet', async () => {
    const machine = await t.db
      .selectFrom('equipment')
      .select(['id'])
      .where('company_id', '=', greenway)
      .where('online_status', '=', 'offline')
      .where('inventory_status', '=', 'in_warehouse')
      .orderBy('name')
      .executeTakeFirstOrThrow();
    const before = new Date(Date.now() - 1_000);
    t.clock.advance(60_000);
    const report = {
      equipmentId: machine.id,
      companyId: greenway,
      fixAt: t.clock.now().toISOString(),
      source: 'device' as const,
      position: null,
      activity: null,
      errorCode: 'E-4711',
      errorCleared: false,
      firmwareVersion: null,
      battery: null,
      engineHours: null,
    };
    await ingestReports(t.db, greenway, [report], t.clock.now());
    const kinds = (await kindsSince(before)).map((d) => d.kind);
    expect(kinds).toEqual(expect.arrayContaining(['equipment.changed', 'machine.online', 'alert.opened']));
    const online = (await kindsSince(before)).find((d) => d.kind === 'machine.online');
    expect(online?.payload).toMatchObject({ type: 'machine.online', data: { id: machine.id } });
    const opened = (await kindsSince(before)).find((d) => d.kind === 'alert.opened')?.payload as { data: { id: string } };
    const resolvedAfter = new Date(Date.now() - 1);
    const admin = await loginAs(t.app, DEMO_LOGINS.admin);
    const resolve = await call(t.app, { method: 'POST', url: '/web-hmac/web/alert/resolve', headers: admin, payload: { ids: [opened.data.id] } });
    expect(resolve.body.code).toBe(200);
    expect(await kindsSince(resolvedAfter)).toEqual([
      { kind: 'alert.resolved', payload: expect.objectContaining({ data: { id: opened.data.id, ruleId: null } }) },
    ]);
    const swept = new Date(Date.now() - 1);
    t.clock.advance(30 * 60_000);
    await sweepStale(t.db, t.clock.now());
    expect((await kindsSince(swept)).map((d) => d.kind)).toEqual(expect.arrayContaining(['machine.offline']));
  });

  it('mails the admin of a company whose endpoint was disabled, with its URL and the screen', async () => {
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'noreply@yardfleet.test' }, t.db, t.clock);
    await mailEndpointDisabled(t.db, mailer, 'https://fleet.example.com', { id: endpointId, companyId: greenway, url: receiver.url });
    const mails = await t.db.selectFrom('mail_outbox').select(['recipient', 'subject', 'body_text', 'links']).where('subject', 'like', '%webhook%').execute();
    expect(mails.map((mail) => mail.recipient)).toEqual([DEMO_LOGINS.admin]);
    expect(mails[0]?.body_text).toContain(receiver.url);
    expect(mails[0]?.links).toEqual(['https://fleet.example.com/webhooks']);
  });

  it('goes on ingesting and answering calls while a receiver hangs (the deliverer holds the request, nothing else)', async () => {
    const held: (() => void)[] = [];
    receiver.answer = (res) => void held.push(() => res.writeHead(204).end());
    const before = receiver.received.length;
    const machine = await t.db.selectFrom('equipment').select('id').where('company_id', '=', greenway).orderBy('name', 'desc').executeTakeFirstOrThrow();
    t.clock.advance(60_000);
    const report = { equipmentId: machine.id, companyId: greenway, fixAt: t.clock.now().toISOString(), source: 'device' as const, position: null };
    const rest = { activity: null, errorCode: null, errorCleared: false, firmwareVersion: null, battery: null, engineHours: null };
    expect((await ingestReports(t.db, greenway, [{ ...report, ...rest }], t.clock.now())).accepted).toBe(1);
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThan(before), { timeout: 5_000 });
    expect(held.length).toBeGreaterThan(0);
    const admin = await loginAs(t.app, DEMO_LOGINS.admin);
    const started = performance.now();
    expect((await call(t.app, { method: 'GET', url: '/web-hmac/web/webhook/list', headers: admin })).body.code).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    for (const release of held) release();
  });

  it('writes report.sent when a scheduled report was mailed', async () => {
    const created = await createSchedule(t.app, await loginAs(t.app, DEMO_LOGINS.admin), { kind: 'inventory', recipients: ['ops@example.com'] });
    expect(created.body.code).toBe(200);
    const before = new Date(Date.now() - 1_000);
    t.clock.set(new Date(Date.parse(created.body.entry.nextRunAt) + 60_000));
    await runDueReports(runnerDeps(t.db, t.clock));
    const sent = (await kindsSince(before)).filter((d) => d.kind === 'report.sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload).toMatchObject({ type: 'report.sent', data: { id: created.body.entry.id, reportKind: 'inventory' } });
  });

  it('writes nothing for another company', async () => {
    const rows = await webhookDb(t.db).selectFrom('webhook_deliveries').select('endpoint_id').distinct().execute();
    expect(rows.map((r) => r.endpoint_id)).toEqual([endpointId]);
  });
});
