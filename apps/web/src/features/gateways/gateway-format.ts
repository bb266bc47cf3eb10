import type { IntlShape } from 'react-intl';
import type { Gateway } from '@yardfleet/domain/entities/gateway';
import { formatCoordinates } from '@yardfleet/domain/geometry/parse-coordinates';
import { dateFormatFor, type Region } from '@yardfleet/domain/locale/region';
import { useCompanySettingsQuery } from '@yardfleet/data/endpoints/personal';
import { errorMessages } from '../../i18n/error-messages';

const zoneOrUtc = (timeZone: string): string => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
};

/** The year, month, day, hour and minute (24 h) of an instant (ISO) in `timeZone` (UTC when the zone is unknown). */
const partsIn = (iso: string, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOrUtc(timeZone), year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
};

/**
 * The calendar day of an instant (ISO) in the company's IANA `timeZone` (SPEC 9), in the region's
 * order (SPEC 1: DD/MM/YYYY in the EU, MM/DD/YYYY in the US): "03/02/2026". An unknown zone falls back to UTC.
 */
export const formatDayInTimeZone = (iso: string, timeZone: string, region: Region): string => {
  const part = partsIn(iso, timeZone);
  return dateFormatFor(region) === 'DD/MM/YYYY' ? `${part('day')}/${part('month')}/${part('year')}` : `${part('month')}/${part('day')}/${part('year')}`;
};

/**
 * Date and 24-hour time of an instant in the company's zone, the date as `formatDayInTimeZone`, then
 * the zone's short name in the page's language (`locale`): "03/12/2026 11:47 CDT".
 */
export const formatDateTimeInTimeZone = (iso: string, timeZone: string, region: Region, locale: string): string => {
  const part = partsIn(iso, timeZone);
  const zoneName = new Intl.DateTimeFormat(locale, { timeZone: zoneOrUtc(timeZone), timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value;
  return `${formatDayInTimeZone(iso, timeZone, region)} ${part('hour')}:${part('minute')}${zoneName ? ` ${zoneName}` : ''}`;
};

/**
 * The company's time zone (`GET personal/company`); the browser's while it cannot be read (the
 * same documented fallback as /report), so dates never wait on it.
 */
export const useCompanyTimeZone = (): string => {
  const company = useCompanySettingsQuery();
  return company.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
};

/**
 * Where a gateway is, in words (SPEC 3 "location"): its place (warehouse or site name), else its last
 * position (lat, lng to 5 decimals), else the SPEC 8 sentence "There is no location information for this device.".
 */
export const locationText = (intl: IntlShape, gateway: Pick<Gateway, 'place' | 'location'>): string =>
  gateway.place !== null ? gateway.place.name : gateway.location !== null ? formatCoordinates(gateway.location) : intl.formatMessage(errorMessages.noDeviceLocation);
