import { chargeSystemDetail, powerOverview } from '@yardfleet/contract/endpoints/power';
import { ok } from '../../http/answers';
import { isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { notFound } from '../../shared/fleet-scope';
import { loadPowerRows } from './power-queries';
import { chargerViewsOf, figuresOf, systemsOf } from './power-views';

/**
 * The power area's reads (the power overview and /power/{id}, rules 11.2, 11.3; chargers, rules
 * 3.10; port and battery states, rules 4.6; contract endpoints/power.ts). Every member of a company reads them,
 * full version or power-only. A charge system is a charger gateway that is not deleted, with the
 * chargers it links (none is a system too); its id is the gateway's. Each call runs a fixed handful
 * of queries (power-queries.ts), whatever the number of chargers.
 */
export const powerRoutes = (route: Registrar): void => {
  route.authed(powerOverview, async ({ ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const now = ctx.clock.now();
    const rows = await loadPowerRows(ctx.db, scope.companyId, now);
    if (rows === null) return notFound('company');
    const chargers = chargerViewsOf(rows, now);
    return ok({ figures: figuresOf(rows, chargers), systems: systemsOf(rows, chargers, now).map((s) => s.summary), timeZone: rows.timeZone });
  });

  route.authed(chargeSystemDetail, async ({ input, ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('charge system');
    const now = ctx.clock.now();
    const rows = await loadPowerRows(ctx.db, scope.companyId, now, id);
    const [system] = rows === null ? [] : systemsOf(rows, chargerViewsOf(rows, now), now);
    return rows === null || system === undefined
      ? notFound('charge system')
      : ok({ system: system.summary, chargers: system.chargers, timeZone: rows.timeZone });
  });
};
