import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_PREFERENCE, DIGEST_HOUR, mailSendAfter, quietHoursEnd, validateMailPreference, type MailPreference } from './mail-delivery';

const CHICAGO = 'America/Chicago';
const BERLIN = 'Europe/Berlin';
const at = (iso: string): Date => new Date(iso);
const pref = (mode: MailPreference['mode'], quiet: [string, string] | null = null): MailPreference => ({
  mode,
  quietHours: quiet === null ? null : { start: quiet[0], end: quiet[1] },
});

describe('rules 22.3 mailSendAfter', () => {
  it('the default mails at once; off never mails', () => {
    expect(DEFAULT_MAIL_PREFERENCE).toEqual({ mode: 'immediate', quietHours: null });
    expect(mailSendAfter(DEFAULT_MAIL_PREFERENCE, at('2026-03-10T15:07:00Z'), CHICAGO)).toEqual(at('2026-03-10T15:07:00Z'));
    expect(mailSendAfter(pref('off'), at('2026-03-10T15:07:00Z'), CHICAGO)).toBeNull();
  });

  it.each([
    ['2026-03-10T15:07:00Z', CHICAGO, '2026-03-10T16:00:00Z'],
    ['2026-03-10T15:00:00Z', CHICAGO, '2026-03-10T16:00:00Z'], // on the hour: the next one
    ['2026-11-01T06:30:00Z', CHICAGO, '2026-11-01T07:00:00Z'], // 01:30 CDT -> 01:00 CST, the repeated hour
    ['2026-03-29T00:30:00Z', BERLIN, '2026-03-29T01:00:00Z'], // 01:30 CET -> 03:00 CEST
    ['2026-03-10T15:07:00Z', 'Asia/Kolkata', '2026-03-10T15:30:00Z'], // UTC+05:30: 20:37 -> 21:00 local
  ])('hourly: %s in %s -> %s', (when, zone, expected) => {
    expect(mailSendAfter(pref('hourly'), at(when), zone)).toEqual(at(expected));
  });

  it.each([
    ['2026-03-10T12:00:00Z', CHICAGO, '2026-03-10T13:00:00Z'], // 07:00 CDT -> 08:00 the same day
    ['2026-03-10T13:00:00Z', CHICAGO, '2026-03-11T13:00:00Z'], // 08:00 exactly -> tomorrow
    ['2026-03-07T20:00:00Z', CHICAGO, '2026-03-08T13:00:00Z'], // Sat 14:00 CST -> Sun 08:00 CDT
    ['2026-10-24T18:00:00Z', BERLIN, '2026-10-25T07:00:00Z'], // Sat 20:00 CEST -> Sun 08:00 CET
  ])('daily at 08:00 (DIGEST_HOUR): %s in %s -> %s', (when, zone, expected) => {
    expect(DIGEST_HOUR).toBe(8);
    expect(mailSendAfter(pref('daily'), at(when), zone)).toEqual(at(expected));
  });

  it('quiet hours wrapping midnight hold immediate mail until they end, across the DST night', () => {
    const night = pref('immediate', ['22:00', '07:00']);
    expect(mailSendAfter(night, at('2026-03-08T04:30:00Z'), CHICAGO)).toEqual(at('2026-03-08T12:00:00Z')); // Sat 22:30 CST -> Sun 07:00 CDT
    expect(mailSendAfter(night, at('2026-03-08T08:00:00Z'), CHICAGO)).toEqual(at('2026-03-08T12:00:00Z')); // 03:00 CDT
    expect(mailSendAfter(night, at('2026-03-08T11:59:00Z'), CHICAGO)).toEqual(at('2026-03-08T12:00:00Z')); // 06:59 CDT
    expect(mailSendAfter(night, at('2026-03-08T12:00:00Z'), CHICAGO)).toEqual(at('2026-03-08T12:00:00Z')); // 07:00: not quiet
    expect(mailSendAfter(night, at('2026-03-09T02:59:00Z'), CHICAGO)).toEqual(at('2026-03-09T02:59:00Z')); // 21:59: not yet quiet
    expect(mailSendAfter(night, at('2026-10-25T01:30:00Z'), BERLIN)).toEqual(at('2026-10-25T06:00:00Z')); // 02:30 CET -> 07:00 CET
  });

  it('quiet hours within a day; digests falling in quiet hours wait for their end', () => {
    const lunch = pref('immediate', ['12:00', '13:30']);
    expect(mailSendAfter(lunch, at('2026-03-10T17:15:00Z'), CHICAGO)).toEqual(at('2026-03-10T18:30:00Z')); // 12:15 CDT -> 13:30
    expect(mailSendAfter(lunch, at('2026-03-10T18:30:00Z'), CHICAGO)).toEqual(at('2026-03-10T18:30:00Z'));
    expect(mailSendAfter(pref('hourly', ['12:00', '13:30']), at('2026-03-10T16:10:00Z'), CHICAGO)).toEqual(at('2026-03-10T18:30:00Z'));
    expect(mailSendAfter(pref('daily', ['22:00', '09:00']), at('2026-03-10T20:00:00Z'), CHICAGO)).toEqual(at('2026-03-11T14:00:00Z')); // 09:00 CDT
  });

  it('quietHoursEnd is null outside quiet hours and for equal times', () => {
    expect(quietHoursEnd(at('2026-03-10T17:00:00Z'), { start: '22:00', end: '07:00' }, CHICAGO)).toBeNull();
    expect(quietHoursEnd(at('2026-03-10T17:00:00Z'), { start: '12:00', end: '12:00' }, CHICAGO)).toBeNull();
  });
});

