import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { OutboxMail } from '@yardfleet/contract/endpoints/dev-mailbox';
import type { ReportSchedule } from '@yardfleet/contract/endpoints/report-schedules';
import type { Clock } from '../src/clock';
import { connect } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { exportAttachment } from '../src/areas/reports/scheduler/attachment';
import type { DeliverDeps } from '../src/areas/reports/scheduler/deliver';
import { loadConfig } from '../src/config/env';
import { call } from './harness';

export type Session = { token: string; uid: string };

export const SCHEDULE_PATHS = {
  list: '/web-hmac/web/report/schedule/list',
  create: '/web-hmac/web/report/schedule/create',
  delete: '/web-hmac/web/report/schedule/delete',
} as const;

export const NO_FILTERS = { tagId: null, category: null, warehouseId: null } as const;

/** Creates a schedule through HTTP; the envelope as answered. */
export const createSchedule = (app: FastifyInstance, session: Session, body: Record<string, unknown>) => {
  // when not given: weekly on Monday, monthly on the 1st, at 00:00 (the midnight after the period ends)
  const frequency = body.frequency ?? 'daily';
  const timing = { weekday: frequency === 'weekly' ? 1 : null, dayOfMonth: frequency === 'monthly' ? 1 : null, timeOfDay: '00:00' };
  return call<ReportSchedule>(app, {
    method: 'POST',
    url: SCHEDULE_PATHS.create,
    headers: session,
    payload: { kind: 'power', filters: NO_FILTERS, frequency: 'daily', ...timing, ...body },
  });
};

/** The company's schedules as `session` sees them. */
export const listSchedules = async (app: FastifyInstance, session: Session) =>
  call<{ schedules: ReportSchedule[] }>(app, { method: 'GET', url: SCHEDULE_PATHS.list, headers: session });

/** The runner's dependencies on `db` (mail into the outbox, the export's XLSX), as one server process has them. */
export const runnerDeps = (
  db: Kysely<Database>,
  clock: Clock,
  mailer: Mailer = createMailer({ smtpUrl: null, mailFrom: 'Yardfleet <no-reply@yardfleet.test>' }, db, clock),
): DeliverDeps => ({
  db,
  clock,
  mailer,
  publicUrl: 'http://localhost:8080',
  buildAttachment: exportAttachment(clock),
});

/** The outbox mails to `to`, newest first. */
export const mailsTo = async (app: FastifyInstance, to: string): Promise<OutboxMail[]> => {
  const { body } = await call<{ mails: OutboxMail[] }>(app, { method: 'GET', url: '/web-hmac/dev/mailbox' });
  return body.entry.mails.filter((m) => m.to === to);
};

/** Downloads an outbox attachment and opens it with exceljs; the rows of its first sheet as plain values. */
export const readXlsx = async (app: FastifyInstance, href: string): Promise<{ sheets: string[]; rows: unknown[][]; contentType: string }> => {
  const response = await app.inject({ method: 'GET', url: href });
  if (response.statusCode !== 200) throw new Error(`attachment ${href} answered ${response.statusCode}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([response.rawPayload]));
  const first = workbook.worksheets[0];
  const rows: unknown[][] = [];
  first?.eachRow((row) => rows.push(Array.isArray(row.values) ? row.values.slice(1) : []));
  return { sheets: workbook.worksheets.map((w) => w.name), rows, contentType: String(response.headers['content-type']) };
};

/** Waits until `check` holds (polling every 25 ms), at most `ms`. @throws when it never does. */
export const eventually = async (check: () => Promise<boolean>, ms = 10_000): Promise<void> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not met in time');
};

/**
 * A second connection to the same database, as a second server process has: on PostgreSQL a new
 * pool to the database `db` is on; on PGlite (one process owns the data folder) the same `db`.
 */
export const secondConnection = async (db: Kysely<Database>, backend: 'pglite' | 'postgres'): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> => {
  const url = loadConfig().databaseUrl;
  if (backend === 'pglite' || url === null) return { db, close: async () => undefined };
  const name = (await db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow()).name;
  const target = new URL(url);
  target.pathname = `/${name}`;
  const other = connect({ kind: 'postgres', url: target.toString() });
  return { db: other, close: () => other.destroy() };
};
