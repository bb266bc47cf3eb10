import type { AlertRuleDraft } from './alert-rule';

/**
 * The life of alerts of one rule about one subject (rules 22.4), as a pure function of events.
 * One tracker per (rule, subject) holds the live alert, if any, and the last one's history, so
 * there is never more than one non-resolved alert per rule and subject:
 * - `idle`: no alert yet and the condition does not hold;
 * - `pending`: the condition holds since `conditionSince`, not yet for the rule's hold time; not
 *   an alert — nobody sees or is told of it, and it vanishes if the condition stops holding;
 * - `open`: an alert, opened at `openedAt`, waiting for someone;
 * - `acknowledged`: someone took it (`acknowledgedBy`, `acknowledgedAt`, `note`);
 * - `resolved`: the last alert ended, by its condition clearing or by a person.
 */
export type AlertStatus = 'idle' | 'pending' | 'open' | 'acknowledged' | 'resolved';

export interface AlertTracker {
  readonly status: AlertStatus;
  /** Since when the condition holds (pending, open, acknowledged); null otherwise. */
  readonly conditionSince: Date | null;
  /** When the live (or last) alert opened or last reopened. */
  readonly openedAt: Date | null;
  readonly acknowledgedAt: Date | null;
  /** The person (user id) who acknowledged it. */
  readonly acknowledgedBy: string | null;
  readonly note: string | null;
  readonly resolvedAt: Date | null;
  readonly resolvedHow: 'condition' | 'person' | null;
  /** The person (user id) who resolved it by hand. */
  readonly resolvedBy: string | null;
  /** When its escalation was sent (at most once per opening). */
  readonly escalatedAt: Date | null;
  /** How many times the alert reopened since it first opened. */
  readonly reopenCount: number;
  /** The time of the latest observation applied; older ones are replays and change nothing. */
  readonly lastObservedAt: Date | null;
}

/** A (rule, subject) that never had an alert. */
export const IDLE_TRACKER: AlertTracker = {
  status: 'idle',
  conditionSince: null,
  openedAt: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  note: null,
  resolvedAt: null,
  resolvedHow: null,
  resolvedBy: null,
  escalatedAt: null,
  reopenCount: 0,
  lastObservedAt: null,
};

/**
 * What happens to a tracker, each at an instant:
 * - `observed`: the subject's state was evaluated at `at` (a report's time, or the sweep's) and the
 *   condition `holds`, `clears`, or neither (alerts/alert-conditions.ts; never both);
 * - `tick`: time passed until `at` (the sweep: a hold time elapsed, an escalation fell due);
 * - `acknowledge` / `resolve`: a person (`by`, a user id) acknowledged (with an optional note) or
 *   resolved the alert.
 */
export type AlertEvent =
  | { readonly type: 'observed'; readonly at: Date; readonly holds: boolean; readonly clears: boolean }
  | { readonly type: 'tick'; readonly at: Date }
  | { readonly type: 'acknowledge'; readonly at: Date; readonly by: string; readonly note: string | null }
  | { readonly type: 'resolve'; readonly at: Date; readonly by: string };

/** A rule's times in milliseconds: hold, reopen window, escalation (null: none). */
export interface AlertTiming {
  readonly holdMs: number;
  readonly reopenWithinMs: number;
  readonly escalateAfterMs: number | null;
}

const MINUTE_MS = 60_000;

/** The timing of a rule (its minutes as milliseconds). */
export const alertTiming = (rule: Pick<AlertRuleDraft, 'holdMinutes' | 'reopenWithinMinutes' | 'escalation'>): AlertTiming => ({
  holdMs: rule.holdMinutes * MINUTE_MS,
  reopenWithinMs: rule.reopenWithinMinutes * MINUTE_MS,
  escalateAfterMs: rule.escalation === null ? null : rule.escalation.afterMinutes * MINUTE_MS,
});

/** What a step did that people are told of (rules 22.3): mail and the bell follow these. */
export type AlertEffect = 'opened' | 'reopened' | 'acknowledged' | 'resolved' | 'escalated';

export interface AlertStep {
  readonly tracker: AlertTracker;
  readonly effects: readonly AlertEffect[];
}

/**
 * Whether people are told of `effect` (rules 22.3, 22.4): of an opening and an escalation always;
 * of a reopening only when a person had dealt with the alert before it resolved (acknowledged it,
 * or resolved it by hand while its condition still held). An alert whose condition comes and goes
 * within the reopen window while nobody has looked at it (a flapping fault) reopens, counted, but
 * is told once, when it first opened. `before` is the tracker the step started from (resolved, or
 * pending after a resolution: both keep the last alert's acknowledgement and how it resolved).
 * Acknowledging and resolving are never told.
 */
export const isToldOf = (effect: AlertEffect, before: AlertTracker): boolean => {
  switch (effect) {
    case 'opened':
    case 'escalated':
      return true;
    case 'reopened':
      return before.acknowledgedAt !== null || before.resolvedHow === 'person';
    case 'acknowledged':
    case 'resolved':
      return false;
  }
};

/** True when the tracker holds an alert people see (open or acknowledged); pending is not one. */
export const isLiveAlert = (tracker: AlertTracker): boolean => tracker.status === 'open' || tracker.status === 'acknowledged';

const unchanged = (tracker: AlertTracker): AlertStep => ({ tracker, effects: [] });
const later = (a: Date, b: Date | null): Date => (b !== null && b > a ? b : a);

