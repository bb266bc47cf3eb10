import * as E from 'fp-ts/lib/Either.js';
import type { EquipmentActivity } from '@yardfleet/domain/entities/equipment-detail';
import type { InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import type { WarehouseIndex } from '@yardfleet/domain/geometry/warehouse-index';
import { activityTransition, type ActivityEvent, type ReportedActivity } from '@yardfleet/domain/machines/equipment-activity';
import { NEVER_SEEN, inventoryStatusAt, inventoryTransition, type InventoryState } from '@yardfleet/domain/machines/inventory-status';
import { onlineStatusAt, onlineTransition, type OnlineState } from '@yardfleet/domain/machines/online-status';

/** One report of one machine, as the ingest sees it (times ISO 8601, engine hours in hours). */
export interface IncomingReport {
  readonly equipmentId: string;
  readonly companyId: string;
  readonly fixAt: string;
  readonly source: 'device' | 'gateway';
  readonly position: GeoPoint | null;
  readonly activity: ReportedActivity | null;
  readonly errorCode: string | null;
  readonly errorCleared: boolean;
  readonly firmwareVersion: string | null;
  readonly battery: { readonly capacityPercent: number; readonly cycleCount: number } | null;
  readonly engineHours: number | null;
}

/** The state of a machine the reports change (the equipment row's columns, in domain terms). */
export interface MachineState {
  readonly inventory: InventoryState<string>;
  readonly online: OnlineState;
  readonly activity: EquipmentActivity;
  readonly errorCode: string | null;
  readonly firmwareVersion: string;
  readonly battery: { readonly capacityPercent: number; readonly cycleCount: number } | null;
  readonly engineHours: number;
  /** The warehouse the machine is in, or the one its newest position in a warehouse placed it in (null: never in one); rules 22.1 scopes read it. */
  readonly lastWarehouseId: string | null;
}

/** The columns written back: statuses as shown at `now` plus the raw state. */
export interface MachineUpdate {
  readonly state: MachineState;
  readonly inventoryStatus: InventoryStatus;
  readonly onlineStatus: OnlineStatus;
}

const applyActivity = (activity: EquipmentActivity, event: ActivityEvent): EquipmentActivity => {
  const next = activityTransition(activity, event);
  return E.isRight(next) ? next.right : activity;
};

/**
 * Folds `reports` (any order) into `state` through the domain's machines (rules 16.5): each position
 * runs the geofence (`inventoryTransition` with the company's warehouse index; older positions are
 * refused by the machine and leave the state); each report marks the device seen
 * (`onlineTransition`); the newest reports set activity (`activityTransition`: a fault makes it
 * faulty until cleared; a report from an offline machine brings it back), error code, firmware and
 * battery. Engine hours only grow (the largest reported). Each position the geofence places in a
 * warehouse makes it the machine's last warehouse (`lastWarehouseId`, kept when it leaves). Statuses are then read at `now`
 * (`inventoryStatusAt`, `onlineStatusAt`).
 */
export const foldReports = (state: MachineState, reports: readonly IncomingReport[], index: WarehouseIndex<string>, now: Date): MachineUpdate => {
  const geofence = inventoryTransition<string>((p) => index.locate(p));
  const sorted = [...reports].sort((a, b) => Date.parse(a.fixAt) - Date.parse(b.fixAt));
  let { inventory, online, activity, errorCode, firmwareVersion, battery, engineHours, lastWarehouseId } = state;
  for (const r of sorted) {
    if (r.position !== null) {
      const moved = geofence(inventory, { type: 'positionReported', at: r.fixAt, position: r.position, source: r.source });
      if (E.isRight(moved)) inventory = moved.right;
      if (E.isRight(moved) && inventory.status === 'in_warehouse') lastWarehouseId = inventory.warehouseId;
    }
    if (r.engineHours !== null) engineHours = Math.max(engineHours, r.engineHours);
    const seen = onlineTransition(online, { type: 'deviceReported', at: r.fixAt });
    if (E.isLeft(seen)) continue; // older than what is known: only position history and engine hours count
    online = seen.right;
    if (activity === 'offline') activity = applyActivity(activity, { type: 'connectionRestored' });
    if (r.errorCode !== null) {
      activity = applyActivity(activity, { type: 'faultReported', errorCode: r.errorCode });
      errorCode = r.errorCode;
    } else if (r.errorCleared) {
      activity = applyActivity(activity, { type: 'faultCleared' });
      errorCode = null;
    }
    if (r.activity !== null) activity = applyActivity(activity, { type: 'activityReported', activity: r.activity });
    if (r.firmwareVersion !== null) firmwareVersion = r.firmwareVersion;
    if (r.battery !== null) battery = r.battery;
  }
  const next: MachineState = { inventory, online, activity, errorCode, firmwareVersion, battery, engineHours, lastWarehouseId };
  return { state: next, inventoryStatus: inventoryStatusAt(inventory, now), onlineStatus: onlineStatusAt(online, now) };
};

/**
 * The geofence's verdict on one report by itself (rules 16.6; migration 0006): for a position, the
 * domain's `inventoryTransition` with the company's warehouse index (in a warehouse: which one;
 * else out for work), whatever the order reports arrive in; null for a report without a position
 * (the usage report carries the previous status over it). Stored with the report, so usage is
 * counted from what was true then, not from today's warehouses.
 */
export const reportVerdict = (
  report: Pick<IncomingReport, 'fixAt' | 'position' | 'source'>,
  index: WarehouseIndex<string>,
): { readonly inventoryStatus: 'in_warehouse' | 'out_for_work' | null; readonly warehouseId: string | null } => {
  if (report.position === null) return { inventoryStatus: null, warehouseId: null };
  const verdict = inventoryTransition<string>((p) => index.locate(p))(NEVER_SEEN, {
    type: 'positionReported',
    at: report.fixAt,
    position: report.position,
    source: report.source,
  });
  if (E.isLeft(verdict) || verdict.right.status === 'never_seen') return { inventoryStatus: null, warehouseId: null };
  return verdict.right.status === 'in_warehouse'
    ? { inventoryStatus: 'in_warehouse', warehouseId: verdict.right.warehouseId }
    : { inventoryStatus: 'out_for_work', warehouseId: null };
};

/**
 * The inventory state of a stored row: never seen without a position, else in the stored warehouse
 * or out for work. Rows written before any report (the demo seed) have no `last_position_at`: their
 * position dates from their last report, `last_seen_at`.
 */
export const inventoryStateOf = (row: {
  readonly last_lat: number | null;
  readonly last_lng: number | null;
  readonly last_position_at: Date | null;
  readonly last_seen_at: Date | null;
  readonly warehouse_id: string | null;
}): InventoryState<string> => {
  const positionAt = row.last_position_at ?? row.last_seen_at;
  if (row.last_lat === null || row.last_lng === null || positionAt === null) return NEVER_SEEN;
  const decoded = GeoPoint.decode({ lat: row.last_lat, lng: row.last_lng });
  if (E.isLeft(decoded)) return NEVER_SEEN;
  const position = decoded.right;
  const reportedAt = positionAt.toISOString();
  return row.warehouse_id === null
    ? { status: 'out_for_work', position, reportedAt }
    : { status: 'in_warehouse', warehouseId: row.warehouse_id, position, reportedAt };
};

/** The online state of a stored row (an "online" row without a time counts as offline). */
export const onlineStateOf = (row: { readonly online_status: OnlineStatus; readonly last_seen_at: Date | null }): OnlineState => {
  const lastSeenAt = row.last_seen_at === null ? null : row.last_seen_at.toISOString();
  return row.online_status === 'online' && lastSeenAt !== null ? { status: 'online', lastSeenAt } : { status: 'offline', lastSeenAt };
};

/**
 * The machine state (`MachineState`) of a stored equipment row: its inventory (`inventoryStateOf`)
 * and online (`onlineStateOf`) states, activity, error code, firmware, battery (null unless both
 * capacity and cycle count are stored), engine hours and the warehouse last in. Read by the ingest before folding a
 * batch's reports and by the re-classification after a warehouse change.
 */
export const machineStateOf = (
  row: Parameters<typeof inventoryStateOf>[0] &
    Parameters<typeof onlineStateOf>[0] & {
      readonly activity: EquipmentActivity;
      readonly error_code: string | null;
      readonly firmware_version: string;
      readonly battery_max_capacity_pct: number | null;
      readonly battery_cycle_count: number | null;
      readonly engine_hours: number;
      readonly last_warehouse_id: string | null;
    },
): MachineState => ({
  inventory: inventoryStateOf(row),
  online: onlineStateOf(row),
  activity: row.activity,
  errorCode: row.error_code,
  firmwareVersion: row.firmware_version,
  battery:
    row.battery_max_capacity_pct === null || row.battery_cycle_count === null
      ? null
      : { capacityPercent: row.battery_max_capacity_pct, cycleCount: row.battery_cycle_count },
  engineHours: row.engine_hours,
  lastWarehouseId: row.last_warehouse_id ?? row.warehouse_id,
});
