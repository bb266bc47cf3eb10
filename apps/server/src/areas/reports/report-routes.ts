import * as E from 'fp-ts/lib/Either.js';
import { equipmentOverview, reportInventory, reportMaintenance, reportPower } from '@yardfleet/contract/endpoints/reports';
import { ok } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { queryEquipmentOverview, queryInventoryReport } from './inventory';
import { queryMaintenanceReport } from './maintenance';
import { queryPowerReport } from './power';
import { fullVersionRefusal, reportScope } from './scope';

/**
 * The inventory, maintenance and power reports and the inventory home overview (rules 10.1
 * to 10.5, 10.11; contract endpoints/reports.ts). Every role of the company reads them;
 * power-only companies get the power report only (the others answer 1170010403); a bad period
 * answers 1170010001 `{ period: PeriodError }` (domain reports/period), except for the inventory,
 * a snapshot of now that ignores the period. A tag or warehouse id of another company in the filters matches
 * nothing: the report comes back empty, exactly as for a missing id (scope.ts).
 */
export const reportRoutes = (route: Registrar): void => {
  route.authed(reportInventory, async ({ input, ctx, caller }) => {
    const scoped = await reportScope(ctx, caller);
    if ('refused' in scoped) return scoped.refused;
    const refused = fullVersionRefusal(scoped.scope);
    if (refused !== null) return refused;
    return ok(await queryInventoryReport(ctx.db, scoped.scope, input, ctx.clock.now()));
  });

  route.authed(reportMaintenance, async ({ input, ctx, caller }) => {
    const scoped = await reportScope(ctx, caller);
    if ('refused' in scoped) return scoped.refused;
    const refused = fullVersionRefusal(scoped.scope);
    if (refused !== null) return refused;
    const report = await queryMaintenanceReport(ctx.db, scoped.scope, input);
    return E.isLeft(report) ? report.left : ok(report.right);
  });

  route.authed(reportPower, async ({ input, ctx, caller }) => {
    const scoped = await reportScope(ctx, caller);
    if ('refused' in scoped) return scoped.refused;
    const report = await queryPowerReport(ctx.db, scoped.scope, input);
    return E.isLeft(report) ? report.left : ok(report.right);
  });

  route.authed(equipmentOverview, async ({ ctx, caller }) => {
    const scoped = await reportScope(ctx, caller);
    if ('refused' in scoped) return scoped.refused;
    const refused = fullVersionRefusal(scoped.scope);
    if (refused !== null) return refused;
    return ok(await queryEquipmentOverview(ctx.db, scoped.scope, ctx.clock.now()));
  });
};
