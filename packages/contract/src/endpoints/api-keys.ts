import * as t from 'io-ts';
import { IsoDateTime, idCodec } from '@yardfleet/domain/entities/brand';
import { API_KEY_EXPIRY_DAYS_MAX, ApiKeyScope } from '@yardfleet/domain/rules/api-keys';
import { intBetween, strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * API keys for integrations (docs/security.md "API keys"): the company's admin lists, creates and
 * revokes them; managers, employees, users without a company and app-only users answer
 * 1170010403. No API key reaches these calls (the domain's API_KEY_UNREACHABLE). Another company's
 * key id answers 1170010404, exactly like an id that does not exist.
 */

export const ApiKeyId = idCodec('ApiKeyId');
export type ApiKeyId = t.TypeOf<typeof ApiKeyId>;

/**
 * One key as the list shows it; never its secret. `prefix` is `yf_live_` and the key's public id
 * (how the key is recognised in a script or a log); `createdBy` the creator's name as it is now
 * (null once deleted); times are UTC instants; `expiresAt` null: never; `revokedAt` null: live;
 * `lastUsedAt` / `lastUsedAddress` the last recorded use (written at most once a minute, or at
 * once from a new address), null when never used.
 */
export const ApiKey = t.type(
  {
    id: ApiKeyId,
    name: t.string,
    prefix: t.string,
    scope: ApiKeyScope,
    createdAt: IsoDateTime,
    createdBy: t.union([t.string, t.null]),
    expiresAt: t.union([IsoDateTime, t.null]),
    revokedAt: t.union([IsoDateTime, t.null]),
    lastUsedAt: t.union([IsoDateTime, t.null]),
    lastUsedAddress: t.union([t.string, t.null]),
  },
  'ApiKey',
);
export type ApiKey = t.TypeOf<typeof ApiKey>;

/** The company's keys, newest first, the revoked ones included (they stay listed with `revokedAt`). */
export const ApiKeyList = t.type({ items: t.array(ApiKey) }, 'ApiKeyList');
export type ApiKeyList = t.TypeOf<typeof ApiKeyList>;

/** `GET /web-hmac/web/api-key/list` (admin): the company's keys. */
export const apiKeyList = endpoint({
  method: 'GET',
  path: '/web-hmac/web/api-key/list',
  request: undefined,
  response: ApiKeyList,
  auth: true,
});

/**
 * A new key: `name` (required, at most 50 characters, no outer spaces: 1170010001 `{ name }`),
 * `scope` (`read` or `read_write`) and `expiresInDays` (1..1826, null: never).
 */
export const CreateApiKeyRequest = strictType(
  { name: t.string, scope: ApiKeyScope, expiresInDays: t.union([intBetween(1, API_KEY_EXPIRY_DAYS_MAX, 'ExpiresInDays'), t.null]) },
  'CreateApiKeyRequest',
);
export type CreateApiKeyRequest = t.TypeOf<typeof CreateApiKeyRequest>;

/** The created key and, this once only, the key itself (`secret`: `yf_live_<id>_<secret>`); the server keeps only its hash. */
export const CreatedApiKey = t.type({ key: ApiKey, secret: t.string }, 'CreatedApiKey');
export type CreatedApiKey = t.TypeOf<typeof CreatedApiKey>;

/**
 * `POST /web-hmac/web/api-key/create` (admin): creates a key and answers it once. A company holds
 * at most 50 live keys: more answers 1170010422 `{ reason: 'too_many_keys' }`.
 */
export const apiKeyCreate = endpoint({
  method: 'POST',
  path: '/web-hmac/web/api-key/create',
  request: CreateApiKeyRequest,
  response: CreatedApiKey,
  auth: true,
});

export const ApiKeyRequest = strictType({ id: ApiKeyId }, 'ApiKeyRequest');
export type ApiKeyRequest = t.TypeOf<typeof ApiKeyRequest>;

/**
 * `POST /web-hmac/web/api-key/revoke` `{ id }` (admin): revokes the key at once on every server
 * process (a call with it answers 1401 from then on). Revoking a revoked key changes nothing.
 * Entry: the key.
 */
export const apiKeyRevoke = endpoint({
  method: 'POST',
  path: '/web-hmac/web/api-key/revoke',
  request: ApiKeyRequest,
  response: ApiKey,
  auth: true,
});
