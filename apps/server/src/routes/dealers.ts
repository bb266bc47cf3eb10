import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Registrar } from '../http/registrar';

/**
 * The dealer directory's calls (issue 11; contract: @yardfleet/contract/endpoints/dealers): the list
 * (nearest first with the user's position), the filters, the user's own collection, and the
 * operator's import in its own scope (a larger body limit).
 */
export const dealerRoutes = async (app: FastifyInstance, route: Registrar, ctx: AppContext): Promise<void> => {
  void app;
  void route;
  void ctx;
};
