import { differenceInCalendarDays } from 'date-fns';
import { CHARGE_STATES, type ChargeState } from '../entities/charger';
import type { OnlineStatus } from '../entities/equipment';
import { localDay } from './energy-meter';
import { onlineStatusAt } from './online-status';
import { occupancyOf } from './port-report';

/**
 * The rules behind the power figures and charge system summaries (rules 11.2 power overview, 11.7
 * power figures, 4.6 port and battery states). The server computes the figures with these;
 * screens show what it sends.
 */

/** The three battery figures of the power overview (rules 11.7): charging, ready, faulty. */
export type BatteryFigure = 'charging' | 'ready' | 'faulty';

/**
 * Which port states each battery figure counts (rules 11.7): charging = `charging`; ready =
 * `ready` or `fully_charged`; faulty = `overheat` or `error`. The other states (standby, waiting,
 * discharging, empty) count in none.
 */
export const BATTERY_FIGURE_STATES: Readonly<Record<BatteryFigure, readonly ChargeState[]>> = {
  charging: ['charging'],
  ready: ['ready', 'fully_charged'],
  faulty: ['overheat', 'error'],
};

/** The battery figure a port state counts in, or null for a state no figure counts (see BATTERY_FIGURE_STATES). */
export const batteryFigureOf = (state: ChargeState): BatteryFigure | null => {
  for (const figure of ['charging', 'ready', 'faulty'] as const) if (BATTERY_FIGURE_STATES[figure].includes(state)) return figure;
  return null;
};

/** Ports per state for all nine port states of rules 4.6 (0 when none). @param states one entry per port. */
export const portStateCounts = (states: readonly ChargeState[]): Record<ChargeState, number> => {
  const counts = Object.fromEntries(CHARGE_STATES.map((s) => [s, 0])) as Record<ChargeState, number>;
  for (const state of states) counts[state] += 1;
  return counts;
};

/**
 * A port's state as the power screens may show it (rules 11.7): the state is known only while its
 * charger is online; otherwise it is unknown since the charger's last report (`since`, ISO 8601;
 * null when the charger never reported), and the stored state is history, not the present.
 */
export type LivePortState = { readonly known: true; readonly state: ChargeState } | { readonly known: false; readonly since: string | null };

/**
 * The live state of a port whose stored state is `state` on a charger with `onlineStatus` and its
 * last report `lastReportAt` (ISO 8601 or null): see LivePortState.
 */
export const livePortState = (state: ChargeState, charger: { readonly onlineStatus: OnlineStatus; readonly lastReportAt: string | null }): LivePortState =>
  charger.onlineStatus === 'online' ? { known: true, state } : { known: false, since: charger.lastReportAt };

/**
 * Since when the ports of a set of chargers have been unknown (rules 11.7): the latest last report
 * (ISO 8601) among the offline ones, so that every one of their ports is unknown at least since
 * then; null when none is offline or none of the offline ones ever reported.
 */
export const portsUnknownSince = (chargers: readonly { readonly onlineStatus: OnlineStatus; readonly lastReportAt: string | null }[]): string | null => {
  let since: string | null = null;
  for (const c of chargers)
    if (c.onlineStatus === 'offline' && c.lastReportAt !== null && (since === null || Date.parse(c.lastReportAt) > Date.parse(since))) since = c.lastReportAt;
  return since;
};

/** A port as the battery figures see it: its stored state, whether the battery on it is known, and whether its state is known (LivePortState). */
export interface FigurePort {
  readonly state: ChargeState;
  readonly batteryKnown: boolean;
  readonly stateKnown: boolean;
}

/**
 * The battery figures of a set of ports: batteries on ports, and how many charge, are ready, are
 * faulty (live states only), and the ports whose state is unknown (their charger is offline).
 */
export interface BatteryFigures {
  readonly onPorts: number;
  readonly charging: number;
  readonly ready: number;
  readonly faulty: number;
  readonly unknown: number;
}

