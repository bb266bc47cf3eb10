import { isRight } from 'fp-ts/lib/Either.js';
import { circular } from 'ol/geom/Polygon.js';
import type Polygon from 'ol/geom/Polygon.js';
import { fromLonLat, toLonLat } from 'ol/proj.js';
import type { Coordinate } from 'ol/coordinate.js';
import { createEmpty, extend, type Extent } from 'ol/extent.js';
import { GeoPoint } from '@yardfleet/domain/entities/units';

/** A WGS84 point ({ lat, lng } in degrees) as an EPSG:3857 map coordinate (metres, web mercator). */
export const toMapCoordinate = (point: GeoPoint): Coordinate => fromLonLat([point.lng, point.lat]);

/**
 * An EPSG:3857 map coordinate as a WGS84 point: longitude wrapped into -180..180 (the map repeats
 * the world horizontally), latitude clamped to -90..90. Undefined only for non-finite input.
 */
export const toGeoPoint = (coordinate: Coordinate): GeoPoint | undefined => {
  const [lng = Number.NaN, lat = Number.NaN] = toLonLat(coordinate);
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  const decoded = GeoPoint.decode({ lat: Math.max(-90, Math.min(90, lat)), lng: wrapped });
  return isRight(decoded) ? decoded.right : undefined;
};

/**
 * A geodesic circle (64-gon on the WGS84 sphere, `circular()`) around `center` with a radius in
 * metres, as an EPSG:3857 polygon ready for a layer or `view.fit` (rules 3.9: warehouse radius).
 */
export const geodesicCircle = (center: { readonly lat: number; readonly lng: number }, radiusMeters: number): Polygon =>
  circular([center.lng, center.lat], Math.max(radiusMeters, 1), 64).transform('EPSG:4326', 'EPSG:3857');

/** A circle on the ground: centre in degrees, radius in metres (a warehouse, rules 3.9). */
export interface GeoCircle {
  readonly center: { readonly lat: number; readonly lng: number };
  readonly radiusMeters: number;
}

/**
 * The EPSG:3857 extent ([minX, minY, maxX, maxY], metres) holding every circle whole, radius
 * included (rules 17.5: the overview map fits it, so far-apart warehouses are all in view);
 * null when there are no circles.
 */
export const circlesExtent = (circles: readonly GeoCircle[]): Extent | null => {
  if (circles.length === 0) return null;
  return circles.reduce((extent, c) => extend(extent, geodesicCircle(c.center, c.radiusMeters).getExtent()), createEmpty());
};

/** A checked WGS84 point from degrees, for fixtures and stories; throws when out of range. */
export const geoPoint = (lat: number, lng: number): GeoPoint => {
  const decoded = GeoPoint.decode({ lat, lng });
  if (!isRight(decoded)) throw new RangeError(`Not a WGS84 point: ${String(lat)}, ${String(lng)}`);
  return decoded.right;
};
