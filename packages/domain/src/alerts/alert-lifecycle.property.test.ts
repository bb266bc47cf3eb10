import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDLE_TRACKER, isLiveAlert, stepAlert, type AlertEffect, type AlertEvent, type AlertTiming, type AlertTracker } from './alert-lifecycle';

/**
 * Rules 22.4 over a store of trackers keyed by rule and subject, fed by random streams of
 * observations (with duplicates, replays of older ones and a clock jumping forward and back),
 * ticks, acknowledgements and resolutions. A ledger of alerts is rebuilt from the effects alone,
 * written from the rules' wording: `opened` starts a new alert, `reopened` brings the last one
 * back, `acknowledged`, `resolved` and `escalated` act on the live one.
 */

const MINUTE = 60_000;
const T0 = Date.parse('2026-10-24T22:00:00Z');
const KEYS = ['rule-1|m-1', 'rule-1|m-2', 'rule-2|m-1'] as const;
type Key = (typeof KEYS)[number];

type Op =
  | { readonly op: 'observe'; readonly key: Key; readonly dt: number; readonly reading: 'holds' | 'clears' | 'neither' }
  | { readonly op: 'replay'; readonly key: Key; readonly pick: number }
  | { readonly op: 'tick' | 'acknowledge' | 'resolve'; readonly key: Key; readonly dt: number };

const key = fc.constantFrom(...KEYS);
const dt = fc.integer({ min: -20, max: 45 }); // minutes the clock moves, back or forward
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('observe' as const),
      key,
      dt,
      reading: fc.constantFrom('holds' as const, 'holds' as const, 'clears' as const, 'neither' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('replay' as const), key, pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constantFrom('tick' as const, 'acknowledge' as const, 'resolve' as const), key, dt }) },
);
const timing: fc.Arbitrary<AlertTiming> = fc.record({
  holdMs: fc.constantFrom(0, 5, 15).map((m) => m * MINUTE),
  reopenWithinMs: fc.constantFrom(0, 30, 120).map((m) => m * MINUTE),
  escalateAfterMs: fc.constantFrom(null, 10 * MINUTE, 45 * MINUTE),
});
const scenario = fc.record({ ops: fc.array(op, { minLength: 1, maxLength: 80 }), timings: fc.tuple(timing, timing) });

type Ledger = { status: 'open' | 'acknowledged' | 'resolved'; escalations: number }[];
type Observation = { readonly at: Date; readonly holds: boolean; readonly clears: boolean };

/** The state a scenario leaves, checking the ledger's rules at every step (a failed check throws). */
const play = (ops: readonly Op[], timings: readonly [AlertTiming, AlertTiming]) => {
  const trackers = new Map<Key, AlertTracker>(KEYS.map((k) => [k, IDLE_TRACKER]));
  const ledgers = new Map<Key, Ledger>(KEYS.map((k) => [k, []]));
  const sent = new Map<Key, Observation[]>(KEYS.map((k) => [k, []]));
  const accepted = new Map<Key, Observation[]>(KEYS.map((k) => [k, []]));
  let clock = T0;

  for (const o of ops) {
    const history = sent.get(o.key) ?? [];
    let event: AlertEvent;
    if (o.op === 'replay') {
      const again = history[o.pick % Math.max(1, history.length)];
      if (again === undefined) continue;
      event = { type: 'observed', ...again };
    } else {
      clock += o.dt * MINUTE;
      const at = new Date(clock);
      if (o.op === 'observe') event = { type: 'observed', at, holds: o.reading === 'holds', clears: o.reading === 'clears' };
      else if (o.op === 'tick') event = { type: 'tick', at };
      else if (o.op === 'acknowledge') event = { type: 'acknowledge', at, by: 'u-1', note: null };
      else event = { type: 'resolve', at, by: 'u-2' };
    }
    if (event.type === 'observed') {
      const observation = { at: event.at, holds: event.holds, clears: event.clears };
      history.push(observation);
      sent.set(o.key, history);
      const seen = accepted.get(o.key) ?? [];
      const latest = seen.at(-1);
      if (latest === undefined || event.at >= latest.at) seen.push(observation);
      accepted.set(o.key, seen);
    }

    const before = trackers.get(o.key) ?? IDLE_TRACKER;
    const timingOf = o.key.startsWith('rule-1') ? timings[0] : timings[1];
    const { tracker, effects } = stepAlert(before, event, timingOf);
    trackers.set(o.key, tracker);
    const ledger = ledgers.get(o.key) ?? [];
    for (const effect of effects) apply(ledger, effect, tracker, accepted.get(o.key) ?? [], timingOf);

    // At most one non-resolved alert per rule and subject, and it is the tracker's live one.
    for (const k of KEYS) {
      const live = (ledgers.get(k) ?? []).filter((a) => a.status !== 'resolved');
      expect(live.length).toBeLessThanOrEqual(1);
      const t = trackers.get(k) ?? IDLE_TRACKER;
      expect(live[0]?.status ?? 'none').toBe(isLiveAlert(t) ? t.status : 'none');
      // A pending tracker is never counted as an alert.
      if (t.status === 'pending') expect(isLiveAlert(t)).toBe(false);
    }
  }
  return { trackers, ledgers, accepted };
};