/**
 * Batteries on ports and the battery figures (rules 11.7): a port whose state is unknown (its
 * charger is offline, `livePortState`) counts only in `unknown`, never in a live figure; a port
 * with a known state counts when it holds a battery (machines/port-report `occupancyOf`: `empty`
 * never, `error` only with a known battery, every other state always), in the figure of its state
 * (`batteryFigureOf`).
 */
export const batteryFigures = (ports: readonly FigurePort[]): BatteryFigures => {
  const figures = { onPorts: 0, charging: 0, ready: 0, faulty: 0, unknown: 0 };
  for (const port of ports) {
    if (!port.stateKnown) {
      figures.unknown += 1;
      continue;
    }
    if (!occupancyOf(port.state, port.batteryKnown)) continue;
    figures.onPorts += 1;
    const figure = batteryFigureOf(port.state);
    if (figure !== null) figures[figure] += 1;
  }
  return figures;
};

/**
 * Whether a charger needs attention (rules 11.7, 11.9): it is online (an offline charger's last
 * faults are unknown like its ports) and it or one of its ports reports an error code, or a port
 * overheats or is in error. `errorCodes`: the codes it and its ports report (blank ones count as none).
 */
export const chargerNeedsAttention = (charger: {
  readonly onlineStatus: OnlineStatus;
  readonly errorCodes: readonly (string | null)[];
  readonly portStates: readonly ChargeState[];
}): boolean =>
  charger.onlineStatus === 'online' &&
  (charger.errorCodes.some((code) => code !== null && code.trim() !== '') || charger.portStates.some((state) => batteryFigureOf(state) === 'faulty'));

/**
 * The daily average energy of a charger (rules 11.6), Wh: `totalWh` over the number
 * of company-local days from `firstDay` to `today`, both included, and at least 1 (a first day
 * after today counts as one day).
 * @param totalWh historical total, Wh. @param firstDay, today YYYY-MM-DD (company-local, rules 1.7).
 */
export const dailyAverageWh = (totalWh: number, firstDay: string, today: string): number => {
  const days = Math.max(1, differenceInCalendarDays(new Date(`${today}T00:00:00`), new Date(`${firstDay}T00:00:00`)) + 1);
  return totalWh / days;
};

/**
 * The company-local days the energy figures span (energy charged today and this month, rules 11.2;
 * time zone per company, rules 1.7): `today` and the first day of its month, YYYY-MM-DD in `timeZone` (IANA).
 */
export const energyPeriod = (now: Date, timeZone: string): { readonly today: string; readonly monthStart: string } => {
  const today = localDay(now.toISOString(), timeZone);
  return { today, monthStart: `${today.slice(0, 8)}01` };
};

const present = (s: string | null | undefined): s is string => s !== null && s !== undefined && s.trim() !== '';

/**
 * The display name of a charge system (rules 11.1; contract ChargeSystemSummary): the name of its
 * warehouse, else its site name, else its gateway's serial number. Blank names count as none.
 */
export const chargeSystemName = (system: {
  readonly warehouseName: string | null;
  readonly siteName: string | null;
  readonly gatewaySerialNumber: string;
}): string => (present(system.warehouseName) ? system.warehouseName : present(system.siteName) ? system.siteName : system.gatewaySerialNumber);

/**
 * A charger's (or a charger gateway's) online status at `now` from the time of its last report
 * (ISO 8601, null: never reported), by the rule of machines/online-status (rules 4.4, 11.7): online within
 * OFFLINE_AFTER_MS (10 minutes) of the last report, otherwise (and when never reported) offline.
 */
export const deviceOnlineStatus = (lastReportAt: string | null, now: Date): OnlineStatus =>
  onlineStatusAt(lastReportAt === null ? { status: 'offline', lastSeenAt: null } : { status: 'online', lastSeenAt: lastReportAt }, now);
