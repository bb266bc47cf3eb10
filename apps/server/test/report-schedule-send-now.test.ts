import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { reportDb } from '../src/db/report-schema';
import { backends, call, loginDemoUsers, startTestApp, type TestApp } from './harness';
import { createSchedule, mailsTo, readXlsx, type Session } from './report-schedule-helpers';

const SEND_NOW = '/web-hmac/web/report/schedule/send-now';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(backends())('scheduled reports: send now on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power', Session>;
  const sendNow = (session: Session | undefined, id: string) =>
    call<{ sentTo: number }>(t.app, { method: 'POST', url: SEND_NOW, headers: session, payload: { id } });

  beforeAll(async () => {
    t = await startTestApp(backend, { reportSchedulerPollMs: null, alertWorkers: false });
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power']);
  }, 120_000);
  afterAll(async () => t.close());

  it('mails each recipient once with the XLSX and stores the time as the last sent one (the list shows it), leaving the next run and the scheduled runs alone', async () => {
    const created = await createSchedule(t.app, s.admin, { kind: 'inventory', frequency: 'daily', recipients: ['now-a@example.com', 'now-b@example.com'] });
    expect(created.body.code).toBe(200);
    const schedule = created.body.entry;
    const answered = await sendNow(s.manager, schedule.id);
    expect(answered.body).toEqual(expect.objectContaining({ code: 200, entry: { sentTo: 2 } }));
    for (const to of schedule.recipients) {
      const mails = await mailsTo(t.app, to);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.attachments).toEqual([expect.objectContaining({ contentType: XLSX_TYPE })]);
      const file = await readXlsx(t.app, mails[0]?.attachments[0]?.href ?? '');
      expect(file.sheets[0]).toBe('Inventory');
    }
    const stored = await reportDb(t.db)
      .selectFrom('report_schedules')
      .select(['next_run_at', 'last_sent_at'])
      .where('id', '=', schedule.id)
      .executeTakeFirstOrThrow();
    expect(stored.next_run_at.toISOString()).toBe(schedule.nextRunAt);
    expect(new Date(stored.last_sent_at ?? 0).toISOString()).toBe(t.clock.now().toISOString());
    const list = await call<{ schedules: { id: string; lastSentAt: string | null }[] }>(t.app, {
      method: 'GET',
      url: '/web-hmac/web/report/schedule/list',
      headers: s.employee,
    });
    expect(list.body.entry.schedules.find((x) => x.id === schedule.id)?.lastSentAt).toBe(t.clock.now().toISOString());
    expect(await reportDb(t.db).selectFrom('report_runs').selectAll().where('schedule_id', '=', schedule.id).execute()).toEqual([]);
  });

  it("refuses the employee (1170010403), answers another company's or an unknown id like a missing one, and needs a session", async () => {
    const mine = await createSchedule(t.app, s.admin, { kind: 'power', recipients: ['refused@example.com'] });
    const theirs = await createSchedule(t.app, s.power, { kind: 'power', recipients: ['theirs-now@example.com'] });
    expect((await sendNow(s.employee, mine.body.entry.id)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await sendNow(s.admin, theirs.body.entry.id)).body.code).toBe(ServerCode.notFound);
    expect((await sendNow(s.admin, '999999999')).body.code).toBe(ServerCode.notFound);
    expect((await sendNow(undefined, mine.body.entry.id)).body.code).toBe(ServerCode.sessionExpired);
    expect(await mailsTo(t.app, 'refused@example.com')).toEqual([]);
    expect(await mailsTo(t.app, 'theirs-now@example.com')).toEqual([]);
  });
});
