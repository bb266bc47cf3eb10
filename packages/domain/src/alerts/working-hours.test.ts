import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKING_HOURS,
  isWithinWorkingHours,
  localTimeReached,
  nextWorkingHoursChange,
  validateWorkingHours,
  type WorkingHours,
} from './working-hours';

const CHICAGO = 'America/Chicago';
const BERLIN = 'Europe/Berlin';
const at = (iso: string): Date => new Date(iso);
const sundayOnly = (start: string, end: string): WorkingHours => ({
  days: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: { start, end } },
});

describe('rules 22.2 default working hours: Monday to Friday 07:00 to 18:00 local time', () => {
  it.each([
    // Chicago: CST (UTC-6) before 2026-03-08, CDT (UTC-5) after.
    ['2026-03-06T12:59:00Z', CHICAGO, false], // Fri 06:59 CST
    ['2026-03-06T13:00:00Z', CHICAGO, true], // Fri 07:00 CST
    ['2026-03-06T23:59:00Z', CHICAGO, true], // Fri 17:59 CST
    ['2026-03-07T00:00:00Z', CHICAGO, false], // Fri 18:00 CST
    ['2026-03-07T15:00:00Z', CHICAGO, false], // Saturday
    ['2026-03-09T11:59:00Z', CHICAGO, false], // Mon 06:59 CDT
    ['2026-03-09T12:00:00Z', CHICAGO, true], // Mon 07:00 CDT
    // Berlin: CEST (UTC+2) until 2026-10-25, CET (UTC+1) after.
    ['2026-10-23T05:00:00Z', BERLIN, true], // Fri 07:00 CEST
    ['2026-10-23T16:00:00Z', BERLIN, false], // Fri 18:00 CEST
    ['2026-10-25T10:00:00Z', BERLIN, false], // Sunday
    ['2026-10-26T05:30:00Z', BERLIN, false], // Mon 06:30 CET
    ['2026-10-26T06:00:00Z', BERLIN, true], // Mon 07:00 CET
    ['2026-10-26T16:59:00Z', BERLIN, true], // Mon 17:59 CET
  ])('%s in %s -> %s', (iso, zone, inside) => {
    expect(isWithinWorkingHours(at(iso), DEFAULT_WORKING_HOURS, zone)).toBe(inside);
  });

  it('the next change after Friday evening is Monday 07:00, across the DST weekend', () => {
    expect(nextWorkingHoursChange(at('2026-03-06T23:00:00Z'), DEFAULT_WORKING_HOURS, CHICAGO)).toEqual(at('2026-03-07T00:00:00Z'));
    expect(nextWorkingHoursChange(at('2026-03-07T00:00:00Z'), DEFAULT_WORKING_HOURS, CHICAGO)).toEqual(at('2026-03-09T12:00:00Z'));
    expect(nextWorkingHoursChange(at('2026-10-23T16:00:00Z'), DEFAULT_WORKING_HOURS, BERLIN)).toEqual(at('2026-10-26T06:00:00Z'));
  });

  it('no working day at all: never inside, no next change', () => {
    const none: WorkingHours = { days: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null } };
    expect(isWithinWorkingHours(at('2026-03-09T15:00:00Z'), none, CHICAGO)).toBe(false);
    expect(nextWorkingHoursChange(at('2026-03-09T15:00:00Z'), none, CHICAGO)).toBeNull();
  });
});

describe('rules 22.2 on the DST days themselves', () => {
  it('Berlin spring forward (2026-03-29, 02:00 -> 03:00): a span starting at 02:30 begins when the clock jumps', () => {
    const hours = sundayOnly('02:30', '10:00');
    expect(isWithinWorkingHours(at('2026-03-29T00:59:00Z'), hours, BERLIN)).toBe(false); // 01:59 CET
    expect(isWithinWorkingHours(at('2026-03-29T01:00:00Z'), hours, BERLIN)).toBe(true); // 03:00 CEST
    expect(nextWorkingHoursChange(at('2026-03-29T00:00:00Z'), hours, BERLIN)).toEqual(at('2026-03-29T01:00:00Z'));
    expect(nextWorkingHoursChange(at('2026-03-29T01:00:00Z'), hours, BERLIN)).toEqual(at('2026-03-29T08:00:00Z')); // 10:00 CEST
  });

  it('Berlin fall back (2026-10-25, 03:00 -> 02:00): a span ending at 02:30 ends at its first occurrence and does not reopen', () => {
    const hours = sundayOnly('01:00', '02:30');
    expect(isWithinWorkingHours(at('2026-10-24T23:00:00Z'), hours, BERLIN)).toBe(true); // 01:00 CEST
    expect(isWithinWorkingHours(at('2026-10-25T00:29:00Z'), hours, BERLIN)).toBe(true); // 02:29 CEST
    expect(isWithinWorkingHours(at('2026-10-25T00:30:00Z'), hours, BERLIN)).toBe(false); // 02:30 CEST
    expect(isWithinWorkingHours(at('2026-10-25T01:15:00Z'), hours, BERLIN)).toBe(false); // 02:15 CET, the repeat
    expect(nextWorkingHoursChange(at('2026-10-24T23:30:00Z'), hours, BERLIN)).toEqual(at('2026-10-25T00:30:00Z'));
  });

  it('Chicago fall back (2026-11-01, 02:00 -> 01:00): 01:00 to 01:30 is the first half hour only', () => {
    const hours = sundayOnly('01:00', '01:30');
    expect(isWithinWorkingHours(at('2026-11-01T06:10:00Z'), hours, CHICAGO)).toBe(true); // 01:10 CDT
    expect(isWithinWorkingHours(at('2026-11-01T07:10:00Z'), hours, CHICAGO)).toBe(false); // 01:10 CST
  });

  it('Chicago spring forward (2026-03-08): a span inside the skipped hour is empty and never starts', () => {
    const hours = sundayOnly('02:15', '02:45');
    for (const iso of ['2026-03-08T07:59:00Z', '2026-03-08T08:00:00Z', '2026-03-08T08:30:00Z'])
      expect(isWithinWorkingHours(at(iso), hours, CHICAGO)).toBe(false);
    expect(nextWorkingHoursChange(at('2026-03-08T06:00:00Z'), hours, CHICAGO)).toEqual(at('2026-03-15T07:15:00Z')); // next Sunday 02:15 CDT
  });

  it('a Sunday spanning the whole DST day in Chicago covers 23 hours of instants', () => {
    const hours = sundayOnly('00:00', '23:59');
    const start = nextWorkingHoursChange(at('2026-03-07T12:00:00Z'), hours, CHICAGO);
    expect(start).toEqual(at('2026-03-08T06:00:00Z'));
    const end = start === null ? null : nextWorkingHoursChange(start, hours, CHICAGO);
    expect(end).toEqual(at('2026-03-09T04:59:00Z'));
  });
});

