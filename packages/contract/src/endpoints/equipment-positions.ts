import * as t from 'io-ts';
import { EquipmentCategory, InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';
import { EquipmentId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { WarehouseRadius } from '@yardfleet/domain/entities/warehouse';
import { strictTypeWithOptional } from '../codec';
import { endpoint } from '../endpoint';
import { equipmentFilterProps, equipmentOptionalFilterProps } from './equipment';

/** Most machines one positions answer holds (the fleet map is benchmarked at 10,000 points). */
export const MAX_EQUIPMENT_POSITIONS = 20_000;

/** The equipment list's filters (SPEC 2; `equipmentFilterProps`, `equipmentOptionalFilterProps`), without paging. */
export const EquipmentPositionsRequest = strictTypeWithOptional(equipmentFilterProps, equipmentOptionalFilterProps, 'EquipmentPositionsRequest');
export type EquipmentPositionsRequest = t.TypeOf<typeof EquipmentPositionsRequest>;

/** A located machine on the fleet map: its last reported position (WGS84 degrees) and the statuses that colour it. */
export const EquipmentPosition = t.type(
  { id: EquipmentId, name: t.string, category: EquipmentCategory, inventoryStatus: InventoryStatus, onlineStatus: OnlineStatus, location: GeoPoint },
  'EquipmentPosition',
);
export type EquipmentPosition = t.TypeOf<typeof EquipmentPosition>;

/** A warehouse drawn on the fleet map: centre (WGS84 degrees) and radius in metres. */
export const WarehouseArea = t.type({ id: WarehouseId, name: t.string, location: GeoPoint, radius: WarehouseRadius }, 'WarehouseArea');
export type WarehouseArea = t.TypeOf<typeof WarehouseArea>;

export const EquipmentPositionsResponse = t.type(
  { items: t.array(EquipmentPosition), warehouses: t.array(WarehouseArea) },
  'EquipmentPositionsResponse',
);
export type EquipmentPositionsResponse = t.TypeOf<typeof EquipmentPositionsResponse>;

/**
 * `POST /web-hmac/web/equipment/positions` (issue 5 item 8, the fleet map): every machine of the
 * caller's company that matches the list's filters and has reported a position, by name, at most
 * MAX_EQUIPMENT_POSITIONS (20,000; no paging), and all the company's warehouses. Any member may
 * read it; users without a company and app-only users get 1170010403.
 */
export const equipmentPositions = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/positions',
  request: EquipmentPositionsRequest,
  response: EquipmentPositionsResponse,
  auth: true,
});
