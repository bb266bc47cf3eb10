import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { ALERT_MAIL_POLL_MS } from '../src/areas/alerts/engine/mail-worker';
import { rowFromDraft } from '../src/areas/alerts/rule-rows';
import { alertDb } from '../src/db/alert-schema';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, startTestApp, type TestApp } from './harness';
import { draftOf, report } from './alert-engine-support';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// Rules 22.3: the alert mail worker runs with the app and sends a mail queued by an alert as soon
// as the alert's transaction commits, not at its next poll (ALERT_MAIL_POLL_MS, the fallback).
describe.each(backends())('alert mail woken at commit on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { reportSchedulerPollMs: null, alertWorkers: true });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("a fault's mail reaches the outbox within seconds of the report, long before the next poll", async () => {
    const adb = alertDb(t.db);
    await adb.deleteFrom('alert_rules').execute();
    const admin = await adb.selectFrom('users').select(['id', 'company_id', 'email']).where('email', '=', DEMO_LOGINS.admin).executeTakeFirstOrThrow();
    await adb
      .insertInto('alert_rules')
      .values({ ...rowFromDraft(draftOf({ condition: { kind: 'fault_reported', errorCodes: [] } })), company_id: admin.company_id ?? '', created_by: null })
      .execute();
    const serial = `WAKE-${randomUUID().slice(0, 8)}`;
    const bound = await call<{ deviceId: string; deviceSecret: string }>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/equipment/bind',
      headers: await loginAs(t.app, DEMO_LOGINS.app),
      payload: { serialNumber: serial, name: 'Wake mower', category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
    });
    expect(bound.body.code).toBe(200);
    // The worker's first poll (at start) is over: the next one is ALERT_MAIL_POLL_MS away.
    await sleep(1_000);
    const sent = await call<{ accepted: number }>(t.app, {
      method: 'POST',
      url: '/web-hmac/device/report',
      headers: { [DEVICE_HEADER.id]: bound.body.entry.deviceId, [DEVICE_HEADER.secret]: bound.body.entry.deviceSecret },
      payload: { reports: [report(t.clock.now(), { errorCode: 'E42', activity: 'mowing' })] },
    });
    expect(sent.body.entry.accepted).toBe(1);
    const started = Date.now();
    let mails: unknown[] = [];
    while (mails.length === 0 && Date.now() - started < ALERT_MAIL_POLL_MS / 6) {
      await sleep(50);
      mails = (await sql<{ id: string }>`select id from mail_outbox where recipient = ${admin.email} and body_text like ${`%${serial}%`}`.execute(t.db)).rows;
    }
    expect(mails).toHaveLength(1);
  }, 20_000);
});
