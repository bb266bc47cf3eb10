import type { IntlShape } from 'react-intl';
import type { Region } from '@yardfleet/domain/locale/region';
import { dateFormatFor } from '@yardfleet/domain/locale/region';
import { kilowattHours, watts } from './power-messages';

/** An energy in watt-hours as kilowatt-hours with one decimal, in the page's language ("12.4 kWh", "12,4 kWh"). */
export const formatKwh = (intl: IntlShape, wattHours: number): string =>
  intl.formatMessage(kilowattHours, { value: intl.formatNumber(wattHours / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });

/** A power in watts, whole ("1,250 W"). */
export const formatWatts = (intl: IntlShape, value: number): string =>
  intl.formatMessage(watts, { value: intl.formatNumber(value, { maximumFractionDigits: 0 }) });

/** A duration in seconds as whole hours and minutes (minutes rounded up, so "0 min" never shows while charging). */
export const hoursAndMinutes = (seconds: number): { readonly hours: number; readonly minutes: number } => {
  const totalMinutes = Math.max(1, Math.ceil(seconds / 60));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
};

/**
 * An instant (ISO) as date and 24-hour time in the company's IANA `timeZone` (SPEC 9: time zone per
 * company), the date in the region's order (SPEC 1: DD/MM/YYYY in the EU, MM/DD/YYYY in the US),
 * followed by the zone's short name in the page's language: "03/12/2026 11:47 CDT".
 * An unknown time zone falls back to UTC.
 */
export const formatInTimeZone = (intl: IntlShape, iso: string, timeZone: string, region: Region): string => {
  const date = new Date(iso);
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = dateFormatFor(region) === 'DD/MM/YYYY' ? `${part('day')}/${part('month')}/${part('year')}` : `${part('month')}/${part('day')}/${part('year')}`;
  const zoneName = new Intl.DateTimeFormat(intl.locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
  return `${day} ${part('hour')}:${part('minute')}${zoneName ? ` ${zoneName}` : ''}`;
};

const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};
