import * as E from 'fp-ts/lib/Either.js';
import type { EquipmentActivity } from '../entities/equipment-detail';
import type { Transition } from './transition';

/** Activities a connected, working machine reports by itself. */
export type ReportedActivity = Extract<EquipmentActivity, 'mowing' | 'charging' | 'moving' | 'idle' | 'transfer'>;

/**
 * Facts about a machine (activity, rules 4.5): it reported an activity; it reported a fault (with its
 * error code); the fault was cleared; its connection was lost or restored.
 */
export type ActivityEvent =
  | { readonly type: 'activityReported'; readonly activity: ReportedActivity }
  | { readonly type: 'faultReported'; readonly errorCode: string }
  | { readonly type: 'faultCleared' }
  | { readonly type: 'connectionLost' }
  | { readonly type: 'connectionRestored' };

/**
 * - `faulty_until_cleared`: a faulty machine reports no work until its fault is cleared;
 * - `not_faulty`: nothing to clear; `already_offline`, `not_offline`: connection facts that repeat.
 */
export type ActivityError =
  | { readonly code: 'faulty_until_cleared'; readonly activity: ReportedActivity }
  | { readonly code: 'not_faulty' }
  | { readonly code: 'already_offline' }
  | { readonly code: 'not_offline' };

/**
 * Equipment activity (rules 4.5: mowing, charging, moving, offline, idle, transfer, faulty):
 * - a reported activity becomes current (a report from an offline machine also means it is back);
 * - a fault makes it faulty from any state; only `faultCleared` (-> idle) or a lost connection leaves faulty;
 * - a lost connection makes it offline; a restored connection makes it idle.
 */
export const activityTransition: Transition<EquipmentActivity, ActivityEvent, ActivityError> = (state, event) => {
  switch (event.type) {
    case 'activityReported':
      return state === 'faulty' ? E.left({ code: 'faulty_until_cleared', activity: event.activity }) : E.right(event.activity);
    case 'faultReported':
      return E.right('faulty');
    case 'faultCleared':
      return state === 'faulty' ? E.right('idle') : E.left({ code: 'not_faulty' });
    case 'connectionLost':
      return state === 'offline' ? E.left({ code: 'already_offline' }) : E.right('offline');
    case 'connectionRestored':
      return state === 'offline' ? E.right('idle') : E.left({ code: 'not_offline' });
  }
};
