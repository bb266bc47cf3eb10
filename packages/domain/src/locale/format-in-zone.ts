import { dateFormatFor, type Region } from './region';

/** True when `timeZone` is an IANA zone this runtime's Intl knows ("America/Chicago"). */
export const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** The calendar and clock parts (24 h) of an instant in `timeZone` (UTC when the zone is unknown). */
const partsIn = (date: Date, timeZone: string): ((type: Intl.DateTimeFormatPartTypes) => string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: isTimeZone(timeZone) ? timeZone : 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  return (type) => parts.find((p) => p.type === type)?.value ?? '';
};

/**
 * The calendar day of an instant (ISO) in the company's IANA `timeZone` (rules 1.7: time zone per
 * company), in the region's order (rules 1.6: DD/MM/YYYY on the EU host, MM/DD/YYYY otherwise):
 * "03/02/2026". An unknown zone falls back to UTC.
 */
export const formatDayInZone = (iso: string, timeZone: string, region: Region): string => {
  const part = partsIn(new Date(iso), timeZone);
  return dateFormatFor(region) === 'DD/MM/YYYY' ? `${part('day')}/${part('month')}/${part('year')}` : `${part('month')}/${part('day')}/${part('year')}`;
};

/**
 * Date and 24-hour time of an instant (ISO) in the company's `timeZone`, the date as
 * formatDayInZone, then the zone's short name in the page's language `locale`:
 * "03/12/2026 11:47 CDT" (en-US), "12/03/2026 11:47 UTC−5" (fr-FR). An unknown zone falls back to UTC.
 */
export const formatDateTimeInZone = (iso: string, timeZone: string, region: Region, locale: string): string => {
  const date = new Date(iso);
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const part = partsIn(date, zone);
  const zoneName = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
  return `${formatDayInZone(iso, zone, region)} ${part('hour')}:${part('minute')}${zoneName ? ` ${zoneName}` : ''}`;
};

/**
 * The top bar's live clock (rules 2.4, 1.7): the date as formatDayInZone, the 24-hour time with
 * seconds in `timeZone`, and the zone's short name in `locale`, so the clock says whose time it
 * is: "11/29/2026 07:28:42 CST" (en-US, America/Chicago), "29/11/2026 14:28:42 MEZ" (de-DE,
 * Europe/Berlin). An unknown zone falls back to UTC.
 */
export const formatClockInZone = (date: Date, timeZone: string, region: Region, locale: string): string => {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const part = partsIn(date, zone);
  const zoneName = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
  return `${formatDayInZone(date.toISOString(), zone, region)} ${part('hour')}:${part('minute')}:${part('second')}${zoneName ? ` ${zoneName}` : ''}`;
};
