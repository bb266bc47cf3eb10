import type * as t from 'io-ts';

/**
 * One endpoint of the HTTP contract: method, path under the server root, the codec of the request
 * (JSON body for POST, query for GET; `undefined` when there is none), the codec of the envelope's
 * `entry`, and whether a session is required. Server and data layer both read these; neither
 * re-declares a path or a shape.
 */
export interface Endpoint<Req extends t.Mixed | undefined, Res extends t.Mixed> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
  readonly auth: boolean;
}

export const endpoint = <Req extends t.Mixed | undefined, Res extends t.Mixed>(e: Endpoint<Req, Res>) => e;

/** The request type of an endpoint (`void` when it takes none). */
export type RequestOf<E> = E extends Endpoint<infer Req, t.Mixed> ? (Req extends t.Mixed ? t.TypeOf<Req> : void) : never;
/** The entry type of an endpoint's successful answer. */
export type ResponseOf<E> = E extends Endpoint<t.Mixed | undefined, infer Res> ? t.TypeOf<Res> : never;

/** Root of every path (rules 7.1). */
export const API_BASE = '/web-hmac';
