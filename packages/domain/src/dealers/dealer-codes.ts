import * as t from 'io-ts';

/**
 * Dealer categories (rules 3.8), stored as these codes and shown translated:
 * an authorized dealer (sells and services), a service center (repairs only), a parts and service
 * shop, a flagship store.
 */
export const DealerCategory = t.keyof({ authorized_dealer: null, service_center: null, parts_and_service: null, flagship_store: null }, 'DealerCategory');
export type DealerCategory = t.TypeOf<typeof DealerCategory>;
export const DEALER_CATEGORIES = Object.keys(DealerCategory.keys) as DealerCategory[];

/**
 * Dealer regions (rules 3.8): the US Census Bureau's four regions and the four sub-regions of
 * Europe of the UN geoscheme (M49), the sales territories a directory is usually filtered by.
 */
export const DealerRegion = t.keyof(
  {
    us_northeast: null,
    us_midwest: null,
    us_south: null,
    us_west: null,
    eu_northern: null,
    eu_western: null,
    eu_southern: null,
    eu_eastern: null,
  },
  'DealerRegion',
);
export type DealerRegion = t.TypeOf<typeof DealerRegion>;
export const DEALER_REGIONS = Object.keys(DealerRegion.keys) as DealerRegion[];

/** US states (and DC) by USPS code, in their Census Bureau region. */
const US_REGIONS: Readonly<Record<DealerRegion & `us_${string}`, readonly string[]>> = {
  us_northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'],
  us_midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
  us_south: ['DE', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'DC', 'WV', 'AL', 'KY', 'MS', 'TN', 'AR', 'LA', 'OK', 'TX'],
  us_west: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'],
};

/** EU member states by ISO 3166-1 alpha-2 code, in their UN M49 sub-region (Cyprus counted as southern). */
const EU_REGIONS: Readonly<Record<DealerRegion & `eu_${string}`, readonly string[]>> = {
  eu_northern: ['DK', 'EE', 'FI', 'IE', 'LV', 'LT', 'SE'],
  eu_western: ['AT', 'BE', 'FR', 'DE', 'LU', 'NL'],
  eu_southern: ['HR', 'GR', 'IT', 'MT', 'PT', 'SI', 'ES', 'CY'],
  eu_eastern: ['BG', 'CZ', 'HU', 'PL', 'RO', 'SK'],
};

/** The USPS codes of the 50 states and DC. */
export const US_STATE_CODES: readonly string[] = Object.values(US_REGIONS).flat();
/** The ISO 3166-1 alpha-2 codes of the 27 EU member states. */
export const EU_COUNTRY_CODES: readonly string[] = Object.values(EU_REGIONS).flat();
/** The countries a dealer may be in: the United States and the EU member states (ISO alpha-2). */
export const DEALER_COUNTRY_CODES: readonly string[] = ['US', ...EU_COUNTRY_CODES];

/**
 * The default region of a dealer in `country` (ISO alpha-2) and `state` (a USPS code in the US):
 * the Census region of a US state, the M49 sub-region of an EU country; null when the country is
 * not served or a US state code is unknown.
 */
export const defaultDealerRegion = (country: string, state: string): DealerRegion | null => {
  const table: Readonly<Record<string, readonly string[]>> = country === 'US' ? US_REGIONS : EU_REGIONS;
  const key = country === 'US' ? state : country;
  for (const [region, members] of Object.entries(table)) if (members.includes(key)) return region as DealerRegion;
  return null;
};

/**
 * The regions a dealer in `country` (ISO alpha-2) can have (rules 15.5: the region filter is narrowed
 * by the chosen country): the four Census regions in the US, the one M49 sub-region of an EU
 * member state, none for a country the directory does not serve.
 */
export const regionsOfCountry = (country: string): readonly DealerRegion[] => {
  if (country === 'US') return Object.keys(US_REGIONS) as DealerRegion[];
  const region = defaultDealerRegion(country, '');
  return region === null ? [] : [region];
};

/** The countries (ISO alpha-2) whose dealers can be in `region` (rules 15.5): the US for a Census region, the member states of an M49 sub-region. */
export const countriesOfRegion = (region: DealerRegion): readonly string[] =>
  region.startsWith('us_') ? ['US'] : (EU_REGIONS[region as DealerRegion & `eu_${string}`] ?? []);

/** True when a dealer of `country` can be in `region` (rules 15.5), so that the two filters together can match anything. */
export const regionFitsCountry = (region: DealerRegion, country: string): boolean => regionsOfCountry(country).includes(region);