/** Opens a pending alert whose hold elapsed by `at`, then sends a due escalation. */
const advance = (tracker: AlertTracker, at: Date, timing: AlertTiming): AlertStep => {
  let t = tracker;
  const effects: AlertEffect[] = [];
  if (t.status === 'pending' && t.conditionSince !== null && at.getTime() - t.conditionSince.getTime() >= timing.holdMs) {
    const since = t.conditionSince;
    const reopen = t.resolvedAt !== null && timing.reopenWithinMs > 0 && since.getTime() - t.resolvedAt.getTime() <= timing.reopenWithinMs;
    t = {
      ...IDLE_TRACKER,
      status: 'open',
      conditionSince: since,
      openedAt: new Date(since.getTime() + timing.holdMs),
      reopenCount: reopen ? t.reopenCount + 1 : 0,
      lastObservedAt: t.lastObservedAt,
    };
    effects.push(reopen ? 'reopened' : 'opened');
  }
  if (
    t.status === 'open' &&
    timing.escalateAfterMs !== null &&
    t.escalatedAt === null &&
    t.openedAt !== null &&
    at.getTime() - t.openedAt.getTime() >= timing.escalateAfterMs
  ) {
    t = { ...t, escalatedAt: at };
    effects.push('escalated');
  }
  return { tracker: t, effects };
};

/** The tracker without its pending condition: back to the last alert's end, or idle. */
const dropPending = (t: AlertTracker): AlertTracker => ({ ...t, status: t.resolvedAt === null ? 'idle' : 'resolved', conditionSince: null });

const observe = (tracker: AlertTracker, at: Date, holds: boolean, clears: boolean, timing: AlertTiming): AlertStep => {
  if (tracker.lastObservedAt !== null && at < tracker.lastObservedAt) return unchanged(tracker);
  const t = { ...tracker, lastObservedAt: at };
  switch (t.status) {
    case 'idle':
    case 'resolved':
      return holds ? advance({ ...t, status: 'pending', conditionSince: at }, at, timing) : unchanged(t);
    case 'pending':
      return holds ? advance(t, at, timing) : unchanged(dropPending(t));
    case 'open':
    case 'acknowledged':
      if (clears)
        return {
          tracker: { ...t, status: 'resolved', conditionSince: null, resolvedAt: at, resolvedHow: 'condition', resolvedBy: null },
          effects: ['resolved'],
        };
      return advance(t, at, timing);
  }
};

/**
 * The next state of a tracker and what people are told (rules 22.4):
 * - an observation older than the last one applied (a replay, or a clock that jumped back) and a
 *   tick older than it change nothing; an observation at the same time applies again;
 * - the condition holding starts `pending` (from idle or resolved); a pending alert opens when the condition has held for `holdMs`, on the
 *   observation or tick that finds it so, with `openedAt` the instant the hold elapsed. It
 *   `reopened` (same alert, `reopenCount` + 1) when the condition came back within
 *   `reopenWithinMs` of the last alert's resolution, else `opened` as a new one;
 * - an observation that does not find the condition holding ends `pending` silently;
 * - the condition clearing resolves an open or acknowledged alert (`resolvedHow` 'condition');
 * - `acknowledge` applies to an open alert only; `resolve` to an open or acknowledged one
 *   (`resolvedHow` 'person'; if the condition still holds, the next observation finding it so
 *   starts pending again, and the alert reopens after the hold time); a person's action is never lost to clock skew: its time is never
 *   before the alert opened;
 * - an open (not acknowledged) alert `escalated` once `escalateAfterMs` after it opened, at most
 *   once per opening.
 */
export const stepAlert = (tracker: AlertTracker, event: AlertEvent, timing: AlertTiming): AlertStep => {
  switch (event.type) {
    case 'observed':
      return observe(tracker, event.at, event.holds, event.clears, timing);
    case 'tick':
      return tracker.lastObservedAt !== null && event.at < tracker.lastObservedAt ? unchanged(tracker) : advance(tracker, event.at, timing);
    case 'acknowledge':
      if (tracker.status !== 'open') return unchanged(tracker);
      return {
        tracker: { ...tracker, status: 'acknowledged', acknowledgedAt: later(event.at, tracker.openedAt), acknowledgedBy: event.by, note: event.note },
        effects: ['acknowledged'],
      };
    case 'resolve':
      if (!isLiveAlert(tracker)) return unchanged(tracker);
      return {
        tracker: {
          ...tracker,
          status: 'resolved',
          conditionSince: null,
          resolvedAt: later(event.at, tracker.openedAt),
          resolvedHow: 'person',
          resolvedBy: event.by,
        },
        effects: ['resolved'],
      };
  }
};

/**
 * The next instant at which a tick would change the tracker (rules 22.4): the end of a pending
 * hold, or a due escalation of an open alert; null when only an observation or a person can.
 * The sweep schedules itself by it.
 */
export const nextAlertDue = (tracker: AlertTracker, timing: AlertTiming): Date | null => {
  if (tracker.status === 'pending' && tracker.conditionSince !== null) return new Date(tracker.conditionSince.getTime() + timing.holdMs);
  if (tracker.status === 'open' && tracker.escalatedAt === null && timing.escalateAfterMs !== null && tracker.openedAt !== null)
    return new Date(tracker.openedAt.getTime() + timing.escalateAfterMs);
  return null;
};
