import * as t from 'io-ts';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { EquipmentId, MaintenanceLogId } from '@yardfleet/domain/entities/ids';
import { CalendarUnit, Money, ServiceType } from '@yardfleet/domain/entities/maintenance-log';
import { EngineHours } from '@yardfleet/domain/entities/units';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';
import { EquipmentRequest, ReminderView } from './equipment-detail';

/**
 * Service and maintenance calls (rules 18, 3.5), scoped to the caller's company: reads for
 * every role, writes for admin and manager (FLEET_WRITE_ROLES). A machine or log of another
 * company answers 1170010404 like a missing one. Field rules (rules 5.11) answer 1170010001 with
 * `{ field: ValidationError }` entries (performedBy: required, too_long 50; details: too_long 4999;
 * runtimeHours / laborTimeHours: out_of_range).
 */

/** One log entry as the web shows it: hours for runtime and labor time, money in minor units. */
export const MaintenanceLogView = t.type(
  {
    id: MaintenanceLogId,
    equipmentId: EquipmentId,
    serviceType: ServiceType,
    date: IsoDateTime,
    /** Engine hours of the machine when serviced. */
    runtimeHours: EngineHours,
    /** Labor time, hours (stored in whole minutes). */
    laborTimeHours: EngineHours,
    expense: Money,
    performedBy: t.string,
    /** Free text under 5000 characters. */
    details: t.string,
  },
  'MaintenanceLogView',
);
export type MaintenanceLogView = t.TypeOf<typeof MaintenanceLogView>;

/** The editable fields of a log. */
const logFields = {
  serviceType: ServiceType,
  date: IsoDateTime,
  runtimeHours: t.number,
  laborTimeHours: t.number,
  expense: Money,
  performedBy: t.string,
  details: t.string,
};

/** `POST /web-hmac/web/maintenance/list` `{ id }` (machine id): its logs, newest first. Failures: 1170010404. */
export const maintenanceList = endpoint({
  method: 'POST',
  path: '/web-hmac/web/maintenance/list',
  request: EquipmentRequest,
  response: t.type({ logs: t.array(MaintenanceLogView) }, 'MaintenanceListResponse'),
  auth: true,
  writes: false,
});

export const AddMaintenanceLogRequest = strictType({ equipmentId: EquipmentId, ...logFields }, 'AddMaintenanceLogRequest');
export type AddMaintenanceLogRequest = t.TypeOf<typeof AddMaintenanceLogRequest>;
/**
 * `POST /web-hmac/web/maintenance/add` (admin, manager): adds a log; an active reminder plan
 * counts again from this service (the domain's `serviceLogged`). Entry: the log.
 * Failures: 1170010404, 1170010403, 1170010001.
 */
export const addMaintenanceLog = endpoint({
  method: 'POST',
  path: '/web-hmac/web/maintenance/add',
  request: AddMaintenanceLogRequest,
  response: MaintenanceLogView,
  auth: true,
});

export const EditMaintenanceLogRequest = strictType({ id: MaintenanceLogId, ...logFields }, 'EditMaintenanceLogRequest');
export type EditMaintenanceLogRequest = t.TypeOf<typeof EditMaintenanceLogRequest>;
/** `POST /web-hmac/web/maintenance/edit` (admin, manager): replaces a log's fields. Entry: the log. Failures as add. */
export const editMaintenanceLog = endpoint({
  method: 'POST',
  path: '/web-hmac/web/maintenance/edit',
  request: EditMaintenanceLogRequest,
  response: MaintenanceLogView,
  auth: true,
});

export const MaintenanceLogRequest = strictType({ id: MaintenanceLogId }, 'MaintenanceLogRequest');
/** `POST /web-hmac/web/maintenance/delete` `{ id }` (admin, manager). Entry null. Failures: 1170010404, 1170010403. */
export const deleteMaintenanceLog = endpoint({
  method: 'POST',
  path: '/web-hmac/web/maintenance/delete',
  request: MaintenanceLogRequest,
  response: t.null,
  auth: true,
});

/** `POST /web-hmac/web/maintenance/reminder` `{ id }` (machine id): the plan and its standing now. Failures: 1170010404. */
export const maintenanceReminder = endpoint({
  method: 'POST',
  path: '/web-hmac/web/maintenance/reminder',
  request: EquipmentRequest,
  response: ReminderView,
  auth: true,
  writes: false,
});

/**
 * A reminder plan to set: off; every N days / weeks / months; every N engine hours. N is checked
 * by the domain (whole number 1..9999, rules 5.8); the plan counts from the last service (or from
 * the machine's addition and 0 h when it has no log).
 */
export const ReminderPlanInput = t.union(
  [
    strictType({ kind: t.literal('off') }, 'ReminderOff'),
    strictType({ kind: t.literal('date'), every: t.number, unit: CalendarUnit }, 'ReminderByDate'),
    strictType({ kind: t.literal('engine_hours'), every: t.number }, 'ReminderByEngineHours'),
  ],
  'ReminderPlanInput',
);
export type ReminderPlanInput = t.TypeOf<typeof ReminderPlanInput>;
export const SetReminderRequest = strictType({ equipmentId: EquipmentId, plan: ReminderPlanInput }, 'SetReminderRequest');
export type SetReminderRequest = t.TypeOf<typeof SetReminderRequest>;

/**
 * `POST /web-hmac/web/maintenance/setReminder` (admin, manager): sets the plan. Entry: the plan and
 * its standing. Failures: 1170010001 `{ every: { code: 'out_of_range', min: 1, max: 9999 } }`,
 * 1170010404, 1170010403.
 */
export const setMaintenanceReminder = endpoint({
  method: 'POST',
  path: '/web-hmac/web/maintenance/setReminder',
  request: SetReminderRequest,
  response: ReminderView,
  auth: true,
});
