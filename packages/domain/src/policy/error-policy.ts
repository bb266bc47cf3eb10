import { LOGOUT_AFTER_1170042004_MS, LOGOUT_AFTER_1401_MS } from '../constants';
import {
  CHECK_PATHS,
  CODE_ACCOUNT_LOCKED,
  CODE_ACCOUNT_UNAVAILABLE,
  CODE_FIELD_ERRORS,
  CODE_NOT_FOUND,
  CODE_OK,
  CODE_PASS_THROUGH,
  CODE_SESSION_EXPIRED,
  CODE_SESSION_REPLACED,
  CODE_WARNING,
  FIELD_ERROR_PATH_PREFIXES,
  LIVE_STREAM_PATHS,
  NOT_FOUND_SCREEN_PATHS,
  CODE_REFUSED,
  REFUSAL_SCREEN_PATHS,
} from './codes';

/**
 * What the client must do with an envelope (rules 8.1). The data layer carries it out; nothing
 * else decides it.
 * - `success`: code 200, hand the entry to the screen.
 * - `alert_then_logout`: show the server message in an alert with a confirm button; set the
 *   logout flag, clear the session and go to root after confirm or after `logoutAfterMs`.
 * - `silent_logout`: clear the session and go to root, no message.
 * - `warning_toast`: warning toast with the server message.
 * - `error_toast_then_logout`: error toast; clear the session after `logoutAfterMs`.
 * - `error_toast`: error toast with the server message.
 * - `pass_to_screen`: no toast; the screen shows the outcome itself.
 * `passToScreen` says whether the screen also receives the failure.
 */
export type ClientAction =
  | { readonly kind: 'success' }
  | { readonly kind: 'alert_then_logout'; readonly logoutAfterMs: number; readonly passToScreen: false }
  | { readonly kind: 'silent_logout'; readonly passToScreen: false }
  | { readonly kind: 'warning_toast'; readonly passToScreen: true }
  | { readonly kind: 'error_toast_then_logout'; readonly logoutAfterMs: number; readonly passToScreen: true }
  | { readonly kind: 'error_toast'; readonly passToScreen: true }
  | { readonly kind: 'pass_to_screen'; readonly passToScreen: true };

