import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastSeenBucket } from './last-seen';

const now = new Date('2026-11-22T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('rules 4.4 last seen: now, minutes ago, hours ago, days ago', () => {
  it.each([
    ['never reported', null, { unit: 'never' }],
    ['59 s ago is now', ago(59), { unit: 'now' }],
    ['a future time (clock skew) is now', ago(-30), { unit: 'now' }],
    ['60 s ago is 1 minute', ago(60), { unit: 'minutes', value: 1 }],
    ['59 min 59 s ago is 59 minutes', ago(3599), { unit: 'minutes', value: 59 }],
    ['1 h ago', ago(3600), { unit: 'hours', value: 1 }],
    ['23 h 59 min ago', ago(86_399), { unit: 'hours', value: 23 }],
    ['1 day ago', ago(86_400), { unit: 'days', value: 1 }],
    ['40 days ago', ago(40 * 86_400 + 5), { unit: 'days', value: 40 }],
  ])('%s', (_name, at, bucket) => {
    expect(lastSeenBucket(at, now)).toEqual(bucket);
  });

  it('property: buckets never go back as time passes', () => {
    const rank = (b: ReturnType<typeof lastSeenBucket>) => ({ never: -1, now: 0, minutes: 1, hours: 2, days: 3 })[b.unit];
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
        const [young, old] = a < b ? [a, b] : [b, a];
        expect(rank(lastSeenBucket(ago(young), now))).toBeLessThanOrEqual(rank(lastSeenBucket(ago(old), now)));
      }),
    );
  });
});
