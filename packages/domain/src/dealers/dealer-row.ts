import * as E from 'fp-ts/lib/Either.js';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { validateEmail } from '../validation/rules';
import {
  DEALER_CATEGORIES,
  DEALER_COUNTRY_CODES,
  DEALER_REGIONS,
  US_STATE_CODES,
  defaultDealerRegion,
  type DealerCategory,
  type DealerRegion,
} from './dealer-codes';

/**
 * The columns of a dealer directory file (rules 15.8, `yardfleet dealers import FILE.csv`), in order.
 * `region` may be empty (the default of dealer-codes.ts is taken); every other column is required.
 */
export const DEALER_COLUMNS = [
  'code',
  'name',
  'category',
  'address',
  'town',
  'city',
  'state',
  'postcode',
  'country',
  'region',
  'telephone',
  'email',
  'website',
  'lat',
  'lng',
] as const;
export type DealerColumn = (typeof DEALER_COLUMNS)[number];

/** Longest text per column, characters (the directory's dealer number at most 40). */
export const DEALER_COLUMN_MAX: Readonly<Record<Exclude<DealerColumn, 'lat' | 'lng' | 'category' | 'region' | 'country'>, number>> = {
  code: 40,
  name: 100,
  address: 200,
  town: 100,
  city: 100,
  state: 100,
  postcode: 12,
  telephone: 30,
  email: 254,
  website: 200,
};

/** A directory row as stored: telephone in international format, email lower case, country ISO alpha-2. */
export interface DealerRecord {
  readonly code: string;
  readonly name: string;
  readonly category: DealerCategory;
  readonly address: string;
  readonly town: string;
  readonly city: string;
  readonly state: string;
  readonly postcode: string;
  readonly country: string;
  readonly region: DealerRegion;
  readonly telephone: string;
  readonly email: string;
  readonly website: string;
  readonly lat: number;
  readonly lng: number;
}

/**
 * One refusal: the data row (1 is the first row after the header; 0 is the header itself), the
 * column, a stable code and an English sentence for the operator.
 */
export interface DealerRowIssue {
  readonly row: number;
  readonly column: DealerColumn | 'row';
  readonly code:
    | 'required'
    | 'too_long'
    | 'outer_spaces'
    | 'unknown_category'
    | 'unknown_country'
    | 'unknown_state'
    | 'unknown_region'
    | 'invalid_postcode'
    | 'invalid_telephone'
    | 'invalid_email'
    | 'invalid_website'
    | 'invalid_coordinate'
    | 'duplicate_code'
    | 'missing_column'
    | 'unknown_column'
    | 'duplicate_column';
  readonly message: string;
}

const issue = (row: number, column: DealerRowIssue['column'], code: DealerRowIssue['code'], message: string): DealerRowIssue => ({
  row,
  column,
  code,
  message,
});

/** A decimal number as a spreadsheet writes it: optional sign, digits, optional fraction (no exponent, hex or comma). */
const DECIMAL_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const coordinate = (row: number, column: 'lat' | 'lng', raw: string, limit: number, issues: DealerRowIssue[]): number => {
  if (raw.trim() === '') {
    issues.push(issue(row, column, 'required', `${column} is required`));
    return Number.NaN;
  }
  if (raw !== raw.trim()) {
    issues.push(issue(row, column, 'outer_spaces', `${column} has leading or trailing spaces`));
    return Number.NaN;
  }
  const value = DECIMAL_PATTERN.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    issues.push(issue(row, column, 'invalid_coordinate', `${column} must be a decimal number from -${limit} to ${limit}, got "${raw}"`));
  }
  return value;
};

/**
 * Checks one directory row (`record`: column -> text as read from the file, `row`: its 1-based
 * number) and answers the DealerRecord to store, or every issue of the row:
 * - every column but `region` required, no leading or trailing spaces (rules 5.7), at most DEALER_COLUMN_MAX;
 * - `category` one of DEALER_CATEGORIES; `country` an ISO alpha-2 code of DEALER_COUNTRY_CODES;
 *   in the US `state` a USPS code; `region` empty or one of DEALER_REGIONS of the country's side
 *   (`us_*` in the US, `eu_*` in the EU);
 * - `postcode` valid for the country (postcode-validator), `telephone` a valid number of the
 *   country or in international form (libphonenumber-js full metadata), stored as "+1 773 555 0141";
 * - `email` of the pattern of rules 5.4, `website` an http(s) URL, `lat` -90..90 and `lng` -180..180
 *   (decimal degrees: no exponent, hexadecimal or decimal comma).
 */
