import type { Registrar } from '../http/registrar';

/** The power area's reads (issue 9; contract endpoints/power.ts). Filled in by the power routes work. */
export const powerRoutes = (_route: Registrar): void => {};
