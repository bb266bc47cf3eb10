import * as t from 'io-ts';
import { IsoDateTime } from './brand';
import { EquipmentId } from './ids';
import { Tag } from './tag';

/** Equipment categories of a battery-powered outdoor fleet. */
export const EquipmentCategory = t.keyof(
  {
    mower: null,
    ride_on_mower: null,
    string_trimmer: null,
    blower: null,
    hedge_trimmer: null,
    chainsaw: null,
    snow_blower: null,
    edger: null,
  },
  'EquipmentCategory',
);
export type EquipmentCategory = t.TypeOf<typeof EquipmentCategory>;
export const EQUIPMENT_CATEGORIES = Object.keys(EquipmentCategory.keys) as EquipmentCategory[];

/**
 * Inventory status (rules 4.2, 4.3): in warehouse or out for work, decided by geofence; plus the two
 * location states a machine can be in before or between reports: never seen, location unknown.
 */
export const InventoryStatus = t.keyof({ in_warehouse: null, out_for_work: null, never_seen: null, location_unknown: null }, 'InventoryStatus');
export type InventoryStatus = t.TypeOf<typeof InventoryStatus>;
export const INVENTORY_STATUSES = Object.keys(InventoryStatus.keys) as InventoryStatus[];

/** Online status (rules 4.4). */
export const OnlineStatus = t.keyof({ online: null, offline: null }, 'OnlineStatus');
export type OnlineStatus = t.TypeOf<typeof OnlineStatus>;
export const ONLINE_STATUSES = Object.keys(OnlineStatus.keys) as OnlineStatus[];

/**
 * Whether a machine's service is due or overdue (rules 4.8, 18.4; the domain's `reminderStatus` of its
 * reminder plan with its current engine hours); null when the plan is off or not yet due.
 */
export const ServiceDue = t.union([t.literal('due'), t.literal('overdue'), t.null], 'ServiceDue');
export type ServiceDue = t.TypeOf<typeof ServiceDue>;

/**
 * One row of the equipment list (rules 2.10, 3.4): picture, name, serial number, category, model number,
 * inventory status, tags, online status, last seen, service due / overdue. `pictureUrl` is null
 * when the model has no picture; `lastSeenAt` is null when the machine has never reported.
 */
export const EquipmentListItem = t.type(
  {
    id: EquipmentId,
    name: t.string,
    pictureUrl: t.union([t.string, t.null]),
    serialNumber: t.string,
    category: EquipmentCategory,
    modelNumber: t.string,
    inventoryStatus: InventoryStatus,
    tags: t.array(Tag),
    onlineStatus: OnlineStatus,
    lastSeenAt: t.union([IsoDateTime, t.null]),
    serviceDue: ServiceDue,
  },
  'EquipmentListItem',
);
export type EquipmentListItem = t.TypeOf<typeof EquipmentListItem>;
