import type { IntlShape } from 'react-intl';
import type { Region } from '@yardfleet/domain/locale/region';
import { dateFormatFor } from '@yardfleet/domain/locale/region';
import { laborHoursForDisplay } from '@yardfleet/domain/reports/measures';
import { kwhForDisplay } from '@yardfleet/domain/reports/totals';
import { kilowattHours } from '../../shared/i18n/power-words';
import { unitMessages } from './report-messages';

/**
 * A company-local day `YYYY-MM-DD` in the region's order (rules 1.6: DD/MM/YYYY in the EU, MM/DD/YYYY
 * in the US). Calendar text only: the day already is the company's, no time zone is applied.
 */
export const formatDay = (day: string, region: Region): string => {
  const [year = '', month = '', date = ''] = day.split('-');
  return dateFormatFor(region) === 'DD/MM/YYYY' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`;
};

/** A month `YYYY-MM` as the page's language names it ("Mar 2026", "März 2026"). */
export const formatMonth = (intl: IntlShape, month: string): string => {
  const [year, number] = month.split('-').map(Number);
  return intl.formatDate(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1), { month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/** Hours with one decimal ("12.5 h"), from a number of hours. */
export const formatHours = (intl: IntlShape, hours: number): string =>
  intl.formatMessage(unitMessages.hours, { value: intl.formatNumber(hours, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });

/** Labor hours (a chart value, domain `laborHoursForDisplay`) as "0.75 h", "9.5 h": hours with one or two decimals (rules 10.12). */
export const formatLaborHoursValue = (intl: IntlShape, hours: number): string =>
  intl.formatMessage(unitMessages.hours, { value: intl.formatNumber(hours, { minimumFractionDigits: 1, maximumFractionDigits: 2 }) });

/** Labor time given in minutes as every report shows it: hours (rules 10.12: one unit for labor time, as the export writes it). */
export const formatLaborTime = (intl: IntlShape, minutes: number): string => formatLaborHoursValue(intl, laborHoursForDisplay(minutes));

/** Watt-hours as "12.4 kWh" in the page's language (the domain's `kwhForDisplay`, as exports write it). */
export const formatKwh = (intl: IntlShape, wattHours: number): string =>
  intl.formatMessage(kilowattHours, { value: intl.formatNumber(kwhForDisplay(wattHours), { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });

/** Kilowatt-hours (a chart value) as "12.4 kWh". */
export const formatKwhValue = (intl: IntlShape, kwh: number): string =>
  intl.formatMessage(kilowattHours, { value: intl.formatNumber(kwh, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });

/** An amount in minor units (cents) of an ISO 4217 currency ("$1,250.00", "1.250,00 €"). */
export const formatMoney = (intl: IntlShape, minorUnits: number, currency: string): string =>
  intl.formatNumber(minorUnits / 100, { style: 'currency', currency });
