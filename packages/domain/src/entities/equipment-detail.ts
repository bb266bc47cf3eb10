import * as t from 'io-ts';
import { IsoDateTime } from './brand';
import { EquipmentListItem } from './equipment';
import { ReminderPlan } from './maintenance-log';
import { Count, EngineHours, GeoPoint, Percent } from './units';

/** Equipment activity (rules 4.5); transitions live in `machines/equipment-activity`. */
export const EquipmentActivity = t.keyof(
  { mowing: null, charging: null, moving: null, offline: null, idle: null, transfer: null, faulty: null },
  'EquipmentActivity',
);
export type EquipmentActivity = t.TypeOf<typeof EquipmentActivity>;
export const EQUIPMENT_ACTIVITIES = Object.keys(EquipmentActivity.keys) as EquipmentActivity[];

/** Battery health as the detail shows it (rules 3.4): maximum capacity (% of new) and charge cycles. */
export const BatteryHealthInfo = t.type({ maxCapacityPercent: Percent, chargeCycleCount: Count }, 'BatteryHealthInfo');
export type BatteryHealthInfo = t.TypeOf<typeof BatteryHealthInfo>;

/** Service and maintenance information of one machine: last service date and the reminder plan. */
export const ServiceInfo = t.type({ lastServiceAt: t.union([IsoDateTime, t.null]), reminder: ReminderPlan }, 'ServiceInfo');
export type ServiceInfo = t.TypeOf<typeof ServiceInfo>;

/**
 * Equipment detail (rules 3.4): every list field plus error code (null when none), firmware version,
 * battery health, added date, most recent update, location (null when never located), engine
 * hours, current activity and service information.
 */
export const EquipmentDetail = t.intersection(
  [
    EquipmentListItem,
    t.type({
      errorCode: t.union([t.string, t.null]),
      firmwareVersion: t.string,
      batteryHealth: BatteryHealthInfo,
      addedAt: IsoDateTime,
      updatedAt: IsoDateTime,
      location: t.union([GeoPoint, t.null]),
      engineHours: EngineHours,
      activity: EquipmentActivity,
      service: ServiceInfo,
    }),
  ],
  'EquipmentDetail',
);
export type EquipmentDetail = t.TypeOf<typeof EquipmentDetail>;
