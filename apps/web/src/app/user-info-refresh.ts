import { refreshUserInfo } from '@yardfleet/data/session-flow';
import type { AppDispatch } from '@yardfleet/data/store';

const inFlight = new WeakMap<AppDispatch, Promise<unknown>>();

/**
 * Reads a restored session's user info (`login/info`, SPEC 4) through `dispatch`'s store, once at a
 * time: main.tsx starts it before the first render (issue 12 item 2: the request overlaps the
 * download of the screen's code instead of following it), and the route guard, asking again while
 * it is under way, shares the same request. Resolves when the thunk has finished (never rejects:
 * the thunk handles its own failures).
 */
export const refreshUserInfoOnce = (dispatch: AppDispatch): Promise<unknown> => {
  const running = inFlight.get(dispatch);
  if (running !== undefined) return running;
  const started = Promise.resolve(dispatch(refreshUserInfo())).finally(() => inFlight.delete(dispatch));
  inFlight.set(dispatch, started);
  return started;
};
