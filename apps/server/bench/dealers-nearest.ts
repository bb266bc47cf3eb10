/**
 * Nearest-dealer benchmark (rules 15.7, 21.11): the time of the nearest-50 query of `dealer/list`
 * at 1,000 and at 100,000 dealers, with the bounding-box pre-filter and without it.
 *
 *   npm run bench:dealers -w @yardfleet/server                       # PGlite (temp folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:dealers -w @yardfleet/server
 *
 * On PostgreSQL a throwaway database `yf_bench_<random>` is created on the server of DATABASE_URL
 * and dropped afterwards. The dealers are synthetic (a seeded PRNG): clusters around 300 town
 * centres drawn inside boxes over the four US census regions and eight EU countries, each dealer
 * within about 20 miles of its centre. The origins are BENCH_ORIGINS (default 25) random points in
 * the same boxes. For each size it prints the median and p95, in ms, of:
 * - `nearestDealers` (src/areas/dealers/dealer-queries.ts, what the route runs: the domain's findNearest
 *   over the (lat, lng) index, widening 25, 100, 400... miles), page 1 of 50;
 * - the same without the box: every dealer read, measured with the domain's distance and sorted
 *   (byDistance), the 50 first kept.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { byDistance } from '@yardfleet/domain/dealers/nearest';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { distanceMiles } from '@yardfleet/domain/geometry/distance';
import { dealerCandidates, nearestDealers, type DealerFilter } from '../src/areas/dealers/dealer-queries';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { prng, type Prng } from '../src/seed/prng';
import { intEnv } from './bench-env';
import { openBenchDatabase } from './bench-database';

const ORIGINS = intEnv('BENCH_ORIGINS', 25);
const SIZES = [1_000, 100_000] as const;
const NEAREST = 50;
const TOWNS = 300;

/** Latitude / longitude boxes: [country, region, minLat, maxLat, minLng, maxLng]. */
const BOXES: readonly (readonly [string, string, number, number, number, number])[] = [
  ['US', 'us_northeast', 39.5, 44.5, -80, -70.5],
  ['US', 'us_midwest', 37, 47, -97, -82],
  ['US', 'us_south', 29.5, 36, -98, -78],
  ['US', 'us_west', 33, 47.5, -122.5, -112],
  ['DE', 'eu_western', 47.5, 54.5, 6.5, 14.5],
  ['FR', 'eu_western', 43.5, 50, -1, 7],
  ['IT', 'eu_southern', 38, 45.5, 8, 16],
  ['ES', 'eu_southern', 37, 43, -8, -1],
  ['PL', 'eu_eastern', 50, 54, 15, 23],
  ['NL', 'eu_western', 51.5, 53, 4.5, 6.8],
  ['SE', 'eu_northern', 56, 63, 12, 18],
  ['AT', 'eu_western', 46.6, 48.6, 10, 16.5],
];

const pointIn = (rng: Prng, box: (typeof BOXES)[number]): { lat: number; lng: number } => ({ lat: rng.float(box[2], box[3]), lng: rng.float(box[4], box[5]) });

/** Adds dealers until the directory holds `size`, numbered from `from`, around the towns of `towns`. */
const fill = async (
  db: Kysely<Database>,
  rng: Prng,
  towns: readonly { country: string; region: string; lat: number; lng: number }[],
  from: number,
  size: number,
): Promise<void> => {
  for (let start = from; start < size; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, size - start) }, (_, k) => {
      const i = start + k;
      const town = rng.pick(towns);
      // About 20 miles either way: 0.3 degree of latitude, and as much longitude scaled by latitude.
      const lat = town.lat + rng.float(-0.3, 0.3);
      const lng = town.lng + rng.float(-0.3, 0.3) / Math.cos((town.lat * Math.PI) / 180);
      return {
        code: `B-${String(i).padStart(6, '0')}`,
        name: `Bench Dealer ${i}`,
        address: `${i} Main Street`,
        town: 'Town',
        city: 'City',
        state: town.country === 'US' ? 'IL' : 'State',
        country: town.country,
        category: 'authorized_dealer',
        telephone: '+1 312 744 5000',
        postcode: '60602',
        region: town.region,
        email: 'sales@example.com',
        website: 'https://example.com',
        lat,
        lng,
      };
    });
    await db.insertInto('dealers').values(rows).execute();
  }
};

const time = async (run: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const summary = (times: number[]): string => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms`;
};

const main = async (): Promise<void> => {
  const { db, name, dispose } = await openBenchDatabase();
  try {
    await migrateToLatest(db);
    await db.deleteFrom('dealers').execute();
    const rng = prng(11);
    const towns = Array.from({ length: TOWNS }, () => {
      const box = rng.pick(BOXES);
      return { country: box[0], region: box[1], ...pointIn(rng, box) };
    });
    const origins = Array.from({ length: ORIGINS }, () => pointIn(rng, rng.pick(BOXES)) as GeoPoint);
    const filter: DealerFilter = { userId: randomUUID(), search: null, category: null, country: null, region: null, collectionOnly: false };
    console.log(`${name}: nearest ${NEAREST} dealers from ${ORIGINS} random origins in the US and the EU`);
    let filled = 0;
    for (const size of SIZES) {
      await fill(db, rng, towns, filled, size);
      filled = size;
      await sql`analyze dealers`.execute(db);
      // One warm-up run of each, so the first origin does not pay for loading the table.
      await nearestDealers(db, filter, origins[0] ?? ({ lat: 0, lng: 0 } as GeoPoint), 1, NEAREST);
      const boxed: number[] = [];
      const scanned: number[] = [];
      for (const origin of origins) {
        boxed.push(await time(() => nearestDealers(db, filter, origin, 1, NEAREST)));
        scanned.push(
          await time(async () => {
            const all = await dealerCandidates(db, filter, null);
            return byDistance(all.map((c) => ({ ...c, distanceMiles: distanceMiles(origin, c.location) }))).slice(0, NEAREST);
          }),
        );
      }
      console.log(`  ${size.toLocaleString('en-US').padStart(7)} dealers: with the box ${summary(boxed)}; without (full scan + sort) ${summary(scanned)}`);
    }
  } finally {
    await dispose();
  }
};

await main();
