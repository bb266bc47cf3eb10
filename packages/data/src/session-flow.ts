import { createAsyncThunk } from '@reduxjs/toolkit';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { LOGIN_PATH, LOGOUT_FLAG_KEY } from '@yardfleet/domain/routing/route-for';
import { asApiError, type ApiError } from './api-error';
import { authApi } from './endpoints/auth';
import type { AppPorts } from './ports';
import { unexpectedFailure } from './unexpected-failure';
import type { RootState } from './root-reducer';
import { selectSession, sessionCleared, sessionStarted, userInfoLoaded, userInfoUnavailable } from './slices/session';

const createAppThunk = createAsyncThunk.withTypes<{ state: RootState; extra: AppPorts }>();

/** The outcome of a login: the user info, or the failure the login screen shows (pass-through codes, rules 8.1). */
export type LoginOutcome = { readonly ok: true; readonly user: UserInfo } | { readonly ok: false; readonly error: ApiError };

const unknownFailure = (error: unknown): ApiError => asApiError(error) ?? { kind: 'network', message: String(error) };

/**
 * Logs in (rules 7.5): `POST login` with the credentials, stores the token and uid, reads
 * `login/info` and stores the user info; removes the logout flag. Never rejects: a failure comes
 * back as `{ ok: false, error }` (the error policy has already shown any toast; an exception of the
 * browser, such as refused storage, comes back as `client` after an error toast).
 */
export const logIn = createAppThunk('session/logIn', async (credentials: { email: string; password: string }, { dispatch, extra }): Promise<LoginOutcome> => {
  try {
    const login = await dispatch(authApi.endpoints.login.initiate(credentials));
    if (login.error !== undefined) return { ok: false, error: unknownFailure(login.error) };
    dispatch(sessionStarted(login.data));
    const info = await dispatch(authApi.endpoints.loginInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
    if (info.data === undefined) {
      dispatch(sessionCleared());
      return { ok: false, error: unknownFailure(info.error) };
    }
    dispatch(userInfoLoaded(info.data));
    extra.storage.removeItem(LOGOUT_FLAG_KEY);
    return { ok: true, user: info.data };
  } catch (error) {
    dispatch(sessionCleared());
    return { ok: false, error: unexpectedFailure(dispatch, error) };
  }
});

/**
 * Reads the user info of the session again (rules 3.1, 4.14): at start for a
 * restored session, and after every call that changes the role, the company or the consent
 * (effects.ts). The answer replaces and persists the stored user info, so the top bar's company
 * name, the role and the Personal Center sections follow. When it cannot be read, a session whose
 * user info never arrived is dropped and any other keeps its stored user info; session codes
 * (1401 ...) are handled by the error policy. Concurrent calls share one request.
 */
export const refreshUserInfo = createAppThunk('session/refreshUserInfo', async (_: void, { dispatch, getState }): Promise<void> => {
  if (selectSession(getState()) === null) return;
  const info = await dispatch(authApi.endpoints.loginInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
  if (info.data !== undefined) dispatch(userInfoLoaded(info.data));
  else if (selectSession(getState())?.user === null) dispatch(sessionCleared());
  else dispatch(userInfoUnavailable());
});

/**
 * Logs out (rules 4.15): `GET logout` (its status is read but does not stop the logout), then
 * stores the logout flag, clears the session and goes to /login.
 */
export const logOut = createAppThunk('session/logOut', async (_: void, { dispatch, extra }): Promise<void> => {
  await dispatch(authApi.endpoints.logout.initiate());
  extra.storage.setItem(LOGOUT_FLAG_KEY, 'true');
  dispatch(sessionCleared());
  // A router guard reacts to the cleared session first (a protected page goes to
  // /login?redirect=...); navigating after it lands on the plain /login (rules 4.15).
  await new Promise((resolve) => setTimeout(resolve, 0));
  extra.navigate(LOGIN_PATH);
});
