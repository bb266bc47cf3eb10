import type { Extent } from 'ol/extent.js';
import type { PillTone } from '../status-pill';

/**
 * The machines of a fleet map as parallel columns (rules 21.13: 100,000 machines without an object
 * per machine): point `i` is at latitude `lat[i]` and longitude `lng[i]` (WGS84 degrees), coloured
 * by `tones[i]`, and is `ids[i]` labelled `labels[i]`, or, when `ids` and `labels` are empty (a
 * large fleet's answer leaves them out), whatever the map's `identify(i)` finds.
 */
export interface FleetPoints {
  readonly ids: readonly string[];
  readonly labels: readonly string[];
  readonly lat: ArrayLike<number>;
  readonly lng: ArrayLike<number>;
  readonly tones: readonly PillTone[];
}

/** A fleet map without machines. */
export const NO_FLEET_POINTS: FleetPoints = { ids: [], labels: [], lat: [], lng: [], tones: [] };

/** How many points `points` holds. */
export const fleetSize = (points: FleetPoints): number => points.lat.length;

/** What a point is: the machine's id and its label (name). */
export interface PointIdentity {
  readonly id: string;
  readonly label: string;
}

/** Finds what point `index` is (a call to the server for a large fleet); undefined when nothing is there any more. */
export type IdentifyPoint = (index: number) => Promise<PointIdentity | undefined>;

/** Half the web mercator world's width, metres (EPSG:3857). */
const HALF_WORLD = 20_037_508.342789244;
/** Web mercator's latitude limit, degrees. */
const MAX_MERCATOR_LAT = 85.05112878;

/** The points' map coordinates (EPSG:3857 metres) as two typed arrays, computed in one pass. */
export interface ProjectedPoints {
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** [minX, minY, maxX, maxY] of the points, or null without points. */
  readonly extent: Extent | null;
}

/**
 * Projects every point to web mercator (the formula of `ol/proj`'s `fromLonLat` for EPSG:3857,
 * without an array per point), latitude clamped to ±85.05°, and measures their extent.
 */
export const projectPoints = (points: FleetPoints): ProjectedPoints => {
  const n = fleetSize(points);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i += 1) {
    const lat = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, points.lat[i] ?? 0));
    const px = ((points.lng[i] ?? 0) * HALF_WORLD) / 180;
    const py = (Math.log(Math.tan(((90 + lat) * Math.PI) / 360)) * HALF_WORLD) / Math.PI;
    x[i] = px;
    y[i] = py;
    if (px < minX) minX = px;
    if (px > maxX) maxX = px;
    if (py < minY) minY = py;
    if (py > maxY) maxY = py;
  }
  return { x, y, extent: n === 0 ? null : [minX, minY, maxX, maxY] };
};

/**
 * The index of the point nearest to the map coordinate (`cx`, `cy`) within `tolerance` map units
 * (a square window, then the smallest distance), or -1 when none is that close. One pass over the
 * columns (about a millisecond at 100,000 points).
 */
export const nearestPoint = (projected: ProjectedPoints, cx: number, cy: number, tolerance: number): number => {
  let best = -1;
  let bestDistance = tolerance * tolerance;
  const { x, y } = projected;
  for (let i = 0; i < x.length; i += 1) {
    const dx = (x[i] ?? Infinity) - cx;
    if (dx > tolerance || dx < -tolerance) continue;
    const dy = (y[i] ?? Infinity) - cy;
    if (dy > tolerance || dy < -tolerance) continue;
    const distance = dx * dx + dy * dy;
    if (distance <= bestDistance) {
      bestDistance = distance;
      best = i;
    }
  }
  return best;
};
