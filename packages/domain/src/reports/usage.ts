import * as E from 'fp-ts/lib/Either.js';
import type { InventoryStatus } from '../entities/equipment';
import { EQUIPMENT_ACTIVITIES, type EquipmentActivity } from '../entities/equipment-detail';
import { activityTransition, type ActivityEvent, type ReportedActivity } from '../machines/equipment-activity';
import { OFFLINE_AFTER_MS } from '../machines/online-status';
import { runtimeSeconds } from './measures';
import { periodBounds, periodDayBounds, type Period } from './period';

/**
 * The equipment usage report's rules (rules 10.3; inventory status, online rule and activities,
 * rules 4.2, 4.4, 4.5; rules 1.7 time zone per company): a machine's stored
 * reports folded into usage times, runtime and time in each activity over a period and per
 * company-local day. Pure; the server reads the rows and calls `machineUsage` per machine, then
 * `fleetUsage` for the fleet's days and totals, so the screen, the exports and the mails agree.
 */

/** What the usage fold needs of one stored report (equipment_reports). */
export interface UsageReport {
  /** Fix time, ISO 8601. */
  readonly fixAt: string;
  /** The geofence's verdict stored at ingest (in_warehouse, out_for_work); null when the report had no position (the status carries on). */
  readonly inventoryStatus: InventoryStatus | null;
  /** The activity the machine reported, null when none. */
  readonly activity: ReportedActivity | null;
  /** A fault reported with this report (rules 4.5: faulty until cleared). */
  readonly errorCode: string | null;
  readonly errorCleared: boolean;
}

/** Seconds in each activity of rules 4.5 (mowing, charging, moving, offline, idle, transfer, faulty). */
export type ActivitySeconds = Record<EquipmentActivity, number>;

/** Usage over a span: usage times (count), runtime (h: the time in the runtime activities, reports/measures) and seconds per activity. */
export interface UsageFigures {
  readonly usageTimes: number;
  readonly runtimeHours: number;
  readonly activitySeconds: ActivitySeconds;
}

/** A company-local day with its bounds in whole seconds since the epoch (`start` inclusive, `end` exclusive). */
interface WindowDay {
  readonly day: string;
  readonly start: number;
  readonly end: number;
}

/**
 * The instants a usage report covers: the period's company-local days (DST-correct, see
 * reports/period `periodDayBounds`) and the span counted, from the period's start to its end or
 * `now`, whichever is first (time after `now` is not known yet). Whole seconds.
 */
export interface UsageWindow {
  readonly days: readonly WindowDay[];
  readonly start: number;
  readonly end: number;
}

const toSecond = (ms: number): number => Math.floor(ms / 1000);

/** The usage window of `period` for a company in the IANA `timeZone`, seen at `now`. */
export const usageWindow = (period: Period, timeZone: string, now: Date): UsageWindow => {
  const bounds = periodBounds(period, timeZone);
  const start = toSecond(bounds.start.getTime());
  return {
    days: periodDayBounds(period, timeZone).map((d) => ({ day: d.day, start: toSecond(d.start.getTime()), end: toSecond(d.end.getTime()) })),
    start,
    end: Math.max(start, Math.min(toSecond(bounds.end.getTime()), toSecond(now.getTime()))),
  };
};

/** No usage: zero usage times, runtime and seconds in every activity. */
export const emptyUsage = (): UsageFigures => ({ usageTimes: 0, runtimeHours: 0, activitySeconds: noSeconds() });
const noSeconds = (): ActivitySeconds => Object.fromEntries(EQUIPMENT_ACTIVITIES.map((a) => [a, 0])) as ActivitySeconds;

interface DayAccumulator {
  usageTimes: number;
  runtimeHours: number;
  readonly activitySeconds: ActivitySeconds;
}

const addInto = (into: DayAccumulator, figures: UsageFigures): void => {
  into.usageTimes += figures.usageTimes;
  for (const a of EQUIPMENT_ACTIVITIES) into.activitySeconds[a] += figures.activitySeconds[a];
  into.runtimeHours = runtimeSeconds(into.activitySeconds) / 3600;
};

/** The sum of usage figures (usage times, runtime, seconds per activity). */
export const sumUsage = (figures: Iterable<UsageFigures>): UsageFigures => {
  const sum: DayAccumulator = { usageTimes: 0, runtimeHours: 0, activitySeconds: noSeconds() };
  for (const f of figures) addInto(sum, f);
  return sum;
};

/** One machine over a period: its totals and its figures on each day of the window (same order as `window.days`). */
export interface MachineUsage {
  readonly totals: UsageFigures;
  readonly days: readonly UsageFigures[];
}

const OFFLINE_AFTER_S = OFFLINE_AFTER_MS / 1000;

const step = (activity: EquipmentActivity, event: ActivityEvent): EquipmentActivity => {
  const next = activityTransition(activity, event);
  return E.isRight(next) ? next.right : activity;
};

/**
 * The activity after a report (rules 4.5 `activityTransition`, as the ingest folds it): after a gap of
 * more than OFFLINE_AFTER_MS the machine was offline and is back (idle; a fault ends with the lost
 * connection); a fault makes it faulty, a cleared fault idle; a reported activity becomes current
 * unless the machine is faulty.
 */
const activityAfter = (before: EquipmentActivity, gapSeconds: number | null, report: UsageReport): EquipmentActivity => {
  let activity = before;
  if (gapSeconds !== null && gapSeconds > OFFLINE_AFTER_S) activity = step(step(activity, { type: 'connectionLost' }), { type: 'connectionRestored' });
  if (report.errorCode !== null) activity = step(activity, { type: 'faultReported', errorCode: report.errorCode });
  else if (report.errorCleared) activity = step(activity, { type: 'faultCleared' });
  if (report.activity !== null) activity = step(activity, { type: 'activityReported', activity: report.activity });
  return activity;
};

