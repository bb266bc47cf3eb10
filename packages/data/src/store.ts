import { configureStore, createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '@yardfleet/domain/locale/language';
import { api } from './api';
import { registerEffects } from './effects';
import type { LiveUpdatesOptions } from './live/live-types';
import type { AppPorts, KeyValueStorage } from './ports';
import type { PreloadedCalls } from './preloaded-calls';
import { createRandomId } from './random-id';
import { rootReducer, type RootState } from './root-reducer';
import { initialEquipmentListState, type EquipmentListState } from './slices/equipment-list';
import { readStoredSession, type StoredSession } from './slices/session';

export interface CreateAppStoreOptions {
  /** Local storage in the browser; `createMemoryStorage()` in stories and tests. */
  readonly storage: KeyValueStorage;
  /** Goes to an app path; the router's navigate in the app. */
  readonly navigate: (path: string) => void;
  /** The clock (default `new Date()`). */
  readonly now?: () => Date;
  /** Prefix of request paths (default "" for same-origin; an absolute origin under Node). */
  readonly baseUrl?: string;
  /** Random ids for traceId/deviceId (default `createRandomId()`: works outside secure contexts too). */
  readonly randomId?: () => string;
  /** The interface language (default en-US); sent as the `lang` header. */
  readonly language?: Language;
  /**
   * The initial session, taken as current; default: the one persisted in `storage` (a reload stays
   * logged in), whose user info is read again from `login/info` before routing (rules 3.1).
   */
  readonly session?: StoredSession | null;
  /** Initial equipment list view state (stories). */
  readonly equipmentList?: Partial<EquipmentListState>;
  /**
   * Keep the cache current from the live stream while logged in (rules 12; src/live). Off by
   * default (tests, stories); the browser store turns it on.
   */
  readonly liveUpdates?: boolean | LiveUpdatesOptions;
  /** The calls started before the app (rules 21.2; the browser store passes the window's). */
  readonly preloadedCalls?: PreloadedCalls;
}

/**
 * The composition root of the data layer: builds the Redux store with the api, the slices and the
 * listener middleware that runs the error policy's effects (and, with `liveUpdates`, the live stream),
 * wiring the given ports (timers run on the listener's own delay, so vitest fake timers drive them).
 */
export const createAppStore = (options: CreateAppStoreOptions) => {
  const ports: AppPorts = {
    storage: options.storage,
    navigate: options.navigate,
    now: options.now ?? (() => new Date()),
    baseUrl: options.baseUrl ?? '',
    randomId: options.randomId ?? createRandomId(),
    ...(options.preloadedCalls === undefined ? {} : { preloaded: options.preloadedCalls }),
  };
  const listener = createListenerMiddleware<RootState, ThunkDispatch<RootState, AppPorts, UnknownAction>, AppPorts>({ extra: ports });
  registerEffects(listener);
  // A given session (stories, tests) is taken as read; a restored one waits for the start-up read
  // of login/info (rules 3.1; the route guard dispatches refreshUserInfo while routing is pending).
  const session = options.session !== undefined ? options.session : readStoredSession(options.storage);
  const userInfoRead = options.session !== undefined && options.session !== null && options.session.user !== null;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { current: session, userInfoRead },
      locale: { language: options.language ?? DEFAULT_LANGUAGE },
      equipmentList: { ...initialEquipmentListState, ...options.equipmentList },
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: ports } })
        .prepend(listener.middleware)
        .concat(api.middleware),
  });
  const live = options.liveUpdates;
  if (live) {
    // Loaded apart from the first route (docs/decisions/0006), and only once `loadAfter` resolves
    // (the web app: its first screen has painted): the stream matters once logged in.
    const liveOptions = live === true ? {} : live;
    void (liveOptions.loadAfter ?? Promise.resolve())
      .then(() => import('./live/live-updates'))
      .then(({ registerLiveUpdates, liveUpdatesStarted }) => {
        registerLiveUpdates(listener, liveOptions);
        store.dispatch(liveUpdatesStarted());
      });
  }
  return store;
};

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
