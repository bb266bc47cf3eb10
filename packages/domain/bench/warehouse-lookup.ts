/**
 * Benchmark (not a test): how many positions per second the warehouse index classifies on one core
 * (inventory by geofence, rules 4.2), against 1,000 and 10,000 warehouses.
 *
 *   npm run bench -w @yardfleet/domain        (or: cd packages/domain && npx tsx bench/warehouse-lookup.ts)
 *
 * Warehouses are spread over the contiguous US and western Europe with radii of 100 m to 2 km;
 * half of the positions fall inside a random warehouse, half anywhere in the same areas. A seeded
 * generator keeps runs comparable. JavaScript runs this on one thread, so the figure is per core.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { GeoPoint, Latitude, Longitude } from '../src/entities/units';
import { distanceMeters } from '../src/geometry/distance';
import { buildWarehouseIndex, type Geofence } from '../src/geometry/warehouse-index';

const mulberry32 = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const random = mulberry32(20261122);
const between = (min: number, max: number) => min + random() * (max - min);
const point = (lat: number, lng: number): GeoPoint => ({ lat: lat as Latitude, lng: lng as Longitude });

const AREAS = [
  { lat: [25, 49], lng: [-124, -67] },
  { lat: [36, 60], lng: [-10, 25] },
] as const;
const randomPoint = (): GeoPoint => {
  const a = AREAS[random() < 0.6 ? 0 : 1] ?? AREAS[0];
  return point(between(a.lat[0], a.lat[1]), between(a.lng[0], a.lng[1]));
};
const nearby = (c: GeoPoint, meters: number): GeoPoint => {
  const bearing = random() * 2 * Math.PI;
  const d = random() * meters;
  return point(c.lat + (d * Math.cos(bearing)) / 111_320, c.lng + (d * Math.sin(bearing)) / (111_320 * Math.cos((c.lat * Math.PI) / 180)));
};

const run = (warehouseCount: number, positionCount: number): void => {
  const fences: Geofence<number>[] = Array.from({ length: warehouseCount }, (_, id) => ({ id, location: randomPoint(), radius: between(100, 2000) }));
  const positions = Array.from({ length: positionCount }, () => {
    const f = fences[Math.floor(random() * fences.length)];
    return random() < 0.5 && f ? nearby(f.location, f.radius) : randomPoint();
  });

  const t0 = performance.now();
  const index = buildWarehouseIndex(fences);
  const buildMs = performance.now() - t0;

  for (const p of positions.slice(0, 2000)) index.locate(p); // warm-up
  const t1 = performance.now();
  let inside = 0;
  for (const p of positions) if (index.locate(p) !== undefined) inside += 1;
  const lookupMs = performance.now() - t1;

  // Brute force on a sample (every warehouse checked), to show the gain and that the answers agree.
  const sample = positions.slice(0, Math.min(2000, positions.length));
  const t2 = performance.now();
  const brute = sample.map((p) => fences.some((f) => distanceMeters(p, f.location) <= f.radius));
  const bruteMs = performance.now() - t2;
  const disagreements = sample.filter((p, i) => brute[i] !== (index.locate(p) !== undefined)).length;

  const perSecond = Math.round(positionCount / (lookupMs / 1000));
  const brutePerSecond = Math.round(sample.length / (bruteMs / 1000));
  console.log(
    `${warehouseCount.toLocaleString('en-US').padStart(6)} warehouses | build ${buildMs.toFixed(1).padStart(6)} ms | ` +
      `${perSecond.toLocaleString('en-US').padStart(10)} positions/s (index) | ${brutePerSecond.toLocaleString('en-US').padStart(8)} positions/s (check all) | ` +
      `${inside.toLocaleString('en-US')} of ${positionCount.toLocaleString('en-US')} inside | ${disagreements} disagreements`,
  );
};

console.log(`warehouse lookup, one thread (machine has ${availableParallelism()} cores), node ${process.version}`);
run(1_000, 200_000);
run(10_000, 200_000);
