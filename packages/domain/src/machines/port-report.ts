import * as E from 'fp-ts/lib/Either.js';
import type { ChargeState } from '../entities/charger';
import { Count, Percent, WattHours } from '../entities/units';
import { chargeEstimate } from './charge-estimate';
import { portTransition, type PortEvent, type PortState } from './charge-state';

/**
 * Folding a charger's port report into the stored port (rules 11.4; port and battery states,
 * rules 4.6). A charger reports snapshots, not facts: each report says which state a port is in.
 * The facts that lead from the stored state to the reported one are derived and run through the
 * port machine (`portTransition`), so the machine's rules hold for every stored change.
 */

/** The stored port: its state, whether a battery sits in it and the fix time of that state (null: never reported). */
export interface StoredPort extends PortState {
  readonly stateAt: string | null;
}

/** A port as a report gives it: state, battery present or not, the port's error code, the report's fix time. */
export interface ReportedPortState extends PortState {
  readonly fixAt: string;
  readonly errorCode?: string | null;
}

/** The folded port and how it got there. */
export interface PortFold {
  /** The port after the report (unchanged when the report was not newer). */
  readonly port: StoredPort;
  /** False when the report was not newer than the stored state (it changes nothing). */
  readonly applied: boolean;
  /** The facts derived and applied, in order (empty when the state did not change or on a resync). */
  readonly events: readonly PortEvent[];
  /** True when no valid chain of facts led to the reported state (missed reports): the report is taken as the device's truth. */
  readonly resynced: boolean;
}

/** Longest chain of facts inferred between two reports; a longer gap is a resync. */
export const MAX_INFERRED_FACTS = 3;

/**
 * Whether a port holds a battery, from its reported state and whether a battery was read on it:
 * `empty` never does; `error` does when a battery was read; every other state needs a battery
 * (rules 4.6: empty exactly when no battery is in the port, outside error). A pack that could not be
 * identified (another company's, say) still occupies the port.
 */
export const occupancyOf = (state: ChargeState, batteryPresent: boolean): boolean => (state === 'empty' ? false : state === 'error' ? batteryPresent : true);

const simple = (type: Exclude<PortEvent['type'], 'faultReported'>): PortEvent => ({ type });

/**
 * The facts a report may imply: the battery moves always; a fault, an overheat, a removal or an
 * insertion only when the report shows it; clearing a fault or cooling down only when the stored
 * state had it and the report no longer does. No fact is invented that the report contradicts.
 */
const plausibleFacts = (from: PortState, to: PortState, errorCode: string): PortEvent[] => [
  ...(!from.occupied && to.occupied ? [simple('batteryInserted')] : []),
  ...(from.occupied && !to.occupied ? [simple('batteryRemoved')] : []),
  ...(from.state === 'error' && to.state !== 'error' ? [simple('faultCleared')] : []),
  ...(from.state === 'overheat' && to.state !== 'overheat' ? [simple('cooledDown')] : []),
  ...(to.state === 'error' ? [{ type: 'faultReported', errorCode } as const] : []),
  ...(to.state === 'overheat' ? [simple('overheatDetected')] : []),
  ...(['chargingStarted', 'chargingPaused', 'chargeCompleted', 'batteryReady', 'dischargeStarted', 'dischargeCompleted'] as const).map(simple),
];

const same = (a: PortState, b: PortState): boolean => a.state === b.state && a.occupied === b.occupied;

/** The shortest chain of plausible facts from `from` to `to` (breadth first, at most MAX_INFERRED_FACTS), or undefined. */
const factsBetween = (from: PortState, to: PortState, errorCode: string): PortEvent[] | undefined => {
  const facts = plausibleFacts(from, to, errorCode);
  let frontier: { state: PortState; path: PortEvent[] }[] = [{ state: from, path: [] }];
  const seen = new Set([`${from.state}|${from.occupied}`]);
  for (let depth = 0; depth < MAX_INFERRED_FACTS; depth += 1) {
    const next: typeof frontier = [];
    for (const node of frontier) {
      for (const fact of facts) {
        const moved = portTransition(node.state, fact);
        if (E.isLeft(moved)) continue;
        const path = [...node.path, fact];
        if (same(moved.right, to)) return path;
        const key = `${moved.right.state}|${moved.right.occupied}`;
        if (!seen.has(key)) {
          seen.add(key);
          next.push({ state: moved.right, path });
        }
      }
    }
    frontier = next;
  }
  return undefined;
};

