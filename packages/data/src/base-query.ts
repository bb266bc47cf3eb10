import * as E from 'fp-ts/lib/Either.js';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { describeErrors } from '@yardfleet/contract/codec';
import { HttpFailureBody, RawEnvelope } from '@yardfleet/contract/envelope';
import { HEADER_WIRE } from '@yardfleet/contract/headers';
import { WEB_DEVICE_TYPE } from '@yardfleet/domain/constants';
import { CODE_OK } from '@yardfleet/domain/policy/codes';
import { DATABASE_RETRY_LIMIT, isDatabaseUnavailable, retryAfterMs } from '@yardfleet/domain/policy/error-policy';
import type { ApiError } from './api-error';
import type { ContractRequest } from './contract-request';
import { deviceIdFrom, type AppPorts } from './ports';
import { requestDeadline } from './request-deadline';
import { requestFailed, requestRetrying } from './request-failed';
import type { LocaleState } from './slices/locale';
import type { SessionState } from './slices/session';

/** The part of the store the base query reads: the session (token, uid) and the language. */
interface BaseQueryState {
  readonly session: SessionState;
  readonly locale: LocaleState;
}

/**
 * The headers of one request (rules 7.4): deviceType 1, lang (current language), deviceId (kept per
 * browser), traceId (new per request), and token + uid when logged in.
 */
export const requestHeaders = (state: BaseQueryState, ports: AppPorts): Record<string, string> => {
  const headers: Record<string, string> = {
    [HEADER_WIRE.deviceType]: String(WEB_DEVICE_TYPE),
    [HEADER_WIRE.lang]: state.locale.language,
    [HEADER_WIRE.deviceId]: deviceIdFrom(ports.storage, ports.randomId),
    [HEADER_WIRE.traceId]: ports.randomId(),
  };
  const session = state.session.current;
  if (session) {
    headers[HEADER_WIRE.token] = session.token;
    headers[HEADER_WIRE.uid] = session.uid;
  }
  return headers;
};

const queryString = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text.length > 0 ? `?${text}` : '';
};

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Resolves after `ms`, or rejects with the signal's reason as soon as `signal` aborts. */
const waitFor = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      if (signal.aborted) reject(signal.reason);
      else resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

