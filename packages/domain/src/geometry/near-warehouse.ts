import type { GeoPoint } from '../entities/units';
import { nearestWarehouse, type WarehousePlace } from './nearest-warehouse';

/**
 * Farthest a position may be from a warehouse's centre to read as "near" it, statute miles (rules
 * 14.2): 5 miles, a short drive across a town, so a crew phone at a job site beside a depot is
 * "Near North Depot (2.3 mi)" while one in the next town is "12.6 mi from North Depot".
 */
export const NEAR_WAREHOUSE_MAX_MILES = 5;

/**
 * Where a position is in words the company knows (rules 14.2, 1.8): `near` its nearest warehouse
 * when within NEAR_WAREHOUSE_MAX_MILES (the edge counts as near), else `far` from it with the
 * distance, else `none` when the company has no warehouse. Distance in statute miles from the
 * domain's great-circle distance (@turf/distance through nearestWarehouse).
 */
export type WarehouseVicinity<Id> =
  { readonly kind: 'near' | 'far'; readonly warehouse: WarehousePlace<Id>; readonly miles: number } | { readonly kind: 'none' };

/** The WarehouseVicinity of `point` among the company's `warehouses` (see the type). */
export const warehouseVicinity = <Id>(point: GeoPoint, warehouses: readonly WarehousePlace<Id>[]): WarehouseVicinity<Id> => {
  const nearest = nearestWarehouse(point, warehouses);
  if (nearest === undefined) return { kind: 'none' };
  return { kind: nearest.miles <= NEAR_WAREHOUSE_MAX_MILES ? 'near' : 'far', warehouse: nearest.warehouse, miles: nearest.miles };
};
