import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IsoDateTime, isCalendarDay, isIsoDateTime } from './brand';

describe('rules 3.15, 20.8: timestamps and days the database can store', () => {
  it('accepts every instant of years 1000 to 9999 as Date.toISOString writes it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01T00:00:00.000Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }), (date) => {
        expect(E.isRight(IsoDateTime.decode(date.toISOString()))).toBe(true);
      }),
    );
  });

  it('refuses days that do not exist, which Date.parse rolls over (PostgreSQL answered them with HTTP 500), and years before 1000 (PGlite reads 0001 back as 2001)', () => {
    for (const s of [
      '2026-02-30T00:00:00Z',
      '2026-02-29T12:00:00.000Z',
      '2026-04-31T08:00:00Z',
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '0999-12-31T23:59:59Z',
      '2026-13-01T00:00:00Z',
      '2026-00-10T00:00:00Z',
    ]) {
      expect(isIsoDateTime(s), s).toBe(false);
    }
    expect(isIsoDateTime('2024-02-29T12:00:00.000Z')).toBe(true);
    expect(isIsoDateTime('1000-01-01T00:00:00.000Z')).toBe(true);
    expect([isCalendarDay(2024, 2, 29), isCalendarDay(2026, 2, 29), isCalendarDay(1900, 2, 29), isCalendarDay(2000, 2, 29)]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('needs a zone and times within the day; accepts offsets and whole minutes', () => {
    for (const s of [
      '2026-06-15T12:00:00',
      '2026-06-15T24:00:00Z',
      '2026-06-15T12:60:00Z',
      '2026-06-15T12:00:60Z',
      '2026-06-15T12:00:00+15:00',
      '2026-06-15',
      'soon',
    ]) {
      expect(isIsoDateTime(s), s).toBe(false);
    }
    for (const s of ['2026-06-15T12:00:00+14:00', '2026-06-15T12:00:00-12:00', '2026-06-15T12:00Z', '2026-06-15T12:00:00.123456Z']) {
      expect(isIsoDateTime(s), s).toBe(true);
    }
  });
});
