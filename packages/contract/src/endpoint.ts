import type * as t from 'io-ts';

/**
 * One endpoint of the HTTP contract: method, path under the server root, the codec of the request
 * (JSON body for POST, query for GET; `undefined` when there is none), the codec of the envelope's
 * `entry`, whether a session is required, and whether a call writes. Server and data layer both read these; neither
 * re-declares a path or a shape.
 */
export interface Endpoint<Req extends t.Mixed | undefined, Res extends t.Mixed> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
  readonly auth: boolean;
  /**
   * Whether a call changes data (an API key of scope `read` never makes one; the domain's
   * `apiKeyRefusal`). Absent: GET reads and POST writes (`endpointWrites`), so an undeclared POST
   * is refused to read keys. List and other queries sent as POST (docs/decisions/0002) declare
   * `writes: false`.
   */
  readonly writes?: boolean;
}

/** Whether `e` changes data: its declared `writes`, else true for POST and false for GET (the safe default). */
export const endpointWrites = (e: { readonly method: 'GET' | 'POST'; readonly writes?: boolean }): boolean => e.writes ?? e.method === 'POST';

export const endpoint = <Req extends t.Mixed | undefined, Res extends t.Mixed>(e: Endpoint<Req, Res>) => e;

/** The request type of an endpoint (`void` when it takes none). */
export type RequestOf<E> = E extends Endpoint<infer Req, t.Mixed> ? (Req extends t.Mixed ? t.TypeOf<Req> : void) : never;
/** The entry type of an endpoint's successful answer. */
export type ResponseOf<E> = E extends Endpoint<t.Mixed | undefined, infer Res> ? t.TypeOf<Res> : never;

/** Root of every path (rules 7.1). */
export const API_BASE = '/web-hmac';
