import { createAction } from '@reduxjs/toolkit';
import type { RootState } from '../root-reducer';
import type { AppListener, LiveUpdatesOptions } from './live-types';

export type { LiveUpdatesOptions } from './live-types';

/** Opens the live stream whenever a session exists (dispatched once by the store factory). */
export const liveUpdatesStarted = createAction('live/started');
/** Closes the live stream for good (until the next `liveUpdatesStarted`). */
export const liveUpdatesStopped = createAction('live/stopped');

const tokenOf = (state: RootState): string | null => state.session.current?.token ?? null;

/**
 * Registers the live updates (rules 12, architecture 6) on the store's listener middleware: from
 * `liveUpdatesStarted` on, while a session exists (logged in, or restored from storage), one
 * stream reader (live-stream.ts) runs with the session's headers (rules 7.4) and feeds the cache
 * updater (cache-updater.ts), which refetches the reads its changes concern. A new session
 * restarts it; `sessionCleared` (logout, session codes of rules 8.1) and `liveUpdatesStopped` stop it.
 * When the stream answers a JSON envelope instead, it goes through the error policy like every
 * call (`requestFailed`): a session code gets the same alert or logout, and the reader stops;
 * anything else (1170010429 liveStreamLimit above all) is silent (the domain passes live failures
 * to their reader) and retried later with backoff. HTTP and network failures are retried
 * silently: the stream is background work, the screens report their own failed reads. The
 * reader itself (live-session.ts) is loaded on first use. The stream may open seconds after the
 * first reads (the web app opens it once the first screen has painted): its first connection asks
 * for the events since the session's reads began (the page's start for a restored session, the
 * login for a new one; `Live-Replay-Ms`), so a change made in between still reaches the cache.
 */
export const registerLiveUpdates = (listener: AppListener, options: LiveUpdatesOptions = {}): void => {
  const now = options.now ?? (() => performance.now());
  let enabled = false;
  // When the session's reads began: with the page for a session restored from storage (the
  // clock's 0), at the login for a new one. The first connection replays what happened since.
  let sessionSince = 0;
  listener.startListening({
    predicate: (action, current, previous) => liveUpdatesStarted.match(action) || liveUpdatesStopped.match(action) || tokenOf(current) !== tokenOf(previous),
    effect: async (action, listenerApi) => {
      // One reader at a time: the previous one's signal aborts here.
      listenerApi.cancelActiveListeners();
      if (tokenOf(listenerApi.getState()) !== tokenOf(listenerApi.getOriginalState())) sessionSince = now();
      if (liveUpdatesStarted.match(action)) enabled = true;
      if (liveUpdatesStopped.match(action)) enabled = false;
      if (!enabled || tokenOf(listenerApi.getState()) === null) return;
      // The reader, its parser and the cache updater load only once a session exists, so the
      // logged-out first route (login) does not carry them (docs/decisions/0006).
      const { runLiveSession } = await import('./live-session');
      if (listenerApi.signal.aborted) return;
      await runLiveSession(listenerApi, { ...options, now }, sessionSince);
    },
  });
};
