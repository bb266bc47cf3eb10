import type { FastifyInstance } from 'fastify';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { addDealerToCollection, dealerFilters, dealerList, removeDealerFromCollection } from '@yardfleet/contract/endpoints/dealers';
import type { Caller } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { fail, ok, type Answer } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { dealerImportRoutes } from './dealer-import-routes';
import {
  addToCollection,
  countDealers,
  dealerExists,
  dealerFilterValues,
  dealersByName,
  nearestDealers,
  removeFromCollection,
  type DealerFilter,
} from './dealer-queries';

const unknownDealer = (): Answer<never> => fail(ServerCode.notFound, 'The dealer does not exist.');

/**
 * The reader of the directory, or the refusal: like every company-data call (shared/caller-scope.ts),
 * a user without a company (guest, rules 4.14) or an app-only user (rules 6.4) answers 1170010403; every
 * role of a company (admin, manager, employee, full or power version) reads it.
 */
const reader = (caller: Caller): { readonly userId: string } | { readonly refused: Answer<never> } => {
  const scope = companyScope(caller);
  return 'refused' in scope ? scope : { userId: caller.userId };
};

/**
 * The dealer directory's calls (rules 15; contract: @yardfleet/contract/endpoints/dealers):
 * - `dealer/list`: a page of the directory for the caller, filtered; with `origin` nearest first
 *   (the domain's findNearest over the (lat, lng) index, distances in statute miles from the
 *   domain), otherwise by name; `total` counts every match; `inMyCollection` is the caller's own;
 * - `dealer/filters`: the categories, countries and regions present, sorted;
 * - `dealer/collection/add|remove`: the caller's own collection (user_dealers), idempotent; an
 *   unknown or malformed dealer id answers 1170010404;
 * - the operator's import, in its own scope (dealer-import-routes.ts).
 * Every call but the import needs a session of a company member (any role); guests and app-only
 * users answer 1170010403.
 */
export const dealerRoutes = async (app: FastifyInstance, route: Registrar, ctx: AppContext): Promise<void> => {
  route.authed(dealerList, async ({ input, ctx: c, caller }) => {
    const who = reader(caller);
    if ('refused' in who) return who.refused;
    const filter: DealerFilter = {
      userId: who.userId,
      search: input.search,
      category: input.category,
      country: input.country,
      region: input.region,
      collectionOnly: input.collectionOnly,
    };
    const [total, items] = await Promise.all([
      countDealers(c.db, filter),
      input.origin === null ? dealersByName(c.db, filter, input.page, input.pageSize) : nearestDealers(c.db, filter, input.origin, input.page, input.pageSize),
    ]);
    return ok({ items, total, page: input.page, pageSize: input.pageSize });
  });

  route.authed(dealerFilters, async ({ ctx: c, caller }) => {
    const who = reader(caller);
    if ('refused' in who) return who.refused;
    return ok(await dealerFilterValues(c.db));
  });

  route.authed(addDealerToCollection, async ({ input, ctx: c, caller }) => {
    const who = reader(caller);
    if ('refused' in who) return who.refused;
    if (!(await dealerExists(c.db, input.dealerId))) return unknownDealer();
    await addToCollection(c.db, who.userId, input.dealerId, c.clock.now());
    return ok(null);
  });

  route.authed(removeDealerFromCollection, async ({ input, ctx: c, caller }) => {
    const who = reader(caller);
    if ('refused' in who) return who.refused;
    if (!(await dealerExists(c.db, input.dealerId))) return unknownDealer();
    await removeFromCollection(c.db, who.userId, input.dealerId);
    return ok(null);
  });

  await dealerImportRoutes(app, ctx);
};
