import * as t from 'io-ts';
import type * as Mail from '@yardfleet/domain/alerts/mail-delivery';
import type * as Hours from '@yardfleet/domain/alerts/working-hours';
import { strictPartial, strictType } from '../codec';
import { endpoint } from '../endpoint';
import type { Holds, SameShape } from './alert-rules';

/**
 * Alert settings (rules 22.2, 22.3), all with a session; users without a company and app-only users
 * get 1170010403:
 * - the company's working hours, which rules about working hours (`machine_offline` during them,
 *   `out_after_hours`) read: every member reads them, admins and managers set them;
 * - each person's own mail preference for alert mails: how often (at once, hourly, daily digest
 *   or never) and quiet hours in which no alert mail is sent.
 * Times of day are local `HH:MM` (24-hour clock) in the company's time zone; the domain checks
 * them (`validateWorkingHours`, `validateMailPreference`) and the server answers 1170010001 with
 * field errors named by path (`days.mon.start`, `quietHours.end`). The codecs decode the domain's
 * WorkingHours and MailPreference (checked at compile time below).
 */

/** A local time of day, `HH:MM` (checked by the domain, not the codec, so a bad one is a field error). */
const TimeOfDay = t.string;

/** A day's working span, `start` before `end` (no span over midnight). */
export const DaySpan = strictType({ start: TimeOfDay, end: TimeOfDay }, 'DaySpan');
export type DaySpan = t.TypeOf<typeof DaySpan>;

/** The days of the week. */
export const Weekday = t.keyof({ mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null }, 'Weekday');
export type Weekday = t.TypeOf<typeof Weekday>;

const dayOff = t.union([DaySpan, t.null]);
const dayProps = { mon: dayOff, tue: dayOff, wed: dayOff, thu: dayOff, fri: dayOff, sat: dayOff, sun: dayOff };

/** The company's working hours (rules 22.2): each day's span, or null for a day off. */
export const WorkingHours = strictType({ days: strictType(dayProps, 'WorkingDays') }, 'WorkingHours');
export type WorkingHours = t.TypeOf<typeof WorkingHours>;

/** Working hours to set: as WorkingHours, but a day left out reaches the domain, which answers `required` on it (rules 22.2). */
export const WorkingHoursRequest = strictType({ days: strictPartial(dayProps, 'WorkingDaysInput') }, 'WorkingHoursRequest');
export type WorkingHoursRequest = t.TypeOf<typeof WorkingHoursRequest>;

/** `GET /web-hmac/web/alert/working-hours` (any member): the company's working hours (Monday to Friday 07:00 to 18:00 until set, rules 22.6). */
export const alertWorkingHours = endpoint({
  method: 'GET',
  path: '/web-hmac/web/alert/working-hours',
  request: undefined,
  response: WorkingHours,
  auth: true,
});

/**
 * `POST /web-hmac/web/alert/working-hours` (admin, manager; employees 1170010403): replaces the
 * company's working hours; rules read them from their next evaluation. Entry: the stored hours.
 * Failure: 1170010001 with field errors by path, all at once: `time_invalid` (`days.mon.start`: not
 * `HH:MM`), `end_not_after_start` (`days.mon.end`), `required` (`days.sun`: the day left out).
 */
export const setAlertWorkingHours = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/working-hours',
  request: WorkingHoursRequest,
  response: WorkingHours,
  auth: true,
});

/** How often alert mails reach a person (rules 22.3): each at once, an hourly or a daily digest, or none. */
export const MailMode = t.keyof({ immediate: null, hourly: null, daily: null, off: null }, 'MailMode');
export type MailMode = t.TypeOf<typeof MailMode>;

/** Hours without alert mails, local `HH:MM`; the span may wrap midnight (22:00 to 07:00). */
export const QuietHours = strictType({ start: TimeOfDay, end: TimeOfDay }, 'QuietHours');
export type QuietHours = t.TypeOf<typeof QuietHours>;

/** A person's alert mail preference (the domain's MailPreference); immediate without quiet hours until set. */
export const MailPreference = strictType({ mode: MailMode, quietHours: t.union([QuietHours, t.null]) }, 'MailPreference');
export type MailPreference = t.TypeOf<typeof MailPreference>;

/** `GET /web-hmac/web/alert/my-settings` (any member): the caller's own mail preference. */
export const myAlertSettings = endpoint({
  method: 'GET',
  path: '/web-hmac/web/alert/my-settings',
  request: undefined,
  response: MailPreference,
  auth: true,
});

/**
 * `POST /web-hmac/web/alert/my-settings` (any member, for themself): replaces the caller's mail
 * preference. Entry: the stored preference. Failure: 1170010001 with field errors by path:
 * `time_invalid` (`quietHours.start`, `quietHours.end`: not `HH:MM`), `end_not_after_start`
 * (`quietHours.end`: the same time as the start).
 */
export const setMyAlertSettings = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/my-settings',
  request: MailPreference,
  response: MailPreference,
  auth: true,
});

/** Compile-time proof that the codecs decode exactly the domain's shapes: a change on either side fails typecheck. */
export type AlertSettingsCodecsMatchDomain = [
  Holds<SameShape<Weekday, Hours.Weekday>>,
  Holds<SameShape<DaySpan, Hours.DaySpan>>,
  Holds<SameShape<WorkingHours, Hours.WorkingHours>>,
  Holds<SameShape<MailMode, Mail.MailMode>>,
  Holds<SameShape<QuietHours, Mail.QuietHours>>,
  Holds<SameShape<MailPreference, Mail.MailPreference>>,
];
