/**
 * API calls started before the app runs (rules 21.2). On a logged-in first load, the small
 * route preload script (apps/web/src/app/route-preload.ts) sends the route's first calls
 * (login/info, the screen's first reads) with the stored session while the app's code is still
 * downloading, and leaves each pending answer on the window. When the base query is about to send
 * the very same call (method, URL, body, session, language), it takes that answer instead of
 * fetching again: once, and only within PRELOADED_CALL_MAX_AGE_MS of its start, so a later read
 * always goes to the server.
 */

/** What makes two calls the same: method, URL (path and query), body as sent, session token and language. */
export interface CallIdentity {
  readonly method: string;
  readonly url: string;
  /** The body text as sent (POST), undefined for a GET. */
  readonly body: string | undefined;
  /** The session token sent, undefined when logged out. */
  readonly token: string | undefined;
  /** The `lang` header sent (rules 7.4). */
  readonly lang: string;
}

/** One call started early: its identity as a key, when it started (ms, the clock given), and its pending answer. */
export interface PreloadedCall {
  readonly key: string;
  readonly startedAt: number;
  readonly response: Promise<Response>;
}

/**
 * How long (ms) after its start an early answer may still be handed to the app: the first load's
 * own calls come well within it on a slow phone; an answer nobody took by then is dropped (the
 * app's later reads must see the server's current data).
 */
export const PRELOADED_CALL_MAX_AGE_MS = 20_000;

/** The window property the route preload script leaves its calls in (an array of PreloadedCall). */
export const PRELOADED_CALLS_PROPERTY = '__yardfleetPreloadedCalls';

/** The key of a call's identity (every field counts). */
export const callKey = (identity: CallIdentity): string =>
  JSON.stringify([identity.method, identity.url, identity.body ?? null, identity.token ?? null, identity.lang]);

/** The data layer's port to the early calls: the pending answer of the same call, taken once, or undefined. */
export interface PreloadedCalls {
  readonly take: (identity: CallIdentity) => Promise<Response> | undefined;
}

const callsIn = (holder: object): PreloadedCall[] | undefined => {
  const calls: unknown = (holder as Record<string, unknown>)[PRELOADED_CALLS_PROPERTY];
  return Array.isArray(calls) ? (calls as PreloadedCall[]) : undefined;
};

/**
 * The early calls left in `holder` (the window in the browser). `take` removes the call it
 * returns, so a second identical call is sent to the server; a call older than
 * PRELOADED_CALL_MAX_AGE_MS (by `now`, ms) is removed and not returned.
 */
export const preloadedCallsIn = (holder: object, now: () => number): PreloadedCalls => ({
  take: (identity) => {
    const calls = callsIn(holder);
    if (calls === undefined) return undefined;
    const key = callKey(identity);
    const index = calls.findIndex((call) => call.key === key);
    if (index < 0) return undefined;
    const [call] = calls.splice(index, 1);
    return call !== undefined && now() - call.startedAt <= PRELOADED_CALL_MAX_AGE_MS ? call.response : undefined;
  },
});

/**
 * Sends `identity` with `send` (fetch) and `headers`, and leaves its pending answer in `holder`
 * for the app. A failed early call is never reported on its own (the app, when it takes it,
 * sends the call again; see base-query.ts).
 */
export const startPreloadedCall = (
  holder: object,
  identity: CallIdentity,
  headers: Readonly<Record<string, string>>,
  send: (url: string, init: RequestInit) => Promise<Response>,
  now: () => number,
): void => {
  const response = send(identity.url, { method: identity.method, headers, ...(identity.body === undefined ? {} : { body: identity.body }) });
  response.catch(() => undefined);
  const calls = callsIn(holder) ?? [];
  calls.push({ key: callKey(identity), startedAt: now(), response });
  (holder as Record<string, unknown>)[PRELOADED_CALLS_PROPERTY] = calls;
};
