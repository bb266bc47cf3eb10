import { describe, expect, it } from 'vitest';
import {
  alertTiming,
  IDLE_TRACKER,
  isLiveAlert,
  isToldOf,
  nextAlertDue,
  stepAlert,
  type AlertEffect,
  type AlertEvent,
  type AlertTiming,
  type AlertTracker,
} from './alert-lifecycle';

const T0 = Date.parse('2026-03-10T15:00:00Z');
const at = (minutes: number): Date => new Date(T0 + minutes * 60_000);
const holds = (minutes: number): AlertEvent => ({ type: 'observed', at: at(minutes), holds: true, clears: false });
const clears = (minutes: number): AlertEvent => ({ type: 'observed', at: at(minutes), holds: false, clears: true });
const neither = (minutes: number): AlertEvent => ({ type: 'observed', at: at(minutes), holds: false, clears: false });
const tick = (minutes: number): AlertEvent => ({ type: 'tick', at: at(minutes) });
const ack = (minutes: number, note: string | null = null): AlertEvent => ({ type: 'acknowledge', at: at(minutes), by: 'u-1', note });
const resolve = (minutes: number): AlertEvent => ({ type: 'resolve', at: at(minutes), by: 'u-2' });

// Hold 5 minutes, reopen within 60, escalate after 30.
const TIMING: AlertTiming = alertTiming({
  holdMinutes: 5,
  reopenWithinMinutes: 60,
  escalation: { afterMinutes: 30, recipients: { people: [], roles: ['admin'] } },
});

/** Runs the events from idle: the final tracker and every effect, each with the minute of its event. */
const run = (events: readonly AlertEvent[], timing = TIMING): { tracker: AlertTracker; effects: string[] } => {
  let tracker = IDLE_TRACKER;
  const effects: string[] = [];
  for (const event of events) {
    const step = stepAlert(tracker, event, timing);
    tracker = step.tracker;
    effects.push(...step.effects.map((e: AlertEffect) => `${e}@${(event.at.getTime() - T0) / 60_000}`));
  }
  return { tracker, effects };
};

describe('rules 22.4 hold time: no alert before the condition held that long', () => {
  it('pending is not an alert; it opens when the hold elapsed, dated at that instant', () => {
    const pending = run([holds(0), holds(2)]);
    expect(pending.tracker.status).toBe('pending');
    expect(isLiveAlert(pending.tracker)).toBe(false);
    expect(pending.effects).toEqual([]);
    const opened = run([holds(0), holds(2), tick(7)]);
    expect(opened.tracker).toMatchObject({ status: 'open', openedAt: at(5), conditionSince: at(0), reopenCount: 0 });
    expect(opened.effects).toEqual(['opened@7']);
  });

  it('a condition that stops holding within the hold time is never told', () => {
    expect(run([holds(0), clears(3), tick(10)])).toEqual({ tracker: { ...IDLE_TRACKER, lastObservedAt: at(3) }, effects: [] });
    expect(run([holds(0), neither(3), tick(10)]).tracker.status).toBe('idle');
  });

  it('with no hold time the first observation opens it', () => {
    expect(run([holds(0)], { ...TIMING, holdMs: 0 }).effects).toEqual(['opened@0']);
  });

  it('nextAlertDue: the end of the hold, then the escalation, then nothing', () => {
    expect(nextAlertDue(run([holds(0)]).tracker, TIMING)).toEqual(at(5));
    expect(nextAlertDue(run([holds(0), tick(5)]).tracker, TIMING)).toEqual(at(35));
    expect(nextAlertDue(run([holds(0), tick(5), ack(6)]).tracker, TIMING)).toBeNull();
    expect(nextAlertDue(IDLE_TRACKER, TIMING)).toBeNull();
  });
});

describe('rules 22.4 acknowledge and resolve', () => {
  it('acknowledged keeps who, when and the note; the condition clearing resolves it', () => {
    const { tracker, effects } = run([holds(0), tick(5), ack(8, 'on my way'), holds(9), clears(20)]);
    expect(tracker).toMatchObject({
      status: 'resolved',
      acknowledgedAt: at(8),
      acknowledgedBy: 'u-1',
      note: 'on my way',
      resolvedAt: at(20),
      resolvedHow: 'condition',
      resolvedBy: null,
    });
    expect(effects).toEqual(['opened@5', 'acknowledged@8', 'resolved@20']);
  });

  it('acknowledge applies to an open alert only; twice changes nothing', () => {
    expect(run([holds(0), ack(1)]).tracker.status).toBe('pending');
    expect(run([holds(0), tick(5), ack(6), ack(7, 'again')]).effects).toEqual(['opened@5', 'acknowledged@6']);
    expect(run([ack(1)]).tracker).toEqual(IDLE_TRACKER);
  });

  it('resolved by a person: if the condition still holds, the alert comes back after the hold time', () => {
    const byHand = run([holds(0), tick(5), resolve(10)]);
    expect(byHand.tracker).toMatchObject({ status: 'resolved', resolvedHow: 'person', resolvedBy: 'u-2', resolvedAt: at(10), conditionSince: null });
    expect(run([holds(0), tick(5), resolve(10), holds(11), tick(15)]).tracker.status).toBe('pending');
    expect(run([holds(0), tick(5), resolve(10), holds(11), tick(16)]).effects).toEqual(['opened@5', 'resolved@10', 'reopened@16']);
    expect(run([holds(0), tick(5), resolve(10), clears(11), tick(30)]).effects).toEqual(['opened@5', 'resolved@10']);
  });

  it("a person's action is never dated before the alert opened (clock skew)", () => {
    expect(run([holds(0), holds(6), ack(2)]).tracker.acknowledgedAt).toEqual(at(5));
  });
});

