import { distanceMeters } from '@yardfleet/domain/geometry/distance';
import { buildWarehouseIndex } from '@yardfleet/domain/geometry/warehouse-index';
import { geo } from '../fleet';
import { offset } from '../places';
import type { Prng } from '../prng';
import { METROS, QUARTERS, SITE_KINDS, STREETS, YARD_KINDS, type Metro } from './metros';

/** A warehouse of the scale seed: a row of `warehouses` plus the metro it serves. */
export interface ScaleWarehouse {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
  readonly radiusM: number;
  readonly metro: Metro;
}

/** A work site near a warehouse: machines out for work stand within `spreadM` metres of its centre. */
export interface ScaleSite {
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  readonly spreadM: number;
  /** Index of its warehouse in the warehouse list. */
  readonly warehouse: number;
}

/** Warehouses stand at least this far apart (m), so no two geofences overlap. */
const MIN_APART_M = 1_500;
/** A work site's circle keeps at least this margin (m) from every warehouse's geofence. */
const SITE_MARGIN_M = 250;
/** Warehouses stand within this distance (m) of their metro's centre. */
const METRO_SPREAD_M = 40_000;

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/**
 * `count` warehouses spread over the metro areas (round robin, so every metro gets a share), each
 * a real city with an invented street address, 100 to 400 m geofence radius, at least 1.5 km from
 * every other (no overlapping geofences: a position is in at most one warehouse).
 * @throws Error when the metros cannot hold that many (more than about 20,000).
 */
export const buildScaleWarehouses = (rng: Prng, count: number): ScaleWarehouse[] => {
  const out: ScaleWarehouse[] = [];
  const perMetro = new Map<string, ScaleWarehouse[]>();
  const serial = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    const metro = METROS[i % METROS.length] ?? METROS[0];
    if (metro === undefined) throw new Error('no metros');
    const near = perMetro.get(metro.city) ?? [];
    let spot: { lat: number; lng: number } | undefined;
    for (let attempt = 0; attempt < 200 && spot === undefined; attempt += 1) {
      const candidate = offset(metro, Math.sqrt(rng.next()) * METRO_SPREAD_M, rng.float(0, 2 * Math.PI));
      if (near.every((w) => distanceMeters(geo(w.lat, w.lng), geo(candidate.lat, candidate.lng)) >= MIN_APART_M)) spot = candidate;
    }
    if (spot === undefined) throw new Error(`no room for warehouse ${i + 1} around ${metro.city}`);
    const quarter = rng.pick(QUARTERS);
    const kind = rng.pick(YARD_KINDS);
    const key = `${metro.city} ${quarter} ${kind}`;
    const n = (serial.get(key) ?? 0) + 1;
    serial.set(key, n);
    const warehouse: ScaleWarehouse = {
      id: rng.uuid(),
      name: `${key} ${n}`,
      address: `${rng.int(100, 9899)} ${rng.pick(STREETS)}, ${metro.city}, ${metro.state} ${metro.zip}${String(rng.int(100, 999))}`,
      lat: round6(spot.lat),
      lng: round6(spot.lng),
      radiusM: rng.int(10, 40) * 10,
      metro,
    };
    near.push(warehouse);
    perMetro.set(metro.city, near);
    out.push(warehouse);
  }
  return out;
};

/**
 * `perWarehouse` work sites around each warehouse, 3 to 8 km away, 150 to 400 m across. A site is
 * kept only when the domain's geofence index finds no warehouse within its spread plus a margin,
 * so every position drawn inside a site is "out for work" by the geofence rule (rules 4.2).
 */
export const buildScaleSites = (rng: Prng, warehouses: readonly ScaleWarehouse[], perWarehouse: number): ScaleSite[] => {
  const maxSpread = 400;
  // Geofences grown by the largest spread and the margin: a site centre outside all of them keeps its whole circle outside every warehouse.
  const grown = buildWarehouseIndex(warehouses.map((w, i) => ({ id: i, location: geo(w.lat, w.lng), radius: w.radiusM + maxSpread + SITE_MARGIN_M })));
  const sites: ScaleSite[] = [];
  warehouses.forEach((w, index) => {
    for (let k = 0; k < perWarehouse; k += 1) {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const centre = offset(w, rng.float(3_000, 8_000), rng.float(0, 2 * Math.PI));
        if (grown.locate(geo(centre.lat, centre.lng)) !== undefined) continue;
        sites.push({
          name: `${w.metro.city} ${rng.pick(QUARTERS)} ${rng.pick(SITE_KINDS)}`,
          lat: round6(centre.lat),
          lng: round6(centre.lng),
          spreadM: rng.int(15, 40) * 10,
          warehouse: index,
        });
        break;
      }
    }
  });
  return sites;
};
