import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { reportDb } from '../src/db/report-schema';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { deDE } from '../src/areas/reports/export/titles-de-de';
import { RETRY_AFTER_MS } from '../src/areas/reports/scheduler/claim';
import { runDueReports } from '../src/areas/reports/scheduler/runner';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { backends, call, loginAs, startTestApp, type TestApp } from './harness';
import {
  createSchedule,
  eventually,
  listSchedules,
  mailsTo,
  NO_FILTERS,
  readXlsx,
  runnerDeps,
  secondConnection,
  type Session,
} from './report-schedule-helpers';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(backends())('scheduled report runner on $name', (backend) => {
  let t: TestApp;
  /** The admin's session at the clock's current time (moving the clock ends older sessions). */
  const admin = (): Promise<Session> => loginAs(t.app, DEMO_LOGINS.admin);
  const apps: FastifyInstance[] = [];
  /** Another app (server process) on the same database with the runner polling every `pollMs`. */
  const startServer = async (db = t.db, pollMs = 60_000): Promise<FastifyInstance> => {
    const app = await buildApp(
      { db, clock: t.clock, config: { ...loadConfig({}), webDist: mkdtempSync(join(tmpdir(), 'yf-no-web-')), reportSchedulerPollMs: pollMs } },
      { logger: false },
    );
    apps.push(app);
    return app;
  };
  /** Creates a schedule and moves the clock one minute past its first run. */
  const dueSchedule = async (recipients: string[], body: Record<string, unknown> = {}) => {
    const created = await createSchedule(t.app, await admin(), { kind: 'inventory', recipients, ...body });
    expect(created.body.code).toBe(200);
    t.clock.set(new Date(Date.parse(created.body.entry.nextRunAt) + 60_000));
    return created.body.entry;
  };
  const runsOf = (scheduleId: string) => reportDb(t.db).selectFrom('report_runs').selectAll().where('schedule_id', '=', scheduleId).execute();

  beforeAll(async () => {
    t = await startTestApp(backend, { reportSchedulerPollMs: null, alertWorkers: false });
  }, 120_000);
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await reportDb(t.db).deleteFrom('report_schedules').execute();
  });
  afterAll(async () => t.close());

  it('mails a due schedule once to each recipient with the XLSX attached, then waits for the next period', async () => {
    const schedule = await dueSchedule(['ops-a@example.com', 'ops-b@example.com']);
    expect(await runDueReports(runnerDeps(t.db, t.clock))).toEqual({ sent: 1, failed: 0 });
    for (const to of schedule.recipients) {
      const mails = await mailsTo(t.app, to);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe('Greenway Grounds Care: daily inventory report, 2026-06-15');
      expect(mail?.links).toEqual(['http://localhost:8080/report']);
      expect(mail?.attachments).toEqual([expect.objectContaining({ filename: 'inventory-2026-06-15-2026-06-15.xlsx', contentType: XLSX_TYPE })]);
      const file = await readXlsx(t.app, mail?.attachments[0]?.href ?? '');
      expect(file.contentType).toBe(XLSX_TYPE);
      expect(file.sheets[0]).toBe('Inventory');
      expect(file.rows[0]?.slice(0, 3)).toEqual(['Name', 'SN', 'Category']);
      // The same machines as the inventory report's screen, one row each.
      const screen = await call<{ total: number; rows: { name: string }[] }>(t.app, {
        method: 'POST',
        url: '/web-hmac/web/report/inventory',
        headers: await admin(),
        payload: { period: { from: '2026-06-15', to: '2026-06-15' }, filters: NO_FILTERS, page: 1, pageSize: 100 },
      });
      expect(file.rows).toHaveLength(screen.body.entry.total + 1);
      expect(file.rows.slice(1, 6).map((r) => r[0])).toEqual(screen.body.entry.rows.slice(0, 5).map((r) => r.name));
    }
    const [listed] = (await listSchedules(t.app, await admin())).body.entry.schedules;
    expect(listed?.lastSentAt).toBe(t.clock.now().toISOString());
    expect(listed?.nextRunAt).toBe('2026-06-17T05:00:00.000Z');
    expect(await runsOf(schedule.id)).toEqual([expect.objectContaining({ period_from: '2026-06-15', period_to: '2026-06-15', status: 'sent' })]);

    expect(await runDueReports(runnerDeps(t.db, t.clock))).toEqual({ sent: 0, failed: 0 });
    expect(await mailsTo(t.app, 'ops-a@example.com')).toHaveLength(1);
    // The development mailbox page lists the file with its download link.
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    const [shown] = await mailsTo(t.app, 'ops-a@example.com');
    expect(page.body).toContain(`<a href="${shown?.attachments[0]?.href ?? '-'}" download="inventory-2026-06-15-2026-06-15.xlsx">`);
  });

  it('runs a weekly schedule on its weekday at its company-local time, covering the past week, then the same time a week later', async () => {
    // created Monday 2026-06-15 10:00 in Chicago: the first run is Wednesday 17th 07:30 CDT
    const schedule = await dueSchedule(['wednesday@example.com'], { frequency: 'weekly', weekday: 3, timeOfDay: '07:30' });
    expect(schedule.nextRunAt).toBe('2026-06-17T12:30:00.000Z');
    expect(await runDueReports(runnerDeps(t.db, t.clock))).toEqual({ sent: 1, failed: 0 });
    const [mail] = await mailsTo(t.app, 'wednesday@example.com');
    expect(mail?.attachments).toEqual([expect.objectContaining({ filename: 'inventory-2026-06-08-2026-06-14.xlsx' })]);
    const [listed] = (await listSchedules(t.app, await admin())).body.entry.schedules;
    expect(listed?.nextRunAt).toBe('2026-06-24T12:30:00.000Z');
  });

  it('sends through a real SMTP server with the XLSX attached', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Yardfleet <no-reply@yardfleet.test>' }, t.db, t.clock);
    try {
      await dueSchedule(['smtp-report@example.com'], { kind: 'power' });
      expect(await runDueReports(runnerDeps(t.db, t.clock, mailer))).toEqual({ sent: 1, failed: 0 });
      expect(received).toHaveLength(1);
      const part =
        /Content-Type:\s+application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet;?\s+name=(\S+)[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)\r\n--/.exec(
          received[0] ?? '',
        );
      expect(part?.[1]).toMatch(/^"?power-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx"?$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(Readable.from([Buffer.from((part?.[2] ?? '').replace(/\s/g, ''), 'base64')]));
      expect(workbook.worksheets[0]?.name).toBe('Charger power consumption');
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('sends a run missed while the server was down once, for the latest period only', async () => {
    const schedule = await dueSchedule(['missed@example.com']);
    t.clock.set(new Date(t.clock.now().getTime() + 3 * 24 * 3_600_000));
    expect(await runDueReports(runnerDeps(t.db, t.clock))).toEqual({ sent: 1, failed: 0 });
    expect(await runDueReports(runnerDeps(t.db, t.clock))).toEqual({ sent: 0, failed: 0 });
    const mails = await mailsTo(t.app, 'missed@example.com');
    expect(mails.map((m) => m.attachments[0]?.filename)).toEqual([expect.stringMatching(/^inventory-(\d{4}-\d{2}-\d{2})-\1\.xlsx$/)]);
    const runs = await runsOf(schedule.id);
    expect(runs).toHaveLength(1);
    expect(new Date(`${runs[0]?.period_to ?? ''}T12:00:00Z`).getTime()).toBeGreaterThan(Date.parse(schedule.nextRunAt));
  });

  it('mails each recipient in their language: a user in the language of their last login, other addresses in en-US', async () => {
    const login = (email: string, lang: string) =>
      call(t.app, { method: 'POST', url: '/web-hmac/web/auth/login', headers: { lang }, payload: { email, password: DEMO_PASSWORD } });
    expect((await login(DEMO_LOGINS.manager, 'de-DE')).body.code).toBe(200);
    expect((await login(DEMO_LOGINS.power, 'fr')).body.code).toBe(200);
    await dueSchedule([DEMO_LOGINS.manager, DEMO_LOGINS.power, 'outside@example.com'], { frequency: 'weekly' });
    expect(await runDueReports(runnerDeps(t.db, t.clock))).toEqual({ sent: 1, failed: 0 });
    const subject = async (to: string) => (await mailsTo(t.app, to))[0]?.subject;
    expect(await subject(DEMO_LOGINS.manager)).toMatch(/^Greenway Grounds Care: Wöchentlicher Bestandsbericht, \d{4}-\d{2}-\d{2} – /);
    expect(await subject(DEMO_LOGINS.power)).toMatch(/^Greenway Grounds Care : rapport d'inventaire hebdomadaire, /);
    expect(await subject('outside@example.com')).toMatch(/^Greenway Grounds Care: weekly inventory report, /);
    const [german] = await mailsTo(t.app, DEMO_LOGINS.manager);
    expect(german?.text).toContain('Excel-Datei (XLSX)');
    // The file too is in the recipient's language.
    const file = await readXlsx(t.app, german?.attachments[0]?.href ?? '');
    expect(file.sheets[0]).toBe(deDE.sheets.inventory);
    expect(file.rows[0]?.[0]).toBe(deDE.columns['report.column.name']);
    const english = await readXlsx(t.app, (await mailsTo(t.app, 'outside@example.com'))[0]?.attachments[0]?.href ?? '');
    expect(english.sheets[0]).toBe('Inventory');
  });

  it('sends once when two server processes poll at the same moment (row locks, one run per period)', async () => {
    const second = await secondConnection(t.db, backend.name);
    try {
      const schedule = await dueSchedule(['race-a@example.com', 'race-b@example.com']);
      const results = await Promise.all([runDueReports(runnerDeps(t.db, t.clock)), runDueReports(runnerDeps(second.db, t.clock))]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
      expect(results.every((r) => r.failed === 0)).toBe(true);
      for (const to of schedule.recipients) expect(await mailsTo(t.app, to)).toHaveLength(1);

      // Two whole servers polling every 50 ms, as in production with two processes.
      const next = (await listSchedules(t.app, await admin())).body.entry.schedules[0]?.nextRunAt ?? '';
      await startServer(t.db, 50);
      await startServer(second.db, 50);
      t.clock.set(new Date(Date.parse(next) + 60_000));
      await eventually(async () => (await mailsTo(t.app, 'race-b@example.com')).length === 2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const to of schedule.recipients) expect(await mailsTo(t.app, to)).toHaveLength(2);
      expect(await runsOf(schedule.id)).toHaveLength(2);
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await second.close();
    }
  });

  it('after a restart sends the schedule that fell due while the server was down, once', async () => {
    const running = await startServer();
    const created = await createSchedule(running, await admin(), { kind: 'power', recipients: ['restart@example.com'] });
    await running.close();
    t.clock.set(new Date(Date.parse(created.body.entry.nextRunAt) + 3_600_000));
    await startServer();
    await eventually(async () => (await mailsTo(t.app, 'restart@example.com')).length === 1);
    const [first] = await mailsTo(t.app, 'restart@example.com');
    const firstFile = first?.attachments[0]?.filename ?? '';

    // Another restart: its first poll sends a newly due schedule, and the first period not again.
    await Promise.all(apps.splice(0).map((app) => app.close()));
    const marker = await createSchedule(t.app, await admin(), { kind: 'power', recipients: ['marker@example.com'] });
    t.clock.set(new Date(Math.max(Date.parse(marker.body.entry.nextRunAt), t.clock.now().getTime()) + 60_000));
    await startServer();
    await eventually(async () => (await mailsTo(t.app, 'marker@example.com')).length === 1);
    const again = await mailsTo(t.app, 'restart@example.com');
    expect(again.filter((m) => m.attachments[0]?.filename === firstFile)).toHaveLength(1);
    expect((await runsOf(created.body.entry.id)).filter((r) => firstFile.includes(r.period_from))).toHaveLength(1);
  });

  it('retries a failed run later, mailing only the recipients it missed', async () => {
    let refuse = true;
    const outbox = runnerDeps(t.db, t.clock).mailer;
    const flaky: Mailer = {
      ...outbox,
      send: async (mail) => (refuse && mail.to === 'flaky@example.com' ? Promise.reject(new Error('550 mailbox unavailable')) : outbox.send(mail)),
    };
    const schedule = await dueSchedule(['steady@example.com', 'flaky@example.com']);
    expect(await runDueReports(runnerDeps(t.db, t.clock, flaky))).toEqual({ sent: 0, failed: 1 });
    expect(await runsOf(schedule.id)).toEqual([expect.objectContaining({ status: 'failed', error: '550 mailbox unavailable' })]);
    expect(await runDueReports(runnerDeps(t.db, t.clock, flaky))).toEqual({ sent: 0, failed: 0 });

    refuse = false;
    t.clock.set(new Date(t.clock.now().getTime() + RETRY_AFTER_MS));
    expect(await runDueReports(runnerDeps(t.db, t.clock, flaky))).toEqual({ sent: 1, failed: 0 });
    expect(await mailsTo(t.app, 'steady@example.com')).toHaveLength(1);
    expect(await mailsTo(t.app, 'flaky@example.com')).toHaveLength(1);
    expect(await runsOf(schedule.id)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });
});
