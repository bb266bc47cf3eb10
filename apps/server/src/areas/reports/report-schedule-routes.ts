import * as E from 'fp-ts/lib/Either.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ServerCode } from '@yardfleet/contract/error-codes';
import {
  ReportFilters, ReportSchedule, createReportSchedule, deleteReportSchedule, reportScheduleList, sendReportScheduleNow, type CreateReportScheduleRequest,
} from '@yardfleet/contract/endpoints/reports';
import { nextScheduledRun, validateRecipients } from '@yardfleet/domain/reports/schedule';
import { Count } from '@yardfleet/domain/entities/units';
import { can } from '@yardfleet/domain/rules/permissions';
import type { Caller } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { reportDb } from '../../db/report-schema';
import type { Database } from '../../db/schema';
import { fail, ok, type Answer } from '../../http/answers';
import { isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { recordMemberEvent } from '../security-log/record';
import { exportAttachment } from './scheduler/attachment';
import { startReportScheduler } from './scheduler/runner';
import { sendScheduleNow } from './scheduler/send-now';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound } from '../../shared/fleet-scope';

/** The company a schedule change is scoped to, or 1170010403: only roles with `report.schedule` (admin, manager) may. */
const scheduleScope = (caller: Caller): { readonly companyId: string } | { readonly refused: Answer<never> } => {
  const scope = companyScope(caller);
  if ('refused' in scope) return scope;
  if (!can(caller.role, 'report.schedule')) return { refused: fail(ServerCode.forbiddenRole, 'Your role may not schedule reports.') };
  return scope;
};

/** The company's schedules (or one of them) as the contract shows them, oldest first. */
const schedulesOf = async (db: Kysely<Database>, companyId: string, id?: string): Promise<ReportSchedule[]> => {
  let q = reportDb(db)
    .selectFrom('report_schedules as s')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .select(['s.id', 's.kind', 's.filters', 's.frequency', 's.recipients', 's.next_run_at', 's.last_sent_at', 'u.first_name', 'u.last_name'])
    .where('s.company_id', '=', companyId);
  if (id !== undefined) q = q.where('s.id', '=', id);
  const rows = await q.orderBy('s.created_at').orderBy('s.id').execute();
  return rows.map((r) => {
    const lastSent = r.last_sent_at === null ? null : new Date(r.last_sent_at).toISOString();
    const decoded = ReportSchedule.decode({
      id: r.id, kind: r.kind, filters: r.filters, frequency: r.frequency, recipients: r.recipients,
      nextRunAt: r.next_run_at.toISOString(), lastSentAt: lastSent, createdBy: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
    });
    if (E.isLeft(decoded)) throw new Error(`stored report schedule ${r.id} is not valid`);
    return decoded.right;
  });
};

/**
 * The answer to give instead of creating `input` for the caller's company, or null: the report
 * must belong to the company's version (power-only: power only, 1170010403), and a tag or
 * warehouse filter must name one of the company's (1170010404 otherwise, another company's alike).
 */
const refusalOf = async (db: Kysely<Database>, caller: Caller, companyId: string, filters: ReportFilters, kind: CreateReportScheduleRequest['kind']): Promise<Answer<never> | null> => {
  if (caller.companyVersion !== 'FULL_VERSION' && kind !== 'power') return fail(ServerCode.forbiddenRole, 'This report belongs to the full version.');
  const tagId: string | null = filters.tagId;
  if (tagId !== null) {
    const tag = isRowId(tagId) ? await db.selectFrom('tags').select('id').where('id', '=', tagId).where('company_id', '=', companyId).executeTakeFirst() : undefined;
    if (tag === undefined) return notFound('tag');
  }
  const warehouseId: string | null = filters.warehouseId;
  if (warehouseId !== null) {
    const warehouse = isRowId(warehouseId) ? await db.selectFrom('warehouses').select('id').where('id', '=', warehouseId).where('company_id', '=', companyId).executeTakeFirst() : undefined;
    if (warehouse === undefined) return notFound('warehouse');
  }
  return null;
};

