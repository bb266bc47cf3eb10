import type { Kysely } from 'kysely';
import { circleBounds, type Circle } from '@yardfleet/domain/geometry/circle-bounds';
import { fleetDb } from '../../db/fleet-schema';
import type { Database } from '../../db/schema';
import { foldReports, machineStateOf, type MachineUpdate } from './fold';
import { publishChanges } from '../../live/publish';
import { writeMachines } from './ingest';
import { invalidateWarehouses, warehouseIndexFor } from './warehouse-cache';

/** The geofence of a stored warehouse row (`lat`, `lng` in degrees, `radius_m` in metres). */
export const circleOf = (row: { readonly lat: number; readonly lng: number; readonly radius_m: number }): Circle => ({
  lat: row.lat,
  lng: row.lng,
  radiusM: row.radius_m,
});

/**
 * The machines one warehouse save can re-classify (rules 16.10): those whose last position is
 * inside one of `circles` (the warehouse's old and new geofence) and those assigned to
 * `warehouseId` (null once deleted). Machines the foreign key has just detached (in_warehouse
 * without a warehouse, after a delete) are always included.
 */
export interface ReclassifyScope {
  readonly circles: readonly Circle[];
  readonly warehouseId: string | null;
}

/**
 * After a warehouse of `companyId` was created, moved, resized or deleted: forgets the cached
 * index and runs the domain's geofence again (fold) on the last position of the located machines
 * that can change (same fix time, so the machine accepts it), writing back only machines whose
 * status or warehouse changed and announcing each of them on the live stream (an `equipment`
 * change event, rules 12.2). With `scope` (rules 16.10) only the machines of `ReclassifyScope`
 * are read and locked: a box per circle in SQL (no index: a sequential scan bounded to the
 * company's rows keeps the ingest's position updates HOT, ~30 ms at 100,000 machines), then the
 * exact geofence in JS; a machine outside every changed circle keeps its answer, so the result is
 * the full re-run's. Without `scope`, every located machine of the company.
 * @returns how many machines changed.
 */
export const reclassifyCompany = async (db: Kysely<Database>, companyId: string, now: Date, scope?: ReclassifyScope): Promise<number> => {
  invalidateWarehouses(db, companyId);
  const index = await warehouseIndexFor(db, companyId);
  return fleetDb(db)
    .transaction()
    .execute(async (trx) => {
      const rows = await trx
        .selectFrom('equipment')
        .select([
          'id',
          'last_lat',
          'last_lng',
          'last_position_at',
          'warehouse_id',
          'inventory_status',
          'online_status',
          'last_seen_at',
          'activity',
          'error_code',
          'firmware_version',
          'battery_max_capacity_pct',
          'battery_cycle_count',
          'engine_hours',
          'last_warehouse_id',
        ])
        .where('company_id', '=', companyId)
        .where('last_lat', 'is not', null)
        .$if(scope !== undefined, (q) =>
          q.where((eb) => {
            const { circles = [], warehouseId = null } = scope ?? {};
            const boxes = circles
              .map(circleBounds)
              .map((box) =>
                eb.and([
                  eb('last_lat', '>=', box.lat[0]),
                  eb('last_lat', '<=', box.lat[1]),
                  ...(box.lng === null ? [] : [eb('last_lng', '>=', box.lng[0]), eb('last_lng', '<=', box.lng[1])]),
                ]),
              );
            const detached = eb.and([eb('warehouse_id', 'is', null), eb('inventory_status', '=', 'in_warehouse')]);
            return eb.or([...boxes, detached, ...(warehouseId === null ? [] : [eb('warehouse_id', '=', warehouseId)])]);
          }),
        )
        .orderBy('id')
        .forUpdate()
        .execute();
      const updates = new Map<string, MachineUpdate>();
      for (const row of rows) {
        const state = machineStateOf(row);
        const inventory = state.inventory;
        if (inventory.status === 'never_seen') continue;
        // The same position at the same fix time: only the geofence can change the answer.
        const again = foldReports(
          { ...state, online: { status: 'offline', lastSeenAt: null } },
          [
            {
              equipmentId: row.id,
              companyId,
              fixAt: inventory.reportedAt,
              source: 'device',
              position: inventory.position,
              activity: null,
              errorCode: null,
              errorCleared: false,
              firmwareVersion: null,
              battery: null,
              engineHours: null,
            },
          ],
          index,
          now,
        );
        const warehouseId = again.state.inventory.status === 'in_warehouse' ? again.state.inventory.warehouseId : null;
        if (warehouseId === row.warehouse_id && again.inventoryStatus === row.inventory_status) continue;
        updates.set(row.id, {
          state: { ...state, inventory: again.state.inventory, lastWarehouseId: again.state.lastWarehouseId },
          inventoryStatus: again.inventoryStatus,
          onlineStatus: row.online_status,
        });
      }
      await writeMachines(trx, updates, now);
      await publishChanges(
        trx,
        companyId,
        [...updates.keys()].map((id) => ({ entity: 'equipment' as const, id })),
      );
      return updates.size;
    });
};
