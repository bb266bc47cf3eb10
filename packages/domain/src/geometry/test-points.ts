import fc from 'fast-check';
import type { GeoPoint, Latitude, Longitude } from '../entities/units';

/** Test helper: builds a GeoPoint from plain degrees (tests only; not exported by the package face). */
export const pt = (lat: number, lng: number): GeoPoint => ({ lat: lat as Latitude, lng: lng as Longitude });

/** Mean earth radius used by @turf/distance, metres. */
export const TURF_EARTH_RADIUS_M = 6371008.8;

/** The point `meters` north (positive) or south of `p` along its meridian: exact for haversine. */
export const alongMeridian = (p: GeoPoint, meters: number): GeoPoint => pt(p.lat + (meters / TURF_EARTH_RADIUS_M) * (180 / Math.PI), p.lng);

/** Arbitrary point away from the poles, so a meridian offset of a few km stays valid. */
export const arbPoint = fc
  .record({ lat: fc.double({ min: -80, max: 80, noNaN: true }), lng: fc.double({ min: -179.9, max: 179.9, noNaN: true }) })
  .map(({ lat, lng }) => pt(lat, lng));
