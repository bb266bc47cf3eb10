import { ServerCode } from '@yardfleet/contract/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addDealerToCollection,
  DEALER_MAP_MAX_POINTS,
  dealerFilters,
  dealerList,
  dealerMap,
  removeDealerFromCollection,
  type DealerMapRequest,
  type DealerNearPlace,
} from '@yardfleet/contract/endpoints/dealers';
import { dealerHomeTiers, type DealerHomeTier } from '@yardfleet/domain/dealers/home-order';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { regionFromHost } from '@yardfleet/domain/locale/region-host';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { fail, ok, type Answer } from '../../http/answers';
import { asBranded } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { DealerId } from '@yardfleet/domain/entities/ids';
import { companyScope } from '../../shared/caller-scope';
import { dealerImportRoutes } from './dealer-import-routes';
import { companyHome, dealersByHome, findNearPlace, mapPointsByHome, mapPointsNearest } from './dealer-order-queries';
import { addToCollection, countDealers, dealerExists, dealerFilterValues, nearestDealers, removeFromCollection, type DealerFilter } from './dealer-queries';

const unknownDealer = (): Answer<never> => fail(ServerCode.notFound, 'The dealer does not exist.');

/**
 * The reader of the directory, or the refusal: like every company-data call (shared/caller-scope.ts),
 * a user without a company (guest, rules 4.14) or an app-only user (rules 6.4) answers 1170010403; every
 * role of a company (admin, manager, employee, full or power version) reads it.
 */
const reader = (caller: Caller): { readonly userId: string; readonly companyId: string } | { readonly refused: Answer<never> } => {
  const scope = companyScope(caller);
  return 'refused' in scope ? scope : { userId: caller.userId, companyId: scope.companyId };
};

/** How one list or map query is answered: its filter, the point distances are measured from (null: the home order) and the place it came from. */
interface ResolvedQuery {
  readonly filter: DealerFilter;
  readonly origin: GeoPoint | null;
  readonly place: DealerNearPlace | null;
  readonly nearNotFound: boolean;
  readonly total: number;
  readonly tiers: () => Promise<readonly DealerHomeTier[]>;
}

/**
 * Resolves a list or map query (rules 15.3 to 15.5): the browser's `origin` first; else `near`, a
 * town or postcode of the directory (the domain's resolveNearPlace; `nearNotFound` when it names
 * none); else, when `search` matches no dealer but names a town or postcode, the dealers nearest
 * it, unsearched (`place.fromSearch`); else the company's home order (tiers read only then).
 */
const resolveQuery = async (
  db: Kysely<Database>,
  who: { readonly userId: string; readonly companyId: string },
  input: DealerMapRequest,
  request: FastifyRequest,
): Promise<ResolvedQuery> => {
  let filter: DealerFilter = {
    userId: who.userId,
    search: input.search,
    category: input.category,
    country: input.country,
    region: input.region,
    collectionOnly: input.collectionOnly,
  };
  const tiers = async () => dealerHomeTiers(await companyHome(db, who.companyId, who.userId, regionFromHost(request.headers.host ?? '')));
  let origin = input.origin;
  let place: DealerNearPlace | null = null;
  let nearNotFound = false;
  const near = input.near?.trim() ?? '';
  if (origin === null && near !== '') {
    const found = await findNearPlace(db, near);
    if (found === null) nearNotFound = true;
    else {
      place = { query: near, ...found, fromSearch: false };
      origin = found.location;
    }
  }
  let total = await countDealers(db, filter);
  const search = input.search?.trim() ?? '';
  if (total === 0 && origin === null && near === '' && search !== '') {
    const found = await findNearPlace(db, search);
    if (found !== null) {
      place = { query: search, ...found, fromSearch: true };
      origin = found.location;
      filter = { ...filter, search: null };
      total = await countDealers(db, filter);
    }
  }
  return { filter, origin, place, nearNotFound, total, tiers };
};

/**
 * The dealer directory's calls (rules 15; contract: @yardfleet/contract/endpoints/dealers):
 * - `dealer/list`: a page of the directory for the caller, filtered; with `origin` (or a town or
 *   postcode `near`, or a search naming one: resolveQuery) nearest first (the domain's findNearest
 *   over the (lat, lng) index, distances in statute miles from the domain), otherwise in the
 *   company's home order (rules 15.3); `total` counts every match; `inMyCollection` is the caller's own;
 * - `dealer/map`: every match of the same query as map points, in the same order, at most
 *   DEALER_MAP_MAX_POINTS (rules 15.6);
 * - `dealer/filters`: the categories, countries and regions present, sorted;
 * - `dealer/collection/add|remove`: the caller's own collection (user_dealers), idempotent; an
 *   unknown or malformed dealer id answers 1170010404;
 * - the operator's import, in its own scope (dealer-import-routes.ts).
 * Every call but the import needs a session of a company member (any role); guests and app-only
 * users answer 1170010403.
 */
export const dealerRoutes = async (app: FastifyInstance, route: Registrar, ctx: AppContext): Promise<void> => {
  route.authed(dealerList, async ({ input, ctx: c, caller, request }) => {
    const who = reader(caller);
    if ('refused' in who) return who.refused;
    const q = await resolveQuery(c.db, who, input, request);
    const items =
      q.origin === null
        ? await dealersByHome(c.db, q.filter, await q.tiers(), input.page, input.pageSize)
        : await nearestDealers(c.db, q.filter, q.origin, input.page, input.pageSize);
    return ok({ items, total: q.total, page: input.page, pageSize: input.pageSize, place: q.place, nearNotFound: q.nearNotFound });
  });

  route.authed(dealerMap, async ({ input, ctx: c, caller, request }) => {
    const who = reader(caller);
    if ('refused' in who) return who.refused;
    const q = await resolveQuery(c.db, who, input, request);
    const points =
      q.origin === null
        ? await mapPointsByHome(c.db, q.filter, await q.tiers(), DEALER_MAP_MAX_POINTS)
        : await mapPointsNearest(c.db, q.filter, q.origin, DEALER_MAP_MAX_POINTS);
    return ok({ points: points.map((p) => ({ ...p, id: asBranded(DealerId, p.id) })), total: q.total });
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
