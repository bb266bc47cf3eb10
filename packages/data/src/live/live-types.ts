import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppPorts } from '../ports';
import type { RootState } from '../root-reducer';

/** The store's listener middleware, as the live updates register on it. */
export type AppListener = ListenerMiddlewareInstance<RootState, ThunkDispatch<RootState, AppPorts, UnknownAction>, AppPorts>;

/** Options of the live updates (live-updates.ts `registerLiveUpdates`). */
export interface LiveUpdatesOptions {
  /** Changes within this window refetch together, ms (default cache-updater's LIVE_COALESCE_MS, 500). */
  readonly coalesceMs?: number;
  /** Default: the global fetch. */
  readonly fetch?: typeof fetch;
  /** Reconnect jitter source in [0, 1) (default Math.random). */
  readonly random?: () => number;
  /** The clock of the replay window, ms since the page's start (default performance.now). */
  readonly now?: () => number;
  /**
   * The live updates' code (live-updates.ts, and then the reader, live-session.ts) loads once this
   * resolves; default at once. The web app passes its first screen's gate (rules 21.2: the stream is
   * background work, so its two chunks need not travel before the first paint).
   */
  readonly loadAfter?: Promise<void>;
}