/** `promise`, or a rejection with the signal's reason as soon as `signal` aborts (an early call is not the request's own fetch). */
const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  signal.aborted
    ? Promise.reject(signal.reason)
    : new Promise<T>((resolve, reject) => {
        const abort = (): void => reject(signal.reason);
        signal.addEventListener('abort', abort, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
      });

/** The JSON body of an answer, or why it could not be read. */
export const readJson = async (response: Response): Promise<E.Either<string, unknown>> => {
  try {
    return E.right(await response.json());
  } catch (error) {
    return E.left(error instanceof Error ? error.message : String(error));
  }
};

/** The failure of an HTTP error answer: its `{ status, message, error? }` body (rules 7.3), else the status line. */
export const httpFailure = async (response: Response): Promise<Extract<ApiError, { kind: 'http' }>> => {
  const body = await readJson(response);
  if (E.isRight(body)) {
    const decoded = HttpFailureBody.decode(body.right);
    if (E.isRight(decoded)) {
      const { status, message, error } = decoded.right;
      return error === undefined ? { kind: 'http', status, message } : { kind: 'http', status, message, error };
    }
  }
  return { kind: 'http', status: response.status, message: response.statusText };
};

/** Decodes an HTTP 200 answer: the envelope first, then (for code 200) the entry with the endpoint's codec. */
const decodeAnswer = async (response: Response, request: ContractRequest): Promise<E.Either<ApiError, unknown>> => {
  const body = await readJson(response);
  if (E.isLeft(body)) return E.left({ kind: 'decode', message: body.left });
  const envelope = RawEnvelope.decode(body.right);
  if (E.isLeft(envelope)) return E.left({ kind: 'decode', message: describeErrors(envelope.left).join('; ') });
  const { code, message, entry } = envelope.right;
  if (code !== CODE_OK)
    return E.left({ kind: 'envelope', code, message, path: request.endpoint.path, ...(entry === null || entry === undefined ? {} : { entry }) });
  const decoded = request.endpoint.response.decode(entry);
  return E.isLeft(decoded) ? E.left({ kind: 'decode', message: describeErrors(decoded.left).join('; ') }) : E.right(decoded.right);
};

/**
 * The one base query of the app (architecture 4; rules 7, 8). Sends the headers of rules 7.4, aborts after
 * REQUEST_TIMEOUT_MS (60 s, retries included), decodes the envelope and the entry with the contract's codecs, and
 * NEVER throws: every failure comes back as `{ error: ApiError }` (`client` when the request could
 * not be prepared in this browser, before anything was sent). Failures are also dispatched
 * as `requestFailed`, whose listener (effects.ts) applies the domain's error policy once for all
 * endpoints. The store's ports arrive as the thunk extra argument (store.ts).
 * A read (RTK query) answered the server's database 503 (domain `isDatabaseUnavailable`) is sent
 * again after its Retry-After, at most DATABASE_RETRY_LIMIT times, dispatching `requestRetrying`
 * before each wait (rules 20.9); a mutation is never sent again (it may have been applied).
 * A read the route preload script already sent (the same method, URL, body, token and language;
 * preloaded-calls.ts, rules 21.2) takes that answer instead of a fetch of its own, once.
 */
export const baseQuery: BaseQueryFn<ContractRequest, unknown, ApiError> = async (request, api) => {
  // createAppStore is the only way the api is mounted, and it passes AppPorts as the extra argument.
  const ports = api.extra as AppPorts;
  const state = api.getState() as BaseQueryState;
  const { endpoint, body } = request;

  const fail = (error: ApiError): { error: ApiError } => {
    if (request.applyPolicy) api.dispatch(requestFailed(error));
    return { error };
  };

  // Preparing the request (headers, random ids, body) runs before anything is sent: a failure here
  // is the browser's, not the network's, and must still reach the user (no silent click, rules 8.6).
  let prepared: { readonly url: string; readonly init: RequestInit };
  try {
    const isGet = endpoint.method === 'GET';
    const headers = requestHeaders(state, ports);
    if (!isGet) headers['content-type'] = 'application/json';
    prepared = {
      url: `${ports.baseUrl}${endpoint.path}${isGet ? queryString(body) : ''}`,
      init: { method: endpoint.method, headers, body: isGet ? undefined : JSON.stringify(body ?? {}) },
    };
  } catch (error) {
    return fail({ kind: 'client', message: errorText(error) });
  }

  // The same read started by the route preload script before the app ran (rules 21.2).
  const early =
    api.type !== 'query'
      ? undefined
      : ports.preloaded?.take({
          method: endpoint.method,
          url: prepared.url,
          body: typeof prepared.init.body === 'string' ? prepared.init.body : undefined,
          token: state.session.current?.token,
          lang: state.locale.language,
        });

  const deadline = requestDeadline(api.signal);
  try {
    const send = (): Promise<Response> => fetch(prepared.url, { ...prepared.init, signal: deadline.signal });
    // An early call that failed (network) is sent again, as if it had never started.
    const first = async (started: Promise<Response>): Promise<Response> => {
      try {
        return await untilAborted(started, deadline.signal);
      } catch (error) {
        if (deadline.signal.aborted) throw error;
        return send();
      }
    };
    for (let retries = 0; ; retries += 1) {
      const response = retries === 0 && early !== undefined ? await first(early) : await send();
      if (response.ok) {
        const answer = await decodeAnswer(response, request);
        return E.isLeft(answer) ? fail(answer.left) : { data: answer.right };
      }
      const failure = await httpFailure(response);
      // A read the server's database could not serve is sent again after Retry-After (rules 20.9).
      if (api.type !== 'query' || !isDatabaseUnavailable(failure) || retries >= DATABASE_RETRY_LIMIT) return fail(failure);
      if (request.applyPolicy) api.dispatch(requestRetrying(failure));
      await waitFor(retryAfterMs(response.headers.get('retry-after')), deadline.signal);
    }
  } catch (error) {
    return fail(deadline.failureOf(error));
  } finally {
    deadline.release();
  }
};
