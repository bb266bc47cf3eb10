import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { buildWarehouseIndex, type WarehouseIndex } from '@yardfleet/domain/geometry/warehouse-index';
import type { Database } from '../../db/schema';

/**
 * How long a cached index is trusted, ms. Changes made through this process invalidate at once;
 * the TTL bounds how long another server process may classify against an outdated set.
 */
export const WAREHOUSE_INDEX_TTL_MS = 60_000;

interface Entry {
  readonly index: Promise<WarehouseIndex<string>>;
  readonly builtAt: number;
}

// One map per database handle, so two apps in one process (tests, benchmarks) never share entries.
const caches = new WeakMap<object, Map<string, Entry>>();

const cacheOf = (db: object): Map<string, Entry> => {
  const found = caches.get(db);
  if (found) return found;
  const created = new Map<string, Entry>();
  caches.set(db, created);
  return created;
};

const load = async (db: Kysely<Database>, companyId: string): Promise<WarehouseIndex<string>> => {
  const rows = await db.selectFrom('warehouses').select(['id', 'lat', 'lng', 'radius_m']).where('company_id', '=', companyId).execute();
  return buildWarehouseIndex(
    rows.flatMap((w) => {
      const location = GeoPoint.decode({ lat: w.lat, lng: w.lng });
      return E.isRight(location) ? [{ id: w.id, location: location.right, radius: w.radius_m }] : [];
    }),
  );
};

/**
 * The domain's warehouse index (geometry/warehouse-index) of `companyId`'s warehouses, built once
 * and cached per database handle and company for WAREHOUSE_INDEX_TTL_MS (wall clock).
 */
export const warehouseIndexFor = (db: Kysely<Database>, companyId: string): Promise<WarehouseIndex<string>> => {
  const cache = cacheOf(db);
  const hit = cache.get(companyId);
  const now = Date.now();
  if (hit && now - hit.builtAt < WAREHOUSE_INDEX_TTL_MS) return hit.index;
  const index = load(db, companyId);
  cache.set(companyId, { index, builtAt: now });
  index.catch(() => cache.delete(companyId));
  return index;
};

/** Forgets the cached index of `companyId` (call after a warehouse is created, edited or deleted). */
export const invalidateWarehouses = (db: Kysely<Database>, companyId: string): void => {
  cacheOf(db).delete(companyId);
};
