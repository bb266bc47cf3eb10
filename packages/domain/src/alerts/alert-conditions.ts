import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { EquipmentActivity } from '../entities/equipment-detail';
import type { EquipmentCategory, InventoryStatus, OnlineStatus } from '../entities/equipment';
import type { AlertCondition, AlertScope } from './alert-rule';
import { isWithinWorkingHours, localTimeReached, type WorkingHours } from './working-hours';

/**
 * What a rule reads of a machine when it is evaluated (rules 22.1), from its stored state (rules 4,
 * 16.5): the fold of its reports, its tags, its reminder plan.
 */
export interface MachineSnapshot {
  readonly subjectKind: 'equipment';
  readonly id: string;
  readonly category: EquipmentCategory;
  readonly tagIds: readonly string[];
  /** The warehouse whose geofence holds the machine (rules 4.2); null when it is in none. */
  readonly warehouseId: string | null;
  /** The warehouse it was last in (the one it left when out for work); null when it never was in one. */
  readonly lastWarehouseId: string | null;
  readonly inventoryStatus: InventoryStatus;
  readonly onlineStatus: OnlineStatus;
  /** Its last report; null when it never reported. */
  readonly lastSeenAt: Date | null;
  readonly activity: EquipmentActivity;
  /** The error code of its current fault; null when none. */
  readonly errorCode: string | null;
  /** Battery maximum capacity, percent of new (rules 4.7); null when unknown. */
  readonly batteryMaxCapacityPct: number | null;
  readonly batteryOptimizationActive: boolean;
  /** When its reminder plan became (or becomes) due (rules 4.8, 18.4); null when it has no plan. */
  readonly serviceDueAt: Date | null;
}

/** What a rule reads of a charge system (rules 11.1, 22.1). */
export interface ChargerSnapshot {
  readonly subjectKind: 'charger';
  readonly id: string;
  readonly onlineStatus: OnlineStatus;
  /** Whether the charge system's gateway is online; null when unknown. */
  readonly gatewayOnline: boolean | null;
  /** Since when it (or its gateway) has been offline; null while online. */
  readonly offlineSince: Date | null;
  /** A port in overheat or error (rules 11.4). */
  readonly portFault: boolean;
}

export type AlertSubjectSnapshot = MachineSnapshot | ChargerSnapshot;

/** What a condition needs besides the subject: the instant of evaluation and the company's working hours and time zone (rules 1.7, 22.2). */
export interface ConditionContext {
  readonly now: Date;
  readonly workingHours: WorkingHours;
  readonly timeZone: string;
}

const MINUTE_MS = 60_000;
/** The activities of a machine being used (rules 4.5): what makes it "out after hours" a possible theft. */
const ACTIVITIES_IN_USE: readonly EquipmentActivity[] = ['mowing', 'moving', 'transfer'];

/**
 * Whether a rule's scope takes the subject (rules 22.1): `all` takes every subject of the rule's
 * kind; `tag` machines with the tag; `category` machines of the category; `warehouse` machines in
 * that warehouse's geofence, or out for work having last been in it (so a rule on one warehouse
 * still watches its machines once they leave); `charge_system` the one charge system. A machine
 * scope never takes a charge system and the other way round.
 */
export const inScope = (scope: AlertScope, subject: AlertSubjectSnapshot): boolean => {
  if (scope.kind === 'all') return true;
  if (subject.subjectKind === 'charger') return scope.kind === 'charge_system' && scope.chargerId === subject.id;
  switch (scope.kind) {
    case 'tag':
      return subject.tagIds.includes(scope.tagId);
    case 'category':
      return subject.category === scope.category;
    case 'warehouse':
      return subject.warehouseId === scope.warehouseId || (subject.warehouseId === null && subject.lastWarehouseId === scope.warehouseId);
    case 'charge_system':
      return false;
  }
};

const silentFor = (since: Date | null, now: Date, minutes: number): boolean => since !== null && now.getTime() - since.getTime() >= minutes * MINUTE_MS;

const machineOffline = (m: MachineSnapshot, offlineMinutes: number, now: Date): boolean =>
  m.onlineStatus === 'offline' && silentFor(m.lastSeenAt, now, offlineMinutes);

const leftWarehouse = (m: MachineSnapshot, warehouseId: string | null): boolean =>
  m.inventoryStatus === 'out_for_work' && (warehouseId === null || m.lastWarehouseId === warehouseId);

/**
 * When a service due at `serviceDueAt` becomes overdue (rules 22.1 `service_overdue`): `graceDays`
 * company-local calendar days later in `timeZone` (DST-safe: the same wall-clock time).
 */
export const serviceOverdueAt = (serviceDueAt: Date, graceDays: number, timeZone: string): Date =>
  addDays(new TZDate(serviceDueAt.getTime(), timeZone), graceDays);

const serviceOverdue = (m: MachineSnapshot, graceDays: number, ctx: ConditionContext): boolean =>
  m.serviceDueAt !== null && ctx.now >= serviceOverdueAt(m.serviceDueAt, graceDays, ctx.timeZone);

