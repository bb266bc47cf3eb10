import * as t from 'io-ts';
import { CompanyId } from './ids';

/**
 * True when `zone` is an IANA time zone this runtime knows ("Europe/Amsterdam", "UTC").
 * Uses `Intl.supportedValuesOf('timeZone')` plus a try of `Intl.DateTimeFormat`, since the list
 * omits aliases such as "UTC" or "US/Eastern" that the formatter still accepts.
 */
export const isIanaTimeZone = (zone: string): boolean => {
  if (zone.length === 0 || zone.length > 64) return false;
  if (Intl.supportedValuesOf('timeZone').includes(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export interface TimeZoneBrand {
  readonly TimeZone: unique symbol;
}
/** An IANA time zone name; each company has one (rules 1.7). */
export const TimeZone = t.brand(t.string, (s): s is t.Branded<string, TimeZoneBrand> => isIanaTimeZone(s), 'TimeZone');
export type TimeZone = t.TypeOf<typeof TimeZone>;

/** The company versions (rules 1.4): full (inventory home) and power-only (power home). */
export const CompanyVersion = t.keyof({ FULL_VERSION: null, POWER_VERSION: null }, 'CompanyVersion');
export type CompanyVersion = t.TypeOf<typeof CompanyVersion>;

/** A company (rules 3.3): name and time zone; its version decides the home (rules 6.6). */
export const Company = t.type({ id: CompanyId, name: t.string, timeZone: TimeZone, version: CompanyVersion }, 'Company');
export type Company = t.TypeOf<typeof Company>;
