import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import { apiKeyCreate, apiKeyList, apiKeyRevoke, ApiKeyRequest, CreateApiKeyRequest, type ApiKey } from '@yardfleet/contract/endpoints/api-keys';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { validateApiKeyName } from '@yardfleet/domain/rules/api-keys';
import { decodeBody, failureEnvelope, fieldErrorsEnvelope, httpFailureHandler, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** A fixture key (times as ISO strings, checked by the contract's codec where the screen decodes answers). */
const key = (n: number, rest: { readonly [K in keyof ApiKey]?: string | null } & Pick<ApiKey, 'name' | 'scope'>): ApiKey =>
  ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    prefix: `yf_live_Ab3dEf9hIj0${n}`,
    createdAt: '2026-03-01T15:20:00.000Z',
    createdBy: 'Avery Collins',
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    lastUsedAddress: null,
    ...rest,
  }) as unknown as ApiKey;

/** The fixture company's keys: a used read key, a read and write key with an expiry, a never used one, a revoked one. */
export const API_KEYS: readonly ApiKey[] = [
  key(1, { name: 'ERP sync', scope: 'read', lastUsedAt: '2026-03-12T17:45:00.000Z', lastUsedAddress: '203.0.113.7' }),
  key(2, {
    name: 'Dispatch board',
    scope: 'read_write',
    expiresAt: '2026-12-31T12:00:00.000Z',
    lastUsedAt: '2026-03-12T16:02:00.000Z',
    lastUsedAddress: '198.51.100.24',
  }),
  key(3, { name: 'Nightly export script', scope: 'read' }),
  key(4, {
    name: 'Old integration',
    scope: 'read_write',
    createdBy: null,
    revokedAt: '2026-02-20T09:00:00.000Z',
    lastUsedAt: '2026-02-19T22:10:00.000Z',
    lastUsedAddress: '192.0.2.50',
  }),
];

/** The key a create answers in the stories (shown once). */
export const NEW_KEY_SECRET = 'yf_live_Zq7Lm2Np4Rs6_q9V8b7N6m5L4k3J2h1G0f9E8d7C6b5A4z3Y2x1W0vUtS';

/**
 * A fake key area as the server behaves (docs/security.md "API keys"): 1401 without a session, the
 * list, create (name checked by the domain: 1170010001 `{ name }`; answers NEW_KEY_SECRET once),
 * revoke (1170010404 for an unknown id). State lives in the handler set (a story's own copy).
 */
const working = (initial: readonly ApiKey[]): HttpHandler[] => {
  let keys = [...initial];
  return [
    on(apiKeyList, ({ request }) => requireSession(request) ?? okEnvelope({ items: keys })),
    on(apiKeyCreate, async ({ request }) => {
      const body = await decodeBody(CreateApiKeyRequest, request);
      if (E.isLeft(body)) return body.left;
      const name = validateApiKeyName(body.right.name);
      if (E.isLeft(name)) return fieldErrorsEnvelope({ name: name.left });
      const made = key(9, { name: name.right, scope: body.right.scope, createdAt: new Date().toISOString(), prefix: NEW_KEY_SECRET.slice(0, 20) });
      keys = [made, ...keys];
      return okEnvelope({ key: made, secret: NEW_KEY_SECRET });
    }),
    on(apiKeyRevoke, async ({ request }) => {
      const body = await decodeBody(ApiKeyRequest, request);
      if (E.isLeft(body)) return body.left;
      const found = keys.find((k) => k.id === body.right.id);
      if (found === undefined) return failureEnvelope(ServerCode.notFound, 'The API key does not exist.');
      const revoked = found.revokedAt === null ? key(0, { ...found, revokedAt: new Date().toISOString() }) : found;
      keys = keys.map((k) => (k.id === revoked.id ? revoked : k));
      return okEnvelope(revoked);
    }),
  ];
};

/** API key handlers: populated (API_KEYS), empty, HTTP 500, never answering. */
export const apiKeyHandlers = {
  populated: (): HttpHandler[] => working(API_KEYS),
  empty: (): HttpHandler[] => working([]),
  httpError: (): HttpHandler[] => [httpFailureHandler(apiKeyList)],
  loading: (): HttpHandler[] => [neverAnswers(apiKeyList)],
};
