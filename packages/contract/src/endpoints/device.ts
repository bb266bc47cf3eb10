import * as t from 'io-ts';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { EquipmentCategory } from '@yardfleet/domain/entities/equipment';
import { EquipmentId, GatewayId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { GeoPoint, Percent, StoredCount } from '@yardfleet/domain/entities/units';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * The device side of the API (rules 16.1 to 16.4; docs/device-api.md): the mobile app binds a
 * machine or a gateway to the company of its signed-in user and receives a per-device credential;
 * devices and gateways then send batches of reports with that credential in two headers.
 */
export const DEVICE_HEADER = { id: 'x-device-id', secret: 'x-device-secret' } as const;

/** Most reports one call may carry (one transaction, bulk inserts). */
export const MAX_REPORTS_PER_BATCH = 500;

/** A serial number: 1..64 characters without spaces. */
export const SerialNumber = t.refinement(t.string, (s) => /^\S{1,64}$/.test(s), 'SerialNumber');

/**
 * `POST /web-hmac/app/equipment/bind` (a session of the mobile app; any member of a company):
 * binds the machine with `serialNumber` to the caller's company, creating it on first bind
 * (equipment is never added from the web app, rules 1.3), and issues a new credential; an earlier
 * credential of the machine stops working. Failures: 1170010001 `{ serialNumber: { code: 'taken' } }`
 * when another company holds the serial, `{ name: ... }` for a bad name; 1170010403 without a company.
 */
export const BindEquipmentRequest = strictType(
  { serialNumber: SerialNumber, name: t.string, category: EquipmentCategory, modelNumber: t.string, firmwareVersion: t.string },
  'BindEquipmentRequest',
);
export type BindEquipmentRequest = t.TypeOf<typeof BindEquipmentRequest>;
/** The credential: `deviceId` and `deviceSecret` go in DEVICE_HEADER; the secret is shown once and stored hashed. */
export const DeviceCredential = t.type({ deviceId: t.string, deviceSecret: t.string }, 'DeviceCredential');
export const bindEquipment = endpoint({
  method: 'POST',
  path: '/web-hmac/app/equipment/bind',
  request: BindEquipmentRequest,
  response: t.intersection([DeviceCredential, t.type({ equipmentId: EquipmentId, created: t.boolean })], 'BoundEquipment'),
  auth: true,
});

/**
 * `POST /web-hmac/app/gateway/bind` (mobile app session): binds a device gateway (created on first
 * bind, optionally linked to a warehouse of the company) and issues its credential.
 * Failures as bindEquipment; a warehouse of another company answers 1170010404.
 */
export const BindGatewayRequest = strictType(
  { serialNumber: SerialNumber, model: t.string, firmwareVersion: t.string, warehouseId: t.union([WarehouseId, t.null]) },
  'BindGatewayRequest',
);
export type BindGatewayRequest = t.TypeOf<typeof BindGatewayRequest>;
export const bindGateway = endpoint({
  method: 'POST',
  path: '/web-hmac/app/gateway/bind',
  request: BindGatewayRequest,
  response: t.intersection([DeviceCredential, t.type({ gatewayId: GatewayId, created: t.boolean })], 'BoundGateway'),
  auth: true,
});

/** What a machine reports by itself (activity, rules 4.5; `offline` and `faulty` are derived, never reported). */
export const ReportedActivityCodec = t.keyof({ mowing: null, charging: null, moving: null, idle: null, transfer: null }, 'ReportedActivity');

/** Battery data of a report: maximum capacity (% of new) and charge cycles. */
export const BatteryReport = t.type({ capacityPercent: Percent, cycleCount: StoredCount }, 'BatteryReport');

/**
 * The state a report carries, every part optional (null = not reported): position (WGS84) and its
 * fix time, activity, error code (null with `errorCleared` false = unchanged), firmware, battery,
 * total engine hours.
 */
const stateFields = {
  position: t.union([GeoPoint, t.null]),
  activity: t.union([ReportedActivityCodec, t.null]),
  errorCode: t.union([t.refinement(t.string, (s) => s.length >= 1 && s.length <= 32, 'ErrorCode'), t.null]),
  errorCleared: t.boolean,
  firmwareVersion: t.union([t.refinement(t.string, (s) => s.length >= 1 && s.length <= 32, 'Firmware'), t.null]),
  battery: t.union([BatteryReport, t.null]),
  engineHours: t.union([t.refinement(t.number, (n) => Number.isFinite(n) && n >= 0, 'EngineHours'), t.null]),
};

/** One device report: `fixAt` (ISO time of the GPS fix / measurement) is its idempotency key with the device. */
export const DeviceReport = strictType({ fixAt: IsoDateTime, ...stateFields }, 'DeviceReport');
export type DeviceReport = t.TypeOf<typeof DeviceReport>;

const batch = <C extends t.Mixed>(item: C, name: string) => t.refinement(t.array(item), (a) => a.length >= 1 && a.length <= MAX_REPORTS_PER_BATCH, name);

/** What a report call answers: new reports stored, duplicates (same device and fix time) ignored, unknown machines skipped. */
export const ReportResult = t.type({ accepted: t.number, duplicates: t.number, unknown: t.number }, 'ReportResult');
export type ReportResult = t.TypeOf<typeof ReportResult>;

/**
 * `POST /web-hmac/device/report` with DEVICE_HEADER (no session): a batch of 1..500 reports of the
 * machine the credential belongs to. Failures: 1170010401 deviceUnauthorized (nothing stored).
 */
export const DeviceReportRequest = strictType({ reports: batch(DeviceReport, 'DeviceReports') }, 'DeviceReportRequest');
export type DeviceReportRequest = t.TypeOf<typeof DeviceReportRequest>;
export const deviceReport = endpoint({
  method: 'POST',
  path: '/web-hmac/device/report',
  request: DeviceReportRequest,
  response: ReportResult,
  auth: false,
});

/** A machine a gateway carries or hears: its serial number plus the state it reported. */
export const CarriedReport = strictType({ serialNumber: SerialNumber, ...stateFields }, 'CarriedReport');
export type CarriedReport = t.TypeOf<typeof CarriedReport>;
/** One gateway report: its own position at `fixAt` and the machines connected to it. */
export const GatewayReport = strictType(
  {
    fixAt: IsoDateTime,
    position: t.union([GeoPoint, t.null]),
    equipment: t.refinement(t.array(CarriedReport), (a) => a.length <= MAX_REPORTS_PER_BATCH, 'Carried'),
  },
  'GatewayReport',
);
export type GatewayReport = t.TypeOf<typeof GatewayReport>;

/**
 * `POST /web-hmac/device/gateway/report` with the gateway's DEVICE_HEADER: 1..500 gateway reports
 * (at most 500 carried machine reports in all). Each carried machine is moved to the gateway's
 * position (source `gateway`) unless it reports its own. Serials not bound to the gateway's
 * company are skipped (counted in `unknown`, nothing stored). Failures: 1170010401.
 */
export const GatewayReportRequest = strictType({ reports: batch(GatewayReport, 'GatewayReports') }, 'GatewayReportRequest');
export type GatewayReportRequest = t.TypeOf<typeof GatewayReportRequest>;
export const gatewayReport = endpoint({
  method: 'POST',
  path: '/web-hmac/device/gateway/report',
  request: GatewayReportRequest,
  response: ReportResult,
  auth: false,
});
