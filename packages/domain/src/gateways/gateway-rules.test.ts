import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFLINE_AFTER_MS } from '../machines/online-status';
import { replay } from '../machines/transition';
import { gatewayLifecycleOf, gatewayLifecycleTransition, isSubDeviceConnected, type GatewayLifecycle, type GatewayLifecycleEvent } from './gateway-rules';

const T1 = '2026-05-01T10:00:00.000Z';
const T2 = '2026-05-02T11:30:00.000Z';
const T3 = '2026-05-03T09:15:00.000Z';
const active: GatewayLifecycle = { state: 'active' };
const reset: GatewayLifecycle = { state: 'reset', resetAt: T1 };
const deleted: GatewayLifecycle = { state: 'deleted', deletedAt: T1 };

describe('gateway reset and delete (rules 14.5)', () => {
  it('resetting an active gateway marks it reset at that time', () => {
    expect(gatewayLifecycleTransition(active, { type: 'gatewayReset', at: T1 })).toEqual(E.right(reset));
  });

  it('resetting a reset gateway again keeps the first reset time (a repeated call is harmless)', () => {
    expect(
      replay(gatewayLifecycleTransition, active, [
        { type: 'gatewayReset', at: T1 },
        { type: 'gatewayReset', at: T2 },
        { type: 'gatewayReset', at: T3 },
      ]),
    ).toEqual(E.right({ state: 'reset', resetAt: T1 }));
  });

  it.each<[string, GatewayLifecycle]>([
    ['an active', active],
    ['a reset', reset],
  ])('deleting %s gateway marks it deleted at the delete time', (_name, state) => {
    expect(gatewayLifecycleTransition(state, { type: 'gatewayDeleted', at: T2 })).toEqual(E.right({ state: 'deleted', deletedAt: T2 }));
  });

  it.each<[string, GatewayLifecycleEvent]>([
    ['reset', { type: 'gatewayReset', at: T2 }],
    ['delete', { type: 'gatewayDeleted', at: T2 }],
  ])('a deleted gateway refuses %s with "deleted" and keeps its deletion date', (_name, event) => {
    expect(gatewayLifecycleTransition(deleted, event)).toEqual(E.left({ code: 'deleted' }));
  });

  it.each<[string, GatewayLifecycle]>([
    ['active', active],
    ['reset', reset],
    ['deleted', deleted],
  ])('a bind by the app makes a %s gateway active', (_name, state) => {
    expect(gatewayLifecycleTransition(state, { type: 'gatewayBound', at: T3 })).toEqual(E.right(active));
  });

  it('a gateway deleted, bound again, can then be reset with the new time', () => {
    expect(
      replay(gatewayLifecycleTransition, active, [
        { type: 'gatewayReset', at: T1 },
        { type: 'gatewayDeleted', at: T2 },
        { type: 'gatewayBound', at: T2 },
        { type: 'gatewayReset', at: T3 },
      ]),
    ).toEqual(E.right({ state: 'reset', resetAt: T3 }));
  });

  it('property: the state after a sequence is decided by the last bind and the first reset or delete after it', () => {
    const arbEvent: fc.Arbitrary<GatewayLifecycleEvent> = fc.record({
      type: fc.constantFrom('gatewayReset' as const, 'gatewayDeleted' as const, 'gatewayBound' as const),
      at: fc.integer({ min: 0, max: 1_000_000 }).map((s) => new Date(Date.UTC(2026, 0, 1) + s * 1000).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 15 }), (events) => {
        let state: GatewayLifecycle = active;
        for (const event of events) {
          const next = gatewayLifecycleTransition(state, event);
          if (E.isRight(next)) state = next.right;
          else expect(state.state).toBe('deleted');
        }
        const lastBind = events.map((e) => e.type).lastIndexOf('gatewayBound');
        const after = events.slice(lastBind + 1);
        const firstDelete = after.find((e) => e.type === 'gatewayDeleted');
        const firstReset = after.find((e) => e.type === 'gatewayReset');
        const expected: GatewayLifecycle =
          firstDelete !== undefined
            ? { state: 'deleted', deletedAt: firstDelete.at }
            : firstReset !== undefined
              ? { state: 'reset', resetAt: firstReset.at }
              : active;
        expect(state).toEqual(expected);
      }),
    );
  });
});

describe('gatewayLifecycleOf: the state of a stored gateway from its reset and deletion times', () => {
  it.each<[string | null, string | null, GatewayLifecycle]>([
    [null, null, active],
    [T1, null, { state: 'reset', resetAt: T1 }],
    [null, T2, { state: 'deleted', deletedAt: T2 }],
    [T1, T2, { state: 'deleted', deletedAt: T2 }],
  ])('resetAt %s, deletedAt %s', (resetAt, deletedAt, expected) => {
    expect(gatewayLifecycleOf(resetAt, deletedAt)).toEqual(expected);
  });
});

describe('connected devices of an app gateway (rules 14.7): heard within the online window (rules 4.4)', () => {
  const now = new Date('2026-05-01T12:00:00.000Z');
  const ago = (ms: number): string => new Date(now.getTime() - ms).toISOString();

  it.each<[string, string | null, boolean]>([
    ['heard just now', ago(0), true],
    ['heard 1 ms before the window ends', ago(OFFLINE_AFTER_MS - 1), true],
    ['heard exactly one window ago', ago(OFFLINE_AFTER_MS), false],
    ['heard longer ago', ago(OFFLINE_AFTER_MS + 60_000), false],
    ['never heard', null, false],
    ['an unreadable time', 'not a time', false],
  ])('%s: connected %s', (_name, lastHeardAt, connected) => {
    expect(isSubDeviceConnected(lastHeardAt, now)).toBe(connected);
  });

  it('property: a sub-device is connected exactly when heard less than the online window ago', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * OFFLINE_AFTER_MS }), (age) => {
        expect(isSubDeviceConnected(ago(age), now)).toBe(age < OFFLINE_AFTER_MS);
      }),
    );
  });
});