describe('rules 22.3 properties of mailSendAfter', () => {
  const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') }).map((ms) => new Date(ms));
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 59))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const preference = fc.record({
    mode: fc.constantFrom('immediate' as const, 'hourly' as const, 'daily' as const),
    quietHours: fc.option(fc.record({ start: time, end: time }).filter((q) => q.start !== q.end)),
  });

  it('never before the alert, never inside the quiet hours, and within two days', () => {
    fc.assert(
      fc.property(preference, instant, fc.constantFrom(CHICAGO, BERLIN), (p, when, zone) => {
        const send = mailSendAfter(p, when, zone);
        expect(send).not.toBeNull();
        if (send === null) return;
        expect(send.getTime()).toBeGreaterThanOrEqual(when.getTime());
        expect(send.getTime() - when.getTime()).toBeLessThanOrEqual(49 * 3_600_000);
        if (p.quietHours !== null) expect(quietHoursEnd(send, p.quietHours, zone)).toBeNull();
        if (p.quietHours === null && p.mode === 'hourly') expect(send.getTime() - when.getTime()).toBeLessThanOrEqual(3_600_000);
        if (p.quietHours === null && p.mode === 'daily') expect(send.getUTCMinutes()).toBe(0);
      }),
    );
  });
});

describe('rules 22.3, 22.7 validateMailPreference', () => {
  it('accepts no quiet hours and wrapping ones; names bad times and equal ones', () => {
    expect(validateMailPreference(pref('daily', ['22:00', '07:00']))).toEqual(E.right(pref('daily', ['22:00', '07:00'])));
    expect(validateMailPreference(pref('off'))).toEqual(E.right(pref('off')));
    expect(validateMailPreference(pref('hourly', ['25:00', '7']))).toEqual(
      E.left({ 'quietHours.start': { code: 'time_invalid', field: 'quietHours.start' }, 'quietHours.end': { code: 'time_invalid', field: 'quietHours.end' } }),
    );
    expect(validateMailPreference(pref('hourly', ['07:00', '07:00']))).toEqual(
      E.left({ 'quietHours.end': { code: 'end_not_after_start', field: 'quietHours.end' } }),
    );
  });
});
