import { destination } from '@turf/destination';
import { distanceMiles } from '../geometry/distance';
import type { GeoPoint } from '../entities/units';

/**
 * A latitude / longitude box: every point within some distance of a centre lies inside it.
 * `lngRanges` has two ranges when the box crosses the antimeridian; a box that reaches a pole
 * spans every longitude.
 */
export interface SearchBox {
  readonly minLat: number;
  readonly maxLat: number;
  readonly lngRanges: readonly (readonly [number, number])[];
}

/**
 * The box that holds every point within `radiusMiles` of `center` (statute miles), from the
 * points at that distance due north, south, east and west (@turf/destination on the sphere). The
 * east / west extent is taken at the box's latitude nearest a pole, where a degree of longitude is
 * shortest, so no point of the circle falls outside. It is the bounding-box pre-filter of the
 * nearest-dealer search (rules 15.7): a database index narrows the candidates to the box, then the
 * exact distance decides.
 */
export const searchBox = (center: GeoPoint, radiusMiles: number): SearchBox => {
  const origin: [number, number] = [center.lng, center.lat];
  const north = destination(origin, radiusMiles, 0, { units: 'miles' }).geometry.coordinates[1] ?? 90;
  const south = destination(origin, radiusMiles, 180, { units: 'miles' }).geometry.coordinates[1] ?? -90;
  const maxLat = radiusMiles >= distanceMiles(center, { lat: 90, lng: center.lng } as GeoPoint) ? 90 : Math.min(90, north);
  const minLat = radiusMiles >= distanceMiles(center, { lat: -90, lng: center.lng } as GeoPoint) ? -90 : Math.max(-90, south);
  if (maxLat >= 90 || minLat <= -90) return { minLat, maxLat, lngRanges: [[-180, 180]] };
  const widestLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const milesPerDegreeLng = distanceMiles({ lat: widestLat, lng: 0 } as GeoPoint, { lat: widestLat, lng: 1 } as GeoPoint);
  const halfWidth = radiusMiles / milesPerDegreeLng;
  if (halfWidth >= 180) return { minLat, maxLat, lngRanges: [[-180, 180]] };
  const west = center.lng - halfWidth;
  const east = center.lng + halfWidth;
  if (west < -180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west + 360, 180],
        [-180, east],
      ],
    };
  if (east > 180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west, 180],
        [-180, east - 360],
      ],
    };
  return { minLat, maxLat, lngRanges: [[west, east]] };
};

/** The radii the nearest search widens through, statute miles; the last covers the whole Earth. */
export const NEAREST_SEARCH_RADII_MILES: readonly number[] = [25, 100, 400, 1_600, 6_400, 13_000];

/** Something at a place, with an id and a name to order ties. */
export interface Located {
  readonly id: string;
  readonly name: string;
  readonly location: GeoPoint;
}

/**
 * The `count` candidates nearest `center`, nearest first (ties by name, then id), each with its
 * distance in statute miles (distanceMiles: the haversine great-circle distance of @turf/distance,
 * the one distance rule of the product, rules 15.3).
 *
 * `candidatesIn(box)` answers the candidates inside a SearchBox (the server asks its database,
 * through a latitude / longitude index). The search starts with a box of 25 miles and widens
 * (NEAREST_SEARCH_RADII_MILES) until `count` candidates lie within the radius itself, not only
 * within its box: a candidate outside the circle may be farther than one not yet fetched.
 * A `count` of 0 or less answers nothing without asking for candidates.
 */
export const findNearest = async <T extends Located>(
  center: GeoPoint,
  count: number,
  candidatesIn: (box: SearchBox) => Promise<readonly T[]>,
): Promise<readonly (T & { readonly distanceMiles: number })[]> => {
  if (!(count > 0)) return [];
  const last = NEAREST_SEARCH_RADII_MILES.length - 1;
  for (let i = 0; i <= last; i += 1) {
    const radius = NEAREST_SEARCH_RADII_MILES[i] ?? Number.POSITIVE_INFINITY;
    const found = await candidatesIn(searchBox(center, radius));
    const measured = found.map((c) => ({ ...c, distanceMiles: distanceMiles(center, c.location) }));
    const within = i === last ? measured : measured.filter((c) => c.distanceMiles <= radius);
    if (within.length >= count || i === last) return byDistance(within).slice(0, count);
  }
  return [];
};

/** Nearest first; equal distances by name, then by id, so pages are stable. */
export const byDistance = <T extends Located & { readonly distanceMiles: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.distanceMiles - b.distanceMiles || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
