import { distance } from '@turf/distance';
import type { GeoPoint } from '../entities/units';

/** Metres in one statute mile (exact, by definition). */
export const METERS_PER_MILE = 1609.344;

const coord = (p: GeoPoint): [number, number] => [p.lng, p.lat];

/** Great-circle (haversine) distance between two WGS84 points, in metres, through @turf/distance. */
export const distanceMeters = (a: GeoPoint, b: GeoPoint): number => distance(coord(a), coord(b), { units: 'meters' });

/** Great-circle distance in statute miles (rules 1.8: distances are shown in miles). */
export const distanceMiles = (a: GeoPoint, b: GeoPoint): number => distance(coord(a), coord(b), { units: 'miles' });

/** True when `point` lies within `radiusMeters` of `center` (the circle's edge counts as inside). */
export const isWithinRadius = (point: GeoPoint, center: GeoPoint, radiusMeters: number): boolean => distanceMeters(point, center) <= radiusMeters;
