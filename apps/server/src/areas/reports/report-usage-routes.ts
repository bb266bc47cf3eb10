import * as E from 'fp-ts/lib/Either.js';
import { reportUsage } from '@yardfleet/contract/endpoints/reports';
import { ok } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { fullVersionRefusal, reportScope } from './scope';
import { queryUsageReport } from './usage';

/**
 * The equipment usage report (rules 10.3; contract endpoints/reports.ts
 * reportUsage): every role of a full-version company reads it; a power-only company answers
 * 1170010403; a bad period 1170010001 `{ period: PeriodError }` (domain reports/period). A tag or
 * warehouse id of another company in the filters matches no machine: the report comes back empty
 * (zero rows, every day with zeros), exactly as for an id that does not exist, never 1170010404
 * (scope.ts). Figures of today count up to the server's now.
 */
export const reportUsageRoutes = (route: Registrar): void => {
  route.authed(reportUsage, async ({ input, ctx, caller }) => {
    const scoped = await reportScope(ctx, caller);
    if ('refused' in scoped) return scoped.refused;
    const refused = fullVersionRefusal(scoped.scope);
    if (refused !== null) return refused;
    const report = await queryUsageReport(ctx.db, scoped.scope, input, ctx.clock.now());
    return E.isLeft(report) ? report.left : ok(report.right);
  });
};
