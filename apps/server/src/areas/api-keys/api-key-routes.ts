import * as E from 'fp-ts/lib/Either.js';
import { apiKeyCreate, apiKeyList, apiKeyRevoke } from '@yardfleet/contract/endpoints/api-keys';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { API_KEYS_PER_COMPANY_MAX, apiKeyExpiry, canManageApiKeys, validateApiKeyName } from '@yardfleet/domain/rules/api-keys';
import { fail, ok, type Answer } from '../../http/answers';
import { isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import type { Caller } from '../../auth/sessions';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound } from '../../shared/fleet-scope';
import { roleForbidden } from '../../shared/form-answers';
import { apiKeyOf, apiKeysOf, insertApiKey, liveKeyCount, revokeApiKey } from './api-key-queries';

/**
 * The company of an admin's call, or the refusal: 1170010403 for a user without a company, an
 * app-only user, a manager or an employee (API keys are the admin's, docs/roles.md). No API key
 * reaches these calls (the registrar refuses them first, the domain's API_KEY_UNREACHABLE).
 */
const adminScope = (caller: Caller): { readonly companyId: string } | { readonly refused: Answer<never> } => {
  const scope = companyScope(caller);
  if ('refused' in scope) return scope;
  return canManageApiKeys(caller.role) && caller.apiKey === undefined ? scope : { refused: roleForbidden() };
};

const keyGone = () => notFound('API key');

/**
 * API keys (contract endpoints/api-keys.ts, docs/security.md "API keys"), the admin's only:
 * - `GET  /web-hmac/web/api-key/list`: the company's keys, newest first, revoked ones included;
 * - `POST /web-hmac/web/api-key/create` `{ name, scope, expiresInDays }`: 1170010001 `{ name }`
 *   for a bad name (the domain's `validateApiKeyName`), 1170010422 `too_many_keys` past
 *   API_KEYS_PER_COMPANY_MAX live keys; answers the key once; `api_key_created` is logged;
 * - `POST /web-hmac/web/api-key/revoke` `{ id }`: another company's key or a malformed id answers
 *   1170010404; `api_key_revoked` is logged; every process refuses the key once it answers.
 */
export const apiKeyRoutes = (route: Registrar): void => {
  route.authed(
    apiKeyList,
    async ({ ctx: { db }, caller }) => {
      const scope = adminScope(caller);
      if ('refused' in scope) return scope.refused;
      return ok({ items: await apiKeysOf(db, scope.companyId) });
    },
    { readOnly: true },
  );

  route.authed(apiKeyCreate, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = adminScope(caller);
    if ('refused' in scope) return scope.refused;
    const name = validateApiKeyName(input.name);
    if (E.isLeft(name)) return invalidFields({ name: name.left });
    if ((await liveKeyCount(db, scope.companyId)) >= API_KEYS_PER_COMPANY_MAX) {
      return fail(ServerCode.refused, `A company can hold at most ${API_KEYS_PER_COMPANY_MAX} API keys. Revoke one first.`, { reason: 'too_many_keys' });
    }
    const at = clock.now();
    const expiry = apiKeyExpiry(at.getTime(), input.expiresInDays);
    const change = { companyId: scope.companyId, userId: caller.userId, origin: request, at };
    const made = await insertApiKey(db, change, { name: name.right, scope: input.scope, expiresAt: expiry === null ? null : new Date(expiry) });
    const key = await apiKeyOf(db, scope.companyId, made.id);
    return key === undefined ? keyGone() : ok({ key, secret: made.secret });
  });

  route.authed(apiKeyRevoke, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = adminScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return keyGone();
    const change = { companyId: scope.companyId, userId: caller.userId, origin: request, at: clock.now() };
    if (!(await revokeApiKey(db, change, id))) return keyGone();
    const key = await apiKeyOf(db, scope.companyId, id);
    return key === undefined ? keyGone() : ok(key);
  });
};
