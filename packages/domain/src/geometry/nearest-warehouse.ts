import type { GeoPoint } from '../entities/units';
import { distanceMiles } from './distance';

/** A warehouse as the nearest-warehouse rule needs it: an id, a name and the centre of its geofence. */
export interface WarehousePlace<Id> {
  readonly id: Id;
  readonly name: string;
  readonly location: GeoPoint;
}

/** The nearest warehouse to a point and the great-circle distance to its centre, in statute miles. */
export interface NearestWarehouse<Id> {
  readonly warehouse: WarehousePlace<Id>;
  readonly miles: number;
}

/**
 * Where a machine out for work is (rules 17.6): of `warehouses` (the caller's company's only), the
 * one whose centre is nearest to `point` by great-circle distance (`distanceMiles`, rules 1.8:
 * miles), with that distance in miles; ties go to the first listed. Undefined when there is no warehouse.
 */
export const nearestWarehouse = <Id>(point: GeoPoint, warehouses: readonly WarehousePlace<Id>[]): NearestWarehouse<Id> | undefined => {
  let best: NearestWarehouse<Id> | undefined;
  for (const warehouse of warehouses) {
    const miles = distanceMiles(point, warehouse.location);
    if (best === undefined || miles < best.miles) best = { warehouse, miles };
  }
  return best;
};
