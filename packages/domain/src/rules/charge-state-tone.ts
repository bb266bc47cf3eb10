import type { BatteryHealth } from '../machines/battery-health';
import type { ChargeState } from '../entities/charger';
import type { OnlineStatus } from '../entities/equipment';

/**
 * The colour family of a power node or state (rules 11.8: coloured by state). The web
 * turns it into a pill colour or a topology node colour; the text always carries the meaning.
 * - `ok`: ready to use (ready, fully charged; an online gateway or charger without fault),
 * - `active`: energy flowing (charging, discharging),
 * - `warning`: needs a look soon (a battery of low health),
 * - `fault`: needs action (overheat, error; a charger or port reporting an error code), the same
 *   states the power figures count as faulty (rules 11.7),
 * - `idle`: nothing happening (standby, waiting, empty),
 * - `offline`: not reporting (gateway or charger offline).
 */
export type ChargeTone = 'ok' | 'active' | 'warning' | 'fault' | 'idle' | 'offline';

const STATE_TONES: Readonly<Record<ChargeState, ChargeTone>> = {
  charging: 'active',
  discharging: 'active',
  ready: 'ok',
  fully_charged: 'ok',
  overheat: 'fault',
  error: 'fault',
  standby: 'idle',
  waiting: 'idle',
  empty: 'idle',
};

/** The tone of a port or battery state (the nine states of rules 4.6): see `ChargeTone`. */
export const chargeStateTone = (state: ChargeState): ChargeTone => STATE_TONES[state];

/** A charger gateway (rules 11.8): `offline` when it stopped reporting, else `ok`. */
export const gatewayTone = (onlineStatus: OnlineStatus): ChargeTone => (onlineStatus === 'offline' ? 'offline' : 'ok');

/**
 * A charger (rules 11.8): `offline` when it stopped reporting (its ports' last states are stale);
 * `fault` when it or a port reports an error code or a port overheats or is in error; `active`
 * when a port charges or discharges; otherwise `ok`.
 * `portStates`: the states of its ports; `hasError`: the charger or one of its ports reports an error code.
 */
export const chargerTone = (charger: {
  readonly onlineStatus: OnlineStatus;
  readonly hasError: boolean;
  readonly portStates: readonly ChargeState[];
}): ChargeTone => {
  if (charger.onlineStatus === 'offline') return 'offline';
  const tones = charger.portStates.map(chargeStateTone);
  if (charger.hasError || tones.includes('fault')) return 'fault';
  if (tones.includes('active')) return 'active';
  return 'ok';
};

/**
 * A battery on a port (rules 11.8): the tone of its port's state, except that a battery of low health
 * (below 70 % of its original capacity, `batteryHealthOf`) in an otherwise calm state is a `warning`.
 */
export const batteryTone = (state: ChargeState, health: BatteryHealth): ChargeTone => {
  const tone = chargeStateTone(state);
  return health === 'low' && (tone === 'ok' || tone === 'idle' || tone === 'active') ? 'warning' : tone;
};

/**
 * A charge system on the map (rules 11.8): without chargers it is `idle` (nothing to be ready:
 * "No chargers", never `ok`); its gateway offline, or every one of its chargers offline, makes it
 * `offline`; otherwise the tone a charger with all its live ports would have
 * (`chargerTone`): `fault` when a charger needs attention (an error code of its own or on a port,
 * machines/power-summary `chargerNeedsAttention`) or a port overheats or is in error, `active`
 * when one charges or discharges, else `ok`. `portStates`: the live ports per state (ports of
 * offline chargers are unknown and not in it, rules 11.7); `chargerCount`, `chargersOnline`,
 * `chargersNeedingAttention`: its chargers, all, online and needing attention.
 */
export const chargeSystemTone = (system: {
  readonly onlineStatus: OnlineStatus;
  readonly chargerCount: number;
  readonly chargersOnline: number;
  readonly chargersNeedingAttention: number;
  readonly portStates: Readonly<Record<ChargeState, number>>;
}): ChargeTone =>
  system.chargerCount === 0 && system.onlineStatus === 'online'
    ? 'idle'
    : chargerTone({
        onlineStatus: system.chargerCount > 0 && system.chargersOnline === 0 ? 'offline' : system.onlineStatus,
        hasError: system.chargersNeedingAttention > 0,
        portStates: (Object.keys(system.portStates) as ChargeState[]).filter((state) => system.portStates[state] > 0),
      });
