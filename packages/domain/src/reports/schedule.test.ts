import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { localDay } from '../machines/energy-meter';
import { nextScheduledRun, scheduledPeriod, validateRecipients, validateScheduleTiming } from './schedule';

const at = (iso: string): Date => new Date(iso);

describe('scheduled report periods (rules 10.10; company time zone, rules 1.7)', () => {
  it('daily covers yesterday in the company time zone, not in UTC', () => {
    // 2026-03-10 23:30 in Chicago is already the 11th in UTC.
    expect(scheduledPeriod('daily', at('2026-03-11T04:30:00Z'), 'America/Chicago')).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(scheduledPeriod('daily', at('2026-03-11T04:30:00Z'), 'Europe/Berlin')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
  });

  it('weekly covers the past Monday-to-Sunday week, also when run on the Monday itself', () => {
    // 2026-11-23 is a Monday.
    expect(scheduledPeriod('weekly', at('2026-11-23T00:00:00+01:00'), 'Europe/Berlin')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(scheduledPeriod('weekly', at('2026-11-26T12:00:00Z'), 'Europe/Berlin')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(scheduledPeriod('weekly', at('2026-11-22T22:00:00Z'), 'UTC')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  });

  it('monthly covers the past calendar month (February of a leap year, the year change)', () => {
    expect(scheduledPeriod('monthly', at('2028-03-01T08:00:00Z'), 'Europe/Berlin')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(scheduledPeriod('monthly', at('2027-01-15T08:00:00Z'), 'Europe/Berlin')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('the next run is the next company-local midnight that ends a period, strictly later', () => {
    expect(nextScheduledRun('daily', at('2026-11-24T13:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(nextScheduledRun('daily', at('2026-11-24T23:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(nextScheduledRun('weekly', at('2026-11-24T13:00:00Z'), 'America/Chicago').toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(nextScheduledRun('monthly', at('2026-12-20T13:00:00Z'), 'America/Chicago').toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });

  it('follows DST changes: the run after the spring change is 23 hours later', () => {
    // Europe/Berlin moves to summer time on 2026-03-29.
    const before = nextScheduledRun('daily', at('2026-03-28T12:00:00Z'), 'Europe/Berlin');
    const after = nextScheduledRun('daily', before, 'Europe/Berlin');
    expect(before.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(after.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(scheduledPeriod('daily', after, 'Europe/Berlin')).toEqual({ from: '2026-03-29', to: '2026-03-29' });
  });

  it('a run at its due time covers the period that ended at that moment', () => {
    for (const frequency of ['daily', 'weekly', 'monthly'] as const) {
      const due = nextScheduledRun(frequency, at('2026-11-24T13:00:00Z'), 'America/Chicago');
      const justBefore = new Date(due.getTime() - 1);
      expect(scheduledPeriod(frequency, due, 'America/Chicago').to).toBe(localDay(justBefore.toISOString(), 'America/Chicago'));
      expect(scheduledPeriod(frequency, justBefore, 'America/Chicago').to < scheduledPeriod(frequency, due, 'America/Chicago').from).toBe(true);
    }
  });
});

describe('scheduled report recipients (rules 5.16)', () => {
  it('keeps valid addresses lower-cased and drops duplicates', () => {
    expect(validateRecipients([' Ann@Example.com', 'bob@example.com', 'ann@example.com'])).toEqual(E.right(['ann@example.com', 'bob@example.com']));
  });

  it('asks for at least one, at most 10, each well-formed', () => {
    expect(validateRecipients([])).toEqual(E.left({ code: 'required', field: 'recipients' }));
    expect(validateRecipients(['a@example.com', 'not-an-address'])).toEqual(E.left({ code: 'email_invalid' }));
    expect(validateRecipients(['a@example.com', ' '])).toEqual(E.left({ code: 'email_invalid' }));
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i}@example.com`);
    expect(validateRecipients(eleven)).toEqual(E.left({ code: 'out_of_range', field: 'recipients', min: 1, max: 10 }));
    expect(validateRecipients([...eleven.slice(0, 10), 'P0@example.com'])).toEqual(E.right(eleven.slice(0, 10)));
  });
});

describe('the day and time a schedule is sent (rules 10.10)', () => {
  it('weekly on the chosen weekday at the chosen company-local time, strictly later', () => {
    const wednesday = { weekday: 3, dayOfMonth: null, timeOfDay: '07:30' };
    // Tuesday 24 November 2026 14:00 in Berlin: Wednesday 25th 07:30 CET
    expect(nextScheduledRun('weekly', at('2026-11-24T13:00:00Z'), 'Europe/Berlin', wednesday).toISOString()).toBe('2026-11-25T06:30:00.000Z');
    // at that very minute, the week after
    expect(nextScheduledRun('weekly', at('2026-11-25T06:30:00Z'), 'Europe/Berlin', wednesday).toISOString()).toBe('2026-12-02T06:30:00.000Z');
  });

  it('monthly on the chosen day, the last day of a shorter month, and daily at the chosen time', () => {
    const the31st = { weekday: null, dayOfMonth: 31, timeOfDay: '18:00' };
    expect(nextScheduledRun('monthly', at('2027-02-10T12:00:00Z'), 'UTC', the31st).toISOString()).toBe('2027-02-28T18:00:00.000Z');
    expect(nextScheduledRun('monthly', at('2027-02-28T18:00:00Z'), 'UTC', the31st).toISOString()).toBe('2027-03-31T18:00:00.000Z');
    expect(
      nextScheduledRun('daily', at('2026-03-10T12:00:00Z'), 'America/Chicago', { weekday: null, dayOfMonth: null, timeOfDay: '06:15' }).toISOString(),
    ).toBe('2026-03-11T11:15:00.000Z');
  });

  it('a time a DST change skips runs at the first minute after it', () => {
    // 29 March 2026 in Berlin: 02:00 to 03:00 does not exist
    expect(nextScheduledRun('daily', at('2026-03-28T12:00:00Z'), 'Europe/Berlin', { weekday: null, dayOfMonth: null, timeOfDay: '02:30' }).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('checks the weekday, the day of the month and the time for the frequency', () => {
    expect(validateScheduleTiming('weekly', { weekday: 5, dayOfMonth: null, timeOfDay: '08:00' })).toEqual(
      E.right({ weekday: 5, dayOfMonth: null, timeOfDay: '08:00' }),
    );
    expect(validateScheduleTiming('weekly', { weekday: null, dayOfMonth: null, timeOfDay: '8:00' })).toEqual(
      E.left({ weekday: { code: 'required', field: 'weekday' }, timeOfDay: { code: 'time_invalid', field: 'timeOfDay' } }),
    );
    expect(validateScheduleTiming('monthly', { weekday: 2, dayOfMonth: 32, timeOfDay: '24:00' })).toEqual(
      E.left({
        weekday: { code: 'invalid_choice', field: 'weekday' },
        dayOfMonth: { code: 'out_of_range', field: 'dayOfMonth', min: 1, max: 31 },
        timeOfDay: { code: 'time_invalid', field: 'timeOfDay' },
      }),
    );
    expect(validateScheduleTiming('daily', { weekday: null, dayOfMonth: null, timeOfDay: '23:59' })).toEqual(
      E.right({ weekday: null, dayOfMonth: null, timeOfDay: '23:59' }),
    );
  });
});
