import { useIntl } from 'react-intl';
import { formatDateTimeInZone } from '@yardfleet/domain/locale/format-in-zone';
import { useCompanySettingsQuery } from '@yardfleet/data/endpoints/personal';
import { useRegion } from './environment';

/** The browser's IANA time zone: where a time is written while the company's zone cannot be read (rules 1.7). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone a screen writes times in (rules 1.7): the company's (`GET personal/company`), the
 * browser's when the settings could not be read; while they load, undefined (`whileLoading`
 * 'wait': the screen waits, e.g. a report's days) or the browser's ('browser': the clock, gateway
 * dates, which never wait on it).
 */
export const companyZoneOf = (
  settings: { readonly data?: { readonly timeZone: string } | undefined; readonly isError: boolean },
  whileLoading: 'wait' | 'browser',
): string | undefined => settings.data?.timeZone ?? (settings.isError || whileLoading === 'browser' ? browserTimeZone() : undefined);

/** The company's time zone for dates that never wait on it: the browser's until it is read or when it cannot be (companyZoneOf). */
export const useCompanyTimeZone = (): string => companyZoneOf(useCompanySettingsQuery(), 'browser') ?? browserTimeZone();

/** What `useCompanyTime` gives a screen. */
export interface CompanyTime {
  /** The company's IANA zone (rules 1.7); the browser's when the settings could not be read; undefined while they load. */
  readonly timeZone: string | undefined;
  /** An ISO instant as the company's local date and 24-hour time with the zone's short name ("03/12/2026 11:20 CDT"). */
  readonly format: (iso: string) => string;
}

/**
 * The company's time zone (`GET personal/company`, rules 1.7) and a formatter of instants in it, in
 * the region's date order (rules 1.6) and the page's language; the alert screens, the equipment
 * detail's alerts card and My Account's alert settings write times this way. While the zone loads,
 * times are written in UTC (screens that must not show them wait for `timeZone`).
 */
export const useCompanyTime = (): CompanyTime => {
  const intl = useIntl();
  const region = useRegion();
  const company = useCompanySettingsQuery();
  const timeZone = companyZoneOf(company, 'wait');
  return { timeZone, format: (iso) => formatDateTimeInZone(iso, timeZone ?? 'UTC', region, intl.locale) };
};