/** Strips origin, base URL and query so `policyFor` can compare request paths (rules 7.1). */
export const normalisePath = (pathOrUrl: string): string => {
  const noQuery = pathOrUrl.split(/[?#]/)[0] ?? '';
  const idx = noQuery.indexOf('/web-hmac/');
  return idx >= 0 ? noQuery.slice(idx) : noQuery;
};

/** True when `path` is one of the three link-check paths of rules 7.7. */
export const isCheckPath = (path: string): boolean => (CHECK_PATHS as readonly string[]).includes(normalisePath(path));

/**
 * The client action for envelope `code` answered to a request on `path` (rules 7.7, 8.1).
 * Session codes win; then the check paths pass every failure to the screen; then the
 * codes rules 8.1 names; the live stream (LIVE_STREAM_PATHS, rules 12.5) passes every other failure
 * (1170010429 liveStreamLimit above all) to its reader, which retries silently; then the
 * pass-through codes the screens translate; field errors of the areas
 * in FIELD_ERROR_PATH_PREFIXES go to their forms, a missing record to the reads of
 * NOT_FOUND_SCREEN_PATHS, a refusal to the calls of REFUSAL_SCREEN_PATHS (the import dialog,
 * rules 23); every other non-200 code is an error toast.
 */
export const policyFor = (code: number, path: string): ClientAction => {
  if (code === CODE_OK) return { kind: 'success' };
  if (code === CODE_SESSION_EXPIRED) return { kind: 'alert_then_logout', logoutAfterMs: LOGOUT_AFTER_1401_MS, passToScreen: false };
  if (code === CODE_SESSION_REPLACED || code === CODE_ACCOUNT_UNAVAILABLE) return { kind: 'silent_logout', passToScreen: false };
  if (isCheckPath(path)) return { kind: 'pass_to_screen', passToScreen: true };
  if (code === CODE_WARNING) return { kind: 'warning_toast', passToScreen: true };
  if (code === CODE_ACCOUNT_LOCKED) return { kind: 'error_toast_then_logout', logoutAfterMs: LOGOUT_AFTER_1170042004_MS, passToScreen: true };
  if ((LIVE_STREAM_PATHS as readonly string[]).includes(normalisePath(path))) return { kind: 'pass_to_screen', passToScreen: true };
  if ((CODE_PASS_THROUGH as readonly number[]).includes(code)) return { kind: 'pass_to_screen', passToScreen: true };
  if (code === CODE_FIELD_ERRORS && FIELD_ERROR_PATH_PREFIXES.some((prefix) => normalisePath(path).startsWith(prefix)))
    return { kind: 'pass_to_screen', passToScreen: true };
  if (code === CODE_NOT_FOUND && (NOT_FOUND_SCREEN_PATHS as readonly string[]).includes(normalisePath(path)))
    return { kind: 'pass_to_screen', passToScreen: true };
  if (code === CODE_REFUSED && (REFUSAL_SCREEN_PATHS as readonly string[]).includes(normalisePath(path))) return { kind: 'pass_to_screen', passToScreen: true };
  return { kind: 'error_toast', passToScreen: true };
};

/**
 * A request that failed below the envelope (rules 8.3). An HTTP failure keeps the stable `error` code
 * of its `{ status, message, error }` body when it has one (docs/error-codes.md).
 */
export type TransportFailure =
  | { readonly kind: 'http'; readonly status: number; readonly message: string; readonly error?: string }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'decode'; readonly message: string };

/** The `error` codes of the server's 503 while its database is away or too slow (rules 20.9). */
export const DATABASE_UNAVAILABLE_ERRORS: readonly string[] = ['database_unavailable', 'database_timeout'];

/** True for the server's answer while its database is away or too slow: HTTP 503 `database_unavailable` / `database_timeout`. */
export const isDatabaseUnavailable = (failure: TransportFailure): boolean =>
  failure.kind === 'http' && failure.status === 503 && failure.error !== undefined && DATABASE_UNAVAILABLE_ERRORS.includes(failure.error);

/**
 * How often a read (an RTK query, never a mutation: a write may have been applied) that got
 * `isDatabaseUnavailable` is sent again, each time after the answer's `Retry-After` (rules 8.3, 20.9).
 * The server is back within a few seconds of its database, so three waits of 2 s cover a restart.
 */
export const DATABASE_RETRY_LIMIT = 3;
/** Longest wait before sending a read again, ms, whatever `Retry-After` says (and when it says nothing usable: 2 s). */
export const RETRY_AFTER_CAP_MS = 10_000;
export const RETRY_AFTER_DEFAULT_MS = 2_000;

/** The wait before sending again, ms, from a `Retry-After` header (seconds; an HTTP date is not used): 0..RETRY_AFTER_CAP_MS. */
export const retryAfterMs = (header: string | null): number => {
  const seconds = header === null || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, RETRY_AFTER_CAP_MS) : RETRY_AFTER_DEFAULT_MS;
};

/**
 * What to show for a transport failure (rules 8.3): an HTTP failure with a body toasts
 * "Code: {status}, Message: {message}" (`http_failure`, translated by the UI), except the
 * server's database 503 (`isDatabaseUnavailable`), which toasts the translated "Yardfleet can't
 * reach its database" (rules 20.9); a cancelled request is silent; a timeout toasts a
 * translated timeout message; other network errors toast their text.
 */
export type TransportAction =
  | { readonly kind: 'silent' }
  | { readonly kind: 'database_unavailable_toast' }
  | { readonly kind: 'http_failure_toast'; readonly status: number; readonly message: string }
  | { readonly kind: 'timeout_toast' }
  | { readonly kind: 'text_toast'; readonly text: string };

export const policyForTransportFailure = (failure: TransportFailure): TransportAction => {
  switch (failure.kind) {
    case 'cancelled':
      return { kind: 'silent' };
    case 'http':
      return isDatabaseUnavailable(failure)
        ? { kind: 'database_unavailable_toast' }
        : { kind: 'http_failure_toast', status: failure.status, message: failure.message };
    case 'timeout':
      return { kind: 'timeout_toast' };
    case 'network':
    case 'decode':
      return { kind: 'text_toast', text: failure.message };
  }
};
