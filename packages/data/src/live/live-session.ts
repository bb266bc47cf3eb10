import { policyFor, type ClientAction } from '@yardfleet/domain/policy/error-policy';
import type { ApiError } from '../api-error';
import { requestHeaders } from '../base-query';
import { requestFailed } from '../request-failed';
import { createLiveCacheUpdater, LIVE_COALESCE_MS } from './cache-updater';
import { readLiveStream, type LiveFailureChoice } from './live-stream';
import type { AppListener, LiveUpdatesOptions } from './live-types';

/** The error policy's outcomes (rules 8.1) that end the session: reading again could only fail the same way. */
const ENDS_SESSION: ReadonlySet<ClientAction['kind']> = new Set(['alert_then_logout', 'silent_logout', 'error_toast_then_logout']);

type ListenerApi = Parameters<Parameters<AppListener['startListening']>[0]['effect']>[1];

/**
 * One live session (rules 12): reads the stream with the session's headers (rules 7.4) until the
 * listener's signal aborts, feeding the cache updater; envelope failures go through the error
 * policy (`requestFailed`, rules 8.1) and stop the reader when they end the session (see live-updates.ts).
 * `syncedAt` (on `options.now`'s clock, ms) is when the session's reads began: the first
 * connection asks for the events since then. Loaded lazily by `registerLiveUpdates`.
 */
export const runLiveSession = async (listenerApi: ListenerApi, options: LiveUpdatesOptions, syncedAt: number): Promise<void> => {
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
    ...(options.now ? { now: options.now } : {}),
    syncedAt,
  });
};
