import * as t from 'io-ts';
import type { InventoryStatus } from '@yardfleet/domain/entities/equipment';
import { WarehouseId } from '@yardfleet/domain/entities/ids';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { WarehouseRadius } from '@yardfleet/domain/entities/warehouse';
import { intBetween, strictTypeWithOptional } from '../codec';
import { endpoint } from '../endpoint';
import { equipmentFilterProps, equipmentOptionalFilterProps } from './equipment';

/**
 * Most machines one positions answer holds: above any fleet the product supports (rules 21.7:
 * 100,000 machines, measured by `npm run bench:api` and `npm run bench:map`). A company with more
 * located machines matching the filters gets the first 250,000 and `truncated: true`.
 */
export const MAX_EQUIPMENT_POSITIONS = 250_000;

/** Most machines an `at` query answers (machines parked at the very same metre). */
export const MAX_MACHINES_AT = 50;

/** Fixed-point scale of the wire's coordinates: degrees × 100,000 as integers (1e-5 degree, about 1.1 m). */
export const POSITION_SCALE = 100_000;

/** A point of a positions answer: fixed-point latitude and longitude (degrees × POSITION_SCALE). */
export const FixedPoint = t.type(
  {
    lat: intBetween(-90 * POSITION_SCALE, 90 * POSITION_SCALE, 'FixedLatitude'),
    lng: intBetween(-180 * POSITION_SCALE, 180 * POSITION_SCALE, 'FixedLongitude'),
  },
  'FixedPoint',
);
export type FixedPoint = t.TypeOf<typeof FixedPoint>;

/**
 * The equipment list's filters (rules 2.10; `equipmentFilterProps`, `equipmentOptionalFilterProps`),
 * without paging, and `at`: absent or null for the whole fleet (positions and statuses only), or
 * one fixed-point position of a previous answer for the machines there, with ids and names (the
 * map's click and hover, rules 17.9).
 */
export const EquipmentPositionsRequest = strictTypeWithOptional(
  equipmentFilterProps,
  { ...equipmentOptionalFilterProps, at: t.union([FixedPoint, t.null]) },
  'EquipmentPositionsRequest',
);
export type EquipmentPositionsRequest = t.TypeOf<typeof EquipmentPositionsRequest>;

/** One character per inventory status in `EquipmentPositions.inventory` (rules 17.9). */
export const INVENTORY_CODES: Readonly<Record<InventoryStatus, string>> = { in_warehouse: 'w', out_for_work: 'o', location_unknown: 'u', never_seen: 'n' };
const STATUS_OF_CODE = new Map<string, InventoryStatus>(Object.entries(INVENTORY_CODES).map(([status, code]) => [code, status as InventoryStatus]));

/** The inventory status a code of `EquipmentPositions.inventory` stands for (undefined: not a code). */
export const inventoryStatusOfCode = (code: string): InventoryStatus | undefined => STATUS_OF_CODE.get(code);

/**
 * The located machines of a positions answer as parallel columns (rules 21.7: 100,000
 * machines in one compact answer): machine `i` is at latitude `lat[i]` / `POSITION_SCALE` and
 * longitude `lng[i]` / `POSITION_SCALE` degrees (WGS84), with the inventory status coded by the
 * character `inventory[i]` (INVENTORY_CODES). `ids[i]` and `names[i]` are sent for an `at` query
 * only (a few machines); the whole fleet's answer leaves both empty (100,000 ids would be 3.6 MB
 * of random text, at least 1.5 MB compressed). The other columns have the same length.
 */
export interface EquipmentPositions {
  readonly ids: readonly string[];
  readonly names: readonly string[];
  readonly lat: readonly number[];
  readonly lng: readonly number[];
  readonly inventory: string;
  /** True when more machines matched than MAX_EQUIPMENT_POSITIONS (the first ones are sent). */
  readonly truncated: boolean;
}

const MAX_LAT = 90 * POSITION_SCALE;
const MAX_LNG = 180 * POSITION_SCALE;
const INVENTORY_TEXT = new RegExp(`^[${Object.values(INVENTORY_CODES).join('')}]*$`);

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);
const isIntColumn = (u: unknown, max: number): u is number[] =>
  Array.isArray(u) && u.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= -max && n <= max);
