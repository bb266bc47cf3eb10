import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastSeenAt, NEVER_ONLINE, OFFLINE_AFTER_MS, onlineStatusAt, onlineTransition, type OnlineEvent, type OnlineState } from './online-status';
import { replay } from './transition';

const t0 = Date.UTC(2026, 6, 1, 8);
const iso = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();

describe('rules 4.4 online or offline', () => {
  it.each<[string, OnlineEvent[], OnlineState]>([
    ['a report makes the device online', [{ type: 'deviceReported', at: iso(0) }], { status: 'online', lastSeenAt: iso(0) }],
    [
      'a heartbeat missed 10 minutes after the report makes it offline',
      [
        { type: 'deviceReported', at: iso(0) },
        { type: 'heartbeatMissed', at: iso(10) },
      ],
      { status: 'offline', lastSeenAt: iso(0) },
    ],
    [
      'a report after going offline brings it back',
      [
        { type: 'deviceReported', at: iso(0) },
        { type: 'heartbeatMissed', at: iso(12) },
        { type: 'deviceReported', at: iso(30) },
      ],
      { status: 'online', lastSeenAt: iso(30) },
    ],
  ])('%s', (_name, events, expected) => {
    expect(replay(onlineTransition, NEVER_ONLINE, events)).toEqual(E.right(expected));
  });

  it.each<[string, OnlineState, OnlineEvent, unknown]>([
    [
      'a missed heartbeat within the window is refused',
      { status: 'online', lastSeenAt: iso(0) },
      { type: 'heartbeatMissed', at: iso(9) },
      { code: 'heartbeat_not_missed', offlineAt: iso(10) },
    ],
    ['a missed heartbeat while offline is refused', NEVER_ONLINE, { type: 'heartbeatMissed', at: iso(9) }, { code: 'already_offline' }],
    [
      'an older report is refused',
      { status: 'online', lastSeenAt: iso(5) },
      { type: 'deviceReported', at: iso(4) },
      { code: 'stale_report', lastSeenAt: iso(5) },
    ],
  ])('%s', (_name, state, event, error) => {
    expect(onlineTransition(state, event)).toEqual(E.left(error));
  });

  it.each<[string, OnlineState, number, string, unknown]>([
    ['never reported', NEVER_ONLINE, 0, 'offline', { unit: 'never' }],
    ['seen 30 s ago: online, now', { status: 'online', lastSeenAt: iso(0) }, 0.5, 'online', { unit: 'now' }],
    ['seen 9 minutes ago: online', { status: 'online', lastSeenAt: iso(0) }, 9, 'online', { unit: 'minutes', value: 9 }],
    ['seen 10 minutes ago: offline', { status: 'online', lastSeenAt: iso(0) }, 10, 'offline', { unit: 'minutes', value: 10 }],
    ['seen 3 hours ago', { status: 'offline', lastSeenAt: iso(0) }, 180, 'offline', { unit: 'hours', value: 3 }],
    ['seen 2 days ago', { status: 'offline', lastSeenAt: iso(0) }, 2 * 1440 + 5, 'offline', { unit: 'days', value: 2 }],
  ])('%s', (_name, state, minutes, status, bucket) => {
    const now = new Date(t0 + minutes * 60_000);
    expect(onlineStatusAt(state, now)).toBe(status);
    expect(lastSeenAt(state, now)).toEqual(bucket);
  });

  it('property: online at a time exactly when the last report is less than the window old', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 3_600_000 }), (reportMs, ageMs) => {
        const state: OnlineState = { status: 'online', lastSeenAt: new Date(t0 + reportMs).toISOString() };
        expect(onlineStatusAt(state, new Date(t0 + reportMs + ageMs))).toBe(ageMs < OFFLINE_AFTER_MS ? 'online' : 'offline');
      }),
    );
  });
});