const machineHolds = (condition: AlertCondition, m: MachineSnapshot, ctx: ConditionContext): boolean => {
  switch (condition.kind) {
    case 'machine_offline':
      return (
        machineOffline(m, condition.offlineMinutes, ctx.now) &&
        (!condition.onlyOutForWork || m.inventoryStatus === 'out_for_work') &&
        (!condition.onlyDuringWorkingHours || isWithinWorkingHours(ctx.now, ctx.workingHours, ctx.timeZone))
      );
    case 'left_warehouse':
      return leftWarehouse(m, condition.warehouseId);
    case 'entered_warehouse':
      return m.inventoryStatus === 'in_warehouse' && m.warehouseId !== null && (condition.warehouseId === null || m.warehouseId === condition.warehouseId);
    case 'out_after_hours':
      return m.inventoryStatus === 'out_for_work' && ACTIVITIES_IN_USE.includes(m.activity) && !isWithinWorkingHours(ctx.now, ctx.workingHours, ctx.timeZone);
    case 'not_returned':
      return m.inventoryStatus === 'out_for_work' && localTimeReached(ctx.now, condition.returnBy, ctx.timeZone);
    case 'fault_reported':
      return (
        (m.activity === 'faulty' || m.errorCode !== null) &&
        (condition.errorCodes.length === 0 || (m.errorCode !== null && condition.errorCodes.includes(m.errorCode)))
      );
    case 'battery_health_low':
      return m.batteryMaxCapacityPct !== null && m.batteryMaxCapacityPct < condition.belowPercent;
    case 'battery_optimization_needed':
      return m.batteryOptimizationActive;
    case 'service_due':
      return m.serviceDueAt !== null && ctx.now >= m.serviceDueAt;
    case 'service_overdue':
      return serviceOverdue(m, condition.graceDays, ctx);
    case 'charger_offline':
    case 'charger_port_fault':
      return false;
  }
};

const chargerHolds = (condition: AlertCondition, c: ChargerSnapshot, now: Date): boolean => {
  switch (condition.kind) {
    case 'charger_offline':
      return (c.onlineStatus === 'offline' || c.gatewayOnline === false) && silentFor(c.offlineSince, now, condition.offlineMinutes);
    case 'charger_port_fault':
      return c.portFault;
    default:
      return false;
  }
};

/**
 * Whether the condition holds for the subject at `ctx.now` (rules 22.1), so an alert may open
 * (after the rule's hold time, rules 22.4):
 * - `machine_offline`: offline (rules 4.4) and silent for at least `offlineMinutes`; with
 *   `onlyDuringWorkingHours`, only while `now` is within working hours; with `onlyOutForWork`,
 *   only while its inventory status is out for work (rules 4.2); never for a machine that never
 *   reported;
 * - `left_warehouse`: out for work (of the named warehouse: having last been in it);
 * - `entered_warehouse`: in a warehouse's geofence (the named one);
 * - `out_after_hours`: out for work and mowing, moving or in transfer outside working hours;
 * - `not_returned`: out for work once the local time reached `returnBy` on the day of `now`;
 * - `fault_reported`: faulty or with an error code, and the code among `errorCodes` when some are named;
 * - `battery_health_low`: a known maximum capacity below `belowPercent`;
 * - `battery_optimization_needed`: the battery asks for optimisation;
 * - `service_due`: `now` at or after `serviceDueAt`; `service_overdue`: `graceDays` local days after it;
 * - `charger_offline`: the charge system or its gateway offline for at least `offlineMinutes`;
 * - `charger_port_fault`: a port in overheat or error.
 * A machine condition never holds for a charge system and the other way round.
 */
export const conditionHolds = (condition: AlertCondition, subject: AlertSubjectSnapshot, ctx: ConditionContext): boolean =>
  subject.subjectKind === 'equipment' ? machineHolds(condition, subject, ctx) : chargerHolds(condition, subject, ctx.now);

/**
 * Whether the subject's state ends the condition (rules 22.1, 22.4), resolving its alert. For most
 * kinds this is "does not hold", with these exceptions so an alert does not resolve by itself
 * while the problem is still there:
 * - `machine_offline`: only when the machine is heard again (online, or silent for less than
 *   `offlineMinutes`): the end of working hours does not resolve it;
 * - `left_warehouse`, `out_after_hours`, `not_returned`: only when the machine is back in a
 *   warehouse; working hours starting, local midnight passing or its location going unknown do not;
 * - `battery_health_low`: only on a known capacity at or above `belowPercent`.
 * A subject for which neither holds nor clears is true leaves the alert as it is. Holds and clears
 * are never both true.
 */
export const conditionClears = (condition: AlertCondition, subject: AlertSubjectSnapshot, ctx: ConditionContext): boolean => {
  if (subject.subjectKind === 'equipment') {
    switch (condition.kind) {
      case 'machine_offline':
        return !machineOffline(subject, condition.offlineMinutes, ctx.now);
      case 'left_warehouse':
      case 'out_after_hours':
      case 'not_returned':
        return subject.inventoryStatus === 'in_warehouse';
      case 'battery_health_low':
        return subject.batteryMaxCapacityPct !== null && subject.batteryMaxCapacityPct >= condition.belowPercent;
      default:
        break;
    }
  }
  return !conditionHolds(condition, subject, ctx);
};
