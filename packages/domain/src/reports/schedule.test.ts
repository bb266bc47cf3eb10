import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { localDay } from '../machines/energy-meter';
import { nextScheduledRun, scheduledPeriod, validateRecipients } from './schedule';

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
