import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  CreateReportScheduleRequest,
  ReportSchedule,
  createReportSchedule,
  deleteReportSchedule,
  reportScheduleList,
  sendReportScheduleNow,
} from '@yardfleet/contract/endpoints/report-schedules';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { nextScheduledRun, validateRecipients, validateScheduleTiming } from '@yardfleet/domain/reports/schedule';
import { can } from '@yardfleet/domain/rules/permissions';
import { fixture } from '../decode';
import { REPORT_SCHEDULES } from '../fixtures/report-schedules';
import { adminUser } from '../fixtures/users';
import { decodeBody, failureEnvelope, fieldErrorsEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** The fixture company's time zone (handlers/personal.ts answers the same). */
const TIME_ZONE = 'America/Chicago';

const forbidden = (): Response => failureEnvelope(ServerCode.forbiddenRole, 'Your role may not schedule reports.');

/**
 * The scheduled reports of the fixture company as the server keeps them (stateful per handler
 * list): the list for every role; create and delete for roles with `report.schedule` (else
 * 1170010403); recipients checked with the domain's `validateRecipients` (1170010001
 * `{ recipients }`), day and time with `validateScheduleTiming` (1170010001 per field); the first run the domain's `nextScheduledRun` in America/Chicago; deleting an
 * unknown id answers 1170010404. Send now (same roles) answers `{ sentTo }` = the schedule's
 * recipients and stores now as its `lastSentAt`, 1170010404 for an unknown id.
 */
const working = (initial: readonly ReportSchedule[], user: UserInfo): HttpHandler[] => {
  let schedules = [...initial];
  let created = 0;
  return [
    on(reportScheduleList, ({ request }) => requireSession(request) ?? okEnvelope({ schedules })),
    on(createReportSchedule, async ({ request }) => {
      const refused = requireSession(request) ?? (can(user.role, 'report.schedule') ? undefined : forbidden());
      if (refused) return refused;
      const body = await decodeBody(CreateReportScheduleRequest, request);
      if (E.isLeft(body)) return body.left;
      const recipients = validateRecipients(body.right.recipients);
      const timing = validateScheduleTiming(body.right.frequency, body.right);
      if (E.isLeft(recipients) || E.isLeft(timing))
        return fieldErrorsEnvelope({ ...(E.isLeft(recipients) ? { recipients: recipients.left } : {}), ...(E.isLeft(timing) ? timing.left : {}) });
      created += 1;
      const schedule = fixture(ReportSchedule, {
        ...body.right,
        recipients: recipients.right,
        id: `sch_new_${String(created)}`,
        nextRunAt: nextScheduledRun(body.right.frequency, new Date(), TIME_ZONE, timing.right).toISOString(),
        lastSentAt: null,
        createdBy: user.name,
      });
      schedules = [...schedules, schedule];
      return okEnvelope(schedule);
    }),
    on(deleteReportSchedule, async ({ request }) => {
      const refused = requireSession(request) ?? (can(user.role, 'report.schedule') ? undefined : forbidden());
      if (refused) return refused;
      const body = await decodeBody(deleteReportSchedule.request, request);
      if (E.isLeft(body)) return body.left;
      if (!schedules.some((s) => s.id === body.right.id)) return failureEnvelope(ServerCode.notFound, 'The report schedule does not exist.');
      schedules = schedules.filter((s) => s.id !== body.right.id);
      return okEnvelope(null);
    }),
    on(sendReportScheduleNow, async ({ request }) => {
      const refused = requireSession(request) ?? (can(user.role, 'report.schedule') ? undefined : forbidden());
      if (refused) return refused;
      const body = await decodeBody(sendReportScheduleNow.request, request);
      if (E.isLeft(body)) return body.left;
      const schedule = schedules.find((s) => s.id === body.right.id);
      if (schedule === undefined) return failureEnvelope(ServerCode.notFound, 'The report schedule does not exist.');
      const lastSentAt = new Date().toISOString();
      schedules = schedules.map((s) => (s.id === schedule.id ? fixture(ReportSchedule, { ...s, lastSentAt }) : s));
      return okEnvelope({ sentTo: schedule.recipients.length });
    }),
  ];
};

/** The scheduled reports in each state the panel shows. Put them before `scenario()` to win over its default. */
export const reportScheduleHandlers = {
  /** The three fixture schedules (or `initial`), created and deleted as `user` (default the admin) may. */
  working: (options: { readonly initial?: readonly ReportSchedule[]; readonly user?: UserInfo } = {}): HttpHandler[] =>
    working(options.initial ?? REPORT_SCHEDULES, options.user ?? adminUser),
  /** No schedule yet; creating works. */
  empty: (user: UserInfo = adminUser): HttpHandler[] => working([], user),
  /** The list fails: HTTP 500 with `{ status, message }`. */
  httpError: (): HttpHandler[] => [on(reportScheduleList, () => httpFailure(500, 'Internal Server Error'))],
  /** The list never answers. */
  loading: (): HttpHandler[] => [neverAnswers(reportScheduleList)],
  /**
   * A server stricter than the web's e-mail rule: every create answers 1170010001
   * `{ recipients: email_invalid }` (the field error the panel shows at the recipients).
   */
  refuseRecipients: (): HttpHandler[] => [
    on(createReportSchedule, ({ request }) => requireSession(request) ?? fieldErrorsEnvelope({ recipients: { code: 'email_invalid' } })),
  ],
};
