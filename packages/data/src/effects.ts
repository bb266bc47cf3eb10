import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { isAnyOf, isFulfilled, isRejected } from '@reduxjs/toolkit';
import { policyFor, policyForTransportFailure } from '@yardfleet/domain/policy/error-policy';
import { LOGOUT_FLAG_KEY } from '@yardfleet/domain/routing/route-for';
import { api } from './api';
import type { ApiError } from './api-error';
import type { AppPorts } from './ports';
import { requestFailed, requestRetrying } from './request-failed';
import type { RootState } from './root-reducer';
import { refreshUserInfo } from './session-flow';
import { selectSessionAlert, sessionAlertClosed, sessionAlertConfirmed, sessionAlertShown } from './slices/alert';
import { selectSession, sessionCleared, sessionStarted, userInfoLoaded, writeStoredSession } from './slices/session';
import { toastDismissed, toastShown } from './slices/toasts';

/**
 * The mutations after which the user info is read again (rules 3.1): endpoints of personal.ts and
 * account.ts, matched by name so the first route does not load those areas (rules 21.2).
 */
export const USER_INFO_CHANGING_MUTATIONS: ReadonlySet<string> = new Set(['transferAdmin', 'changeCompanyName', 'changeTimeZone', 'createCompany']);

const changedUserInfo = (action: UnknownAction): boolean => {
  if (!isFulfilled(action)) return false;
  const arg: unknown = action.meta.arg;
  return (
    typeof arg === 'object' &&
    arg !== null &&
    'type' in arg &&
    arg.type === 'mutation' &&
    'endpointName' in arg &&
    typeof arg.endpointName === 'string' &&
    USER_INFO_CHANGING_MUTATIONS.has(arg.endpointName)
  );
};

type AppListener = ListenerMiddlewareInstance<RootState, ThunkDispatch<RootState, AppPorts, UnknownAction>, AppPorts>;

/**
 * Shows "Yardfleet can't reach its database" (`retrying`: "retrying…", else "try again in a
 * moment"), once: not again while the same toast is still showing (an outage fails every open
 * screen's reads at once).
 */
const showDatabaseToast = (
  listenerApi: { readonly getState: () => RootState; readonly dispatch: ThunkDispatch<RootState, AppPorts, UnknownAction> },
  retrying: boolean,
): void => {
  const showing = listenerApi.getState().toasts.queue.some((toast) => toast.content.kind === 'database_unavailable' && toast.content.retrying === retrying);
  if (!showing) listenerApi.dispatch(toastShown({ level: retrying ? 'warning' : 'error', content: { kind: 'database_unavailable', retrying } }));
};

/** Where the error policy (rules 8.1) sends the user after a session code: the root, which routes to /login. */
export const ROOT_PATH = '/';

/**
 * Registers the effects of the store on its listener middleware:
 * - the error policy of rules 8 for every `requestFailed` (domain `policyFor` /
 *   `policyForTransportFailure` decide; this only carries out): 1401 alert then logout after
 *   confirm or 5 min; 1451/1456 silent logout; 1466 warning toast; 1170042004 error toast and
 *   session cleared after 3 s; pass-through codes silent; other codes error toast; HTTP failure
 *   toast "Code: {status}, Message: {message}", except the server's database 503: "Yardfleet can't
 *   reach its database" (rules 20.9; "retrying…" on `requestRetrying`, each shown once while
 *   it is on screen); timeout toast; cancelled silent; network failure: the
 *   translated 'network' toast (never the browser's raw text); decode: its text;
 *   a request that could not be prepared (`client`) and any thunk that threw: "unexpected" toast;
 * - toasts dismissed after their duration (rules 9.3, 3000 ms by default);
 * - the user info read again after a call that changes the role, company or consent (rules 3.1);
 * - the session written to storage whenever it changes, and the api cache dropped when it ends.
 */
