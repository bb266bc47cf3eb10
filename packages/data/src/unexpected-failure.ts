import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from './api-error';
import { requestFailed } from './request-failed';

/**
 * Turns an exception a flow caught (a browser API missing or refusing, rules 8.6) into the `client`
 * ApiError it returns, and reports it as `requestFailed` so the user gets the translated
 * "something went wrong" toast (effects.ts): a click never fails silently.
 */
export const unexpectedFailure = (dispatch: (action: UnknownAction) => unknown, error: unknown): ApiError => {
  const failure: ApiError = { kind: 'client', message: error instanceof Error ? error.message : String(error) };
  dispatch(requestFailed(failure));
  return failure;
};