const isTextColumn = (u: unknown, minLength: number, maxLength: number): u is string[] =>
  Array.isArray(u) && u.every((s) => typeof s === 'string' && s.length >= minLength && s.length <= maxLength);

/** Why `u` is not an `EquipmentPositions`, or undefined when it is one (a loop per column, no io-ts per item). */
const positionsProblem = (u: unknown): string | undefined => {
  if (!isRecord(u)) return 'positions: expected an object';
  const { ids, names, lat, lng, inventory, truncated } = u;
  if (!isTextColumn(ids, 1, 64)) return 'positions.ids: expected ids of 1 to 64 characters';
  if (!isTextColumn(names, 0, 1000)) return 'positions.names: expected names';
  if (!isIntColumn(lat, MAX_LAT)) return `positions.lat: expected integers within ±${MAX_LAT}`;
  if (lat.length > MAX_EQUIPMENT_POSITIONS) return `positions: more than ${MAX_EQUIPMENT_POSITIONS} machines`;
  if (!isIntColumn(lng, MAX_LNG)) return `positions.lng: expected integers within ±${MAX_LNG}`;
  if (typeof inventory !== 'string' || !INVENTORY_TEXT.test(inventory)) return 'positions.inventory: expected inventory codes';
  if (typeof truncated !== 'boolean') return 'positions.truncated: expected a boolean';
  const n = lat.length;
  if (lng.length !== n || inventory.length !== n || names.length !== ids.length || (ids.length !== n && ids.length !== 0))
    return 'positions: columns of different lengths';
  return undefined;
};

/**
 * The columnar codec of `EquipmentPositions` (decision 0015): validates each column with one loop (ids
 * 1-64 characters, latitudes within ±9,000,000 and longitudes within ±18,000,000 fixed-point
 * units, known inventory codes, equal lengths (ids and names: equal, or both empty), at most
 * MAX_EQUIPMENT_POSITIONS) instead of an io-ts codec per machine. A decoded value's arrays are frozen, so the store's checks skip them.
 */
export const EquipmentPositionsColumns = new t.Type<EquipmentPositions, EquipmentPositions, unknown>(
  'EquipmentPositions',
  (u): u is EquipmentPositions => positionsProblem(u) === undefined,
  (u, context) => {
    const problem = positionsProblem(u);
    if (problem !== undefined || !isRecord(u)) return t.failure(u, context, problem);
    const columns = u as unknown as EquipmentPositions;
    return t.success({
      ids: Object.freeze(columns.ids),
      names: Object.freeze(columns.names),
      lat: Object.freeze(columns.lat),
      lng: Object.freeze(columns.lng),
      inventory: columns.inventory,
      truncated: columns.truncated,
    });
  },
  t.identity,
);

/** A warehouse drawn on the fleet map: centre (WGS84 degrees) and radius in metres. */
export const WarehouseArea = t.type({ id: WarehouseId, name: t.string, location: GeoPoint, radius: WarehouseRadius }, 'WarehouseArea');
export type WarehouseArea = t.TypeOf<typeof WarehouseArea>;

export const EquipmentPositionsResponse = t.type({ machines: EquipmentPositionsColumns, warehouses: t.array(WarehouseArea) }, 'EquipmentPositionsResponse');
export type EquipmentPositionsResponse = t.TypeOf<typeof EquipmentPositionsResponse>;

/**
 * `POST /web-hmac/web/equipment/positions` (the fleet map, rules 17.9; decision 0015):
 * every machine of the caller's company that matches the list's filters and has reported a
 * position, as parallel columns (`EquipmentPositions`, in no particular order, at most
 * MAX_EQUIPMENT_POSITIONS, without ids and names), and all the company's warehouses; with `at`,
 * only the matching machines at that fixed-point position, with ids and names (at most
 * MAX_MACHINES_AT), and no warehouses. Any member may read it; users without
 * a company and app-only users get 1170010403.
 */
export const equipmentPositions = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/positions',
  request: EquipmentPositionsRequest,
  response: EquipmentPositionsResponse,
  auth: true,
  writes: false,
});