export const parseDealerRow = (record: Readonly<Record<string, string>>, row: number): E.Either<readonly DealerRowIssue[], DealerRecord> => {
  const issues: DealerRowIssue[] = [];
  const text = (column: DealerColumn): string => {
    const value = record[column] ?? '';
    if (value.trim() === '') {
      if (column !== 'region') issues.push(issue(row, column, 'required', `${column} is required`));
      return '';
    }
    if (value !== value.trim()) issues.push(issue(row, column, 'outer_spaces', `${column} has leading or trailing spaces`));
    const max = (DEALER_COLUMN_MAX as Record<string, number | undefined>)[column];
    if (max !== undefined && value.length > max) issues.push(issue(row, column, 'too_long', `${column} must be at most ${max} characters`));
    return value.trim();
  };
  const code = text('code');
  const name = text('name');
  const category = text('category');
  if (category !== '' && !DEALER_CATEGORIES.includes(category as DealerCategory)) {
    issues.push(issue(row, 'category', 'unknown_category', `category "${category}" is not one of ${DEALER_CATEGORIES.join(', ')}`));
  }
  const address = text('address');
  const town = text('town');
  const city = text('city');
  const state = text('state');
  const country = text('country').toUpperCase();
  const countryKnown = DEALER_COUNTRY_CODES.includes(country);
  if (country !== '' && !countryKnown)
    issues.push(issue(row, 'country', 'unknown_country', `country "${country}" is not the US or an EU member state (ISO 3166-1 alpha-2)`));
  if (country === 'US' && state !== '' && !US_STATE_CODES.includes(state))
    issues.push(issue(row, 'state', 'unknown_state', `state "${state}" is not a USPS state code`));
  const postcode = text('postcode');
  if (countryKnown && postcode !== '' && postcodeValidatorExistsForCountry(country) && !postcodeValidator(postcode, country)) {
    issues.push(issue(row, 'postcode', 'invalid_postcode', `postcode "${postcode}" is not a valid ${country} postcode`));
  }
  const regionText = text('region');
  let region: DealerRegion | null = null;
  if (regionText !== '') {
    if (!DEALER_REGIONS.includes(regionText as DealerRegion)) {
      issues.push(issue(row, 'region', 'unknown_region', `region "${regionText}" is not one of ${DEALER_REGIONS.join(', ')}`));
    } else if (countryKnown && !regionText.startsWith(country === 'US' ? 'us_' : 'eu_')) {
      issues.push(issue(row, 'region', 'unknown_region', `region "${regionText}" is not a region of ${country === 'US' ? 'the US' : 'Europe'}`));
    } else region = regionText as DealerRegion;
  } else if (countryKnown) {
    region = defaultDealerRegion(country, state);
  }
  const telephoneText = text('telephone');
  let telephone = telephoneText;
  if (telephoneText !== '' && countryKnown) {
    const parsed = parsePhoneNumberFromString(telephoneText, country as CountryCode);
    if (!parsed?.isValid()) issues.push(issue(row, 'telephone', 'invalid_telephone', `telephone "${telephoneText}" is not a valid ${country} number`));
    else telephone = parsed.formatInternational();
  }
  const emailText = text('email');
  let email = emailText;
  if (emailText !== '') {
    const checked = validateEmail(emailText);
    if (E.isLeft(checked)) issues.push(issue(row, 'email', 'invalid_email', `email "${emailText}" is not an email address`));
    else email = checked.right;
  }
  const website = text('website');
  if (website !== '' && !isWebsite(website)) issues.push(issue(row, 'website', 'invalid_website', `website "${website}" is not an http(s) address`));
  const lat = coordinate(row, 'lat', record.lat ?? '', 90, issues);
  const lng = coordinate(row, 'lng', record.lng ?? '', 180, issues);
  if (issues.length > 0 || region === null) return E.left(issues);
  return E.right({
    code,
    name,
    category: category as DealerCategory,
    address,
    town,
    city,
    state,
    postcode,
    country,
    region,
    telephone,
    email,
    website,
    lat,
    lng,
  });
};

/** An http(s) address with a dotted host name and no spaces. */
const WEBSITE_PATTERN = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
const isWebsite = (value: string): boolean => WEBSITE_PATTERN.test(value);

/**
 * Checks a whole directory: the header (every DEALER_COLUMNS name once, no other) and each row
 * (parseDealerRow), plus codes repeated within the file (`duplicate_code` on the later row).
 * Answers every record, or every issue: a file with any issue is refused whole (rules 15.8).
 */
export const parseDealerDirectory = (
  header: readonly string[],
  rows: readonly Readonly<Record<string, string>>[],
): E.Either<readonly DealerRowIssue[], readonly DealerRecord[]> => {
  const issues: DealerRowIssue[] = [];
  for (const column of DEALER_COLUMNS) if (!header.includes(column)) issues.push(issue(0, column, 'missing_column', `the header has no "${column}" column`));
  header.forEach((column, index) => {
    if (!(DEALER_COLUMNS as readonly string[]).includes(column))
      issues.push(issue(0, 'row', 'unknown_column', `the header's column "${column}" is not one of ${DEALER_COLUMNS.join(', ')}`));
    else if (header.indexOf(column) < index) issues.push(issue(0, column as DealerColumn, 'duplicate_column', `the header names "${column}" more than once`));
  });
  if (issues.length > 0) return E.left(issues);
  const records: DealerRecord[] = [];
  const firstRowOf = new Map<string, number>();
  rows.forEach((record, index) => {
    const row = index + 1;
    const parsed = parseDealerRow(record, row);
    if (E.isLeft(parsed)) issues.push(...parsed.left);
    else records.push(parsed.right);
    const code = (record.code ?? '').trim();
    if (code !== '') {
      const first = firstRowOf.get(code);
      if (first !== undefined) issues.push(issue(row, 'code', 'duplicate_code', `code "${code}" is already used by row ${first}`));
      else firstRowOf.set(code, row);
    }
  });
  return issues.length > 0 ? E.left(issues) : E.right(records);
};
