import { equipmentList } from '@yardfleet/contract/endpoints/equipment';
import { ok } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { listEquipment } from './equipment-list-queries';

/**
 * `POST /web-hmac/web/equipment/list` (rules 2.10), scoped to the caller's company (a power-only one
 * too); identical calls in flight share one read (http/shared-reads.ts). Users without a company
 * and app-only users get 1170010403 (see docs/error-codes.md).
 */
export const equipmentRoutes = (route: Registrar): void => {
  route.authed(
    equipmentList,
    async ({ input, ctx, caller }) => {
      const scope = companyScope(caller);
      if ('refused' in scope) return scope.refused;
      return ok(
        await ctx.reads.share(scope.companyId, `equipment-list\n${JSON.stringify(input)}`, () =>
          listEquipment(ctx.db, scope.companyId, input, ctx.clock.now()),
        ),
      );
    },
    { readOnly: true },
  );
};
