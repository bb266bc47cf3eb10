import type { Registrar } from '../http/registrar';

/** The inventory, maintenance and power reports and the inventory home overview (issue 10; contract endpoints/reports.ts). Filled in next. */
export const reportRoutes = (_route: Registrar): void => {};
