import * as t from 'io-ts';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { BatteryKind, ChargerError, ChargeState } from '@yardfleet/domain/entities/charger';
import { OnlineStatus } from '@yardfleet/domain/entities/equipment';
import { BatteryId, ChargerId, GatewayId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { Count, GeoPoint, Percent, Seconds, WattHours, Watts } from '@yardfleet/domain/entities/units';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';
import { BatteryHealthVerdict } from './equipment-detail';

/**
 * The power area (rules 11: /home of power-only companies, /power and /power/{id}; rules 3.10
 * charger; rules 4.6 port and battery states). A charge system is a charger gateway and the chargers
 * it links, at a warehouse or a named site; its id is the gateway's id. Every member of a company
 * may read its power data, full version or power-only (routeFor decides the screens). Another
 * company's charge system answers 1170010404, exactly like one that does not exist.
 * Energies are watt-hours; days are the company's local days (rules 1.7: time zone per company).
 */

/** Ports per charge state, for every one of the nine port states (rules 4.6; 0 when none). */
export const PortStateCounts = t.type(
  {
    charging: Count,
    standby: Count,
    overheat: Count,
    error: Count,
    empty: Count,
    ready: Count,
    waiting: Count,
    discharging: Count,
    fully_charged: Count,
  },
  'PortStateCounts',
);
export type PortStateCounts = t.TypeOf<typeof PortStateCounts>;

/**
 * The figures at the top of the power screens (rules 11.7): chargers online and offline, batteries
 * on ports charging, ready (ready or fully charged) and faulty (overheat or error) counted from
 * live states only (ports of online chargers), the ports whose state is unknown (their charger is
 * offline), the chargers needing attention (online with an error code of their own or on a port,
 * or a port overheating or in error; rules 11.7, 11.9), and the energy charged today and this
 * month (company-local, Wh).
 */
export const PowerFigures = t.type(
  {
    chargersOnline: Count,
    chargersOffline: Count,
    batteriesCharging: Count,
    batteriesReady: Count,
    batteriesFaulty: Count,
    portsUnknown: Count,
    chargersNeedingAttention: Count,
    energyTodayWh: WattHours,
    energyThisMonthWh: WattHours,
  },
  'PowerFigures',
);
export type PowerFigures = t.TypeOf<typeof PowerFigures>;

/**
 * A charge system as listed: its id (the charger gateway's), its name (the warehouse's name, else
 * the site name, else the gateway's serial number), where it stands (`warehouseId` or a site),
 * its position (null: unknown), the gateway's serial number, model, firmware, online status and
 * last connection, when it was reset and waits for a new bind (rules 14.5; null: not reset), its chargers (how many, how many online), its live ports per state (ports of
 * online chargers), the ports whose state is unknown (their charger is offline) and since when
 * (the latest last report of its offline chargers, null: none or never reported; rules 11.7),
 * the chargers needing attention and their distinct error codes (their own and their ports', each
 * with the key of its suggested fix, rules 11.9; online chargers only), batteries on live ports,
 * and the energy it charged today (Wh).
 */
export const ChargeSystemSummary = t.type(
  {
    id: GatewayId,
    name: t.string,
    warehouseId: t.union([WarehouseId, t.null]),
    siteName: t.union([t.string, t.null]),
    location: t.union([GeoPoint, t.null]),
    gatewaySerialNumber: t.string,
    gatewayModel: t.string,
    firmwareVersion: t.string,
    onlineStatus: OnlineStatus,
    lastConnectedAt: t.union([IsoDateTime, t.null]),
    resetAt: t.union([IsoDateTime, t.null]),
    chargerCount: Count,
    chargersOnline: Count,
    portStates: PortStateCounts,
    portsUnknown: Count,
    portsUnknownSince: t.union([IsoDateTime, t.null]),
    chargersNeedingAttention: Count,
    faults: t.array(ChargerError),
    batteryCount: Count,
    energyTodayWh: WattHours,
  },
  'ChargeSystemSummary',
);
export type ChargeSystemSummary = t.TypeOf<typeof ChargeSystemSummary>;

/** `GET /web-hmac/web/power/overview`: the company's figures and its charge systems by name, and its time zone (IANA). */
export const powerOverview = endpoint({
  method: 'GET',
  path: '/web-hmac/web/power/overview',
  request: undefined,
  response: t.type({ figures: PowerFigures, systems: t.array(ChargeSystemSummary), timeZone: t.string }, 'PowerOverviewResponse'),
  auth: true,
});

/**
 * A battery on a port (rules 3.10, 4.7): serial number, model, kind, legacy or not, state of charge
 * (%, null when unknown, always for legacy packs that do not say), battery health (maximum
 * capacity % of new, charge cycle count and the domain's normal / low verdict) and whether battery
 * optimization is active.
 */
export const BatteryView = t.type(
  {
    id: BatteryId,
    serialNumber: t.string,
    model: t.string,
    kind: BatteryKind,
    legacy: t.boolean,
    stateOfChargePercent: t.union([Percent, t.null]),
    maxCapacityPercent: Percent,
    chargeCycleCount: Count,
    health: BatteryHealthVerdict,
    optimizationActive: t.boolean,
  },
  'BatteryView',
);
export type BatteryView = t.TypeOf<typeof BatteryView>;

/**
 * A charger error with the message key of its suggested fix: the domain's ChargerError (its
 * catalogue of charger and battery error codes; unknown codes get the generic suggestion).
 */
export const PowerErrorView = ChargerError;
export type PowerErrorView = ChargerError;

/**
 * One port (rules 3.10, 4.6): number, state, charging power (W), the battery on it (null: empty), the
 * remaining charge time (s) and estimated completion (ISO, UTC; the screen shows it in the
 * company's time zone), both null unless charging with a known state of charge and never for
 * legacy batteries (rules 11.5), and the port's error with its suggestion (rules 11.9).
 * `stateKnown` is false while its charger is offline (rules 11.7): `state` is then the last
 * reported one, unknown since the charger's `lastReportAt`, and no estimate is given.
 */
export const PortView = t.type(
  {
    number: Count,
    state: ChargeState,
    stateKnown: t.boolean,
    powerW: Watts,
    battery: t.union([BatteryView, t.null]),
    remainingSeconds: t.union([Seconds, t.null]),
    estimatedCompletionAt: t.union([IsoDateTime, t.null]),
    error: t.union([PowerErrorView, t.null]),
  },
  'PortView',
);
export type PortView = t.TypeOf<typeof PortView>;

/**
 * One charger of a charge system (rules 3.10): its identity, online status and last report, its ports,
 * its own error, and energy charged today, the historical total and the daily average (Wh; the
 * average over the company-local days since the charger's first day, today included).
 */
export const ChargerView = t.type(
  {
    id: ChargerId,
    name: t.string,
    model: t.string,
    serialNumber: t.string,
    firmwareVersion: t.string,
    onlineStatus: OnlineStatus,
    lastReportAt: t.union([IsoDateTime, t.null]),
    error: t.union([PowerErrorView, t.null]),
    ports: t.array(PortView),
    energyTodayWh: WattHours,
    historicalTotalWh: WattHours,
    dailyAverageWh: WattHours,
  },
  'ChargerView',
);
export type ChargerView = t.TypeOf<typeof ChargerView>;

export const ChargeSystemRequest = strictType({ id: GatewayId }, 'ChargeSystemRequest');
export type ChargeSystemRequest = t.TypeOf<typeof ChargeSystemRequest>;

/**
 * `POST /web-hmac/web/power/system` `{ id }`: one charge system with its chargers (by name), ports
 * and batteries, and the company's time zone. Failures: 1170010404 for an unknown id or another
 * company's.
 */
export const chargeSystemDetail = endpoint({
  method: 'POST',
  path: '/web-hmac/web/power/system',
  request: ChargeSystemRequest,
  response: t.type({ system: ChargeSystemSummary, chargers: t.array(ChargerView), timeZone: t.string }, 'ChargeSystemDetailResponse'),
  auth: true,
  writes: false,
});
export type ChargeSystemDetail = t.TypeOf<typeof chargeSystemDetail.response>;