/** The reports in fix-time order, one per fix time (the first given wins: a replay counts once). */
const uniqueSorted = (reports: readonly UsageReport[]): { readonly at: number; readonly report: UsageReport }[] => {
  const byTime = new Map<number, UsageReport>();
  for (const r of reports) {
    const ms = Date.parse(r.fixAt);
    if (!Number.isNaN(ms) && !byTime.has(ms)) byTime.set(ms, r);
  }
  return [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([ms, report]) => ({ at: toSecond(ms), report }));
};

/**
 * A machine's usage over `window` (rules 10.3), from its stored reports in any order:
 * - `reports` must hold every report of the period plus its history just before: the last report
 *   before the period's start, and the last one with an inventory status when that is older (older reports may be given; they only set the state the period starts in).
 *   Reports with the same fix time are one (the first given counts); arrival order does not matter.
 * - Usage times: each report of the period whose inventory status is `out_for_work` while the
 *   previous known status (carried over reports without one, from before the period too) was
 *   `in_warehouse` counts one time going out to work, on the company-local day of that report.
 * - Time in each activity (s): the time from each report to the next belongs to the earlier
 *   report's activity for at most OFFLINE_AFTER_MS (10 minutes, the online rule of rules 4.4) and to
 *   `offline` beyond it; after the last report likewise, up to the window's end. The time is
 *   clipped to the window (nothing before the first report ever known, nothing after `now`) and
 *   split at the company-local day boundaries. Fix times count in whole seconds.
 * - Runtime (h): the time in the runtime activities (every activity but offline; reports/measures
 *   `runtimeSeconds`), so the activities add up to it, per day and over the period.
 */
export const machineUsage = (reports: readonly UsageReport[], window: UsageWindow): MachineUsage => {
  const days: DayAccumulator[] = window.days.map(() => ({ usageTimes: 0, runtimeHours: 0, activitySeconds: noSeconds() }));
  const dayIndexAt = (second: number): number => {
    let [lo, hi] = [0, window.days.length - 1];
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const day = window.days[mid];
      if (day === undefined) return -1;
      if (second < day.start) hi = mid - 1;
      else if (second >= day.end) lo = mid + 1;
      else return mid;
    }
    return -1;
  };
  let cursor = 0;
  const addTime = (from: number, to: number, activity: EquipmentActivity): void => {
    let at = Math.max(from, window.start);
    const until = Math.min(to, window.end);
    while (at < until) {
      let day = window.days[cursor];
      while (day !== undefined && day.end <= at) day = window.days[++cursor];
      const acc = days[cursor];
      if (day === undefined || acc === undefined) return;
      const next = Math.min(until, day.end);
      acc.activitySeconds[activity] += next - at;
      at = next;
    }
  };
  const addSpan = (from: number, to: number, activity: EquipmentActivity): void => {
    addTime(from, Math.min(to, from + OFFLINE_AFTER_S), activity);
    addTime(from + OFFLINE_AFTER_S, to, 'offline');
  };

  let activity: EquipmentActivity = 'idle';
  let status: InventoryStatus | null = null;
  let previous: number | null = null;
  for (const { at, report } of uniqueSorted(reports)) {
    if (previous !== null) addSpan(previous, at, activity);
    activity = activityAfter(activity, previous === null ? null : at - previous, report);
    previous = at;
    const day = at >= window.start ? days[dayIndexAt(at)] : undefined;
    if (report.inventoryStatus !== null) {
      if (day !== undefined && report.inventoryStatus === 'out_for_work' && status === 'in_warehouse') day.usageTimes += 1;
      status = report.inventoryStatus;
    }
  }
  if (previous !== null) addSpan(previous, Math.max(previous, window.end), activity);
  for (const day of days) day.runtimeHours = runtimeSeconds(day.activitySeconds) / 3600;
  return { totals: sumUsage(days), days };
};

/** The fleet's usage: each day of the window summed over the machines (zeros included), and the totals. */
export interface FleetUsage {
  readonly days: readonly ({ readonly day: string } & UsageFigures)[];
  readonly totals: UsageFigures;
}

/** An accumulator of the fleet's usage: `add` each machine's usage once (any order), then `result`. */
export interface FleetUsageFold {
  readonly add: (machine: MachineUsage) => void;
  readonly result: () => FleetUsage;
}

/**
 * The fleet's days and totals (rules 10.3: per company-local day for the fleet; totals of all
 * matching machines), folded one machine at a time so the server can read machines in chunks.
 */
export const fleetUsageFold = (window: UsageWindow): FleetUsageFold => {
  const days: DayAccumulator[] = window.days.map(() => ({ usageTimes: 0, runtimeHours: 0, activitySeconds: noSeconds() }));
  return {
    add: (machine) =>
      machine.days.forEach((figures, i) => {
        const day = days[i];
        if (day !== undefined) addInto(day, figures);
      }),
    result: () => ({ days: window.days.map((d, i) => ({ day: d.day, ...(days[i] ?? emptyUsage()) })), totals: sumUsage(days) }),
  };
};

/** Engine hours (a maintenance log's meter reading) as the screens and exports show them: hours with one decimal. */
export const engineHoursForDisplay = (hours: number): number => Math.round(hours * 10) / 10;

export { activityHoursForDisplay, runtimeHoursForDisplay } from './measures';
