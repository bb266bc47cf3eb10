import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { GeoPoint } from '../entities/units';
import { distanceMeters } from './distance';

/** The geofence of a warehouse as the index needs it: an id, a centre and a radius in metres. */
export interface Geofence<Id> {
  readonly id: Id;
  readonly location: GeoPoint;
  readonly radius: number;
}

/**
 * A spatial index of warehouse geofences answering "which warehouse contains this point"
 * (inventory status, rules 4.2) in roughly logarithmic time, for thousands of warehouses.
 */
export interface WarehouseIndex<Id> {
  readonly size: number;
  /** Every geofence containing `point`, nearest centre first. */
  readonly containing: (point: GeoPoint) => readonly Geofence<Id>[];
  /** The geofence containing `point` whose centre is nearest, or undefined when none does. */
  readonly locate: (point: GeoPoint) => Geofence<Id> | undefined;
}

// geokdbush measures on a 6371 km sphere, turf on 6371.0088 km: widen the candidate search a little
// so that the exact check below (turf) is the only one that decides.
const SEARCH_MARGIN = 1.001;
const SEARCH_MARGIN_KM = 0.001;

/** One kd-tree over the geofences whose radius falls in one size class. */
interface Tier<Id> {
  readonly kd: KDBush;
  readonly items: readonly Geofence<Id>[];
  readonly searchKm: number;
}

// Size class of a radius: radii within a factor of 4 share a tree, so one huge geofence does not
// widen the search of every small one.
const tierOf = (radius: number): number => Math.max(0, Math.ceil(Math.log(Math.max(radius, 1)) / Math.log(4)));

const buildTier = <Id>(items: readonly Geofence<Id>[]): Tier<Id> => {
  const kd = new KDBush(items.length);
  for (const g of items) kd.add(g.location.lng, g.location.lat);
  kd.finish();
  const maxRadiusKm = items.reduce((max, g) => Math.max(max, g.radius / 1000), 0);
  return { kd, items, searchKm: maxRadiusKm * SEARCH_MARGIN + SEARCH_MARGIN_KM };
};

/**
 * Builds the index. Geofences are grouped by radius size class, one kdbush tree per class. For a
 * point, each tree yields candidates through geokdbush's `around(index, lng, lat, Infinity, maxKm)`
 * with `maxKm` that class's largest radius; each candidate is then checked against its own radius
 * with the same great-circle distance as `isWithinRadius` (@turf/distance), so both always agree.
 * Build cost O(n log n); a lookup visits only the trees' nearby nodes.
 */
export const buildWarehouseIndex = <Id>(geofences: readonly Geofence<Id>[]): WarehouseIndex<Id> => {
  const groups = new Map<number, Geofence<Id>[]>();
  for (const g of geofences) {
    const key = tierOf(g.radius);
    const group = groups.get(key);
    if (group) group.push(g);
    else groups.set(key, [g]);
  }
  const tiers = [...groups.values()].map((items) => buildTier(items));

  const containing = (point: GeoPoint): readonly Geofence<Id>[] => {
    const found: { readonly g: Geofence<Id>; readonly d: number }[] = [];
    for (const tier of tiers) {
      for (const i of around(tier.kd, point.lng, point.lat, Infinity, tier.searchKm)) {
        const g = tier.items[i];
        if (!g) continue;
        const d = distanceMeters(point, g.location);
        if (d <= g.radius) found.push({ g, d });
      }
    }
    if (found.length > 1) found.sort((a, b) => a.d - b.d);
    return found.map((x) => x.g);
  };

  return {
    size: geofences.length,
    containing,
    locate: (point) => containing(point)[0],
  };
};
