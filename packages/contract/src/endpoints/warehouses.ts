import * as t from 'io-ts';
import { WarehouseId } from '@yardfleet/domain/entities/ids';
import { Warehouse } from '@yardfleet/domain/entities/warehouse';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * Warehouse calls ("/warehouse", rules 17.1 to 17.5), scoped to the caller's company: the list for
 * every role, changes for admin and manager (FLEET_WRITE_ROLES). Another company's id answers
 * 1170010404. A change re-runs the domain's geofence over every located machine of the company,
 * so inventory statuses follow at once.
 */

/** A warehouse as listed: the domain's Warehouse (name, location, radius m, linked gateways) plus its address. */
export const WarehouseView = t.intersection([Warehouse, t.type({ address: t.string })], 'WarehouseView');
export type WarehouseView = t.TypeOf<typeof WarehouseView>;

/** `GET /web-hmac/web/warehouse/list`: the company's warehouses by name. */
export const warehouseList = endpoint({
  method: 'GET',
  path: '/web-hmac/web/warehouse/list',
  request: undefined,
  response: t.type({ warehouses: t.array(WarehouseView) }, 'WarehouseListResponse'),
  auth: true,
});

/**
 * The fields of the set-up wizard: name (required, at most 50), address (at most 200, may be empty
 * when the location was picked on the map), location and radius in metres (10..50000, the
 * domain's WarehouseRadius). Failures: 1170010001 `{ name | address | radius: ValidationError }`.
 */
const warehouseFields = { name: t.string, address: t.string, location: GeoPoint, radius: t.number };
export const CreateWarehouseRequest = strictType(warehouseFields, 'CreateWarehouseRequest');
export type CreateWarehouseRequest = t.TypeOf<typeof CreateWarehouseRequest>;
/** `POST /web-hmac/web/warehouse/create`. Entry: the warehouse. */
export const createWarehouse = endpoint({
  method: 'POST',
  path: '/web-hmac/web/warehouse/create',
  request: CreateWarehouseRequest,
  response: WarehouseView,
  auth: true,
});

export const EditWarehouseRequest = strictType({ id: WarehouseId, ...warehouseFields }, 'EditWarehouseRequest');
export type EditWarehouseRequest = t.TypeOf<typeof EditWarehouseRequest>;
/** `POST /web-hmac/web/warehouse/edit`. Entry: the warehouse. */
export const editWarehouse = endpoint({
  method: 'POST',
  path: '/web-hmac/web/warehouse/edit',
  request: EditWarehouseRequest,
  response: WarehouseView,
  auth: true,
});

/** The entry of 1170010409 warehouseHasGateways. */
export const WarehouseHasGateways = t.type({ gatewayCount: t.number }, 'WarehouseHasGateways');
export type WarehouseHasGateways = t.TypeOf<typeof WarehouseHasGateways>;

export const WarehouseRequest = strictType({ id: WarehouseId }, 'WarehouseRequest');
/**
 * `POST /web-hmac/web/warehouse/delete` `{ id }`: entry null. A warehouse with linked (not
 * deleted) gateways is refused with 1170010409 and entry `{ gatewayCount }` (rules 4.13, 17.4: "This
 * warehouse has N gateways assigned. Reset them before removing it.").
 */
export const deleteWarehouse = endpoint({
  method: 'POST',
  path: '/web-hmac/web/warehouse/delete',
  request: WarehouseRequest,
  response: t.null,
  auth: true,
});
