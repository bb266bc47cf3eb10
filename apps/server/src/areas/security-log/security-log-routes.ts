import * as E from 'fp-ts/lib/Either.js';
import { SECURITY_LOG_SEARCH_MAX, securityLog } from '@yardfleet/contract/endpoints/security-log';
import { can } from '@yardfleet/domain/rules/permissions';
import { validateMaxLength } from '@yardfleet/domain/validation/rules';
import { ok } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { securityLogPage } from './security-log-queries';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, roleForbidden } from '../../shared/form-answers';

/**
 * The security log (rules 20.12, contract endpoints/security-log.ts):
 * `POST /web-hmac/web/security/log` `{ page, pageSize, kinds?, search?, from?, to? }` -> a page of
 * the caller's company's events, newest first, with the total matching. Only a role with
 * `security.view` (the admin, docs/roles.md) reads it: other roles, users without a company and
 * app-only users answer 1170010403; a search over SECURITY_LOG_SEARCH_MAX (100) characters answers
 * 1170010001 `{ search: { code: 'too_long', max: 100 } }`; `from` not before `to` matches nothing.
 */
export const securityLogRoutes = (route: Registrar): void => {
  route.authed(securityLog, async ({ input, ctx: { db }, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    if (!can(caller.role, 'security.view')) return roleForbidden();
    const search = validateMaxLength('search', input.search ?? '', SECURITY_LOG_SEARCH_MAX);
    if (E.isLeft(search)) return invalidFields({ search: search.left });
    // IsoDateTime admits the years 1000-9999 only (rules 20.8), so both bounds go to SQL as they are.
    const from = input.from === undefined ? null : new Date(input.from);
    const to = input.to === undefined ? null : new Date(input.to);
    const filters = { kinds: input.kinds ?? [], search: search.right, from, to };
    const { items, total } = await securityLogPage(db, scope.companyId, filters, input.page, input.pageSize);
    return ok({ items, total, page: input.page, pageSize: input.pageSize });
  });
};
