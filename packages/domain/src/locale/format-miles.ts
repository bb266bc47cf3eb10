import type { Language } from './language';

/**
 * Formats a distance in miles for a locale (dealers' distance in miles, rules 15.3; rules 9.6), with
 * Intl.NumberFormat's `unit: 'mile'` in the short form: at most 1 decimal below 1,000 miles (the
 * dealer list's 0.1-mile precision), whole miles above ("3.4 mi", "12.6 mi", "1.234 mi" in
 * de-DE for 1234 miles). Negative or non-finite input is refused
 * with a RangeError, since no distance is negative.
 */
export const formatMiles = (miles: number, locale: Language | string): string => {
  if (!Number.isFinite(miles) || miles < 0) throw new RangeError(`distance must be a finite number of miles >= 0, got ${miles}`);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'mile',
    unitDisplay: 'short',
    maximumFractionDigits: miles < 1000 ? 1 : 0,
  }).format(miles);
};
