import { TZDate, tzOffset } from '@date-fns/tz';
import type { TimeOfDay } from './alert-rule';

/**
 * Local days and times of day in the company's IANA time zone (rules 1.7, 22.2), for working
 * hours, quiet hours and digests. DST-safe, one meaning for every zone:
 * - a time of day skipped by a spring-forward change (02:30 in Berlin on 2026-03-29) is reached at
 *   the first instant after the gap (03:00 CEST);
 * - a time of day repeated by a fall-back change (02:30 in Berlin on 2026-10-25) is reached at its
 *   first occurrence (02:30 CEST); the repeat does not reach it again.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar day (Gregorian) with its weekday, 0 = Sunday .. 6 = Saturday. */
export interface LocalDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
}

/** Minutes since midnight of a `HH:MM` time of day (00:00 to 23:59); null when `time` is not one. */
export const minutesOfDay = (time: TimeOfDay): number | null => {
  const match = TIME_OF_DAY.exec(time);
  return match === null ? null : Number(match[1]) * 60 + Number(match[2]);
};

/** True when `time` is a `HH:MM` time of day on the 24-hour clock, 00:00 to 23:59 (two digits each). */
export const isTimeOfDay = (time: string): boolean => TIME_OF_DAY.test(time);

/** The local calendar day of the instant `at` in `timeZone`. */
export const localDayOf = (at: Date, timeZone: string): LocalDay => {
  const local = new TZDate(at.getTime(), timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate(), weekday: local.getDay() };
};

/** The calendar day `days` after `day` (negative: before). */
export const addLocalDays = (day: LocalDay, days: number): LocalDay => {
  const at = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate(), weekday: at.getUTCDay() };
};

const offsetMs = (timeZone: string, at: number): number => tzOffset(timeZone, new Date(at)) * MINUTE_MS;

/**
 * The first instant at which the local clock of `day` in `timeZone` shows `minutes` after midnight
 * or later (see the DST meaning above). `minutes` may be 1440 (the next day's midnight).
 */
export const instantOfLocalTime = (day: LocalDay, minutes: number, timeZone: string): Date => {
  const wall = Date.UTC(day.year, day.month - 1, day.day, 0, minutes);
  const offsets = [offsetMs(timeZone, wall - DAY_MS), offsetMs(timeZone, wall + DAY_MS)];
  const exact = offsets.map((offset) => wall - offset).filter((at) => at + offsetMs(timeZone, at) === wall);
  if (exact.length > 0) return new Date(Math.min(...exact));
  // In a spring-forward gap: the clock reaches the time when it jumps over it, found to the minute.
  let [before, after] = [Math.min(...offsets.map((o) => wall - o)), Math.max(...offsets.map((o) => wall - o))];
  const offsetBefore = offsetMs(timeZone, before);
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / MINUTE_MS / 2) * MINUTE_MS;
    if (offsetMs(timeZone, middle) === offsetBefore) before = middle;
    else after = middle;
  }
  return new Date(after);
};
