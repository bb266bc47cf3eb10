import * as t from 'io-ts';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { BatteryKind, ChargeState } from '@yardfleet/domain/entities/charger';
import { GatewayId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { GeoPoint, Percent, StoredCount } from '@yardfleet/domain/entities/units';
import { intBetween, strictType } from '../codec';
import { endpoint } from '../endpoint';
import { DeviceCredential, MAX_REPORTS_PER_BATCH, ReportResult, SerialNumber } from './device';

/**
 * The charger side of the device API (rules 3.10 charger, 4.6 port and battery states, 11.4;
 * docs/device-api.md). A charger gateway is bound by the mobile app like a device gateway and gets
 * a per-device credential (DEVICE_HEADER of ./device); it then sends batches of reports, each a
 * snapshot of the chargers it links: every port's state, the battery on it, the charging power and
 * each charger's cumulative energy meter. Reports are idempotent per charger and fix time.
 */

/** Most ports one charger may report (the largest charger model has 6; room for others). */
export const MAX_PORTS_PER_CHARGER = 16;
/** Most chargers one gateway report may carry. */
export const MAX_CHARGERS_PER_REPORT = 64;

const shortText = (max: number, name: string) => t.refinement(t.string, (s) => s.length >= 1 && s.length <= max, name);
const nonNegative = (name: string) => t.refinement(t.number, (n) => Number.isFinite(n) && n >= 0, name);

/**
 * `POST /web-hmac/app/charger-gateway/bind` (a session of the mobile app; any member of a
 * company): binds the charger gateway `serialNumber` to the caller's company (created on first
 * bind) at a warehouse of the company or at a named site, and issues its credential; an earlier
 * credential stops working. `siteName` (1..50 characters) names the site when `warehouseId` is
 * null; with a warehouse it may be null. Failures: 1170010001 `{ serialNumber: { code: 'taken' } }`
 * when another company holds the serial, `{ model | firmwareVersion | siteName: ValidationError }`;
 * 1170010404 for a warehouse of another company; 1170010403 without a company.
 */
export const BindChargerGatewayRequest = strictType(
  {
    serialNumber: SerialNumber,
    model: t.string,
    firmwareVersion: t.string,
    warehouseId: t.union([WarehouseId, t.null]),
    siteName: t.union([t.string, t.null]),
    position: t.union([GeoPoint, t.null]),
  },
  'BindChargerGatewayRequest',
);
export type BindChargerGatewayRequest = t.TypeOf<typeof BindChargerGatewayRequest>;
export const bindChargerGateway = endpoint({
  method: 'POST',
  path: '/web-hmac/app/charger-gateway/bind',
  request: BindChargerGatewayRequest,
  response: t.intersection([DeviceCredential, t.type({ gatewayId: GatewayId, created: t.boolean })], 'BoundChargerGateway'),
  auth: true,
});

/**
 * The battery on a port as the charger reads it: serial number, kind, legacy or not (legacy packs
 * report no state of charge detail and get no estimate, rules 11.5), model, rated energy (Wh), state
 * of charge (%, null when the pack does not say), maximum capacity (% of new), charge cycle count
 * and whether battery optimization is active.
 */
export const ReportedBattery = strictType(
  {
    serialNumber: SerialNumber,
    kind: BatteryKind,
    legacy: t.boolean,
    model: shortText(32, 'BatteryModel'),
    capacityWh: t.refinement(t.number, (n) => Number.isFinite(n) && n > 0 && n <= 100_000, 'CapacityWh'),
    stateOfChargePercent: t.union([Percent, t.null]),
    maxCapacityPercent: Percent,
    cycleCount: StoredCount,
    optimizationActive: t.boolean,
  },
  'ReportedBattery',
);
export type ReportedBattery = t.TypeOf<typeof ReportedBattery>;

/**
 * One port of a charger report: its number (1-based), the state the charger reports (one of the
 * nine of rules 4.6), the battery on it (null: empty), the charging power in watts (0 unless charging or
 * discharging) and the port's error code (null: none).
 */
export const ReportedPort = strictType(
  {
    number: intBetween(1, MAX_PORTS_PER_CHARGER, 'PortNumber'),
    state: ChargeState,
    battery: t.union([ReportedBattery, t.null]),
    powerW: t.refinement(t.number, (n) => Number.isFinite(n) && n >= 0 && n <= 50_000, 'PowerW'),
    errorCode: t.union([shortText(32, 'ErrorCode'), t.null]),
  },
  'ReportedPort',
);
export type ReportedPort = t.TypeOf<typeof ReportedPort>;

/**
 * One charger in a gateway report: serial number, model, firmware, its error code (null: none),
 * the cumulative energy meter (Wh delivered since the meter last started from zero) and
 * `meterStartedAt`, when that was (installation, replacement or reboot): a new value means the
 * meter restarted at zero, so no energy is counted twice or lost (rules 11.6). Ports: each at most once.
 */
export const ReportedCharger = strictType(
  {
    serialNumber: SerialNumber,
    model: shortText(32, 'ChargerModel'),
    firmwareVersion: shortText(32, 'Firmware'),
    errorCode: t.union([shortText(32, 'ErrorCode'), t.null]),
    energyMeterWh: nonNegative('EnergyMeterWh'),
    meterStartedAt: IsoDateTime,
    ports: t.refinement(
      t.array(ReportedPort),
      (ports) => ports.length >= 1 && ports.length <= MAX_PORTS_PER_CHARGER && new Set(ports.map((p) => p.number)).size === ports.length,
      'ReportedPorts',
    ),
  },
  'ReportedCharger',
);
export type ReportedCharger = t.TypeOf<typeof ReportedCharger>;

/** One charger gateway report: the fix time (idempotency key with each charger), the gateway's position and its chargers. */
export const ChargerGatewayReport = strictType(
  {
    fixAt: IsoDateTime,
    position: t.union([GeoPoint, t.null]),
    chargers: t.refinement(t.array(ReportedCharger), (a) => a.length <= MAX_CHARGERS_PER_REPORT, 'ReportedChargers'),
  },
  'ChargerGatewayReport',
);
export type ChargerGatewayReport = t.TypeOf<typeof ChargerGatewayReport>;

/**
 * `POST /web-hmac/device/charger/report` with the charger gateway's DEVICE_HEADER (no session):
 * 1..500 reports. A charger seen for the first time joins the gateway's company and charge system;
 * a serial of another company's charger or battery is skipped (counted in `unknown`, nothing
 * stored for it). A repeat of (charger, fixAt) is a duplicate and changes nothing. Port states go
 * through the domain's port machine; energy per company-local day comes from meter differences.
 * Failures: 1170010401 deviceUnauthorized (also for a credential that is not a charger gateway's;
 * nothing stored); 1170010001 for a fix time more than 5 minutes ahead of the server clock.
 */
export const ChargerReportRequest = strictType(
  { reports: t.refinement(t.array(ChargerGatewayReport), (a) => a.length >= 1 && a.length <= MAX_REPORTS_PER_BATCH, 'ChargerGatewayReports') },
  'ChargerReportRequest',
);
export type ChargerReportRequest = t.TypeOf<typeof ChargerReportRequest>;
export const chargerReport = endpoint({
  method: 'POST',
  path: '/web-hmac/device/charger/report',
  request: ChargerReportRequest,
  response: ReportResult,
  auth: false,
});