/**
 * Folds one reported port into the stored one (rules 11.4).
 * - A report not newer than `current.stateAt` changes nothing (`applied: false`): late reports
 *   never move a port backwards.
 * - Otherwise the facts from the stored state to the reported one are derived (e.g. waiting ->
 *   charging is `chargingStarted`; charging -> fully_charged is `chargeCompleted`; a battery taken
 *   out is `batteryRemoved`; an error is `faultReported` with the port's code) and applied with
 *   `portTransition`; the shortest plausible chain of at most MAX_INFERRED_FACTS facts is used.
 * - When no such chain exists (reports were missed), the reported state is the device's truth:
 *   `resynced: true`, no events.
 * The result's `stateAt` is the report's fix time whenever the report is applied.
 */
export const foldPortReport = (current: StoredPort, reported: ReportedPortState): PortFold => {
  if (current.stateAt !== null && !(Date.parse(reported.fixAt) > Date.parse(current.stateAt))) {
    return { port: current, applied: false, events: [], resynced: false };
  }
  const target: PortState = { state: reported.state, occupied: reported.occupied };
  const port: StoredPort = { ...target, stateAt: reported.fixAt };
  if (same(current, target)) return { port, applied: true, events: [], resynced: false };
  const events = factsBetween(current, target, reported.errorCode ?? 'unknown');
  return events === undefined ? { port, applied: true, events: [], resynced: true } : { port, applied: true, events, resynced: false };
};

/** The battery facts the estimate needs, as stored (plain numbers: Wh, %). */
export interface EstimatedBattery {
  readonly legacy: boolean;
  /** Rated energy when new, Wh. */
  readonly capacityWh: number;
  /** State of charge, %; null when the pack does not say. */
  readonly stateOfChargePercent: number | null;
  /** Maximum capacity, % of new. */
  readonly maxCapacityPercent: number;
}

/**
 * Remaining charge time and estimated completion of a port (rules 11.5), or null: only while the
 * port is `charging` with a battery that is not legacy, whose state of charge is known, at a power
 * above 0 W. The completion is estimated as of the report's fix time (`chargeEstimate` with the
 * reported power); the remaining time is then counted at `now`:
 * `remainingSeconds = max(0, completion - now)` in whole seconds.
 * @param port the port's state, power (W) and the fix time of its report (ISO 8601).
 */
export const portChargeEstimate = (
  port: { readonly state: ChargeState; readonly powerW: number; readonly fixAt: string },
  battery: EstimatedBattery | null,
  now: Date,
): { remainingSeconds: number; estimatedCompletionAt: string } | null => {
  if (port.state !== 'charging' || battery === null) return null;
  const { capacityWh, maxCapacityPercent } = battery;
  const soc = battery.stateOfChargePercent === null ? null : Percent.is(battery.stateOfChargePercent) ? battery.stateOfChargePercent : undefined;
  if (!WattHours.is(capacityWh) || !Percent.is(maxCapacityPercent) || soc === undefined) return null;
  const fixAt = new Date(port.fixAt);
  const estimate = chargeEstimate(
    { legacy: battery.legacy, capacityWh, stateOfChargePercent: soc, health: { maxCapacityPercent, chargeCycleCount: 0 as Count } },
    port.powerW,
    fixAt,
  );
  if (estimate === undefined || Number.isNaN(fixAt.getTime())) return null;
  const remainingMs = Date.parse(estimate.estimatedCompletionAt) - now.getTime();
  return { remainingSeconds: Math.max(0, Math.ceil(remainingMs / 1000)), estimatedCompletionAt: estimate.estimatedCompletionAt };
};
