/** A circle on the sphere (a warehouse geofence as stored): centre in WGS84 degrees, radius in metres. */
export interface Circle {
  readonly lat: number;
  readonly lng: number;
  readonly radiusM: number;
}

/** The sphere the geofence measures on, metres: @turf/distance's mean earth radius (`distanceMeters`). */
export const EARTH_RADIUS_M = 6_371_008.8;

// A 1 % wider box and 1e-6 degree (~0.1 m) keep every point the exact check (`isWithinRadius`) accepts inside it.
const BOX_MARGIN = 1.01;
const BOX_SLACK_DEG = 1e-6;
const DEG = 180 / Math.PI;

/**
 * The latitude/longitude box (degrees) holding every point within `radiusM` metres of the centre on
 * the sphere (the geofence of rules 4.2; a database can filter candidates by it before the exact check):
 * latitude +- r/R; longitude +- asin(sin(r/R) / cos(lat)), the widest a spherical cap gets, each
 * widened by 1 % and 1e-6 degree. `lng` is null (no longitude bound) when the cap reaches a pole or
 * crosses the antimeridian. A negative radius counts as 0.
 */
export const circleBounds = (c: Circle): { readonly lat: readonly [number, number]; readonly lng: readonly [number, number] | null } => {
  const angle = Math.max(0, c.radiusM) / EARTH_RADIUS_M;
  const dLat = angle * DEG * BOX_MARGIN + BOX_SLACK_DEG;
  const lat = [c.lat - dLat, c.lat + dLat] as const;
  const ratio = Math.sin(angle) / Math.cos(c.lat / DEG);
  if (Math.abs(c.lat) + dLat >= 90 || !(ratio < 1)) return { lat, lng: null };
  const dLng = Math.asin(ratio) * DEG * BOX_MARGIN + BOX_SLACK_DEG;
  if (c.lng - dLng < -180 || c.lng + dLng > 180) return { lat, lng: null };
  return { lat, lng: [c.lng - dLng, c.lng + dLng] };
};
