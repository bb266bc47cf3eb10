import { equipmentPositions } from '@yardfleet/contract/endpoints/equipment-positions';
import { ok } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { fleetPositions } from './equipment-position-queries';

/**
 * `POST /web-hmac/web/equipment/positions` (the fleet map, rules 17.9, 21.7):
 * the caller's company's machines matching the list's filters (the same SQL as the list,
 * `equipmentMatchingAt`) that have a last position, as parallel columns with fixed-point
 * coordinates rounded in SQL, one query answering one row of aggregated columns (no ids, no names;
 * aggregatedPositions), unordered, at most MAX_EQUIPMENT_POSITIONS (250,000; `truncated` when more matched), and all its
 * warehouses. With `at`: the matching machines at exactly that fixed-point position, with ids and
 * names, by name (at most MAX_MACHINES_AT), and no warehouses.
 * Any member may read it; users without a company and app-only users get 1170010403.
 */
export const equipmentPositionRoutes = (route: Registrar): void => {
  route.authed(
    equipmentPositions,
    async ({ input, ctx, caller }) => {
      const scope = companyScope(caller);
      if ('refused' in scope) return scope.refused;
      return ok(await fleetPositions(ctx.db, scope.companyId, input, ctx.clock.now()));
    },
    { readOnly: true },
  );
};
