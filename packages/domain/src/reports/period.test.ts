import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { localDay } from '../machines/energy-meter';
import {
  MAX_PERIOD_DAYS,
  isoWeekOf,
  monthPeriod,
  periodBounds,
  periodDayBounds,
  periodDayCount,
  periodDays,
  presetPeriod,
  validatePeriod,
  weekPeriod,
  type PeriodPreset,
} from './period';
import { scheduledPeriod } from './schedule';

const H = 3_600_000;

describe('presets seen from the company-local today (rules 10.6 presets, rules 1.7 time zone)', () => {
  it.each<[string, string, PeriodPreset, string, string]>([
    // Wednesday 2026-11-25 in Berlin
    ['2026-11-25T10:00:00Z', 'Europe/Berlin', 'last30Days', '2026-10-27', '2026-11-25'],
    ['2026-11-25T10:00:00Z', 'Europe/Berlin', 'pastWeek', '2026-11-16', '2026-11-22'],
    ['2026-11-25T10:00:00Z', 'Europe/Berlin', 'pastMonth', '2026-10-01', '2026-10-31'],
    ['2026-11-25T10:00:00Z', 'Europe/Berlin', 'pastYear', '2025-01-01', '2025-12-31'],
    // 23:30 UTC on Sunday 2026-11-29 is already Monday 30 November in Berlin: the past week is the one that just ended
    ['2026-11-29T23:30:00Z', 'Europe/Berlin', 'pastWeek', '2026-11-23', '2026-11-29'],
    // ... and still Sunday in Chicago: the week before
    ['2026-11-29T23:30:00Z', 'America/Chicago', 'pastWeek', '2026-11-16', '2026-11-22'],
    // 1 March 2024 (leap year): February has 29 days; the previous year 2023 has 365
    ['2024-03-01T12:00:00Z', 'UTC', 'pastMonth', '2024-02-01', '2024-02-29'],
    ['2025-01-01T12:00:00Z', 'UTC', 'pastYear', '2024-01-01', '2024-12-31'],
    // 05:30 UTC on 1 January 2027 is still 31 December 2026 in Chicago
    ['2027-01-01T05:30:00Z', 'America/Chicago', 'pastMonth', '2026-11-01', '2026-11-30'],
    ['2027-01-01T05:30:00Z', 'America/Chicago', 'pastYear', '2025-01-01', '2025-12-31'],
    ['2027-01-01T06:30:00Z', 'America/Chicago', 'pastYear', '2026-01-01', '2026-12-31'],
    // last 30 days across the Berlin autumn change
    ['2026-11-10T12:00:00Z', 'Europe/Berlin', 'last30Days', '2026-10-12', '2026-11-10'],
  ])('at %s in %s, %s is %s..%s', (now, tz, preset, from, to) => {
    expect(presetPeriod(preset, new Date(now), tz)).toEqual({ from, to });
  });

  it('past week and past month equal the periods a weekly and a monthly schedule covers at the same instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('Europe/Berlin', 'America/Chicago', 'Pacific/Auckland', 'UTC'),
        (now, tz) => {
          expect(presetPeriod('pastWeek', now, tz)).toEqual(scheduledPeriod('weekly', now, tz));
          expect(presetPeriod('pastMonth', now, tz)).toEqual(scheduledPeriod('monthly', now, tz));
        },
      ),
    );
  });

  it('every preset is a valid period ending no later than today', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...(['last30Days', 'pastWeek', 'pastMonth', 'pastYear'] as const)),
        (now, preset) => {
          const period = presetPeriod(preset, now, 'America/Chicago');
          expect(E.isRight(validatePeriod(period))).toBe(true);
          expect(period.to <= localDay(now.toISOString(), 'America/Chicago')).toBe(true);
        },
      ),
    );
  });
});

describe('week and month pickers', () => {
  it.each([
    [2026, 1, '2025-12-29', '2026-01-04'],
    [2026, 10, '2026-03-02', '2026-03-08'],
    [2026, 53, '2026-12-28', '2027-01-03'],
    [2027, 1, '2027-01-04', '2027-01-10'],
  ])('ISO week %i-W%i is %s..%s', (year, week, from, to) => {
    expect(weekPeriod(year, week)).toEqual(E.right({ from, to }));
    expect(isoWeekOf(from)).toEqual({ isoYear: year, week });
    expect(isoWeekOf(to)).toEqual({ isoYear: year, week });
  });

  it.each([
    [2025, 53, 52],
    [2026, 54, 53],
    [2026, 0, 53],
  ])('%i has no week %i (1..%i)', (year, week, max) => {
    expect(weekPeriod(year, week)).toEqual(E.left({ code: 'period_invalid_week', max }));
  });

  it.each([
    [2026, 2, '2026-02-01', '2026-02-28'],
    [2028, 2, '2028-02-01', '2028-02-29'],
    [2026, 12, '2026-12-01', '2026-12-31'],
  ])('month %i-%i is %s..%s', (year, month, from, to) => {
    expect(monthPeriod(year, month)).toEqual(E.right({ from, to }));
  });

  it('month 13 is refused', () => {
    expect(monthPeriod(2026, 13)).toEqual(E.left({ code: 'period_invalid_month' }));
  });
});