const apply = (ledger: Ledger, effect: AlertEffect, tracker: AlertTracker, accepted: readonly Observation[], timing: AlertTiming): void => {
  const current = ledger.at(-1);
  switch (effect) {
    case 'opened':
    case 'reopened': {
      if (effect === 'opened') {
        expect(current === undefined || current.status === 'resolved').toBe(true);
        ledger.push({ status: 'open', escalations: 0 });
      } else {
        expect(current?.status).toBe('resolved');
        if (current !== undefined) Object.assign(current, { status: 'open', escalations: 0 });
      }
      // It opens on a condition found holding by every accepted observation since it began, for the hold time.
      const since = tracker.conditionSince?.getTime() ?? NaN;
      const lastNot = accepted.findLastIndex((x) => !x.holds);
      expect(accepted.slice(lastNot + 1).some((x) => x.at.getTime() === since)).toBe(true);
      expect(tracker.openedAt?.getTime()).toBe(since + timing.holdMs);
      return;
    }
    case 'acknowledged':
      // Acknowledged requires an open alert.
      expect(current?.status).toBe('open');
      if (current !== undefined) current.status = 'acknowledged';
      expect(tracker.acknowledgedAt !== null && tracker.openedAt !== null && tracker.acknowledgedAt >= tracker.openedAt).toBe(true);
      return;
    case 'resolved':
      expect(current?.status === 'open' || current?.status === 'acknowledged').toBe(true);
      if (current !== undefined) current.status = 'resolved';
      return;
    case 'escalated':
      // Only an unacknowledged alert escalates, at most once per opening.
      expect(current?.status).toBe('open');
      if (current !== undefined) current.escalations += 1;
      expect(current?.escalations).toBe(1);
      return;
  }
};

describe('rules 22.4 properties of the alert lifecycle', () => {
  it('one live alert per key; ledger and trackers agree; pending is never an alert; acknowledged was open; one escalation per opening', () => {
    fc.assert(
      fc.property(scenario, ({ ops, timings }) => {
        play(ops, timings);
      }),
      { numRuns: 300 },
    );
  });

  it('after the last accepted observation of a key clears the condition, its alert (if any) is resolved', () => {
    fc.assert(
      fc.property(scenario, ({ ops, timings }) => {
        const { trackers, ledgers, accepted } = play(ops, timings);
        for (const k of KEYS) {
          const last = accepted.get(k)?.at(-1);
          if (last === undefined || !last.clears) continue;
          const tracker = trackers.get(k) ?? IDLE_TRACKER;
          expect(['idle', 'resolved']).toContain(tracker.status);
          const ledger = ledgers.get(k) ?? [];
          expect(ledger.every((a) => a.status === 'resolved')).toBe(true);
          expect(tracker.status).toBe(ledger.length === 0 ? 'idle' : 'resolved');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('replaying every observation already applied, in any order, changes no tracker', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ({ ops, timings }, seed) => {
        const { trackers, accepted } = play(ops, timings);
        for (const k of KEYS) {
          const before = trackers.get(k) ?? IDLE_TRACKER;
          const older = (accepted.get(k) ?? []).filter((x) => before.lastObservedAt !== null && x.at < before.lastObservedAt);
          const shuffled = older.map((x, i) => ({ x, r: (i * 7919 + seed) % 101 })).sort((a, b) => a.r - b.r);
          let after = before;
          for (const { x } of shuffled) after = stepAlert(after, { type: 'observed', ...x }, timings[0]).tracker;
          expect(after).toEqual(before);
        }
      }),
    );
  });
});
