import type { Kysely } from 'kysely';
import { fleetDb } from '../db/fleet-schema';
import type { Database } from '../db/schema';
import { foldReports, inventoryStateOf, onlineStateOf, type MachineUpdate } from './fold';
import { publishChanges } from '../live/publish';
import { writeMachines } from './ingest';
import { invalidateWarehouses, warehouseIndexFor } from './warehouse-cache';

/**
 * After a warehouse of `companyId` was created, moved, resized or deleted: forgets the cached
 * index and runs the domain's geofence again on every located machine's last position (same fix
 * time, so the machine accepts it), writing back only machines whose status or warehouse changed
 * and announcing each of them on the live stream (an `equipment` change event, issue 9).
 * @returns how many machines changed.
 */
export const reclassifyCompany = async (db: Kysely<Database>, companyId: string, now: Date): Promise<number> => {
  invalidateWarehouses(db, companyId);
  const index = await warehouseIndexFor(db, companyId);
  return fleetDb(db).transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('equipment')
      .select([
        'id', 'last_lat', 'last_lng', 'last_position_at', 'warehouse_id', 'inventory_status', 'online_status', 'last_seen_at', 'activity',
        'error_code', 'firmware_version', 'battery_max_capacity_pct', 'battery_cycle_count', 'engine_hours',
      ])
      .where('company_id', '=', companyId)
      .where('last_lat', 'is not', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    const updates = new Map<string, MachineUpdate>();
    for (const row of rows) {
      const inventory = inventoryStateOf(row);
      if (inventory.status === 'never_seen') continue;
      const state = {
        inventory,
        online: onlineStateOf(row),
        activity: row.activity,
        errorCode: row.error_code,
        firmwareVersion: row.firmware_version,
        battery:
          row.battery_max_capacity_pct === null || row.battery_cycle_count === null
            ? null
            : { capacityPercent: row.battery_max_capacity_pct, cycleCount: row.battery_cycle_count },
        engineHours: row.engine_hours,
      };
      // The same position at the same fix time: only the geofence can change the answer.
      const again = foldReports(
        { ...state, online: { status: 'offline', lastSeenAt: null } },
        [{ equipmentId: row.id, companyId, fixAt: inventory.reportedAt, source: 'device', position: inventory.position, activity: null, errorCode: null, errorCleared: false, firmwareVersion: null, battery: null, engineHours: null }],
        index,
        now,
      );
      const warehouseId = again.state.inventory.status === 'in_warehouse' ? again.state.inventory.warehouseId : null;
      if (warehouseId === row.warehouse_id && again.inventoryStatus === row.inventory_status) continue;
      updates.set(row.id, { state: { ...state, inventory: again.state.inventory }, inventoryStatus: again.inventoryStatus, onlineStatus: row.online_status });
    }
    await writeMachines(trx, updates, now);
    await publishChanges(trx, companyId, [...updates.keys()].map((id) => ({ entity: 'equipment' as const, id })));
    return updates.size;
  });
};
