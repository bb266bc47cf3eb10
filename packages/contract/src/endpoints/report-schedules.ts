import * as t from 'io-ts';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { Count } from '@yardfleet/domain/entities/units';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';
import { ReportFilters, ReportKind } from './reports';

/**
 * Scheduled reports (rules 10.10): a company's schedules that mail one of the reports of
 * endpoints/reports.ts as an XLSX attachment to up to ten recipients, daily, weekly or monthly.
 * Every role reads them; admins and managers create, delete and send them at once.
 */

/** How often a scheduled report is sent and which period it covers: daily (yesterday), weekly (the past Monday-to-Sunday week), monthly (the past calendar month). */
export const ScheduleFrequency = t.keyof({ daily: null, weekly: null, monthly: null }, 'ScheduleFrequency');
export type ScheduleFrequency = t.TypeOf<typeof ScheduleFrequency>;
export const ReportScheduleId = t.refinement(t.string, (s) => s.length > 0 && s.length <= 64, 'ReportScheduleId');

/**
 * When in its period a schedule is sent (rules 10.10; domain reports/schedule `ScheduleTiming`), in
 * the company's time zone: `weekday` 1 (Monday) to 7 (Sunday) for a weekly schedule, else null;
 * `dayOfMonth` 1 to 31 for a monthly one (a shorter month sends on its last day), else null;
 * `timeOfDay` `HH:MM` on the 24-hour clock.
 */
const scheduleTiming = {
  weekday: t.union([t.number, t.null]),
  dayOfMonth: t.union([t.number, t.null]),
  timeOfDay: t.string,
};

/** A schedule: which report, its filters, how often and when, to whom (1..10 e-mail addresses; each gets the mail in its user's language, en-US for addresses that are not users), the next run (UTC) and the last one sent. */
export const ReportSchedule = t.type(
  {
    id: ReportScheduleId,
    kind: ReportKind,
    filters: ReportFilters,
    frequency: ScheduleFrequency,
    ...scheduleTiming,
    recipients: t.array(t.string),
    nextRunAt: IsoDateTime,
    lastSentAt: t.union([IsoDateTime, t.null]),
    createdBy: t.string,
  },
  'ReportSchedule',
);
export type ReportSchedule = t.TypeOf<typeof ReportSchedule>;

/** `GET /web-hmac/web/report/schedule/list`: the company's schedules (every role reads). */
export const reportScheduleList = endpoint({
  method: 'GET',
  path: '/web-hmac/web/report/schedule/list',
  request: undefined,
  response: t.type({ schedules: t.array(ReportSchedule) }, 'ReportScheduleList'),
  auth: true,
});

/**
 * `POST /web-hmac/web/report/schedule/create` (admin, manager; else 1170010403). Failures: 1170010001
 * with a ValidationError per field: `recipients` (none, more than 10, a malformed address),
 * `weekday`, `dayOfMonth`, `timeOfDay` (domain `validateScheduleTiming`).
 */
export const CreateReportScheduleRequest = strictType(
  { kind: ReportKind, filters: ReportFilters, frequency: ScheduleFrequency, ...scheduleTiming, recipients: t.array(t.string) },
  'CreateReportScheduleRequest',
);
export type CreateReportScheduleRequest = t.TypeOf<typeof CreateReportScheduleRequest>;
export const createReportSchedule = endpoint({
  method: 'POST',
  path: '/web-hmac/web/report/schedule/create',
  request: CreateReportScheduleRequest,
  response: ReportSchedule,
  auth: true,
});

/** `POST /web-hmac/web/report/schedule/delete` `{ id }` (admin, manager): entry null; another company's id answers 1170010404. */
export const deleteReportSchedule = endpoint({
  method: 'POST',
  path: '/web-hmac/web/report/schedule/delete',
  request: strictType({ id: ReportScheduleId }, 'DeleteReportScheduleRequest'),
  response: t.null,
  auth: true,
});

/**
 * `POST /web-hmac/web/report/schedule/send-now` `{ id }` (admin, manager; employees 1170010403):
 * mails the schedule's report at once to its recipients, the same mail and XLSX the runner sends,
 * for the latest period it covers now (domain `scheduledPeriod`). Its next run and the scheduled
 * runs are unchanged. Entry `{ sentTo }`: the number of recipients mailed. Another company's or an
 * unknown id answers 1170010404.
 */
export const sendReportScheduleNow = endpoint({
  method: 'POST',
  path: '/web-hmac/web/report/schedule/send-now',
  request: strictType({ id: ReportScheduleId }, 'SendReportScheduleNowRequest'),
  response: t.type({ sentTo: Count }, 'SendReportScheduleNowResult'),
  auth: true,
});
