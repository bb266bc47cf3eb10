import { createAction, type ListenerMiddlewareInstance, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { policyFor, type ClientAction } from '@yardfleet/domain/policy/error-policy';
import type { ApiError } from '../api-error';
import { requestHeaders } from '../base-query';
import type { AppPorts } from '../ports';
import { requestFailed } from '../request-failed';
import type { RootState } from '../root-reducer';
import { createLiveCacheUpdater, LIVE_COALESCE_MS } from './cache-updater';
import { readLiveStream, type LiveFailureChoice } from './live-stream';

type AppListener = ListenerMiddlewareInstance<RootState, ThunkDispatch<RootState, AppPorts, UnknownAction>, AppPorts>;

/** Opens the live stream whenever a session exists (dispatched once by the store factory). */
export const liveUpdatesStarted = createAction('live/started');
/** Closes the live stream for good (until the next `liveUpdatesStarted`). */
export const liveUpdatesStopped = createAction('live/stopped');

export interface LiveUpdatesOptions {
  /** Changes within this window refetch together, ms (default LIVE_COALESCE_MS, 500). */
  readonly coalesceMs?: number;
  /** Default: the global fetch. */
  readonly fetch?: typeof fetch;
  /** Reconnect jitter source in [0, 1) (default Math.random). */
  readonly random?: () => number;
}

const tokenOf = (state: RootState): string | null => state.session.current?.token ?? null;

/** The SPEC 8 outcomes that end the session: reading again could only fail the same way. */
const ENDS_SESSION: ReadonlySet<ClientAction['kind']> = new Set(['alert_then_logout', 'silent_logout', 'error_toast_then_logout']);

/**
 * Registers the live updates (DESIGN 6, issue 9) on the store's listener middleware: from
 * `liveUpdatesStarted` on, while a session exists (logged in, or restored from storage), one
 * stream reader (live-stream.ts) runs with the session's SPEC 7 headers and feeds the cache
 * updater (cache-updater.ts), which refetches the reads its changes concern. A new session
 * restarts it; `sessionCleared` (logout, SPEC 8 session codes) and `liveUpdatesStopped` stop it.
 * When the stream answers a JSON envelope instead, it goes through the SPEC 8 policy like every
 * call (`requestFailed`): a session code gets the same alert or logout, and the reader stops;
 * anything else (1170010429 liveStreamLimit above all) is silent (the domain passes live failures
 * to their reader) and retried later with backoff. HTTP and network failures are retried
 * silently: the stream is background work, the screens report their own failed reads.
 */
export const registerLiveUpdates = (listener: AppListener, options: LiveUpdatesOptions = {}): void => {
  let enabled = false;
  listener.startListening({
    predicate: (action, current, previous) =>
      liveUpdatesStarted.match(action) || liveUpdatesStopped.match(action) || tokenOf(current) !== tokenOf(previous),
    effect: async (action, listenerApi) => {
      // One reader at a time: the previous one's signal aborts here.
      listenerApi.cancelActiveListeners();
      if (liveUpdatesStarted.match(action)) enabled = true;
      if (liveUpdatesStopped.match(action)) enabled = false;
      if (!enabled || tokenOf(listenerApi.getState()) === null) return;
      const { dispatch, extra, signal } = listenerApi;
      const updater = createLiveCacheUpdater(dispatch, options.coalesceMs ?? LIVE_COALESCE_MS);
      signal.addEventListener('abort', updater.cancel);
      const onFailure = (error: ApiError): LiveFailureChoice => {
        if (error.kind !== 'envelope') return 'retry';
        dispatch(requestFailed(error));
        return ENDS_SESSION.has(policyFor(error.code, error.path).kind) ? 'stop' : 'retry';
      };
      await readLiveStream({
        baseUrl: extra.baseUrl,
        headers: () => requestHeaders(listenerApi.getState(), extra),
        onMessage: updater.push,
        onFailure,
        signal,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.random ? { random: options.random } : {}),
      });
    },
  });
};
