import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RequestOf } from '@yardfleet/contract/endpoint';
import type { acceptAgreements } from '@yardfleet/contract/endpoints/account';
import { LOGIN_PATH, LOGOUT_FLAG_KEY } from '@yardfleet/domain/routing/route-for';
import { asApiError, type ApiError } from './api-error';
import { accountApi } from './endpoints/account';
import { authApi } from './endpoints/auth';
import { personalApi } from './endpoints/personal';
import type { AppPorts } from './ports';
import type { RootState } from './root-reducer';
import type { LoginOutcome } from './session-flow';
import { sessionCleared, sessionStarted, userInfoLoaded } from './slices/session';

const createAppThunk = createAsyncThunk.withTypes<{ state: RootState; extra: AppPorts }>();

const failure = (error: unknown): ApiError => asApiError(error) ?? { kind: 'network', message: String(error) };

/** The outcome of a session-ending call: done (logged out, on /login) or the failure (already toasted by the error policy). */
export type LeaveOutcome = { readonly ok: true } | { readonly ok: false; readonly error: ApiError };

/**
 * Consent (rules 4.10): after a withdrawal the login answers 1170012073; this accepts both agreements
 * again with the same credentials (`POST account/acceptAgreements`), which answers like login,
 * then reads the user info. Never rejects; a failure comes back as `{ ok: false, error }`.
 */
export const acceptAgreementsAndLogIn = createAppThunk(
  'session/acceptAgreements',
  async (request: RequestOf<typeof acceptAgreements>, { dispatch, extra }): Promise<LoginOutcome> => {
    const login = await dispatch(accountApi.endpoints.acceptAgreements.initiate(request));
    if (login.error !== undefined) return { ok: false, error: failure(login.error) };
    dispatch(sessionStarted(login.data));
    const info = await dispatch(authApi.endpoints.loginInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
    if (info.data === undefined) {
      dispatch(sessionCleared());
      return { ok: false, error: failure(info.error) };
    }
    dispatch(userInfoLoaded(info.data));
    extra.storage.removeItem(LOGOUT_FLAG_KEY);
    return { ok: true, user: info.data };
  },
);

const leave = async (dispatch: (action: ReturnType<typeof sessionCleared>) => unknown, extra: AppPorts): Promise<void> => {
  extra.storage.setItem(LOGOUT_FLAG_KEY, 'true');
  dispatch(sessionCleared());
  // Let the route guard react to the cleared session first, then land on the plain /login (rules 4.14).
  await new Promise((resolve) => setTimeout(resolve, 0));
  extra.navigate(LOGIN_PATH);
};

/**
 * Legal Information (rules 2.13, 4.10): withdraws consent (`POST personal/withdrawConsent`; the server
 * ends every session of the user), then logs out locally and goes to /login.
 */
export const withdrawConsentAndLeave = createAppThunk('session/withdrawConsent', async (_: void, { dispatch, extra }): Promise<LeaveOutcome> => {
  const answer = await dispatch(personalApi.endpoints.withdrawConsent.initiate({}));
  if (answer.error !== undefined) return { ok: false, error: failure(answer.error) };
  await leave(dispatch, extra);
  return { ok: true };
});

/**
 * Personal Center (rules 6.7): cancels the personal account (`POST personal/cancelAccount`; refused
 * with 1170010422 holds_registered_company while the user is admin of a registered company), then
 * logs out locally and goes to /login.
 */
export const cancelAccountAndLeave = createAppThunk('session/cancelAccount', async (_: void, { dispatch, extra }): Promise<LeaveOutcome> => {
  const answer = await dispatch(personalApi.endpoints.cancelAccount.initiate({}));
  if (answer.error !== undefined) return { ok: false, error: failure(answer.error) };
  await leave(dispatch, extra);
  return { ok: true };
});
