import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { ServerCode } from '@yardfleet/contract/error-codes';
import {
  createReportSchedule,
  deleteReportSchedule,
  reportScheduleList,
  sendReportScheduleNow,
  type CreateReportScheduleRequest,
} from '@yardfleet/contract/endpoints/report-schedules';
import type { ReportFilters } from '@yardfleet/contract/endpoints/reports';
import { nextScheduledRun, validateRecipients, validateScheduleTiming } from '@yardfleet/domain/reports/schedule';
import { Count } from '@yardfleet/domain/entities/units';
import { can } from '@yardfleet/domain/rules/permissions';
import type { Caller } from '../../auth/sessions';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { fail, ok, type Answer } from '../../http/answers';
import { isRowId } from '../../http/ids';
import { actingAs } from '../security-log/activity';
import type { Registrar } from '../../http/registrar';
import { deliverDepsOf } from './scheduler/runner';
import { sendScheduleNow } from './scheduler/send-now';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound, ownsTag, ownsWarehouse } from '../../shared/fleet-scope';
import { companyTimeZone, deleteSchedule, insertSchedule, schedulesOf } from './report-schedule-queries';
import { reportRefusal } from './scope';

/** The company a schedule change is scoped to, or 1170010403: only roles with `report.schedule` (admin, manager) may. */
const scheduleScope = (caller: Caller): { readonly companyId: string } | { readonly refused: Answer<never> } => {
  const scope = companyScope(caller);
  if ('refused' in scope) return scope;
  if (!can(caller.role, 'report.schedule')) return { refused: fail(ServerCode.forbiddenRole, 'Your role may not schedule reports.') };
  return scope;
};

/**
 * The answer to give instead of creating `input` for the caller's company, or null: the report
 * must belong to the company's version (power-only: power only, 1170010403), and a tag or
 * warehouse filter must name one of the company's (1170010404 otherwise, another company's alike).
 */
const refusalOf = async (
  db: Kysely<Database>,
  caller: Caller,
  companyId: string,
  filters: ReportFilters,
  kind: CreateReportScheduleRequest['kind'],
): Promise<Answer<never> | null> => {
  const refused = reportRefusal({ version: caller.companyVersion }, kind);
  if (refused !== null) return refused;
  const tagId: string | null = filters.tagId;
  if (tagId !== null && !(await ownsTag(db, companyId, tagId))) return notFound('tag');
  const warehouseId: string | null = filters.warehouseId;
  if (warehouseId !== null && !(await ownsWarehouse(db, companyId, warehouseId))) return notFound('warehouse');
  return null;
};

/**
 * Scheduled reports (rules 10.10):
 * - `GET  /web-hmac/web/report/schedule/list`: the company's schedules, every role.
 * - `POST /web-hmac/web/report/schedule/create`: admin and manager (`report.schedule`; others
 *   1170010403). Recipients by the domain's `validateRecipients` (1..10 valid addresses, duplicates
 *   dropped; 1170010001 `{ recipients }`); the report in the company's version (1170010403); tag and
 *   warehouse filters of the company (1170010404). The first run is the domain's `nextScheduledRun`
 *   in the company's time zone.
 * - `POST /web-hmac/web/report/schedule/delete`: admin and manager; another company's id answers 1170010404.
 * - `POST /web-hmac/web/report/schedule/send-now` `{ id }`: admin and manager; mails the schedule's
 *   report now (reports/scheduler/send-now), entry `{ sentTo }`; another company's id 1170010404.
 * The runner that mails them is scheduler/runner.ts (`runReportSchedulerWhileRunning`).
 */
export const reportScheduleRoutes = (route: Registrar, ctx: AppContext): void => {
  route.authed(reportScheduleList, async ({ ctx: { db }, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    return ok({ schedules: await schedulesOf(db, scope.companyId) });
  });

  route.authed(createReportSchedule, async ({ input, ctx: { db, clock }, caller }) => {
    const scope = scheduleScope(caller);
    if ('refused' in scope) return scope.refused;
    const recipients = validateRecipients(input.recipients);
    const timing = validateScheduleTiming(input.frequency, input);
    if (E.isLeft(recipients) || E.isLeft(timing))
      return invalidFields({ ...(E.isLeft(recipients) ? { recipients: recipients.left } : {}), ...(E.isLeft(timing) ? timing.left : {}) });
    const refused = await refusalOf(db, caller, scope.companyId, input.filters, input.kind);
    if (refused !== null) return refused;
    const timeZone = await companyTimeZone(db, scope.companyId);
    if (timeZone === undefined) return notFound('company');
    const id = await insertSchedule(
      db,
      scope.companyId,
      caller.userId,
      { ...input, ...timing.right },
      recipients.right,
      nextScheduledRun(input.frequency, clock.now(), timeZone, timing.right),
      clock,
    );
    const [schedule] = await schedulesOf(db, scope.companyId, id);
    if (schedule === undefined) throw new Error('the schedule just created is gone');
    return ok(schedule);
  });

  route.authed(deleteReportSchedule, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = scheduleScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('report schedule');
    const deleted = await deleteSchedule(db, actingAs(caller, scope.companyId), request, id, clock);
    return deleted === undefined ? notFound('report schedule') : ok(null);
  });

  const deps = deliverDepsOf(ctx);
  route.authed(sendReportScheduleNow, async ({ input, caller }) => {
    const scope = scheduleScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    const sentTo = isRowId(id) ? await sendScheduleNow(deps, scope.companyId, id) : null;
    if (sentTo === null || !Count.is(sentTo)) return notFound('report schedule');
    return ok({ sentTo });
  });
};
