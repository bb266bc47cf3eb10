import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  addYears,
  differenceInCalendarDays,
  format,
  getISOWeek,
  getISOWeekYear,
  getISOWeeksInYear,
  startOfISOWeek,
} from 'date-fns';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { dayBounds, localDay } from '../machines/energy-meter';

/**
 * Report periods (rules 10.6: presets last 30 days, past week, past month, past year, plus
 * week, month and range pickers; rules 1.7 time zone per company). A period is a run
 * of company-local calendar days, `from` to `to` inclusive (`YYYY-MM-DD`, the contract's
 * ReportPeriod). "Today" is the company-local day of the current instant, and a period spans the
 * instants from the start of its first local day to the end of its last (`periodBounds`), so a
 * period holding a DST change is one hour shorter or longer. Screens, exports and scheduled mails
 * all use these functions, so their day boundaries agree. Scheduled reports' periods and run times
 * are in `reports/schedule` (`scheduledPeriod`, `nextScheduledRun`); their weekly and monthly
 * periods equal the `pastWeek` and `pastMonth` presets at the same instant.
 */

/** A period of company-local days, `from` to `to` inclusive, `YYYY-MM-DD`. */
export interface Period {
  readonly from: string;
  readonly to: string;
}

/** Most days of a report period (contract ReportPeriod): a leap year fits. */
export const MAX_PERIOD_DAYS = 366;

/**
 * Why a period is not valid (answered by the server as 1170010001 `{ period: PeriodError }`):
 * - `period_invalid_day` { field }: `from` or `to` is not a calendar day (`2026-02-30`, `2026-1-5`);
 * - `period_reversed`: `from` is after `to`;
 * - `period_too_long` { max }: more than MAX_PERIOD_DAYS (366) days;
 * - `period_invalid_week` { max }: an ISO week number outside 1..max (52 or 53) of its year;
 * - `period_invalid_month`: a month outside 1..12.
 */
export const PeriodError = t.union(
  [
    t.type({ code: t.literal('period_invalid_day'), field: t.keyof({ from: null, to: null }) }),
    t.type({ code: t.literal('period_reversed') }),
    t.type({ code: t.literal('period_too_long'), max: t.number }),
    t.type({ code: t.literal('period_invalid_week'), max: t.number }),
    t.type({ code: t.literal('period_invalid_month') }),
  ],
  'PeriodError',
);
export type PeriodError = t.TypeOf<typeof PeriodError>;

/** The four presets (rules 9.7, 10.6), in the order the screen offers them. */
export const PERIOD_PRESETS = ['last30Days', 'pastWeek', 'pastMonth', 'pastYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Days of the `last30Days` preset. */
export const LAST_DAYS_PRESET_LENGTH = 30;

/** A calendar day as a date at midnight UTC (calendar arithmetic only; no time zone involved). */
const dayDate = (day: string): TZDate | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new TZDate(y, m - 1, d, 'UTC');
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
};
const dayOf = (date: Date): string => format(date, 'yyyy-MM-dd');
const mustDay = (day: string): TZDate => dayDate(day) ?? new TZDate(NaN, 'UTC');

/** The company-local day (`YYYY-MM-DD`) of the instant `now` in the IANA `timeZone` (rules 1.7). */
export const companyToday = (now: Date, timeZone: string): string => localDay(now.toISOString(), timeZone);

/**
 * The period of a preset seen at `now` by a company in `timeZone` (rules 10.6 presets; rules 1.7):
 * - `last30Days`: the 30 days ending today, today included (today's figures so far);
 * - `pastWeek`: the previous Monday-to-Sunday week (on a Monday: the week that ended last night);
 * - `pastMonth`: the previous calendar month (on 1 March: February);
 * - `pastYear`: the previous calendar year, 1 January to 31 December. Like "past week" and "past
 *   month" it is the last complete calendar unit, so a fleet manager compares years as they are
 *   budgeted and filed (and 365 or 366 days fit MAX_PERIOD_DAYS); the rolling view is the range
 *   picker's.
 */
export const presetPeriod = (preset: PeriodPreset, now: Date, timeZone: string): Period => {
  const today = mustDay(companyToday(now, timeZone));
  switch (preset) {
    case 'last30Days':
      return { from: dayOf(addDays(today, -(LAST_DAYS_PRESET_LENGTH - 1))), to: dayOf(today) };
    case 'pastWeek': {
      const monday = addWeeks(startOfISOWeek(today), -1);
      return { from: dayOf(monday), to: dayOf(addDays(monday, 6)) };
    }
    case 'pastMonth': {
      const first = new TZDate(today.getFullYear(), today.getMonth() - 1, 1, 'UTC');
      return { from: dayOf(first), to: dayOf(addDays(addMonths(first, 1), -1)) };
    }
    case 'pastYear': {
      const first = new TZDate(today.getFullYear() - 1, 0, 1, 'UTC');
      return { from: dayOf(first), to: dayOf(addDays(addYears(first, 1), -1)) };
    }
  }
};

