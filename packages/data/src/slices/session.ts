import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { UserId } from '@yardfleet/domain/entities/ids';
import { UserInfo } from '@yardfleet/domain/entities/user-info';
import type { RoutingSession } from '@yardfleet/domain/routing/route-for';
import type { KeyValueStorage } from '../ports';

/**
 * The session (rules 3.1, 7.5): the token and uid the login answered, and the user info read from
 * `login/info` (null until it arrives). Persisted in local storage under SESSION_STORAGE_KEY so a
 * reload stays logged in.
 */
export const StoredSession = t.type({ token: t.string, uid: UserId, user: t.union([UserInfo, t.null]) }, 'StoredSession');
export type StoredSession = t.TypeOf<typeof StoredSession>;

export interface SessionState {
  readonly current: StoredSession | null;
  /**
   * Whether `login/info` has been read (or tried) since the app started (rules 3.1, read
   * at start): false for a session restored from storage, whose user info may be stale (an admin
   * transfer, a company rename made elsewhere), until the start-up read answers.
   */
  readonly userInfoRead: boolean;
}

/** Local storage key of the persisted session. */
export const SESSION_STORAGE_KEY = 'yardfleet.session';

const initialState: SessionState = { current: null, userInfoRead: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The login answered a token and uid (user info follows). */
    sessionStarted: (_state, action: PayloadAction<{ token: string; uid: UserId }>) => ({
      current: { token: action.payload.token, uid: action.payload.uid, user: null },
      userInfoRead: false,
    }),
    /** `login/info` answered the user info of the session. */
    userInfoLoaded: (state, action: PayloadAction<UserInfo>) => {
      if (state.current) {
        state.current.user = action.payload;
        state.userInfoRead = true;
      }
    },
    /** `login/info` could not be read (offline, server down): the stored user info is used as it is. */
    userInfoUnavailable: (state) => {
      if (state.current) state.userInfoRead = true;
    },
    /** The session ended (logout, session codes of rules 8.1): everything tied to it is dropped. */
    sessionCleared: () => initialState,
  },
});

export const { sessionStarted, userInfoLoaded, userInfoUnavailable, sessionCleared } = sessionSlice.actions;

/** Reads the persisted session; null when absent or not a valid session (a tampered value is dropped). */
export const readStoredSession = (storage: KeyValueStorage): StoredSession | null => {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const decoded = StoredSession.decode(parsed);
  return E.isRight(decoded) ? decoded.right : null;
};

/** Writes (or removes, for null) the persisted session. */
export const writeStoredSession = (storage: KeyValueStorage, session: StoredSession | null): void => {
  if (session === null) storage.removeItem(SESSION_STORAGE_KEY);
  else storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(StoredSession.encode(session)));
};

type WithSession = { readonly session: SessionState };

export const selectSession = (state: WithSession): StoredSession | null => state.session.current;
export const selectUser = (state: WithSession): UserInfo | null => state.session.current?.user ?? null;
export const selectIsLoggedIn = (state: WithSession): boolean => state.session.current !== null;

/**
 * The session as the domain's `routeFor` sees it (rules 4.14). A session whose user info has not
 * arrived yet, or was restored from storage and not read again since the app started (rules 3.1), is
 * `pending`: the app reads `login/info` and waits for it before routing, so a role or company
 * changed since the last visit decides the routes, the menus and the top bar from the start.
 */
export const selectRoutingSession = createSelector(
  [(state: WithSession) => state.session.current, (state: WithSession) => state.session.userInfoRead],
  (current, userInfoRead): RoutingSession | 'pending' => {
    if (current === null) return { kind: 'logged_out' };
    if (current.user === null || !userInfoRead) return 'pending';
    return { kind: 'logged_in', user: current.user };
  },
);
