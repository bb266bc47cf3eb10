import * as E from 'fp-ts/lib/Either.js';
import type { InventoryStatus } from '../entities/equipment';
import type { WarehouseId } from '../entities/ids';
import type { GeoPoint } from '../entities/units';
import { toMs, type Transition } from './transition';

/** Location unknown (rules 4.3, not reported recently): no position for this long, ms (24 h). */
export const LOCATION_UNKNOWN_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Inventory state of one machine (rules 4.2, 4.3). `never_seen` until the first position; then in a
 * warehouse (which one) or out for work, with the last position and its time (ISO 8601).
 */
export type InventoryState<Id = WarehouseId> =
  | { readonly status: 'never_seen' }
  | { readonly status: 'in_warehouse'; readonly warehouseId: Id; readonly position: GeoPoint; readonly reportedAt: string }
  | { readonly status: 'out_for_work'; readonly position: GeoPoint; readonly reportedAt: string };

/** Fact: a GPS position of the device itself or of the gateway it is connected to was reported. */
export type InventoryEvent = {
  readonly type: 'positionReported';
  readonly at: string;
  readonly position: GeoPoint;
  readonly source: 'device' | 'gateway';
};

/** `stale_report`: older than the last one kept (reports may arrive out of order); `invalid_time`: unparsable time. */
export type InventoryError = { readonly code: 'stale_report'; readonly lastReportAt: string } | { readonly code: 'invalid_time' };

/**
 * Answers the warehouse whose radius contains a point (e.g. `WarehouseIndex.locate`), or undefined.
 * `Id` is the warehouse id type (WarehouseId in the product; scripts may use row numbers).
 */
export type WarehouseLocator<Id = WarehouseId> = (position: GeoPoint) => { readonly id: Id } | undefined;

export const NEVER_SEEN: { readonly status: 'never_seen' } = { status: 'never_seen' };

/**
 * Inventory by geofence (rules 4.2): a position inside any warehouse radius -> in_warehouse, otherwise
 * out_for_work. A report at the same time as the last one replaces it (idempotent per fix time);
 * an older one is refused.
 */
export const inventoryTransition =
  <Id = WarehouseId>(locate: WarehouseLocator<Id>): Transition<InventoryState<Id>, InventoryEvent, InventoryError> =>
  (state, event) => {
    const at = toMs(event.at);
    if (Number.isNaN(at)) return E.left({ code: 'invalid_time' });
    if (state.status !== 'never_seen' && at < toMs(state.reportedAt)) return E.left({ code: 'stale_report', lastReportAt: state.reportedAt });
    const warehouse = locate(event.position);
    return E.right(
      warehouse
        ? { status: 'in_warehouse', warehouseId: warehouse.id, position: event.position, reportedAt: event.at }
        : { status: 'out_for_work', position: event.position, reportedAt: event.at },
    );
  };

/**
 * The inventory status to show at `now` (rules 4.3): never_seen before any report; location_unknown
 * when the last report is older than LOCATION_UNKNOWN_AFTER_MS; else in_warehouse or out_for_work.
 */
export const inventoryStatusAt = <Id>(state: InventoryState<Id>, now: Date): InventoryStatus => {
  if (state.status === 'never_seen') return 'never_seen';
  return now.getTime() - toMs(state.reportedAt) > LOCATION_UNKNOWN_AFTER_MS ? 'location_unknown' : state.status;
};
