import * as E from 'fp-ts/lib/Either.js';
import { OFFLINE_AFTER_MS } from '../machines/online-status';
import { toMs, type Transition } from '../machines/transition';

/**
 * Gateway rules (rules 14.5, 14.7).
 *
 * Lifecycle: a gateway bound by the mobile app is `active` (it holds a credential and may sit in a
 * warehouse). An admin or manager may **reset** it: it leaves its warehouse and its credential is
 * revoked, so the warehouse can then be deleted (rules 4.13) and the gateway reports nothing until the
 * app binds it again. Deleting it keeps its row (rules 14.3: search results include deleted gateways,
 * marked with the date) with the same effects as a reset. A bind makes a reset or deleted gateway
 * active again.
 */
export type GatewayLifecycle =
  { readonly state: 'active' } | { readonly state: 'reset'; readonly resetAt: string } | { readonly state: 'deleted'; readonly deletedAt: string };

/** Facts of the lifecycle: reset and delete by a member (admins and managers, rules 6.2), bind by the app. */
export type GatewayLifecycleEvent =
  | { readonly type: 'gatewayReset'; readonly at: string }
  | { readonly type: 'gatewayDeleted'; readonly at: string }
  | { readonly type: 'gatewayBound'; readonly at: string };

/** `deleted`: a deleted gateway can only be bound again by the app; nothing else changes it. */
export type GatewayLifecycleError = { readonly code: 'deleted' };

/** The lifecycle state of a stored gateway from its reset and deletion times (ISO strings or null). */
export const gatewayLifecycleOf = (resetAt: string | null, deletedAt: string | null): GatewayLifecycle =>
  deletedAt !== null ? { state: 'deleted', deletedAt } : resetAt !== null ? { state: 'reset', resetAt } : { state: 'active' };

/**
 * The lifecycle transition. Reset of a reset gateway keeps its first reset time (repeating the
 * call is harmless); a bind always makes it active; reset or delete of a deleted gateway is
 * refused with `deleted`.
 */
export const gatewayLifecycleTransition: Transition<GatewayLifecycle, GatewayLifecycleEvent, GatewayLifecycleError> = (state, event) => {
  if (event.type === 'gatewayBound') return E.right({ state: 'active' });
  if (state.state === 'deleted') return E.left({ code: 'deleted' });
  if (event.type === 'gatewayDeleted') return E.right({ state: 'deleted', deletedAt: event.at });
  return E.right(state.state === 'reset' ? state : { state: 'reset', resetAt: event.at });
};

/**
 * True when a sub-device last heard at `lastHeardAt` (ISO, or null: never) counts as connected at
 * `now`: heard within the same window that keeps a device online (OFFLINE_AFTER_MS, rules 4.4). The
 * "number of connected devices" of an app gateway (rules 3.7, 14.7) counts these.
 */
export const isSubDeviceConnected = (lastHeardAt: string | null, now: Date): boolean =>
  lastHeardAt !== null && now.getTime() - toMs(lastHeardAt) < OFFLINE_AFTER_MS;

/** Longest search text of the gateway list (SN or model, case-insensitive substring), characters. */
export const GATEWAY_SEARCH_MAX_LENGTH = 50;
