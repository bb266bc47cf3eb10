import { format } from 'date-fns';
import type { Region } from './region-host';

export { regionFromHost, type Region } from './region-host';

/** Rules 1.6: DD/MM/YYYY on the EU host, MM/DD/YYYY otherwise (display pattern). */
export const dateFormatFor = (region: Region): 'DD/MM/YYYY' | 'MM/DD/YYYY' => (region === 'eu' ? 'DD/MM/YYYY' : 'MM/DD/YYYY');

/** Formats a date for the top bar: "22/11/2026" (eu) or "11/22/2026" (na), in local time. */
export const formatRegionDate = (date: Date, region: Region): string => format(date, region === 'eu' ? 'dd/MM/yyyy' : 'MM/dd/yyyy');

/** Formats the live clock, 24-hour "HH:mm:ss" in local time. */
export const formatClock = (date: Date): string => format(date, 'HH:mm:ss');

/**
 * ISO 4217 currency of new money amounts (maintenance expenses) in a region (rules 1.6, 18.2): euro
 * on the EU host, US dollar otherwise. Stored amounts keep the currency they were entered in.
 */
export const currencyOf = (region: Region): 'EUR' | 'USD' => (region === 'eu' ? 'EUR' : 'USD');