/** Weekday and HH:MM of an instant read with Intl, independent of the code under test. */
const wallClock = (date: Date, timeZone: string): { weekday: string; time: string } => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), time: `${part('hour')}:${part('minute')}` };
};

describe('rules 22.2 property: default hours read like a wall clock, and the next change is the first flip', () => {
  const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') }).map((ms) => new Date(ms));
  const zone = fc.constantFrom(CHICAGO, BERLIN);

  it('inside exactly on Mon-Fri with a local time from 07:00 to before 18:00', () => {
    fc.assert(
      fc.property(instant, zone, (when, tz) => {
        const { weekday, time } = wallClock(when, tz);
        const expected = !['Sat', 'Sun'].includes(weekday) && time >= '07:00' && time < '18:00';
        expect(isWithinWorkingHours(when, DEFAULT_WORKING_HOURS, tz)).toBe(expected);
      }),
    );
  });

  it('nothing flips between `at` and the next change, which flips', () => {
    fc.assert(
      fc.property(instant, zone, fc.double({ min: 0, max: 1, noNaN: true }), (when, tz, share) => {
        const next = nextWorkingHoursChange(when, DEFAULT_WORKING_HOURS, tz);
        expect(next).not.toBeNull();
        if (next === null) return;
        const now = isWithinWorkingHours(when, DEFAULT_WORKING_HOURS, tz);
        const between = new Date(when.getTime() + Math.floor((next.getTime() - when.getTime() - 1) * share));
        expect(isWithinWorkingHours(between, DEFAULT_WORKING_HOURS, tz)).toBe(now);
        expect(isWithinWorkingHours(new Date(next.getTime() - 1), DEFAULT_WORKING_HOURS, tz)).toBe(now);
        expect(isWithinWorkingHours(next, DEFAULT_WORKING_HOURS, tz)).toBe(!now);
      }),
    );
  });
});

describe('rules 22.1 not_returned: localTimeReached on the local day of the instant', () => {
  it.each([
    ['2026-03-08T23:59:00Z', '19:00', CHICAGO, false], // 18:59 CDT
    ['2026-03-09T00:00:00Z', '19:00', CHICAGO, true], // 19:00 CDT
    ['2026-03-09T05:00:00Z', '19:00', CHICAGO, false], // 00:00 CDT the next day
    ['2026-03-29T00:59:00Z', '02:30', BERLIN, false], // 01:59 CET, before the gap
    ['2026-03-29T01:00:00Z', '02:30', BERLIN, true], // 03:00 CEST, 02:30 was skipped
    ['2026-10-25T00:30:00Z', '02:30', BERLIN, true], // 02:30 CEST, first occurrence
    ['2026-10-25T01:15:00Z', '02:30', BERLIN, true], // 02:15 CET, the repeat: already reached
    ['2026-03-09T00:00:00Z', '7pm', CHICAGO, false], // not a time of day
  ])('%s, %s in %s -> %s', (iso, time, zone, reached) => {
    expect(localTimeReached(at(iso), time, zone)).toBe(reached);
  });
});

describe('rules 22.2, 22.7 validateWorkingHours', () => {
  it('accepts the defaults unchanged', () => {
    expect(validateWorkingHours(DEFAULT_WORKING_HOURS)).toEqual(E.right(DEFAULT_WORKING_HOURS));
  });

  it('names each bad field: unreadable times, an end not after its start, a missing day', () => {
    const bad = {
      days: {
        ...DEFAULT_WORKING_HOURS.days,
        mon: { start: '7:00', end: '24:00' },
        tue: { start: '09:00', end: '09:00' },
        wed: { start: '18:00', end: '07:00' },
      },
    };
    const { sun: _sun, ...withoutSunday } = bad.days;
    expect(validateWorkingHours({ days: withoutSunday } as unknown as WorkingHours)).toEqual(
      E.left({
        'days.mon.start': { code: 'time_invalid', field: 'days.mon.start' },
        'days.mon.end': { code: 'time_invalid', field: 'days.mon.end' },
        'days.tue.end': { code: 'end_not_after_start', field: 'days.tue.end' },
        'days.wed.end': { code: 'end_not_after_start', field: 'days.wed.end' },
        'days.sun': { code: 'required', field: 'days.sun' },
      }),
    );
  });
});
