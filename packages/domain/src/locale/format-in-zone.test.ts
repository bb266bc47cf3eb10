import { describe, expect, it } from 'vitest';
import { formatClockInZone, formatDateTimeInZone, formatDayInZone, isTimeZone } from './format-in-zone';

describe('dates in the company time zone (rules 1.6, 1.7, 9.6)', () => {
  it('gives the calendar day in the zone, in the region order', () => {
    // 05:30 UTC on 3 March is still 2 March in Chicago.
    expect(formatDayInZone('2026-03-03T05:30:00.000Z', 'America/Chicago', 'na')).toBe('03/02/2026');
    expect(formatDayInZone('2026-03-03T05:30:00.000Z', 'America/Chicago', 'eu')).toBe('02/03/2026');
    expect(formatDayInZone('2026-03-03T05:30:00.000Z', 'Europe/Amsterdam', 'eu')).toBe('03/03/2026');
  });

  it('adds the 24-hour time and the zone name in the page language, across a DST change', () => {
    expect(formatDateTimeInZone('2026-03-12T16:47:00.000Z', 'America/Chicago', 'na', 'en-US')).toBe('03/12/2026 11:47 CDT');
    expect(formatDateTimeInZone('2026-03-07T17:47:00.000Z', 'America/Chicago', 'na', 'en-US')).toBe('03/07/2026 11:47 CST');
    expect(formatDateTimeInZone('2026-03-12T16:47:00.000Z', 'America/Chicago', 'eu', 'fr-FR')).toBe('12/03/2026 11:47 UTC\u22125');
  });

  it('falls back to UTC for a zone it does not know', () => {
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(formatDateTimeInZone('2026-03-12T16:47:00.000Z', 'Mars/Olympus_Mons', 'na', 'en-US')).toBe('03/12/2026 16:47 UTC');
  });

  it("writes the live clock in the company's zone with seconds and the zone's name, not in the browser's", () => {
    const at = new Date('2026-11-29T13:28:42.000Z');
    expect(formatClockInZone(at, 'America/Chicago', 'na', 'en-US')).toBe('11/29/2026 07:28:42 CST');
    expect(formatClockInZone(at, 'Europe/Berlin', 'eu', 'de-DE')).toBe('29/11/2026 14:28:42 MEZ');
    expect(formatClockInZone(new Date('2026-06-15T15:00:05.000Z'), 'America/Chicago', 'na', 'en-US')).toBe('06/15/2026 10:00:05 CDT');
  });
});
