import * as t from 'io-ts';
import { BatteryHealthInfo } from './equipment-detail';
import { BatteryId } from './ids';
import { Percent, WattHours } from './units';

/**
 * Charger port and battery states (rules 4.6): charging, standby, overheat, error, empty, ready,
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

/** Battery kinds (rules 3.10): portable packs and high-capacity packs. */
export const BatteryKind = t.keyof({ portable: null, high_capacity: null }, 'BatteryKind');
export type BatteryKind = t.TypeOf<typeof BatteryKind>;

/**
 * A battery (rules 3.10, 4.6). `legacy` batteries report no state of charge detail, so they get no
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

/** A charger error with the message key of its suggested fix (rules 11.9). */
export const ChargerError = t.type({ code: t.string, suggestionKey: t.string }, 'ChargerError');
export type ChargerError = t.TypeOf<typeof ChargerError>;
