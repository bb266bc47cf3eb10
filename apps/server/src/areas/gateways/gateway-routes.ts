import { ServerCode } from '@yardfleet/contract/error-codes';
import { deleteGateway, gatewayDetail, gatewayList, resetGateway } from '@yardfleet/contract/endpoints/gateways';
import { can } from '@yardfleet/domain/rules/permissions';
import type { Caller } from '../../auth/sessions';
import { fail, ok, type Answer } from '../../http/answers';
import { isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { notFound } from '../../shared/fleet-scope';
import { applyLifecycle } from './gateway-lifecycle';
import { countsOf, gatewayRowOf, heardMachinesOf, linkedChargersOf, pageOf, searchNeedle } from './gateway-queries';
import { gatewayViewOf, heardMachineViewOf, linkedChargerViewsOf } from './gateway-views';

/** The company a reset or delete is scoped to, or 1170010403 for roles without the domain's `gateway.manage`. */
const manageScope = (caller: Caller): { readonly companyId: string } | { readonly refused: Answer<never> } => {
  const scope = companyScope(caller);
  if ('refused' in scope) return scope;
  if (!can(caller.role, 'gateway.manage')) return { refused: fail(ServerCode.forbiddenRole, 'Only admins and managers may reset or delete gateways.') };
  return scope;
};

const deletedRefusal = (): Answer<never> =>
  fail(ServerCode.refused, 'The gateway is deleted. Bind it again in the mobile app to use it.', { reason: 'gateway_deleted' });

/**
 * The Gateways screen's calls (rules 14; contract @yardfleet/contract/endpoints/gateways),
 * scoped to the caller's company (another company's gateway, or a malformed id, answers 1170010404):
 * - list: one tab, searched by SN or model (a search finds deleted gateways too), by last
 *   connection, paged, with the counts of every tab (two statements);
 * - detail: a gateway and its sub-devices (machines heard, or a charger gateway's chargers);
 * - reset and delete (admin, manager): the domain's lifecycle (gateway-lifecycle.ts); a deleted
 *   gateway answers 1170010422 `{ reason: 'gateway_deleted' }`.
 */
export const gatewayRoutes = (route: Registrar): void => {
  route.authed(gatewayList, async ({ input, ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const now = ctx.clock.now();
    const needle = searchNeedle(input.search);
    const [counts, rows] = await Promise.all([countsOf(ctx.db, scope.companyId, needle), pageOf(ctx.db, scope.companyId, input, needle, now)]);
    return ok({ items: rows.map((r) => gatewayViewOf(r, now)), total: counts[input.kind], page: input.page, pageSize: input.pageSize, counts });
  });

  route.authed(gatewayDetail, async ({ input, ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('gateway');
    const now = ctx.clock.now();
    const row = await gatewayRowOf(ctx.db, scope.companyId, id, now);
    if (!row) return notFound('gateway');
    const subDevices =
      row.kind === 'charger_gateway'
        ? linkedChargerViewsOf(await linkedChargersOf(ctx.db, scope.companyId, id), now)
        : (await heardMachinesOf(ctx.db, scope.companyId, id)).map((m) => heardMachineViewOf(m, now));
    return ok({ gateway: gatewayViewOf(row, now), subDevices });
  });

  route.authed(resetGateway, async ({ input, request, ctx, caller }) => {
    const scope = manageScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('gateway');
    const now = ctx.clock.now();
    const outcome = await applyLifecycle(ctx.db, scope.companyId, id, 'reset', now, { userId: caller.userId, origin: request, apiKey: caller.apiKey });
    if (outcome.kind === 'not_found') return notFound('gateway');
    if (outcome.kind === 'refused') return deletedRefusal();
    const row = await gatewayRowOf(ctx.db, scope.companyId, id, now);
    return row ? ok(gatewayViewOf(row, now)) : notFound('gateway');
  });

  route.authed(deleteGateway, async ({ input, request, ctx, caller }) => {
    const scope = manageScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('gateway');
    const outcome = await applyLifecycle(ctx.db, scope.companyId, id, 'delete', ctx.clock.now(), {
      userId: caller.userId,
      origin: request,
      apiKey: caller.apiKey,
    });
    if (outcome.kind === 'not_found') return notFound('gateway');
    if (outcome.kind === 'refused') return deletedRefusal();
    return ok(null);
  });
};
