import * as t from 'io-ts';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { EquipmentActivity } from '@yardfleet/domain/entities/equipment-detail';
import { EquipmentListItem } from '@yardfleet/domain/entities/equipment';
import { EquipmentId, TagId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { ReminderPlan } from '@yardfleet/domain/entities/maintenance-log';
import type { Role } from '@yardfleet/domain/entities/person';
import { PERMISSIONS } from '@yardfleet/domain/rules/permissions';
import { Tag } from '@yardfleet/domain/entities/tag';
import { Count, EngineHours, GeoPoint, Miles, Percent } from '@yardfleet/domain/entities/units';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * Roles that may change fleet data (equipment tags, deletion, maintenance, reminder plans, tags,
 * warehouses; rules 6.2): the domain's `fleet.edit` permission. Every member of the company may read
 * it. Another role answers 1170010403.
 */
export const FLEET_WRITE_ROLES: readonly Role[] = PERMISSIONS['fleet.edit'];

/** The domain's battery verdict (machines/battery-health): low below 70 % of the original capacity. */
export const BatteryHealthVerdict = t.keyof({ normal: null, low: null }, 'BatteryHealthVerdict');

/** Battery health of the detail: maximum capacity (% of new), charge cycles and the domain's verdict. */
export const BatteryHealthView = t.type({ maxCapacityPercent: Percent, chargeCycleCount: Count, health: BatteryHealthVerdict }, 'BatteryHealthView');
export type BatteryHealthView = t.TypeOf<typeof BatteryHealthView>;

const dueStatus = t.keyof({ upcoming: null, due: null, overdue: null });
/** The domain's `reminderStatus` (machines/reminder-plan): off, or upcoming / due / overdue with its mark. */
export const ReminderStatusView = t.union(
  [
    t.type({ status: t.literal('off') }),
    t.type({ status: dueStatus, kind: t.literal('date'), dueAt: t.string }),
    t.type({ status: dueStatus, kind: t.literal('engine_hours'), dueAtEngineHours: t.number }),
  ],
  'ReminderStatusView',
);
export type ReminderStatusView = t.TypeOf<typeof ReminderStatusView>;

/** A reminder plan with its standing now (rules 3.5, 4.8). */
export const ReminderView = t.type({ plan: ReminderPlan, status: ReminderStatusView }, 'ReminderView');
export type ReminderView = t.TypeOf<typeof ReminderView>;

/** A warehouse of the caller's company named on the detail: its id (for /warehouse/{id}/edit) and name. */
export const WarehouseRef = t.type({ id: WarehouseId, name: t.string }, 'WarehouseRef');
export type WarehouseRef = t.TypeOf<typeof WarehouseRef>;

/** The domain's nearest warehouse (geometry/nearest-warehouse) and the distance to its centre in statute miles. */
export const NearestWarehouseView = t.type({ warehouse: WarehouseRef, miles: Miles }, 'NearestWarehouseView');
export type NearestWarehouseView = t.TypeOf<typeof NearestWarehouseView>;

/**
 * Where the machine is (rules 17.6), optional: `warehouse` the warehouse whose geofence holds
 * it (in warehouse only); `nearestWarehouse` the company's nearest warehouse with the distance in
 * miles (out for work with a position and at least one warehouse only). Absent otherwise.
 */
export const EquipmentPlaceView = t.partial({ warehouse: WarehouseRef, nearestWarehouse: NearestWarehouseView }, 'EquipmentPlaceView');
export type EquipmentPlaceView = t.TypeOf<typeof EquipmentPlaceView>;

/**
 * Equipment detail (rules 3.4): every list field (name, picture, serial number, category, model
 * number, tags, inventory status, online status, last seen) plus added date, most recent update,
 * location (null: no location information), error code (null: none), firmware version, battery
 * health (null: the battery never reported), battery optimization, engine hours (hours), current
 * activity, last service date and the reminder plan with due / overdue from the domain; where it
 * is (`EquipmentPlaceView`: its warehouse, or the nearest one with the distance in miles).
 */
export const EquipmentDetailView = t.intersection(
  [
    EquipmentListItem,
    t.type({
      addedAt: IsoDateTime,
      updatedAt: IsoDateTime,
      location: t.union([GeoPoint, t.null]),
      errorCode: t.union([t.string, t.null]),
      firmwareVersion: t.string,
      batteryHealth: t.union([BatteryHealthView, t.null]),
      batteryOptimizationActive: t.boolean,
      engineHours: EngineHours,
      activity: EquipmentActivity,
      lastServiceAt: t.union([IsoDateTime, t.null]),
      reminder: ReminderView,
    }),
    EquipmentPlaceView,
  ],
  'EquipmentDetailView',
);
export type EquipmentDetailView = t.TypeOf<typeof EquipmentDetailView>;

/** One machine of the caller's company. */
export const EquipmentRequest = strictType({ id: EquipmentId }, 'EquipmentRequest');
export type EquipmentRequest = t.TypeOf<typeof EquipmentRequest>;

/**
 * `POST /web-hmac/web/equipment/detail` `{ id }` (every role): the detail. Failures: 1170010404
 * (missing, or another company's), 1170010403 (no company, app-only user).
 */
export const equipmentDetail = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/detail',
  request: EquipmentRequest,
  response: EquipmentDetailView,
  auth: true,
  writes: false,
});

