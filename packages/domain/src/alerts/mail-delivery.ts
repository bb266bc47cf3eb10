import { TZDate } from '@date-fns/tz';
import * as E from 'fp-ts/lib/Either.js';
import type { ValidationError } from '../validation/errors';
import type { TimeOfDay } from './alert-rule';
import { addLocalDays, instantOfLocalTime, localDayOf, minutesOfDay } from './local-time';

/**
 * How a person receives alert mail (rules 22.3), set in My Account: each alert as it happens
 * (`immediate`), gathered into an hourly or a daily digest, or no alert mail (`off`; the bell and
 * /alerts still show them). Quiet hours hold mail back until they end; they may wrap midnight
 * (22:00 to 07:00). Times are the company's local time (rules 1.7).
 */
export type MailMode = 'immediate' | 'hourly' | 'daily' | 'off';

export interface QuietHours {
  readonly start: TimeOfDay;
  readonly end: TimeOfDay;
}

export interface MailPreference {
  readonly mode: MailMode;
  readonly quietHours: QuietHours | null;
}

/** A person's preference until they change it (rules 22.3): every alert mailed at once, no quiet hours. */
export const DEFAULT_MAIL_PREFERENCE: MailPreference = { mode: 'immediate', quietHours: null };

/** The local hour the daily digest is sent at (rules 22.3): 08:00. */
export const DIGEST_HOUR = 8;

const MINUTE_MS = 60_000;

/**
 * The end of the quiet hours `at` falls in, or null when it is outside them (rules 22.3). Quiet
 * hours run from the instant the local clock first shows `start` to the one it first shows `end`
 * (alerts/local-time.ts: DST-safe); when `end` is before `start` they wrap midnight and end on the
 * next local day. Hours that are not two different `HH:MM` times are never quiet.
 */
export const quietHoursEnd = (at: Date, quiet: QuietHours, timeZone: string): Date | null => {
  const [start, end] = [minutesOfDay(quiet.start), minutesOfDay(quiet.end)];
  if (start === null || end === null || start === end) return null;
  const today = localDayOf(at, timeZone);
  const endToday = instantOfLocalTime(today, end, timeZone);
  const startToday = instantOfLocalTime(today, start, timeZone);
  if (start < end) return startToday <= at && at < endToday ? endToday : null;
  if (at < endToday) return endToday;
  return at >= startToday ? instantOfLocalTime(addLocalDays(today, 1), end, timeZone) : null;
};

/** The next full hour of the local clock strictly after `at` (a zone's offset may be a part of an hour). */
const nextFullLocalHour = (at: Date, timeZone: string): Date => {
  let t = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  for (let i = 0; i < 4; i += 1) {
    const minutes = new TZDate(t, timeZone).getMinutes();
    if (minutes === 0) return new Date(t);
    t += (60 - minutes) * MINUTE_MS;
  }
  return new Date(t);
};

/** The next DIGEST_HOUR (08:00) of the local clock strictly after `at`. */
const nextDigestTime = (at: Date, timeZone: string): Date => {
  const today = localDayOf(at, timeZone);
  const todays = instantOfLocalTime(today, DIGEST_HOUR * 60, timeZone);
  return todays > at ? todays : instantOfLocalTime(addLocalDays(today, 1), DIGEST_HOUR * 60, timeZone);
};

/**
 * The earliest instant a mail about an alert that happened at `at` may go to a person with the
 * preference `pref` (rules 22.3), in the company's `timeZone` (DST-safe); null when they get no
 * alert mail:
 * - `immediate`: `at`;
 * - `hourly`: the next full local hour after `at` (the digest of that hour);
 * - `daily`: the next DIGEST_HOUR (08:00) local after `at`;
 * then, when that instant falls in the quiet hours, the end of the quiet hours. The mail outbox
 * stores this instant with each queued mail, so a restart or an outage does not change it.
 */
export const mailSendAfter = (pref: MailPreference, at: Date, timeZone: string): Date | null => {
  if (pref.mode === 'off') return null;
  const due = pref.mode === 'immediate' ? at : pref.mode === 'hourly' ? nextFullLocalHour(at, timeZone) : nextDigestTime(at, timeZone);
  return (pref.quietHours === null ? null : quietHoursEnd(due, pref.quietHours, timeZone)) ?? due;
};

/**
 * A mail preference as a person sets it (rules 22.3, 22.7): quiet hours, when set, are two `HH:MM`
 * times (`time_invalid` on `quietHours.start` / `quietHours.end`) that differ
 * (`end_not_after_start` on `quietHours.end`; an end before the start wraps midnight).
 */
export const validateMailPreference = (pref: MailPreference): E.Either<Record<string, ValidationError>, MailPreference> => {
  if (pref.quietHours === null) return E.right(pref);
  const errors: Record<string, ValidationError> = {};
  const [start, end] = [minutesOfDay(pref.quietHours.start), minutesOfDay(pref.quietHours.end)];
  if (start === null) errors['quietHours.start'] = { code: 'time_invalid', field: 'quietHours.start' };
  if (end === null) errors['quietHours.end'] = { code: 'time_invalid', field: 'quietHours.end' };
  else if (start === end) errors['quietHours.end'] = { code: 'end_not_after_start', field: 'quietHours.end' };
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right(pref);
};
