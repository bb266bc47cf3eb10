import type { HttpFailureBody } from '@yardfleet/contract/envelope';
import { ServerCode } from '@yardfleet/contract/error-codes';

/** What a route handler answers: a success entry, or a business failure with a ServerCode (HTTP 200). */
export type Answer<A> =
  | { readonly kind: 'ok'; readonly entry: A }
  | { readonly kind: 'fail'; readonly code: Exclude<ServerCode, 200>; readonly message: string; readonly entry?: unknown };

/** A successful answer: envelope code 200. */
export const ok = <A>(entry: A): Answer<A> => ({ kind: 'ok', entry });

/** A business failure: HTTP 200, envelope `code` from ServerCode, `entry` null unless details are given. */
export const fail = <A = never>(code: Exclude<ServerCode, 200>, message: string, entry?: unknown): Answer<A> =>
  entry === undefined ? { kind: 'fail', code, message } : { kind: 'fail', code, message, entry };

/** The envelope `{ code, message, entry }` of every JSON answer (rules 7.2). */
export interface EnvelopeBody {
  readonly code: number;
  readonly message: string;
  readonly entry: unknown;
}

export const SUCCESS_MESSAGE = 'success';

/** The 1401 answer for an unknown or expired token, or a uid that does not match it (rules 7.5). */
export const sessionExpired = (): Answer<never> => fail(ServerCode.sessionExpired, 'Your session has expired or is not valid. Please log in again.');

/**
 * Stable codes of real HTTP failures (body `{ status, message, error }`), see docs/error-codes.md:
 * malformed_body (400), unknown_field (400), invalid_field (400), not_found (404, also for a known path with another method),
 * body_too_large (413), unsupported_media_type (415), too_many_requests (429, a route's rate limit),
 * bad_request (other 4xx raised by Fastify), internal (500), database_unavailable and
 * database_timeout (503 with Retry-After: the database cannot be reached, or cancelled a statement
 * that ran over the statement timeout; rules 20.9).
 */
export type HttpErrorCode =
  | 'malformed_body'
  | 'unknown_field'
  | 'invalid_field'
  | 'not_found'
  | 'body_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'bad_request'
  | 'internal'
  | 'database_unavailable'
  | 'database_timeout';

/** A real HTTP failure and its body (rules 7.3; the client shows "Code: {status}, Message: {message}"). */
export class HttpFailure extends Error {
  override readonly name = 'HttpFailure';
  constructor(
    readonly status: number,
    readonly error: HttpErrorCode,
    message: string,
    readonly details?: readonly string[],
  ) {
    super(message);
  }

  /** The JSON body `{ status, message, error, details? }` of the contract's HttpFailureBody. */
  body(): HttpFailureBody {
    return this.details === undefined
      ? { status: this.status, message: this.message, error: this.error }
      : { status: this.status, message: this.message, error: this.error, details: [...this.details] };
  }
}
