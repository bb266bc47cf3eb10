import type { FastifyInstance } from 'fastify';
import { equipmentHistory, securityLog } from '@yardfleet/contract/endpoints/security-log';
import { can } from '@yardfleet/domain/rules/permissions';
import type { AppContext } from '../../context';
import { ok } from '../../http/answers';
import { isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { notFound } from '../../shared/fleet-scope';
import { roleForbidden } from '../../shared/form-answers';
import { securityLogExportRoute } from './security-log-export';
import { checkedFilters } from './security-log-filters';
import { securityLogPage } from './security-log-queries';

/**
 * The security log and activity history (rules 20.12, 20.13, contract endpoints/security-log.ts):
 * - `POST /web-hmac/web/security/log` `{ page, pageSize, kinds?, categories?, actorId?,
 *   equipmentId?, search?, from?, to? }` -> a page of the caller's company's events, newest first,
 *   with the total matching. Only a role with `security.view` (the admin, docs/roles.md) reads it:
 *   other roles, users without a company and app-only users answer 1170010403; `from` not before
 *   `to` matches nothing. Its CSV export: security-log-export.ts.
 * - `POST /web-hmac/web/equipment/history` `{ id, page, pageSize }` -> the events of one machine of
 *   the caller's company, for every member (1170010404 for another company's machine), without
 *   the address and browser.
 */
export const securityLogRoutes = (app: FastifyInstance, route: Registrar, ctx: AppContext): void => {
  route.authed(securityLog, async ({ input, ctx: { db }, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    if (!can(caller.role, 'security.view')) return roleForbidden();
    const filters = checkedFilters(input);
    if ('refused' in filters) return filters.refused;
    const { items, total } = await securityLogPage(db, scope.companyId, filters, input.page, input.pageSize);
    return ok({ items, total, page: input.page, pageSize: input.pageSize });
  });

  route.authed(
    equipmentHistory,
    async ({ input, ctx: { db }, caller }) => {
      const scope = companyScope(caller);
      if ('refused' in scope) return scope.refused;
      const id: string = input.id;
      if (!isRowId(id)) return notFound('equipment');
      const machine = await db.selectFrom('equipment').select('id').where('id', '=', id).where('company_id', '=', scope.companyId).executeTakeFirst();
      if (!machine) return notFound('equipment');
      const filters = { kinds: [], categories: [], actorId: null, equipmentId: id, search: '', from: null, to: null };
      const { items, total } = await securityLogPage(db, scope.companyId, filters, input.page, input.pageSize);
      // The address and browser stay in the admin's log (docs/security.md "Security log").
      return ok({ items: items.map((e) => ({ ...e, address: null, userAgent: null })), total, page: input.page, pageSize: input.pageSize });
    },
    { readOnly: true },
  );

  securityLogExportRoute(app, ctx);
};
