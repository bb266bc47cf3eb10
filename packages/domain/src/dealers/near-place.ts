import type { GeoPoint } from '../entities/units';

/**
 * Measuring from a town or postcode when the browser gives no position (rules 15.4, 15.9). The app
 * has no geocoder: the places it knows are the directory's own dealers, each at a real town with a
 * real postcode and coordinates (rules 15.8), and a list of postcode places shipped with the
 * directory (the US ZIP codes' centroids). A typed postcode or town is matched against them.
 */

/** Longest town or postcode text measured from, characters (the search's limit). */
export const NEAR_TEXT_MAX_LENGTH = 50;
/** Fewest leading characters a postcode must share with the directory's to stand for its area (a US ZIP's sectional centre, a French département). */
export const POSTCODE_AREA_MIN_PREFIX = 3;

/** A postcode for comparing: upper case, without spaces or hyphens ("vlt 1117" and "VLT1117" match; "1012 ab" and "1012AB"). */
export const normalizePostcode = (text: string): string => text.toUpperCase().replace(/[\s-]/g, '');

/** True when `text` reads as a postcode rather than a town: it holds a digit (every postcode of the US and the EU does; no town name does). */
export const looksLikePostcode = (text: string): boolean => /\d/.test(text);

/**
 * The lower-case accented letters of the directory's countries that lose their accent when town
 * names are compared, and the letter each becomes (the same length, position by position): what
 * normalizeTownName does through Unicode decomposition, as a table a database's `translate()` can
 * apply to narrow the candidates the same way.
 */
export const TOWN_ACCENTS = {
  from: 'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöōőùúûüūůűųýÿźżžŕřśšşţť',
  to: 'aaaaaaaaacccdeeeeeeeeiiiiiinnnooooooouuuuuuuuyyzzzrrssstt',
} as const;

/** A town name for comparing: trimmed, lower case, without accents ("Köln" matches "koln", "Évry" matches "evry"). */
export const normalizeTownName = (text: string): string => text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A dealer as a place to measure from: its postcode, town, city, state, country (ISO alpha-2) and position. */
export interface DirectoryPlace {
  readonly postcode: string;
  readonly town: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly location: GeoPoint;
}

/**
 * What a typed town or postcode was taken as: `postcode` (dealers have exactly that postcode, or
 * the postcode place list has it),
 * `postcode_area` (none has it; those sharing its longest leading part, at least
 * POSTCODE_AREA_MIN_PREFIX characters, stand for its area) or `town` (dealers whose town or city has
 * that name). `label` names the place ("Chicago, IL, US"), `location` is the middle of the matched
 * dealers, where distances are measured from.
 */
export interface NearPlace {
  readonly match: 'postcode' | 'postcode_area' | 'town';
  readonly label: string;
  readonly location: GeoPoint;
}

/** The mean position of `places` (they lie within one postcode area or town, so the plain mean of degrees is their middle). */
const middle = (places: readonly DirectoryPlace[]): GeoPoint =>
  ({
    lat: places.reduce((sum, p) => sum + p.location.lat, 0) / places.length,
    lng: places.reduce((sum, p) => sum + p.location.lng, 0) / places.length,
  }) as GeoPoint;

/** The largest group of `places` by country and state (one town name may be in several states); a tie goes to the group listed first. */
const largestGroup = (places: readonly DirectoryPlace[]): readonly DirectoryPlace[] => {
  const groups = new Map<string, DirectoryPlace[]>();
  for (const place of places) {
    const key = `${place.country}|${place.state}`;
    groups.set(key, [...(groups.get(key) ?? []), place]);
  }
  let best: DirectoryPlace[] = [];
  for (const group of groups.values()) if (group.length > best.length) best = group;
  return best;
};

const sharedPrefixLength = (a: string, b: string): number => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
};

/**
 * The place `text` names among `places` (the directory's dealers the server read as candidates:
 * for a postcode those sharing its first POSTCODE_AREA_MIN_PREFIX characters, for a town those of
 * that town or city name) and `listed` (the entries of the postcode place list with that postcode,
 * if any), or null when none matches (rules 15.9):
 * - text with a digit is a postcode (normalizePostcode): the dealers with exactly that postcode,
 *   else the listed place of that postcode ("60601": the Loop's ZIP centroid), else the dealers
 *   sharing its longest leading part of at least POSTCODE_AREA_MIN_PREFIX characters (a postcode
 *   neither has is measured from the dealers of its area);
 * - other text is a town: the dealers whose town or city has that name (normalizeTownName).
 * When the matches lie in several states or countries, the largest group is taken. The label is
 * the town (or city for a postcode), the state and the country of the first matched dealer.
 */
export const resolveNearPlace = (text: string, places: readonly DirectoryPlace[], listed: readonly DirectoryPlace[] = []): NearPlace | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  let matched: readonly DirectoryPlace[];
  let match: NearPlace['match'];
  if (looksLikePostcode(trimmed)) {
    const wanted = normalizePostcode(trimmed);
    const exact = places.filter((p) => normalizePostcode(p.postcode) === wanted);
    const inList = listed.filter((p) => normalizePostcode(p.postcode) === wanted);
    if (exact.length > 0 || inList.length > 0) {
      matched = exact.length > 0 ? exact : inList;
      match = 'postcode';
    } else {
      const longest = places.reduce((best, p) => Math.max(best, sharedPrefixLength(normalizePostcode(p.postcode), wanted)), 0);
      if (longest < POSTCODE_AREA_MIN_PREFIX) return null;
      matched = places.filter((p) => sharedPrefixLength(normalizePostcode(p.postcode), wanted) === longest);
      match = 'postcode_area';
    }
  } else {
    const wanted = normalizeTownName(trimmed);
    matched = places.filter((p) => normalizeTownName(p.town) === wanted || normalizeTownName(p.city) === wanted);
    match = 'town';
  }
  const group = largestGroup(matched);
  const first = group[0];
  if (first === undefined) return null;
  const name = match === 'town' ? (normalizeTownName(first.town) === normalizeTownName(trimmed) ? first.town : first.city) : first.city;
  return { match, label: [name, first.state, first.country].filter((part) => part !== '').join(', '), location: middle(group) };
};