describe('range validation (contract ReportPeriod: from <= to, at most 366 days)', () => {
  it.each([
    [{ from: '2026-03-01', to: '2026-03-01' }, E.right({ from: '2026-03-01', to: '2026-03-01' })],
    [{ from: '2024-01-01', to: '2024-12-31' }, E.right({ from: '2024-01-01', to: '2024-12-31' })],
    [{ from: '2026-03-02', to: '2026-03-01' }, E.left({ code: 'period_reversed' })],
    [{ from: '2024-01-01', to: '2025-01-01' }, E.left({ code: 'period_too_long', max: MAX_PERIOD_DAYS })],
    [{ from: '2026-02-30', to: '2026-03-01' }, E.left({ code: 'period_invalid_day', field: 'from' })],
    [{ from: '2026-02-01', to: '2026-3-01' }, E.left({ code: 'period_invalid_day', field: 'to' })],
  ])('%o -> %o', (period, expected) => {
    expect(validatePeriod(period)).toEqual(expected);
  });
});

describe('days and bounds of a period (rules 10.6; DST days are 23 or 25 hours)', () => {
  it.each([
    ['Europe/Berlin', '2026-03-28', '2026-03-30', '2026-03-27T23:00:00.000Z', '2026-03-30T22:00:00.000Z', [24, 23, 24]],
    ['Europe/Berlin', '2026-10-24', '2026-10-26', '2026-10-23T22:00:00.000Z', '2026-10-26T23:00:00.000Z', [24, 25, 24]],
    ['America/Chicago', '2026-03-07', '2026-03-09', '2026-03-07T06:00:00.000Z', '2026-03-10T05:00:00.000Z', [24, 23, 24]],
    ['America/Chicago', '2026-10-31', '2026-11-02', '2026-10-31T05:00:00.000Z', '2026-11-03T06:00:00.000Z', [24, 25, 24]],
  ])('in %s, %s..%s spans %s to %s with days of %o hours', (tz, from, to, start, end, hours) => {
    const bounds = periodBounds({ from, to }, tz);
    expect([bounds.start.toISOString(), bounds.end.toISOString()]).toEqual([start, end]);
    expect(periodDayBounds({ from, to }, tz).map((d) => (d.end.getTime() - d.start.getTime()) / H)).toEqual(hours);
  });

  const anyDay = fc
    .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const anyPeriod = fc.tuple(anyDay, fc.integer({ min: 0, max: 400 })).map(([from, extra]) => {
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + extra * 24 * H).toISOString().slice(0, 10);
    return { from, to };
  });
  const zones = fc.constantFrom('Europe/Berlin', 'America/Chicago', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC');

  it('days are consecutive calendar days from `from` to `to`, as many as periodDayCount, and no more than 366 in a valid period', () => {
    fc.assert(
      fc.property(anyPeriod, ({ from, to }) => {
        const days = periodDays({ from, to });
        expect(days.length).toBe(periodDayCount({ from, to }));
        expect(days[0]).toBe(from);
        expect(days.at(-1)).toBe(to);
        // One assertion per period, not per day: periods of years would make this property slow.
        const gaps = days.slice(1).map((day, i) => Date.parse(`${day}T00:00:00Z`) - Date.parse(`${days[i] ?? ''}T00:00:00Z`));
        expect(gaps.filter((gap) => gap !== 24 * H)).toEqual([]);
        expect(E.isRight(validatePeriod({ from, to }))).toBe(days.length <= MAX_PERIOD_DAYS);
      }),
    );
  });

  it('day bounds are contiguous, each day 23 to 25 hours, covering exactly the period bounds, and every instant inside lies on its own local day', () => {
    fc.assert(
      fc.property(
        anyPeriod.filter((p) => periodDayCount(p) <= 40),
        zones,
        (period, tz) => {
          const days = periodDayBounds(period, tz);
          const bounds = periodBounds(period, tz);
          expect(days[0]?.start).toEqual(bounds.start);
          expect(days.at(-1)?.end).toEqual(bounds.end);
          days.forEach((d, i) => {
            const next = days[i + 1];
            if (next !== undefined) expect(next.start).toEqual(d.end);
            const length = d.end.getTime() - d.start.getTime();
            expect(length).toBeGreaterThanOrEqual(23 * H);
            expect(length).toBeLessThanOrEqual(25 * H);
            expect(localDay(d.start.toISOString(), tz)).toBe(d.day);
            expect(localDay(new Date(d.end.getTime() - 1).toISOString(), tz)).toBe(d.day);
          });
        },
      ),
    );
  });
});
