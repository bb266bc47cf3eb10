import * as t from 'io-ts';
import { WarehouseId } from './ids';
import { Count, GeoPoint, Meters } from './units';

/** Smallest and largest warehouse radius the set-up accepts, metres. */
export const WAREHOUSE_RADIUS_MIN_M = 10;
export const WAREHOUSE_RADIUS_MAX_M = 50_000;

/** A warehouse radius: metres within [WAREHOUSE_RADIUS_MIN_M, WAREHOUSE_RADIUS_MAX_M]. */
export const WarehouseRadius = t.refinement(Meters, (m) => m >= WAREHOUSE_RADIUS_MIN_M && m <= WAREHOUSE_RADIUS_MAX_M, 'WarehouseRadius');

/**
 * A warehouse (rules 3.9): name, map location, radius in metres and the number of gateways linked to
 * it. A machine inside the radius is "in warehouse" (rules 4.2). A warehouse with linked gateways
 * cannot be deleted until they are reset (rules 4.13, 17.4).
 */
export const Warehouse = t.type({ id: WarehouseId, name: t.string, location: GeoPoint, radius: WarehouseRadius, linkedGatewayCount: Count }, 'Warehouse');
export type Warehouse = t.TypeOf<typeof Warehouse>;

/** Deleting a warehouse needs its gateways reset first (rules 4.13, 17.4). */
export const canDeleteWarehouse = (warehouse: { readonly linkedGatewayCount: number }): boolean => warehouse.linkedGatewayCount === 0;
