import * as t from 'io-ts';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * Alert settings (rules 22.2, 22.3), all with a session; users without a company and app-only users
 * get 1170010403:
 * - the company's working hours, which rules about working hours (`machine_offline` during them,
 *   `out_after_hours`) read: every member reads them, admins and managers set them;
 * - each person's own mail preference for alert mails: how often (at once, hourly, daily digest
 *   or never) and quiet hours in which no alert mail is sent.
 * Times of day are local `HH:MM` (24-hour clock) in the company's time zone; the domain checks
 * them (`validateWorkingHours`, and the same check for quiet hours) and the server answers
 * 1170010001 with field errors named by path (`days.mon.start`, `quietHours.end`).
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

/** The company's working hours (rules 22.2): each day's span, or null for a day off; every day is named. */
export const WorkingHours = strictType(
  { days: strictType({ mon: dayOff, tue: dayOff, wed: dayOff, thu: dayOff, fri: dayOff, sat: dayOff, sun: dayOff }, 'WorkingDays') },
  'WorkingHours',
);
export type WorkingHours = t.TypeOf<typeof WorkingHours>;

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
 * company's working hours; rules read them from their next observation. Entry: the stored hours.
 * Failure: 1170010001 with field errors named by path, e.g. `days.mon.start` (not `HH:MM`) or a
 * span whose start is not before its end.
 */
export const setAlertWorkingHours = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/working-hours',
  request: WorkingHours,
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
 * preference. Entry: the stored preference. Failure: 1170010001 with field errors named by path,
 * e.g. `quietHours.start` (not `HH:MM`).
 */
export const setMyAlertSettings = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/my-settings',
  request: MailPreference,
  response: MailPreference,
  auth: true,
});
