import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Prng } from '@yardfleet/server/seed/prng';
import { ES_AREA_CODES, EU_AREA_CITIES, US_AREA_CITIES } from './area-codes';
import { kmBetween, type Town } from './places';

/**
 * Telephone numbers of the directory, in international format ("+1 773 555 0141"), with the area
 * code of the nearest city of area-codes.ts (Spain: of the province): in the US a fictional
 * 555-01XX line; in the EU a fixed-line number of the country's numbering plan (libphonenumber-js
 * full metadata says FIXED_LINE), drawn from the seeded generator until one is valid.
 */

const digits = (rng: Prng, n: number): string => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');

/** Digits of the national number after the area code (first digit 2-9, as subscriber numbers start). */
const subscriber = (rng: Prng, n: number): string => `${rng.int(2, 9)}${digits(rng, n - 1)}`;

/** A candidate national significant number after `area` in `country` (not yet checked). */
const candidate = (rng: Prng, country: string, area: string): string => {
  switch (country) {
    case 'FR':
      return `${area}${rng.int(1, 9)}${digits(rng, 7)}`;
    case 'ES':
      return `${area}${subscriber(rng, 9 - area.length)}`;
    case 'NL':
      return `${area}${subscriber(rng, 9 - area.length)}`;
    case 'BE':
      return `${area}${subscriber(rng, 8 - area.length)}`;
    case 'IT':
      return `${area}${subscriber(rng, rng.pick([10, 10, 9]) - area.length)}`;
    case 'DE':
      return `${area}${subscriber(rng, Math.min(8, rng.int(10, 11) - area.length))}`;
    case 'AT':
      return `${area}${subscriber(rng, area === '1' ? 7 : rng.int(5, 7))}`;
    default:
      throw new Error(`no telephone plan for ${country}`);
  }
};

type AreaCity = { readonly code: string; readonly lat: number; readonly lng: number };

/**
 * The telephone maker of the directory: finds each area code's city among `towns` (GeoNames) and
 * answers `(rng, town) => "+33 5 57 42 12 34"`. @throws Error naming every city not found, and,
 * when called, when 1,000 draws give no valid fixed line (a numbering plan changed in the metadata).
 */
export const telephonePlan = (towns: readonly Town[]): ((rng: Prng, town: Town) => string) => {
  const missing: string[] = [];
  const locate = (country: string, list: readonly (readonly [string, string])[], state?: string): AreaCity[] =>
    list.flatMap(([code, city]) => {
      const found = towns.find((t) => t.name === city && t.country === country && (state === undefined || t.admin1 === state));
      if (found === undefined) missing.push(`${city} (${state ?? country})`);
      return found === undefined ? [] : [{ code, lat: found.lat, lng: found.lng }];
    });
  const areas = new Map<string, AreaCity[]>();
  for (const [state, list] of Object.entries(US_AREA_CITIES)) areas.set(`US|${state}`, locate('US', list, state));
  for (const [country, list] of Object.entries(EU_AREA_CITIES)) areas.set(country, locate(country, list));
  if (missing.length > 0) throw new Error(`area code cities not in GeoNames: ${missing.join(', ')}`);

  const areaOf = (town: Town): string => {
    if (town.country === 'ES') {
      const code = ES_AREA_CODES[town.admin2];
      if (code === undefined) throw new Error(`${town.name}: no area code for province "${town.admin2}"`);
      return code;
    }
    const list = areas.get(town.country === 'US' ? `US|${town.admin1}` : town.country) ?? [];
    let best: AreaCity | undefined;
    for (const a of list) if (best === undefined || kmBetween(town, a) < kmBetween(town, best)) best = a;
    if (best === undefined) throw new Error(`no area code for ${town.name} (${town.country} ${town.admin1})`);
    return best.code;
  };

  return (rng, town) => {
    const area = areaOf(town);
    if (town.country === 'US') {
      const parsed = parsePhoneNumberFromString(`+1${area}55501${digits(rng, 2)}`);
      if (!parsed?.isValid()) throw new Error(`area code ${area} of ${town.admin1} is not valid`);
      return parsed.formatInternational();
    }
    for (let attempt = 0; attempt < 1_000; attempt++) {
      const parsed = parsePhoneNumberFromString(candidate(rng, town.country, area), town.country as CountryCode);
      if (parsed?.isValid() && parsed.getType() === 'FIXED_LINE') return parsed.formatInternational();
    }
    throw new Error(`no valid ${town.country} fixed-line number after area code ${area} in 1,000 draws`);
  };
};