export const registerEffects = (listener: AppListener): void => {
  listener.startListening({
    actionCreator: requestFailed,
    effect: async (action, listenerApi) => {
      const { dispatch, extra } = listenerApi;
      const error: ApiError = action.payload;
      if (error.kind === 'client') {
        dispatch(toastShown({ level: 'error', content: { kind: 'unexpected' } }));
        return;
      }
      if (error.kind !== 'envelope') {
        const transport = policyForTransportFailure(error);
        if (transport.kind === 'database_unavailable_toast') showDatabaseToast(listenerApi, false);
        else if (transport.kind === 'http_failure_toast')
          dispatch(toastShown({ level: 'error', content: { kind: 'http_failure', status: transport.status, message: transport.message } }));
        else if (transport.kind === 'timeout_toast') dispatch(toastShown({ level: 'error', content: { kind: 'timeout' } }));
        // The domain asks for a toast; a network failure's text is the browser's ("Failed to
        // fetch", "NetworkError when attempting to fetch resource."), so it is said in the user's words.
        else if (transport.kind === 'text_toast' && error.kind === 'network') dispatch(toastShown({ level: 'error', content: { kind: 'network' } }));
        else if (transport.kind === 'text_toast') dispatch(toastShown({ level: 'error', content: { kind: 'text', text: transport.text } }));
        return;
      }
      const policy = policyFor(error.code, error.path);
      switch (policy.kind) {
        case 'alert_then_logout': {
          if (selectSessionAlert(listenerApi.getState()) !== null) return;
          dispatch(sessionAlertShown({ message: error.message }));
          await listenerApi.take(sessionAlertConfirmed.match, policy.logoutAfterMs);
          extra.storage.setItem(LOGOUT_FLAG_KEY, 'true');
          dispatch(sessionAlertClosed());
          dispatch(sessionCleared());
          extra.navigate(ROOT_PATH);
          return;
        }
        case 'silent_logout':
          dispatch(sessionCleared());
          extra.navigate(ROOT_PATH);
          return;
        case 'warning_toast':
          dispatch(toastShown({ level: 'warning', content: { kind: 'text', text: error.message } }));
          return;
        case 'error_toast_then_logout':
          dispatch(toastShown({ level: 'error', content: { kind: 'text', text: error.message } }));
          await listenerApi.delay(policy.logoutAfterMs);
          dispatch(sessionCleared());
          return;
        case 'error_toast':
          dispatch(toastShown({ level: 'error', content: { kind: 'text', text: error.message } }));
          return;
        case 'pass_to_screen':
        case 'success':
          return;
      }
    },
  });

  // A read being sent again after the server's database 503 (rules 20.9).
  listener.startListening({
    actionCreator: requestRetrying,
    effect: (_action, listenerApi) => showDatabaseToast(listenerApi, true),
  });

  // No click fails silently (rules 8.6): a thunk that threw (not a request failure the policy
  // already handled, not a skipped or aborted one) ends in an error toast.
  listener.startListening({
    predicate: (action) => isRejected(action) && !action.meta.rejectedWithValue && action.meta.condition !== true && action.meta.aborted !== true,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(toastShown({ level: 'error', content: { kind: 'unexpected' } }));
    },
  });

  listener.startListening({
    actionCreator: toastShown,
    effect: async (action, listenerApi) => {
      await listenerApi.delay(action.payload.durationMs);
      listenerApi.dispatch(toastDismissed(action.payload.id));
    },
  });

  // Rules 3.1: the user info is read again after every call that changes the role (admin transfer),
  // the company (create, rename, time zone) or the consent (accepting again reads it in its flow;
  // a withdrawal ends the session), so the top bar, the role and the Personal Center follow.
  listener.startListening({
    predicate: changedUserInfo,
    effect: async (_action, listenerApi) => {
      await listenerApi.dispatch(refreshUserInfo());
    },
  });

  listener.startListening({
    matcher: isAnyOf(sessionStarted, userInfoLoaded, sessionCleared),
    effect: (action, listenerApi) => {
      writeStoredSession(listenerApi.extra.storage, selectSession(listenerApi.getState()));
      if (sessionCleared.match(action)) listenerApi.dispatch(api.util.resetApiState());
    },
  });
};
