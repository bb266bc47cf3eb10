import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import type { MapCircle } from './warehouse-map';

/** Two warehouses closer than this (degrees, about 10 m) share a spot on the overview map. */
const SAME_SPOT_DEGREES = 0.0001;

/**
 * The overview map's circles (rules 17.5): one per warehouse (centre in degrees, radius in
 * metres). Warehouses at the same spot (centres within about 10 m) would draw their names on top of
 * each other; the first of them (list order) carries all their names, one per line, and the others
 * none, so each name stays readable.
 */
export const overviewCircles = (warehouses: readonly WarehouseView[]): MapCircle[] => {
  const labelled: { readonly at: WarehouseView; names: string[] }[] = [];
  const ownerOf = new Map<string, { names: string[] }>();
  for (const w of warehouses) {
    const spot = labelled.find(
      (l) => Math.abs(l.at.location.lat - w.location.lat) < SAME_SPOT_DEGREES && Math.abs(l.at.location.lng - w.location.lng) < SAME_SPOT_DEGREES,
    );
    if (spot === undefined) {
      const entry = { at: w, names: [w.name] };
      labelled.push(entry);
      ownerOf.set(w.id, entry);
    } else spot.names.push(w.name);
  }
  return warehouses.map((w) => {
    const owned = ownerOf.get(w.id);
    return { id: w.id, center: w.location, radiusMeters: w.radius, ...(owned === undefined ? {} : { label: owned.names.join('\n') }) };
  });
};