/** The ISO week (Monday to Sunday; week 1 holds the year's first Thursday) holding `day`: its ISO week-numbering year and number, for the week picker. */
export const isoWeekOf = (day: string): { readonly isoYear: number; readonly week: number } => {
  const date = mustDay(day);
  return { isoYear: getISOWeekYear(date), week: getISOWeek(date) };
};

/**
 * The period of ISO week `week` of ISO year `isoYear` (the week picker): its Monday to its Sunday.
 * `period_invalid_week` { max } when `week` is not 1..52 (or 53 in a year with 53 ISO weeks).
 */
export const weekPeriod = (isoYear: number, week: number): E.Either<PeriodError, Period> => {
  const jan4 = new TZDate(isoYear, 0, 4, 'UTC');
  const max = getISOWeeksInYear(jan4);
  if (!Number.isInteger(week) || week < 1 || week > max) return E.left({ code: 'period_invalid_week', max });
  const monday = addWeeks(startOfISOWeek(jan4), week - 1);
  return E.right({ from: dayOf(monday), to: dayOf(addDays(monday, 6)) });
};

/** The period of calendar month `month` (1..12) of `year` (the month picker): its first to its last day. `period_invalid_month` otherwise. */
export const monthPeriod = (year: number, month: number): E.Either<PeriodError, Period> => {
  if (!Number.isInteger(month) || month < 1 || month > 12) return E.left({ code: 'period_invalid_month' });
  const first = new TZDate(year, month - 1, 1, 'UTC');
  return E.right({ from: dayOf(first), to: dayOf(addDays(addMonths(first, 1), -1)) });
};

/** Number of days of `period`, both ends included (0 when reversed or not calendar days). */
export const periodDayCount = (period: Period): number => {
  const [from, to] = [dayDate(period.from), dayDate(period.to)];
  return from === null || to === null ? 0 : Math.max(0, differenceInCalendarDays(to, from) + 1);
};

/**
 * A period as the range picker or a request gives it, checked (contract ReportPeriod): both ends
 * calendar days (`period_invalid_day` { field }), `from <= to` (`period_reversed`), at most
 * MAX_PERIOD_DAYS = 366 days (`period_too_long` { max: 366 }). A single day is a valid period.
 */
export const validatePeriod = (period: Period): E.Either<PeriodError, Period> => {
  if (dayDate(period.from) === null) return E.left({ code: 'period_invalid_day', field: 'from' });
  if (dayDate(period.to) === null) return E.left({ code: 'period_invalid_day', field: 'to' });
  if (period.from > period.to) return E.left({ code: 'period_reversed' });
  if (periodDayCount(period) > MAX_PERIOD_DAYS) return E.left({ code: 'period_too_long', max: MAX_PERIOD_DAYS });
  return E.right({ from: period.from, to: period.to });
};

/** Every day of `period` in order, `YYYY-MM-DD` (calendar days: a DST day is one day). Empty when the period is not valid. */
export const periodDays = (period: Period): string[] => {
  const from = dayDate(period.from);
  const count = periodDayCount(period);
  if (from === null) return [];
  return Array.from({ length: count }, (_, i) => dayOf(addDays(from, i)));
};

/**
 * The instants `period` spans in the IANA `timeZone` (rules 10.6): `start` = the start of its first
 * local day (inclusive), `end` = the start of the day after its last (exclusive). DST-correct
 * (machines/energy-meter `dayBounds`): a day is 23 or 25 hours long on a change.
 */
export const periodBounds = (period: Period, timeZone: string): { readonly start: Date; readonly end: Date } => ({
  start: dayBounds(period.from, timeZone).start,
  end: dayBounds(period.to, timeZone).end,
});

/** A local day with the instants it spans (`start` inclusive, `end` exclusive). */
export interface BoundedDay {
  readonly day: string;
  readonly start: Date;
  readonly end: Date;
}

/** Every day of `period` with its DST-correct bounds in `timeZone`; consecutive days touch (one's `end` is the next one's `start`). */
export const periodDayBounds = (period: Period, timeZone: string): BoundedDay[] => periodDays(period).map((day) => ({ day, ...dayBounds(day, timeZone) }));
