import * as E from 'fp-ts/lib/Either.js';
import type { OnlineStatus } from '../entities/equipment';
import { lastSeenBucket, type LastSeen } from './last-seen';
import { toMs, type Transition } from './transition';

/** A device with no report for this long is offline (rules 4.4), ms (10 minutes). */
export const OFFLINE_AFTER_MS = 10 * 60 * 1000;

/** Online state: the status and the time of the last report (ISO 8601; null when never seen). */
export type OnlineState = { readonly status: 'offline'; readonly lastSeenAt: string | null } | { readonly status: 'online'; readonly lastSeenAt: string };

/** Facts: the device reported; the heartbeat timer noticed a missing report at `at`. */
export type OnlineEvent = { readonly type: 'deviceReported'; readonly at: string } | { readonly type: 'heartbeatMissed'; readonly at: string };

/**
 * - `stale_report`: a report older than the last one;
 * - `heartbeat_not_missed`: the offline window has not passed yet (`offlineAt` says when it will);
 * - `already_offline`: a missed heartbeat for a device already offline.
 */
export type OnlineError =
  | { readonly code: 'stale_report'; readonly lastSeenAt: string }
  | { readonly code: 'heartbeat_not_missed'; readonly offlineAt: string }
  | { readonly code: 'already_offline' };

export const NEVER_ONLINE: OnlineState = { status: 'offline', lastSeenAt: null };

/** Online/offline (rules 4.4): a report makes the device online; a heartbeat missed for OFFLINE_AFTER_MS makes it offline. */
export const onlineTransition: Transition<OnlineState, OnlineEvent, OnlineError> = (state, event) => {
  switch (event.type) {
    case 'deviceReported':
      if (state.lastSeenAt !== null && toMs(event.at) < toMs(state.lastSeenAt)) return E.left({ code: 'stale_report', lastSeenAt: state.lastSeenAt });
      return E.right({ status: 'online', lastSeenAt: event.at });
    case 'heartbeatMissed': {
      if (state.status === 'offline') return E.left({ code: 'already_offline' });
      const offlineAt = toMs(state.lastSeenAt) + OFFLINE_AFTER_MS;
      if (toMs(event.at) < offlineAt) return E.left({ code: 'heartbeat_not_missed', offlineAt: new Date(offlineAt).toISOString() });
      return E.right({ status: 'offline', lastSeenAt: state.lastSeenAt });
    }
  }
};

/** The online status at `now`, whatever events were applied: online only within OFFLINE_AFTER_MS of the last report. */
export const onlineStatusAt = (state: OnlineState, now: Date): OnlineStatus =>
  state.lastSeenAt !== null && now.getTime() - toMs(state.lastSeenAt) < OFFLINE_AFTER_MS ? 'online' : 'offline';

/** The last-seen bucket (now, minutes, hours, days ago; never) of rules 4.4 at `now`. */
export const lastSeenAt = (state: OnlineState, now: Date): LastSeen => lastSeenBucket(state.lastSeenAt, now);
