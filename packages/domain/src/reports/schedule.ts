import * as E from 'fp-ts/lib/Either.js';
import { dayBounds } from '../machines/energy-meter';
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
 * The next time a schedule is due after `after` (strictly later), UTC: the company-local start of
 * the day after the next period ends (rules 10.10), so each run covers a complete period:
 * - daily: the next local midnight;
 * - weekly: the next Monday's local midnight;
 * - monthly: the first day of the next month at local midnight.
 * DST-correct (a day whose midnight does not exist starts at its first existing minute; see
 * machines/energy-meter `dayBounds`).
 * @param after the instant after which to run (creation time, or the run just made).
 * @param timeZone the company's IANA time zone.
 */
export const nextScheduledRun = (frequency: ScheduleFrequency, after: Date, timeZone: string): Date => {
  const today = companyToday(after, timeZone);
  const day = frequency === 'daily' ? shiftDay(today, 1) : frequency === 'weekly' ? shiftDay(mondayOf(today), 7) : monthStart(today, 1);
  return dayBounds(day, timeZone).start;
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
