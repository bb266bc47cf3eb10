import { refreshUserInfo } from '@yardfleet/data/session-flow';
import { selectRoutingSession } from '@yardfleet/data/slices/session';
import type { AppDispatch } from '@yardfleet/data/store';

const inFlight = new WeakMap<AppDispatch, Promise<unknown>>();

/**
 * Reads a restored session's user info (`login/info`, rules 4.14) through `dispatch`'s store while the
 * routing session is still pending, once: main.tsx starts it before the first render (rules
 * 21.2: the request overlaps the download of the screen's code instead of following it), and
 * the route guard, asking while it is under way, shares the same request; asking after the answer
 * has arrived (the guard's effect of a render made while it was pending) sends nothing, since the
 * store's session is no longer pending. Resolves when the thunk has finished (never rejects: the
 * thunk handles its own failures).
 */
export const refreshUserInfoOnce = (dispatch: AppDispatch): Promise<unknown> => {
  const running = inFlight.get(dispatch);
  if (running !== undefined) return running;
  const started = Promise.resolve(
    dispatch((inner, getState) => (selectRoutingSession(getState()) === 'pending' ? inner(refreshUserInfo()) : undefined)),
  ).finally(() => inFlight.delete(dispatch));
  inFlight.set(dispatch, started);
  return started;
};
