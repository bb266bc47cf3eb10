import { TZDate } from '@date-fns/tz';
import * as E from 'fp-ts/lib/Either.js';
import type { ValidationError } from '../validation/errors';
import { validateEmail } from '../validation/rules';
import { companyToday, presetPeriod } from './period';

/** How often a scheduled report is sent (rules 10.10; contract ScheduleFrequency). */
export type ScheduleFrequency = 'daily' | 'weekly' | 'monthly';

/** A period of company-local days, `from` to `to` inclusive, YYYY-MM-DD. */
export interface SchedulePeriod {
  readonly from: string;
  readonly to: string;
}

/** Most recipients of one scheduled report (rules 5.16, 10.10; contract CreateReportScheduleRequest). */
export const MAX_SCHEDULE_RECIPIENTS = 10;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The local day `day` (YYYY-MM-DD) moved by `days` (negative: back), calendar arithmetic only. */
const shiftDay = (day: string, days: number): string => {
  const [y = NaN, m = NaN, d = NaN] = day.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
};

/** The Monday of the ISO week (Monday to Sunday) holding `day`. */
const mondayOf = (day: string): string => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return shiftDay(day, -((weekday + 6) % 7));
};

/** The first day of the month `months` away from the month of `day` (negative: back). */
const monthStart = (day: string, months: number): string => {
  const [y = NaN, m = NaN] = day.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1 + months, 1));
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-01`;
};

/**
 * The period a scheduled report sent at `at` covers (rules 10.10; rules 1.7 time zone per
 * company): the latest complete period before the company-local day of `at`:
 * - daily: yesterday;
 * - weekly: the past Monday-to-Sunday week (the `pastWeek` preset of reports/period);
 * - monthly: the past calendar month (the `pastMonth` preset of reports/period).
 * A run that was missed (server down) and is sent later covers the latest period only, so a
 * schedule sends one mail per recipient however long the server was down.
 * @param at the instant of the run. @param timeZone the company's IANA time zone.
 */
export const scheduledPeriod = (frequency: ScheduleFrequency, at: Date, timeZone: string): SchedulePeriod => {
  switch (frequency) {
    case 'daily': {
      const yesterday = shiftDay(companyToday(at, timeZone), -1);
      return { from: yesterday, to: yesterday };
    }
    case 'weekly':
      return presetPeriod('pastWeek', at, timeZone);
    case 'monthly':
      return presetPeriod('pastMonth', at, timeZone);
  }
};

/**
 * When in its period a schedule is sent (rules 10.10), in the company's time zone: the weekday of a
 * weekly one (1 Monday to 7 Sunday), the day of the month of a monthly one (1 to 31; a month with
 * fewer days sends on its last day), and the time of day `HH:MM` (24-hour clock) of every one.
 * `weekday` is null unless weekly, `dayOfMonth` null unless monthly.
 */
export interface ScheduleTiming {
  readonly weekday: number | null;
  readonly dayOfMonth: number | null;
  readonly timeOfDay: string;
}

/** The timing of a schedule stored before days and times could be chosen: Monday, the 1st, at 00:00. */
export const defaultScheduleTiming = (frequency: ScheduleFrequency): ScheduleTiming => ({
  weekday: frequency === 'weekly' ? 1 : null,
  dayOfMonth: frequency === 'monthly' ? 1 : null,
  timeOfDay: '00:00',
});

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The fields of a schedule's timing, as its validation errors name them. */
export const SCHEDULE_TIMING_FIELDS = { weekday: 'weekday', dayOfMonth: 'dayOfMonth', timeOfDay: 'timeOfDay' } as const;

/**
 * A schedule's timing as given (rules 5.1, 10.10), checked for its frequency. Errors per field:
 * `weekday`: required (weekly without one), out_of_range {1, 7}, invalid_choice (given for a
 * daily or monthly schedule); `dayOfMonth`: required (monthly without one), out_of_range {1, 31},
 * invalid_choice (given for a daily or weekly one); `timeOfDay`: time_invalid (not `HH:MM`, 00:00
 * to 23:59). @returns the timing to store.
 */
export const validateScheduleTiming = (
  frequency: ScheduleFrequency,
  input: { readonly weekday: number | null; readonly dayOfMonth: number | null; readonly timeOfDay: string },
): E.Either<Partial<Record<keyof typeof SCHEDULE_TIMING_FIELDS, ValidationError>>, ScheduleTiming> => {
  const errors: Partial<Record<keyof typeof SCHEDULE_TIMING_FIELDS, ValidationError>> = {};
  const whole = (field: 'weekday' | 'dayOfMonth', value: number | null, wanted: boolean, max: number): void => {
    if (!wanted) {
      if (value !== null) errors[field] = { code: 'invalid_choice', field };
    } else if (value === null) errors[field] = { code: 'required', field };
    else if (!Number.isInteger(value) || value < 1 || value > max) errors[field] = { code: 'out_of_range', field, min: 1, max };
  };
  whole('weekday', input.weekday, frequency === 'weekly', 7);
  whole('dayOfMonth', input.dayOfMonth, frequency === 'monthly', 31);
  if (!TIME_OF_DAY.test(input.timeOfDay)) errors.timeOfDay = { code: 'time_invalid', field: 'timeOfDay' };
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right({ weekday: input.weekday, dayOfMonth: input.dayOfMonth, timeOfDay: input.timeOfDay });
};

/** Days in the month of `day` (YYYY-MM-DD). */
const daysInMonth = (day: string): number => {
  const [y = NaN, m = NaN] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** The instant of the company-local wall time `timeOfDay` on `day`; a time a DST change skips is the first existing minute after it. */
const localInstant = (day: string, timeOfDay: string, timeZone: string): Date => {
  const [y = NaN, m = NaN, d = NaN] = day.split('-').map(Number);
  const [hh = 0, mm = 0] = timeOfDay.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
};

/** The day a schedule sends on in the week or month holding `day` (daily: `day` itself). */
const sendDayIn = (frequency: ScheduleFrequency, timing: ScheduleTiming, day: string): string => {
  if (frequency === 'weekly') return shiftDay(mondayOf(day), (timing.weekday ?? 1) - 1);
  if (frequency === 'monthly') return `${day.slice(0, 8)}${pad(Math.min(timing.dayOfMonth ?? 1, daysInMonth(day)))}`;
  return day;
};

/**
 * The next time a schedule is due after `after` (strictly later), UTC (rules 10.10): the
 * company-local `timing.timeOfDay` of
 * - daily: every day;
 * - weekly: the weekday `timing.weekday` (1 Monday ... 7 Sunday);
 * - monthly: the day `timing.dayOfMonth` (the month's last day when it has fewer days).
 * Each run covers the latest complete period before its local day (`scheduledPeriod`). DST-correct:
 * a time that does not exist that day runs at the first existing minute after it.
 * @param after the instant after which to run (creation time, or the run just made).
 * @param timeZone the company's IANA time zone.
 * @param timing when in the period (default: Monday, the 1st, at 00:00, the midnight after the period ends).
 */
export const nextScheduledRun = (
  frequency: ScheduleFrequency,
  after: Date,
  timeZone: string,
  timing: ScheduleTiming = defaultScheduleTiming(frequency),
): Date => {
  const today = companyToday(after, timeZone);
  const step = (day: string): string => (frequency === 'daily' ? shiftDay(day, 1) : frequency === 'weekly' ? shiftDay(day, 7) : monthStart(day, 1));
  let day = frequency === 'monthly' ? monthStart(today, 0) : today;
  for (let i = 0; i < 4; i += 1) {
    const at = localInstant(sendDayIn(frequency, timing, day), timing.timeOfDay, timeZone);
    if (at.getTime() > after.getTime()) return at;
    day = step(day);
  }
  return localInstant(sendDayIn(frequency, timing, day), timing.timeOfDay, timeZone);
};

/**
 * The recipients of a scheduled report (rules 5.16): each a valid e-mail address (rules 5.4
 * `validateEmail`: trimmed, lower-cased), duplicates dropped (the same address gets one mail), then
 * 1 to MAX_SCHEDULE_RECIPIENTS (10) of them. Errors (field `recipients`): required (none),
 * email_invalid (a blank or malformed address), out_of_range { min: 1, max: 10 } (more than 10).
 * @returns the addresses to store, in the order given.
 */
export const validateRecipients = (recipients: readonly string[]): E.Either<ValidationError, string[]> => {
  const unique: string[] = [];
  for (const raw of recipients) {
    const address = validateEmail(raw);
    if (E.isLeft(address)) return E.left({ code: 'email_invalid' });
    if (!unique.includes(address.right)) unique.push(address.right);
  }
  if (unique.length === 0) return E.left({ code: 'required', field: 'recipients' });
  if (unique.length > MAX_SCHEDULE_RECIPIENTS) return E.left({ code: 'out_of_range', field: 'recipients', min: 1, max: MAX_SCHEDULE_RECIPIENTS });
  return E.right(unique);
};
