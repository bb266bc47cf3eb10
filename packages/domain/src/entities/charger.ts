import * as t from 'io-ts';
import { IsoDateTime } from './brand';
import { OnlineStatus } from './equipment';
import { BatteryHealthInfo } from './equipment-detail';
import { BatteryId, ChargerId, GatewayId } from './ids';
import { Count, GeoPoint, Percent, Seconds, WattHours, Watts } from './units';

/**
 * Charger port and battery states (SPEC 4): charging, standby, overheat, error, empty, ready,
 * waiting, discharging, fully charged. Transitions live in `machines/charge-state`.
 */
export const ChargeState = t.keyof(
  {
    charging: null,
    standby: null,
    overheat: null,
    error: null,
    empty: null,
    ready: null,
    waiting: null,
    discharging: null,
    fully_charged: null,
  },
  'ChargeState',
);
export type ChargeState = t.TypeOf<typeof ChargeState>;
export const CHARGE_STATES = Object.keys(ChargeState.keys) as ChargeState[];

/** Battery kinds (SPEC 3): portable packs and high-capacity packs. */
export const BatteryKind = t.keyof({ portable: null, high_capacity: null }, 'BatteryKind');
export type BatteryKind = t.TypeOf<typeof BatteryKind>;

/**
 * A battery (SPEC 3, 4). `legacy` batteries report no state of charge detail, so they get no
 * remaining-time estimate. `capacityWh` is the rated energy when new.
 */
export const Battery = t.type(
  {
    id: BatteryId,
    serialNumber: t.string,
    kind: BatteryKind,
    legacy: t.boolean,
    capacityWh: WattHours,
    stateOfChargePercent: t.union([Percent, t.null]),
    state: ChargeState,
    health: BatteryHealthInfo,
    optimizationActive: t.boolean,
  },
  'Battery',
);
export type Battery = t.TypeOf<typeof Battery>;

/** A charger error with the message key of its suggested fix (SPEC 3: errors with suggestions). */
export const ChargerError = t.type({ code: t.string, suggestionKey: t.string }, 'ChargerError');
export type ChargerError = t.TypeOf<typeof ChargerError>;

/**
 * One port of a charger: its state, the battery in it (null when empty), the charging power, and
 * remaining time and estimated completion (null when not charging or for legacy batteries).
 */
export const ChargerPort = t.type(
  {
    index: Count,
    state: ChargeState,
    batteryId: t.union([BatteryId, t.null]),
    powerW: Watts,
    remainingSeconds: t.union([Seconds, t.null]),
    estimatedCompletionAt: t.union([IsoDateTime, t.null]),
    error: t.union([ChargerError, t.null]),
  },
  'ChargerPort',
);
export type ChargerPort = t.TypeOf<typeof ChargerPort>;

/**
 * A charger (SPEC 3): ports, the batteries in them, energy charged today, historical total and
 * daily average (watt-hours), its gateway and location.
 */
export const Charger = t.type(
  {
    id: ChargerId,
    name: t.string,
    model: t.string,
    serialNumber: t.string,
    gatewayId: t.union([GatewayId, t.null]),
    location: t.union([GeoPoint, t.null]),
    onlineStatus: OnlineStatus,
    ports: t.array(ChargerPort),
    batteries: t.array(Battery),
    energyChargedWh: WattHours,
    historicalTotalWh: WattHours,
    dailyAverageWh: WattHours,
  },
  'Charger',
);
export type Charger = t.TypeOf<typeof Charger>;
