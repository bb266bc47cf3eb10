import * as E from 'fp-ts/lib/Either.js';
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import type * as t from 'io-ts';
import { describeErrors } from '@yardfleet/contract/codec';
import type { Endpoint } from '@yardfleet/contract/endpoint';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { HEADER } from '@yardfleet/contract/headers';

/** Any endpoint of the contract (packages/contract/src/endpoints). */
export type AnyEndpoint = Endpoint<t.Mixed | undefined, t.Mixed>;

/**
 * An MSW handler for a contract endpoint: its method and its path under any origin, so the same
 * handler serves the browser (Storybook, relative `/web-hmac/...` URLs) and msw/node (absolute URLs).
 */
export const on = (endpoint: AnyEndpoint, resolver: HttpResponseResolver, options: { readonly once?: boolean } = {}): HttpHandler =>
  (endpoint.method === 'GET' ? http.get : http.post)(`*${endpoint.path}`, resolver, options);

/** A successful envelope `{ code: 200, message: 'success', entry }` (rules 7.2). */
export const okEnvelope = (entry: unknown): Response => HttpResponse.json({ code: ServerCode.ok, message: 'success', entry });

/** A business failure: HTTP 200 with a non-200 envelope code and a null entry (rules 7.2, 8.1). */
export const failureEnvelope = (code: number, message: string): Response => HttpResponse.json({ code, message, entry: null });

/**
 * The server's answer to refused fields (rules 8.1): HTTP 200, envelope code 1170010001 and the
 * field errors as the entry (`{ email: { code: 'email_invalid' } }`); `message` is the envelope's text.
 */
export const fieldErrorsEnvelope = (entry: unknown, message = 'Some fields are not valid.'): Response =>
  HttpResponse.json({ code: ServerCode.validationFailed, message, entry });

/** A real HTTP failure with the body `{ status, message }` (rules 7.3; the client toasts "Code: {status}, Message: {message}"). */
export const httpFailure = (status: number, message: string): Response => HttpResponse.json({ status, message }, { status });

/** A handler answering `endpoint` with an HTTP failure (default 500 Internal Server Error). */
export const httpFailureHandler = (
  endpoint: AnyEndpoint,
  status = 500,
  message = 'Internal Server Error',
  options: { readonly once?: boolean } = {},
): HttpHandler => on(endpoint, () => httpFailure(status, message), options);

/** A handler answering `endpoint` with the envelope failure `code` and the server's `message`. */
export const envelopeFailureHandler = (endpoint: AnyEndpoint, code: number, message: string): HttpHandler => on(endpoint, () => failureEnvelope(code, message));

/** A handler that never answers `endpoint`, so the screen stays in its loading state. */
export const neverAnswers = (endpoint: AnyEndpoint): HttpHandler =>
  on(endpoint, async () => {
    await delay('infinite');
    return httpFailure(504, 'Gateway Timeout');
  });

/**
 * Checks the session headers (rules 7.4) of an authenticated request: answers the 1401 envelope when
 * `token` or `uid` is missing (as the server does for an unknown token), else undefined.
 */
export const requireSession = (request: Request): Response | undefined => {
  const token = request.headers.get(HEADER.token);
  const uid = request.headers.get(HEADER.uid);
  return token && uid ? undefined : failureEnvelope(ServerCode.sessionExpired, 'Your session has expired. Please log in again.');
};

/**
 * Reads and decodes a JSON request body with the endpoint's request codec, as the server does
 * (unknown keys refused). Left: the HTTP 400 answer the server would give.
 */
export const decodeBody = async <A, O>(codec: t.Type<A, O, unknown>, request: Request): Promise<E.Either<Response, A>> => {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return E.left(httpFailure(400, 'Malformed JSON body'));
  }
  const decoded = codec.decode(body);
  return E.isLeft(decoded)
    ? E.left(HttpResponse.json({ status: 400, message: describeErrors(decoded.left).join('; '), error: 'invalid_body' }, { status: 400 }))
    : E.right(decoded.right);
};
