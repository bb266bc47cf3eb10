import type { TransportFailure } from '@yardfleet/domain/policy/error-policy';

/**
 * Every way a request can fail, as the base query returns it in `{ error }` (it never throws):
 * - `envelope`: the server answered the envelope with a non-200 `code` (rules 8.1), its `message`,
 *   the request `path` the error policy was applied for, and its `entry` when not null (1170010001
 *   carries `{ field: ValidationError }` there, for the screen to show on its fields);
 * - `http`: a real HTTP failure (status and the `message` of its `{ status, message }` body, or the
 *   status text when there is no body);
 * - `cancelled`: the caller aborted the request (silent, rules 8.3);
 * - `timeout`: no answer within REQUEST_TIMEOUT_MS (60 s, rules 7.6);
 * - `network`: fetch failed (offline, DNS, refused), with the error text;
 * - `decode`: the answer broke the contract (envelope or entry codec), with readable io-ts paths;
 * - `client`: the request could not even be prepared or its flow threw in this browser (for example
 *   a missing browser API); never sent, so the server is not to blame. Its `message` is the thrown
 *   error's text, for logs only: the user sees a translated "something went wrong" toast.
 */
export type ApiError =
  | { readonly kind: 'envelope'; readonly code: number; readonly message: string; readonly path: string; readonly entry?: unknown }
  | TransportFailure
  | { readonly kind: 'client'; readonly message: string };

/** True when `error` is an envelope failure with the given code (screens use it for pass-through codes). */
export const isEnvelopeCode = (error: ApiError | undefined, code: number): boolean => error !== undefined && error.kind === 'envelope' && error.code === code;

/**
 * Narrows an unknown RTK Query error (hooks type it as `ApiError | SerializedError`) to ApiError.
 * Undefined for anything the base query did not produce.
 */
export const asApiError = (error: unknown): ApiError | undefined => {
  if (typeof error !== 'object' || error === null || !('kind' in error)) return undefined;
  const kind = (error as { kind: unknown }).kind;
  return kind === 'envelope' || kind === 'http' || kind === 'cancelled' || kind === 'timeout' || kind === 'network' || kind === 'decode' || kind === 'client'
    ? (error as ApiError)
    : undefined;
};
