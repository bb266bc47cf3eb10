import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { describeErrors } from './codec';
import type { Endpoint, RequestOf, ResponseOf } from './endpoint';
import { HttpFailureBody, RawEnvelope } from './envelope';
import { ServerCode } from './error-codes';
import { HEADER_WIRE } from './headers';

/** The part of a fetch answer the client reads (Node's and the browsers' Response have it). */
export interface FetchResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * The HTTP port of the client: the global `fetch` of Node 18+ and the browsers fits it (this package
 * uses no host API of its own, docs/architecture.md section 1).
 */
export type Fetch = (url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) => Promise<FetchResponse>;

/**
 * Where and as whom a script calls Yardfleet (docs/api.md "From a script"): the server's root URL
 * (`https://fleet.example.com`, no trailing path), an API key of the company (`Authorization:
 * Bearer`, made by an admin under the admin's settings), the language of messages and export column
 * titles (one of the six of SPEC 6; default en-US) and the fetch to use (pass the global `fetch`).
 */
export interface ApiClientOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly lang?: string;
  readonly fetch: Fetch;
}

/**
 * A call the server refused or could not serve: `code` is the envelope's business code (rules 7.2,
 * docs/error-codes.md: 1401 a revoked or expired key, 1170010403 a read key on a write, 1170010001 a
 * field the contract refuses) or the HTTP status of a real failure (400, 404, 429, 5xx; rules 7.3)
 * with its stable `error` text; `retryAfterSeconds` is the server's Retry-After on 429 and 503.
 */
export class ApiCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly error?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** A typed client of the contract for scripts: each call is checked against the endpoint's codecs both ways. */
export interface ApiClient {
  /**
   * Calls `endpoint` with `request` (validated and encoded by its codec: JSON body for POST, query
   * string for GET) and answers the decoded `entry`. @throws ApiCallError when the server answers a
   * non-200 code or an HTTP failure; Error when the request or the answer breaks the contract.
   */
  readonly call: <E extends Endpoint<t.Mixed | undefined, t.Mixed>>(endpoint: E, request: RequestOf<E>) => Promise<ResponseOf<E>>;
  /**
   * POSTs `body` to `path` and answers the raw response of a file (a report export, rules 10.9:
   * `Content-Disposition` names the file). @throws ApiCallError when the server answers JSON (a
   * refusal comes before any byte of the file).
   */
  readonly download: (path: string, body: unknown) => Promise<FetchResponse>;
}

/** `value`'s fields as a query string (`?a=1&b=x`; null and undefined fields left out), as the web data layer sends a GET. */
const queryString = (value: unknown): string => {
  if (typeof value !== 'object' || value === null) return '';
  const pairs = Object.entries(value)
    .filter(([, field]) => field !== null && field !== undefined)
    .map(([key, field]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(field))}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
};

const retryAfter = (response: FetchResponse): number | undefined => {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
};

/** The refusal of a non-2xx response: its HttpFailureBody when it has one, else the status text. */
const httpFailure = async (response: FetchResponse): Promise<ApiCallError> => {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const failure = HttpFailureBody.decode(body);
  if (E.isRight(failure)) return new ApiCallError(response.status, failure.right.message, failure.right.error, retryAfter(response));
  return new ApiCallError(response.status, text.slice(0, 200) || response.statusText, undefined, retryAfter(response));
};

/**
 * A client of the HTTP contract for scripts, authenticated by an API key (docs/api.md, docs/security.md
 * "API keys"): the same endpoints and codecs as the web app, so a script gets the contract's types and
 * its checks. Sends `Authorization: Bearer <key>` and the `lang` header of rules 7.4.
 */
export const apiClient = (options: ApiClientOptions): ApiClient => {
  const fetcher = options.fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = (json: boolean): Record<string, string> => ({
    authorization: `Bearer ${options.apiKey}`,
    [HEADER_WIRE.lang]: options.lang ?? 'en-US',
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const call = async <E extends Endpoint<t.Mixed | undefined, t.Mixed>>(endpoint: E, request: RequestOf<E>): Promise<ResponseOf<E>> => {
    let wire: unknown = undefined;
    if (endpoint.request !== undefined) {
      const checked = endpoint.request.decode(request);
      if (E.isLeft(checked)) throw new Error(`${endpoint.path}: the request breaks the contract: ${describeErrors(checked.left).join('; ')}`);
      wire = endpoint.request.encode(checked.right);
    }
    const isGet = endpoint.method === 'GET';
    const response = await fetcher(`${base}${endpoint.path}${isGet ? queryString(wire) : ''}`, {
      method: endpoint.method,
      headers: headers(!isGet),
      ...(isGet ? {} : { body: JSON.stringify(wire ?? {}) }),
    });
    if (!response.ok) throw await httpFailure(response);
    const raw = RawEnvelope.decode(await response.json());
    if (E.isLeft(raw)) throw new Error(`${endpoint.path}: the answer is not an envelope`);
    if (raw.right.code !== ServerCode.ok) throw new ApiCallError(raw.right.code, raw.right.message);
    const entry = endpoint.response.decode(raw.right.entry);
    if (E.isLeft(entry)) throw new Error(`${endpoint.path}: the answer breaks the contract: ${describeErrors(entry.left).join('; ')}`);
    return entry.right as ResponseOf<E>;
  };
  const download = async (path: string, body: unknown): Promise<FetchResponse> => {
    const response = await fetcher(`${base}${path}`, { method: 'POST', headers: headers(true), body: JSON.stringify(body) });
    if (!response.ok) throw await httpFailure(response);
    if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
      const raw = RawEnvelope.decode(await response.json());
      throw E.isRight(raw) ? new ApiCallError(raw.right.code, raw.right.message) : new Error(`${path}: the answer is neither a file nor an envelope`);
    }
    return response;
  };
  return { call, download };
};
