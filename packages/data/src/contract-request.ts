import type * as t from 'io-ts';
import type { Endpoint, RequestOf } from '@yardfleet/contract/endpoint';

/** Any endpoint object of the contract (packages/contract/src/endpoints). */
export type AnyEndpoint = Endpoint<t.Mixed | undefined, t.Mixed>;

/**
 * What an injected endpoint hands the base query: the contract endpoint (method, path, codecs)
 * and the request value (JSON body for POST, query string for GET; undefined when none).
 * `applyPolicy: false` keeps the error policy's reactions (rules 8.1) off for a request whose failure the caller
 * handles entirely itself (logout: the user is leaving whatever the server says).
 */
export interface ContractRequest {
  readonly endpoint: AnyEndpoint;
  readonly body: unknown;
  readonly applyPolicy: boolean;
}

/**
 * The one helper every injected endpoint uses to turn a contract Endpoint into an RTK Query
 * `query` function: `build.query({ query: contractRequest(equipmentList) })`.
 */
export const contractRequest =
  <E extends AnyEndpoint>(endpoint: E, options: { readonly applyPolicy?: boolean } = {}) =>
  (arg: RequestOf<E>): ContractRequest => ({ endpoint, body: arg, applyPolicy: options.applyPolicy ?? true });