/** The complete tag set of a machine (replaces the previous one; at most 100 tags). */
export const SetEquipmentTagsRequest = strictType(
  { id: EquipmentId, tagIds: t.refinement(t.array(TagId), (a) => a.length <= 100, 'TagIds') },
  'SetEquipmentTagsRequest',
);
export type SetEquipmentTagsRequest = t.TypeOf<typeof SetEquipmentTagsRequest>;

/**
 * `POST /web-hmac/web/equipment/setTags` `{ id, tagIds }` (admin, manager): replaces the machine's
 * tags. Entry: the tags now assigned, by group and name. Failures: 1170010404 (the machine or any
 * tag missing or another company's; nothing changes), 1170010403.
 */
export const setEquipmentTags = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/setTags',
  request: SetEquipmentTagsRequest,
  response: t.type({ tags: t.array(Tag) }, 'EquipmentTags'),
  auth: true,
});

/**
 * `POST /web-hmac/web/equipment/delete` `{ id }` (admin, manager; the web confirms first):
 * deletes the machine permanently with its tags and device credential. Collected data stays for
 * statistics: maintenance logs and device reports keep their equipment id, and a tombstone row
 * (`deleted_equipment`: name, serial, category, model, deletion time) names it. Entry null.
 * Failures: 1170010404, 1170010403.
 */
export const deleteEquipment = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/delete',
  request: EquipmentRequest,
  response: t.null,
  auth: true,
});

/** A machine's new name (rules 5.5–5.7: required, no outer spaces, at most 50 characters; checked by the server's `validateName`). */
export const RenameEquipmentRequest = strictType({ id: EquipmentId, name: t.string }, 'RenameEquipmentRequest');
export type RenameEquipmentRequest = t.TypeOf<typeof RenameEquipmentRequest>;

/**
 * `POST /web-hmac/web/equipment/rename` `{ id, name }` (admin, manager, or a read-write API key):
 * gives the machine a new name, recorded in its history (`equipment_renamed`, rules 20.13; the
 * same name changes and records nothing). Entry: `{ name }`. Failures: 1170010001 `{ name: { code } }`
 * (required, no_outer_spaces, too_long), 1170010404 (missing or another company's), 1170010403.
 */
export const renameEquipment = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/rename',
  request: RenameEquipmentRequest,
  response: t.type({ name: t.string }, 'EquipmentName'),
  auth: true,
});
