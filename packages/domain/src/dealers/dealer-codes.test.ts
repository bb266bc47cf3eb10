import { describe, expect, it } from 'vitest';
import {
  DEALER_CATEGORIES,
  DEALER_COUNTRY_CODES,
  DEALER_REGIONS,
  DealerCategory,
  DealerRegion,
  EU_COUNTRY_CODES,
  US_STATE_CODES,
  defaultDealerRegion,
} from './dealer-codes';

/** The 50 states and DC (USPS), written out independently of the module's table. */
const STATES_AND_DC = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

/** The 27 EU member states (ISO 3166-1 alpha-2; Greece is GR), written out independently. */
const EU_MEMBERS = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

describe('dealer region (rules 3.8): US Census regions', () => {
  it('the US state codes are exactly the 50 states and DC, each once', () => {
    expect([...US_STATE_CODES].sort()).toEqual([...STATES_AND_DC].sort());
  });

  it.each(STATES_AND_DC)('%s has a Census region', (state) => {
    expect(defaultDealerRegion('US', state)).toMatch(/^us_/);
  });

  it('the four Census regions hold 9, 12, 17 and 13 states (DC in the South)', () => {
    const sizes = new Map<string, number>();
    for (const state of STATES_AND_DC) {
      const region = defaultDealerRegion('US', state) ?? 'none';
      sizes.set(region, (sizes.get(region) ?? 0) + 1);
    }
    expect(Object.fromEntries(sizes)).toEqual({ us_northeast: 9, us_midwest: 12, us_south: 17, us_west: 13 });
  });

  it.each([
    ['NY', 'us_northeast'],
    ['PA', 'us_northeast'],
    ['IL', 'us_midwest'],
    ['MO', 'us_midwest'],
    ['TX', 'us_south'],
    ['DC', 'us_south'],
    ['DE', 'us_south'],
    ['CA', 'us_west'],
    ['HI', 'us_west'],
    ['AK', 'us_west'],
  ])('%s is in %s', (state, region) => {
    expect(defaultDealerRegion('US', state)).toBe(region);
  });
});

describe('dealer region (rules 3.8): EU sub-regions (UN M49)', () => {
  it('the EU codes are exactly the 27 member states, each once', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect([...EU_COUNTRY_CODES].sort()).toEqual([...EU_MEMBERS].sort());
  });

  it.each(EU_MEMBERS)('%s has a European sub-region', (country) => {
    expect(defaultDealerRegion(country, '')).toMatch(/^eu_/);
  });

  it.each([
    ['FR', 'eu_western'],
    ['DE', 'eu_western'],
    ['NL', 'eu_western'],
    ['ES', 'eu_southern'],
    ['IT', 'eu_southern'],
    ['CY', 'eu_southern'],
    ['SE', 'eu_northern'],
    ['IE', 'eu_northern'],
    ['PL', 'eu_eastern'],
    ['CZ', 'eu_eastern'],
  ])('%s is in %s, whatever its state or province column says', (country, region) => {
    expect(defaultDealerRegion(country, '')).toBe(region);
    expect(defaultDealerRegion(country, 'TX')).toBe(region);
  });

  it('dealers may be in the United States and the EU member states only', () => {
    expect([...DEALER_COUNTRY_CODES].sort()).toEqual(['US', ...EU_MEMBERS].sort());
  });
});

describe('unknown places have no default region', () => {
  it.each([
    ['a country outside the US and the EU', 'GB', ''],
    ['Switzerland', 'CH', ''],
    ['Greece by its EU abbreviation', 'EL', ''],
    ['a lower-case country code', 'fr', ''],
    ['an empty country', '', 'CA'],
    ['an unknown US state', 'US', 'XX'],
    ['a lower-case US state', 'US', 'ca'],
    ['a US territory outside the 50 states', 'US', 'PR'],
    ['an EU country code given as the US state', 'US', 'FR'],
  ])('%s -> null', (_name, country, state) => {
    expect(defaultDealerRegion(country, state)).toBeNull();
  });
});

describe('codes the directory stores', () => {
  it('categories and regions decode only their own codes', () => {
    for (const category of DEALER_CATEGORIES) expect(DealerCategory.is(category)).toBe(true);
    for (const region of DEALER_REGIONS) expect(DealerRegion.is(region)).toBe(true);
    expect(DealerCategory.is('Authorized dealer')).toBe(false);
    expect(DealerRegion.is('na')).toBe(false);
    expect(DEALER_REGIONS).toHaveLength(8);
  });
});