describe('rules 22.4 reopen window and escalation', () => {
  it('back within the window reopens the same alert; later opens a new one', () => {
    const reopened = run([holds(0), tick(5), clears(10), holds(40), tick(45)]);
    expect(reopened.tracker).toMatchObject({ status: 'open', reopenCount: 1, openedAt: at(45), resolvedAt: null, acknowledgedBy: null });
    expect(reopened.effects).toEqual(['opened@5', 'resolved@10', 'reopened@45']);
    const anew = run([holds(0), tick(5), clears(10), holds(71), tick(76)]);
    expect(anew.tracker).toMatchObject({ status: 'open', reopenCount: 0 });
    expect(anew.effects).toEqual(['opened@5', 'resolved@10', 'opened@76']);
    expect(run([holds(0), tick(5), clears(10), holds(10), tick(15)], { ...TIMING, reopenWithinMs: 0 }).effects.at(-1)).toBe('opened@15');
  });

  it('a flapping alert nobody looked at is told once; after a person dealt with it, its return is told again', () => {
    /** The effects people are told of, each with the minute of its event. */
    const told = (events: readonly AlertEvent[]): string[] => {
      let tracker = IDLE_TRACKER;
      const out: string[] = [];
      for (const event of events) {
        const step = stepAlert(tracker, event, TIMING);
        out.push(...step.effects.filter((e) => isToldOf(e, tracker)).map((e) => `${e}@${(event.at.getTime() - T0) / 60_000}`));
        tracker = step.tracker;
      }
      return out;
    };
    // A fault clearing and coming back every few minutes: one alert, reopened twice, told once.
    expect(told([holds(0), tick(5), clears(8), holds(10), tick(15), clears(18), holds(20), tick(25)])).toEqual(['opened@5']);
    // Acknowledged, then cleared and back within the window: told again (someone thought it dealt with).
    expect(told([holds(0), tick(5), ack(6), clears(8), holds(10), tick(15), clears(18), holds(20), tick(25)])).toEqual(['opened@5', 'reopened@15']);
    // Resolved by hand while it still held: it comes back after the hold and is told again.
    expect(told([holds(0), tick(5), resolve(6), holds(7), tick(12)])).toEqual(['opened@5', 'reopened@12']);
    // A new alert after the window, and an escalation, are always told.
    expect(told([holds(0), tick(5), clears(8), holds(80), tick(85), tick(115)])).toEqual(['opened@5', 'opened@85', 'escalated@115']);
  });

  it('an unacknowledged alert escalates once, after the escalation time from its opening', () => {
    const { tracker, effects } = run([holds(0), tick(5), tick(34), tick(35), tick(36), holds(50)]);
    expect(effects).toEqual(['opened@5', 'escalated@35']);
    expect(tracker.escalatedAt).toEqual(at(35));
  });

  it('acknowledged in time: no escalation; a reopened alert may escalate again', () => {
    expect(run([holds(0), tick(5), ack(10), tick(60)]).effects).toEqual(['opened@5', 'acknowledged@10']);
    const again = run([holds(0), tick(5), tick(35), clears(40), holds(41), tick(46), tick(76)]);
    expect(again.effects).toEqual(['opened@5', 'escalated@35', 'resolved@40', 'reopened@46', 'escalated@76']);
  });

  it('no escalation when the rule has none', () => {
    expect(run([holds(0), tick(5), tick(10_000)], { ...TIMING, escalateAfterMs: null }).effects).toEqual(['opened@5']);
  });

  it('a late observation opens and escalates in one step, dated from the hold', () => {
    expect(run([holds(0), holds(40)]).effects).toEqual(['opened@40', 'escalated@40']);
  });
});

describe('rules 22.4 replays and clocks', () => {
  it('an observation older than the last one changes nothing; the same time applies again', () => {
    const before = run([holds(0), tick(5), holds(10)]).tracker;
    expect(stepAlert(before, clears(9), TIMING)).toEqual({ tracker: before, effects: [] });
    expect(stepAlert(before, holds(10), TIMING)).toEqual({ tracker: before, effects: [] });
    expect(stepAlert(before, clears(10), TIMING).effects).toEqual(['resolved']);
  });

  it('a tick from before the last observation changes nothing; a later one does', () => {
    const pending = run([holds(10)]).tracker;
    expect(stepAlert(pending, tick(9), TIMING)).toEqual({ tracker: pending, effects: [] });
    expect(stepAlert(pending, tick(15), TIMING).effects).toEqual(['opened']);
  });
});
