import type { Registrar } from '../http/registrar';

/** The equipment usage report (issue 10; contract endpoints/reports.ts reportUsage). Filled in next. */
export const reportUsageRoutes = (_route: Registrar): void => {};