/**
 * Scheduled reports (issue 10 item 5):
 * - `GET  /web-hmac/web/report/schedule/list`: the company's schedules, every role.
 * - `POST /web-hmac/web/report/schedule/create`: admin and manager (`report.schedule`; others
 *   1170010403). Recipients by the domain's `validateRecipients` (1..10 valid addresses, duplicates
 *   dropped; 1170010001 `{ recipients }`); the report in the company's version (1170010403); tag and
 *   warehouse filters of the company (1170010404). The first run is the domain's `nextScheduledRun`
 *   in the company's time zone.
 * - `POST /web-hmac/web/report/schedule/delete`: admin and manager; another company's id answers 1170010404.
 * - `POST /web-hmac/web/report/schedule/send-now` `{ id }`: admin and manager; mails the schedule's
 *   report now (reports/scheduler/send-now), entry `{ sentTo }`; another company's id 1170010404.
 * And the runner that mails them (src/reports/scheduler), started when the app is ready unless
 * REPORT_SCHEDULER=off, stopped (waiting for the poll under way) when the app closes.
 */
export const reportScheduleRoutes = (app: FastifyInstance, route: Registrar, ctx: AppContext): void => {
  route.authed(reportScheduleList, async ({ ctx: { db }, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    return ok({ schedules: await schedulesOf(db, scope.companyId) });
  });

  route.authed(createReportSchedule, async ({ input, ctx: { db, clock }, caller }) => {
    const scope = scheduleScope(caller);
    if ('refused' in scope) return scope.refused;
    const recipients = validateRecipients(input.recipients);
    if (E.isLeft(recipients)) return invalidFields({ recipients: recipients.left });
    const refused = await refusalOf(db, caller, scope.companyId, input.filters, input.kind);
    if (refused !== null) return refused;
    const company = await db.selectFrom('companies').select('time_zone').where('id', '=', scope.companyId).executeTakeFirst();
    if (company === undefined) return notFound('company');
    const inserted = await reportDb(db)
      .insertInto('report_schedules')
      .values({
        company_id: scope.companyId, kind: input.kind, filters: JSON.stringify(input.filters), frequency: input.frequency, recipients: JSON.stringify(recipients.right),
        next_run_at: nextScheduledRun(input.frequency, clock.now(), company.time_zone), created_by: caller.userId, created_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [schedule] = await schedulesOf(db, scope.companyId, inserted.id);
    if (schedule === undefined) throw new Error('the schedule just created is gone');
    return ok(schedule);
  });

  route.authed(deleteReportSchedule, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = scheduleScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('report schedule');
    const deleted = await db.transaction().execute(async (tx) => {
      const row = await reportDb(tx).deleteFrom('report_schedules').where('id', '=', id).where('company_id', '=', scope.companyId).returning(['id', 'kind', 'frequency']).executeTakeFirst();
      // Security log (issue 13 item 3): the schedule named by its report and frequency.
      if (row) await recordMemberEvent(tx, { userId: caller.userId, companyId: scope.companyId }, request, clock.now(), { kind: 'record_deleted', target: { type: 'report_schedule', id: row.id, label: `${row.kind}, ${row.frequency}` } });
      return row;
    });
    return deleted === undefined ? notFound('report schedule') : ok(null);
  });

  const deps = { db: ctx.db, clock: ctx.clock, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl, buildAttachment: exportAttachment(ctx.clock) };
  route.authed(sendReportScheduleNow, async ({ input, caller }) => {
    const scope = scheduleScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    const sentTo = isRowId(id) ? await sendScheduleNow(deps, scope.companyId, id) : null;
    if (sentTo === null || !Count.is(sentTo)) return notFound('report schedule');
    return ok({ sentTo });
  });

  const pollMs = ctx.config.reportSchedulerPollMs;
  if (pollMs === null) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startReportScheduler(deps, pollMs, (error) => app.log.error({ err: error }, 'scheduled report poll failed')).stop;
  });
  app.addHook('onClose', async () => stop?.());
};
