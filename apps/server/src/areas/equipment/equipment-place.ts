import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { EquipmentPlaceView } from '@yardfleet/contract/endpoints/equipment-detail';
import { WarehouseId } from '@yardfleet/domain/entities/ids';
import type { InventoryStatus } from '@yardfleet/domain/entities/equipment';
import { GeoPoint, Miles } from '@yardfleet/domain/entities/units';
import { nearestWarehouse } from '@yardfleet/domain/geometry/nearest-warehouse';
import type { Database } from '../../db/schema';
import { asBranded } from '../../http/ids';

/** What the place of a machine is computed from: its company, inventory status, stored warehouse and position (degrees). */
export interface MachinePlace {
  readonly companyId: string;
  readonly inventoryStatus: InventoryStatus;
  readonly warehouseId: string | null;
  readonly location: GeoPoint | null;
}

/**
 * Where the machine is (rules 17.6): in warehouse, the warehouse of `warehouse_id` (only
 * when it is the caller's company's); out for work with a position, the company's nearest
 * warehouse by the domain's `nearestWarehouse` with the distance in miles. Other companies'
 * warehouses are never read. Empty when neither applies.
 */
export const placeOf = async (db: Kysely<Database>, machine: MachinePlace): Promise<EquipmentPlaceView> => {
  if (machine.inventoryStatus === 'in_warehouse' && machine.warehouseId !== null) {
    const row = await db
      .selectFrom('warehouses')
      .select(['id', 'name'])
      .where('id', '=', machine.warehouseId)
      .where('company_id', '=', machine.companyId)
      .executeTakeFirst();
    return row ? { warehouse: { id: asBranded(WarehouseId, row.id), name: row.name } } : {};
  }
  if (machine.inventoryStatus !== 'out_for_work' || machine.location === null) return {};
  const rows = await db.selectFrom('warehouses').select(['id', 'name', 'lat', 'lng']).where('company_id', '=', machine.companyId).orderBy('name').execute();
  const places = rows.flatMap((row) => {
    const location = GeoPoint.decode({ lat: row.lat, lng: row.lng });
    return E.isRight(location) ? [{ id: row.id, name: row.name, location: location.right }] : [];
  });
  const nearest = nearestWarehouse(machine.location, places);
  if (nearest === undefined) return {};
  const miles = Miles.decode(nearest.miles);
  if (E.isLeft(miles)) return {};
  return { nearestWarehouse: { warehouse: { id: asBranded(WarehouseId, nearest.warehouse.id), name: nearest.warehouse.name }, miles: miles.right } };
};
