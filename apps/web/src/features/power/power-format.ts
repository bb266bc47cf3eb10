import type { IntlShape } from 'react-intl';
import type { Region } from '@yardfleet/domain/locale/region';
import { formatDateTimeInZone, formatDayInZone, isTimeZone } from '@yardfleet/domain/locale/format-in-zone';
import { kilowattHours } from '../../shared/i18n/power-words';
import { watts } from './power-messages';

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
 * An instant (ISO) as date and 24-hour time in the company's IANA `timeZone` (rules 1.7), the date in
 * the region's order (rules 1.6), followed by the zone's short name in the page's language:
 * "03/12/2026 11:47 CDT" (the domain's formatDateTimeInZone; UTC for an unknown zone).
 */
export const formatInTimeZone = (intl: IntlShape, iso: string, timeZone: string, region: Region): string =>
  formatDateTimeInZone(iso, timeZone, region, intl.locale);

/**
 * A past instant (ISO) as short as stays clear, in the company's IANA `timeZone` (rules 1.7): the
 * 24-hour time alone ("14:05") when it falls on the company-local day of `now`, else as
 * formatInTimeZone ("03/12/2026 11:47 CDT").
 */
export const formatSinceInZone = (intl: IntlShape, iso: string, timeZone: string, region: Region, now: Date): string => {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  if (formatDayInZone(iso, zone, region) !== formatDayInZone(now.toISOString(), zone, region)) return formatInTimeZone(intl, iso, zone, region);
  return new Intl.DateTimeFormat(intl.locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
};
