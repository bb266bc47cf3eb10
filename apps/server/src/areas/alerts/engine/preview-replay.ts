import {
  conditionClears,
  conditionHolds,
  inScope,
  serviceOverdueAt,
  type AlertSubjectSnapshot,
  type ConditionContext,
} from '@yardfleet/domain/alerts/alert-conditions';
import { IDLE_TRACKER, nextAlertDue, stepAlert, type AlertTiming, type AlertTracker } from '@yardfleet/domain/alerts/alert-lifecycle';
import type { AlertCondition, AlertScope } from '@yardfleet/domain/alerts/alert-rule';
import { addLocalDays, instantOfLocalTime, localDayOf, minutesOfDay } from '@yardfleet/domain/alerts/local-time';
import { nextWorkingHoursChange, type WorkingHours } from '@yardfleet/domain/alerts/working-hours';
import { OFFLINE_AFTER_MS } from '@yardfleet/domain/machines/online-status';

/**
 * The replay of one subject's history through a draft rule (rules 22.5 preview): a pure function
 * of the subject's states over time, the rule and the company's working hours and time zone.
 */

/** One state of a subject from a report at `at`; `heardAt` is its last report (for silence). */
export interface TimedState<S> {
  readonly at: Date;
  readonly heardAt: Date | null;
  readonly snapshot: S;
}

/** One alert the draft would have opened: when, and when it resolved (null: still open at the end). */
export interface PreviewAlert {
  readonly openedAt: Date;
  readonly resolvedAt: Date | null;
}

/** What the replay reads besides the subject: the rule's condition, scope and timing, and the company's hours and zone. */
export interface ReplayRule {
  readonly condition: AlertCondition;
  readonly scope: AlertScope;
  readonly timing: AlertTiming;
  readonly workingHours: WorkingHours;
  readonly timeZone: string;
}

/** Most instants evaluated between two reports (a guard: the instants below are a handful per day). */
const CHECKS_PER_GAP = 1_000;

const MINUTE_MS = 60_000;

/** The next local `returnBy` instant strictly after `t`. */
const nextLocalTime = (t: Date, timeOfDay: string, timeZone: string): Date | null => {
  const minutes = minutesOfDay(timeOfDay);
  if (minutes === null) return null;
  const today = localDayOf(t, timeZone);
  const at = instantOfLocalTime(today, minutes, timeZone);
  return at > t ? at : instantOfLocalTime(addLocalDays(today, 1), minutes, timeZone);
};

/**
 * The instants after `t` at which time alone may change the rule's verdict on `state` (what the
 * server's sweep would find): the end of a hold or a due escalation (`nextAlertDue`), the instant
 * silence reaches the rule's minutes (never before the device counts offline), working hours
 * starting or ending, the return-by time, the plan's due date and its grace days.
 */
const checksAfter = <S extends AlertSubjectSnapshot>(rule: ReplayRule, state: TimedState<S>, tracker: AlertTracker, t: Date): Date[] => {
  const c = rule.condition;
  const out: (Date | null)[] = [nextAlertDue(tracker, rule.timing)];
  const silentAt = (minutes: number) => (state.heardAt === null ? null : new Date(state.heardAt.getTime() + Math.max(minutes * MINUTE_MS, OFFLINE_AFTER_MS)));
  const s = state.snapshot;
  switch (c.kind) {
    case 'machine_offline':
      out.push(silentAt(c.offlineMinutes), silentAt(0));
      if (c.onlyDuringWorkingHours) out.push(nextWorkingHoursChange(t, rule.workingHours, rule.timeZone));
      break;
    case 'charger_offline':
      out.push(silentAt(c.offlineMinutes), silentAt(0));
      break;
    case 'out_after_hours':
      out.push(nextWorkingHoursChange(t, rule.workingHours, rule.timeZone));
      break;
    case 'not_returned':
      out.push(nextLocalTime(t, c.returnBy, rule.timeZone));
      break;
    case 'service_due':
      out.push(s.subjectKind === 'equipment' ? s.serviceDueAt : null);
      break;
    case 'service_overdue':
      if (s.subjectKind === 'equipment' && s.serviceDueAt !== null) out.push(serviceOverdueAt(s.serviceDueAt, c.graceDays, rule.timeZone));
      break;
    default:
      break;
  }
  return out.filter((d): d is Date => d !== null && d > t);
};

/** The subject as it stands at `t`: online only while heard within OFFLINE_AFTER_MS (rules 4.4, 11.7). */
const standingAt = <S extends AlertSubjectSnapshot>(state: TimedState<S>, t: Date): S => {
  const online = state.heardAt !== null && t.getTime() - state.heardAt.getTime() < OFFLINE_AFTER_MS;
  const s = state.snapshot;
  if (s.subjectKind === 'equipment') return { ...s, onlineStatus: online ? 'online' : 'offline', lastSeenAt: state.heardAt };
  return { ...s, onlineStatus: online ? 'online' : 'offline', gatewayOnline: null, offlineSince: online ? null : state.heardAt };
};

/**
 * Replays `states` (in time order; the first is the subject's state at the start) through the rule
 * until `end`: each state is observed at its time, and between two states (and after the last)
 * the instants time alone matters (`checksAfter`) are observed too, as the sweep would. Each
 * opening is an alert; a reopening within the window continues the last one (rules 22.4).
 * @returns the alerts the rule would have opened, oldest first.
 */
export const replaySubject = <S extends AlertSubjectSnapshot>(rule: ReplayRule, states: readonly TimedState<S>[], end: Date): PreviewAlert[] => {
  const alerts: { openedAt: Date; resolvedAt: Date | null }[] = [];
  let tracker = IDLE_TRACKER;
  const observe = (state: TimedState<S>, t: Date): void => {
    const s = standingAt(state, t);
    const ctx: ConditionContext = { now: t, workingHours: rule.workingHours, timeZone: rule.timeZone };
    const scoped = inScope(rule.scope, s);
    const holds = scoped && conditionHolds(rule.condition, s, ctx);
    const clears = !scoped || conditionClears(rule.condition, s, ctx);
    const step = stepAlert(tracker, { type: 'observed', at: t, holds, clears }, rule.timing);
    tracker = step.tracker;
    const last = alerts.at(-1);
    for (const effect of step.effects) {
      if (effect === 'opened') alerts.push({ openedAt: tracker.openedAt ?? t, resolvedAt: null });
      if (effect === 'reopened' && last !== undefined) Object.assign(last, { openedAt: tracker.openedAt ?? t, resolvedAt: null });
      const current = alerts.at(-1);
      if (effect === 'resolved' && current !== undefined) current.resolvedAt = tracker.resolvedAt ?? t;
    }
  };
  states.forEach((state, i) => {
    observe(state, state.at);
    const until = states[i + 1]?.at ?? end;
    let t = state.at;
    for (let n = 0; n < CHECKS_PER_GAP; n += 1) {
      const next = checksAfter(rule, state, tracker, t).filter((d) => d < until || (d <= end && i === states.length - 1));
      if (next.length === 0) break;
      t = new Date(Math.min(...next.map((d) => d.getTime())));
      observe(state, t);
    }
  });
  return alerts;
};
