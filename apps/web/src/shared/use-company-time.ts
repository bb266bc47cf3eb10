import { useIntl } from 'react-intl';
import { formatDateTimeInZone } from '@yardfleet/domain/locale/format-in-zone';
import { useCompanySettingsQuery } from '@yardfleet/data/endpoints/personal';
import { useRegion } from './environment';

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
  const timeZone = company.data?.timeZone ?? (company.isError ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined);
  return { timeZone, format: (iso) => formatDateTimeInZone(iso, timeZone ?? 'UTC', region, intl.locale) };
};
