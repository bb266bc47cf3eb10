import type { Registrar } from '../http/registrar';

/**
 * The Gateways screen's calls (issue 11; contract: @yardfleet/contract/endpoints/gateways): list,
 * detail, reset and delete, scoped to the caller's company.
 */
export const gatewayRoutes = (route: Registrar): void => {
  void route;
};
