import * as E from 'fp-ts/lib/Either.js';
import type { ValidationError } from '../validation/errors';
import type { TimeOfDay } from './alert-rule';
import { addLocalDays, instantOfLocalTime, localDayOf, minutesOfDay, type LocalDay } from './local-time';

/** The days of the week, Monday first, as working hours name them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's working time, `start` (inclusive) to `end` (exclusive), start before end on the same day (no overnight span). */
export interface DaySpan {
  readonly start: TimeOfDay;
  readonly end: TimeOfDay;
}

/**
 * A company's working hours (rules 22.2): for each weekday one span of local time, or null for a
 * day off. Read in the company's time zone (rules 1.7). Rules use them to watch only during work
 * (`machine_offline`) or only outside it (`out_after_hours`).
 */
export interface WorkingHours {
  readonly days: Readonly<Record<Weekday, DaySpan | null>>;
}

const WEEKDAY_DAYS: Readonly<Record<Weekday, DaySpan | null>> = {
  mon: { start: '07:00', end: '18:00' },
  tue: { start: '07:00', end: '18:00' },
  wed: { start: '07:00', end: '18:00' },
  thu: { start: '07:00', end: '18:00' },
  fri: { start: '07:00', end: '18:00' },
  sat: null,
  sun: null,
};

/** The working hours of a new company (rules 22.2): Monday to Friday 07:00 to 18:00, weekends off. */
export const DEFAULT_WORKING_HOURS: WorkingHours = { days: WEEKDAY_DAYS };

/**
 * Answers already worked out, by instant (pure functions: the same question always has the same
 * answer). The alert rules ask them for every machine of a batch at one instant (rules 22.1, 22.2),
 * and each costs about 20 µs of time zone arithmetic. Working hours are remembered per hours object
 * (`isWithinWorkingHours`), return-by times per zone and time (`localTimeReached`); a memo holding
 * MEMO_MAX answers starts again empty.
 */
const MEMO_MAX = 4096;
const withinMemo = new WeakMap<WorkingHours, Map<string, boolean>>();
const reachedMemo = new Map<string, boolean>();
const remember = (memo: Map<string, boolean>, key: string, answer: boolean): void => {
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, answer);
};

/** Weekday names by JavaScript's day number (0 = Sunday). */
const BY_DAY_NUMBER: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The instants the working span of a local day covers, `[start, end)`; null on a day off, an unreadable span or one a DST gap empties. */
const spanOf = (day: LocalDay, hours: WorkingHours, timeZone: string): { start: Date; end: Date } | null => {
  const span = hours.days[BY_DAY_NUMBER[day.weekday] ?? 'sun'];
  if (span === null) return null;
  const [start, end] = [minutesOfDay(span.start), minutesOfDay(span.end)];
  if (start === null || end === null) return null;
  const bounds = { start: instantOfLocalTime(day, start, timeZone), end: instantOfLocalTime(day, end, timeZone) };
  return bounds.start < bounds.end ? bounds : null;
};

/**
 * Whether `at` falls within the working hours of its local day in `timeZone` (rules 22.2): from
 * the instant the local clock first shows the day's start to the instant it first shows its end,
 * end excluded. DST-safe (alerts/local-time.ts): a start skipped by a spring-forward change begins
 * when the clock jumps over it; a fall-back change's repeated hour does not reopen a span that
 * already ended. A day off, or a span that is not two readable times, is outside.
 */
export const isWithinWorkingHours = (at: Date, hours: WorkingHours, timeZone: string): boolean => {
  const memo = withinMemo.get(hours) ?? new Map<string, boolean>();
  const key = `${timeZone}|${at.getTime()}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const span = spanOf(localDayOf(at, timeZone), hours, timeZone);
  const within = span !== null && span.start <= at && at < span.end;
  remember(memo, key, within);
  withinMemo.set(hours, memo);
  return within;
};

/**
 * The next instant strictly after `at` at which `isWithinWorkingHours` changes (a span starts or
 * ends), looking up to eight local days ahead; null when no weekday has working hours (rules 22.2,
 * for the sweep that re-evaluates `out_after_hours` and `machine_offline` rules).
 */
export const nextWorkingHoursChange = (at: Date, hours: WorkingHours, timeZone: string): Date | null => {
  const today = localDayOf(at, timeZone);
  for (let k = 0; k <= 8; k += 1) {
    const span = spanOf(addLocalDays(today, k), hours, timeZone);
    if (span === null) continue;
    if (span.start > at) return span.start;
    if (span.end > at) return span.end;
  }
  return null;
};

/**
 * True when the local clock of `at` in `timeZone` has reached `timeOfDay` on `at`'s own local day
 * (rules 22.1 `not_returned`: "still out at 19:00"). DST-safe like the working hours: a skipped
 * time is reached when the clock jumps over it; a repeated one at its first occurrence. False for
 * a `timeOfDay` that is not `HH:MM`.
 */
export const localTimeReached = (at: Date, timeOfDay: TimeOfDay, timeZone: string): boolean => {
  const key = `${timeZone}|${timeOfDay}|${at.getTime()}`;
  const known = reachedMemo.get(key);
  if (known !== undefined) return known;
  const minutes = minutesOfDay(timeOfDay);
  const reached = minutes !== null && at >= instantOfLocalTime(localDayOf(at, timeZone), minutes, timeZone);
  remember(reachedMemo, key, reached);
  return reached;
};

/**
 * Working hours as an admin or manager sets them (rules 22.2, 22.7): every weekday present, each
 * either null (day off) or a span of two `HH:MM` times with the end after the start. Errors, by
 * field path: `time_invalid` (`days.mon.start`, `days.mon.end`), `end_not_after_start`
 * (`days.mon.end`). Returns the hours unchanged when they are valid.
 */
export const validateWorkingHours = (hours: WorkingHours): E.Either<Record<string, ValidationError>, WorkingHours> => {
  const errors: Record<string, ValidationError> = {};
  for (const weekday of WEEKDAYS) {
    const span = hours.days[weekday] as DaySpan | null | undefined;
    if (span === undefined) {
      errors[`days.${weekday}`] = { code: 'required', field: `days.${weekday}` };
      continue;
    }
    if (span === null) continue;
    const [start, end] = [minutesOfDay(span.start), minutesOfDay(span.end)];
    if (start === null) errors[`days.${weekday}.start`] = { code: 'time_invalid', field: `days.${weekday}.start` };
    if (end === null) errors[`days.${weekday}.end`] = { code: 'time_invalid', field: `days.${weekday}.end` };
    else if (start !== null && end <= start) errors[`days.${weekday}.end`] = { code: 'end_not_after_start', field: `days.${weekday}.end` };
  }
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right(hours);
};
