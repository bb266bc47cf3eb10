import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  addDealerToCollection,
  DealerCollectionRequest,
  dealerFilters,
  dealerList,
  DealerListRequest,
  dealerMap,
  DealerMapRequest,
  type DealerListResponse,
  type DealerNearPlace,
  removeDealerFromCollection,
} from '@yardfleet/contract/endpoints/dealers';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { byHome, type DealerHome } from '@yardfleet/domain/dealers/home-order';
import { resolveNearPlace } from '@yardfleet/domain/dealers/near-place';
import { byDistance } from '@yardfleet/domain/dealers/nearest';
import type { Dealer } from '@yardfleet/domain/entities/dealer';
import { distanceMiles } from '@yardfleet/domain/geometry/distance';
import { DEALERS } from '../fixtures/dealers';
import { decodeBody, failureEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession } from './respond';

const sorted = <T extends string>(values: readonly T[]): T[] => [...new Set(values)].sort();

/** The fixture viewer's company is at home in Chicago (rules 15.3): the Midwest first, then the US. */
export const FIXTURE_DEALER_HOME: DealerHome = { country: 'US', region: 'us_midwest', side: 'na' };

/**
 * One page of `rows` for `query`, as the server answers it: the search is a case-insensitive
 * substring of the name, town, city or postcode; category, country, region and collection only
 * narrow it; the point measured from is the `origin`, else the town or postcode `near` (the
 * domain's resolveNearPlace over `rows`; `nearNotFound` when none), else a search that matched
 * nothing but names a place (the search then dropped); from a point every row carries its distance
 * (the domain's distanceMiles) nearest first (byDistance), otherwise the home order (byHome,
 * FIXTURE_DEALER_HOME).
 */
export const queryDealers = (rows: readonly Dealer[], query: DealerListRequest): DealerListResponse => {
  const places = rows.map((d) => ({ postcode: d.postcode, town: d.town, city: d.city, state: d.state, country: d.country, location: d.location }));
  const matches = (search: string) =>
    rows.filter(
      (d) =>
        (search === '' || [d.name, d.town, d.city, d.postcode].some((field) => field.toLowerCase().includes(search))) &&
        (query.category === null || d.category === query.category) &&
        (query.country === null || d.country === query.country) &&
        (query.region === null || d.region === query.region) &&
        (!query.collectionOnly || d.inMyCollection),
    );
  let matching = matches(query.search?.trim().toLowerCase() ?? '');
  let origin = query.origin;
  let place: DealerNearPlace | null = null;
  let nearNotFound = false;
  const near = query.near?.trim() ?? '';
  if (origin === null && near !== '') {
    const found = resolveNearPlace(near, places);
    if (found === null) nearNotFound = true;
    else [origin, place] = [found.location, { query: near, ...found, fromSearch: false }];
  }
  const search = query.search?.trim() ?? '';
  if (matching.length === 0 && origin === null && near === '' && search !== '') {
    const found = resolveNearPlace(search, places);
    if (found !== null) {
      [origin, place] = [found.location, { query: search, ...found, fromSearch: true }];
      matching = matches('');
    }
  }
  const from = origin;
  const ordered =
    from === null
      ? byHome(
          matching.map((d) => ({ ...d, distanceMiles: null })),
          FIXTURE_DEALER_HOME,
        )
      : byDistance(matching.map((d) => ({ ...d, distanceMiles: distanceMiles(from, d.location) })));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: ordered.slice(start, start + query.pageSize) as Dealer[],
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    place,
    nearNotFound,
  };
};

/**
 * A fake dealer directory with the viewer's own collection, as the server behaves: list (queryDealers),
 * filters (the values `rows` hold, sorted), add and remove (idempotent; an unknown dealer answers
 * 1170010404). `rows` defaults to the twelve fixture dealers.
 */
const workingDealers = (rows: readonly Dealer[] = DEALERS): HttpHandler[] => {
  let directory = [...rows];
  const setCollection =
    (inMyCollection: boolean) =>
    async ({ request }: { request: Request }) => {
      const denied = requireSession(request);
      if (denied) return denied;
      const body = await decodeBody(DealerCollectionRequest, request);
      if (E.isLeft(body)) return body.left;
      const { dealerId } = body.right;
      if (!directory.some((d) => d.id === dealerId)) return failureEnvelope(ServerCode.notFound, 'The dealer does not exist.');
      directory = directory.map((d) => (d.id === dealerId ? { ...d, inMyCollection } : d));
      return okEnvelope(null);
    };
  return [
    on(dealerList, async ({ request }) => {
      const denied = requireSession(request);
      if (denied) return denied;
      const body = await decodeBody(DealerListRequest, request);
      return E.isLeft(body) ? body.left : okEnvelope(queryDealers(directory, body.right));
    }),
    on(dealerMap, async ({ request }) => {
      const denied = requireSession(request);
      if (denied) return denied;
      const body = await decodeBody(DealerMapRequest, request);
      if (E.isLeft(body)) return body.left;
      const answer = queryDealers(directory, { ...body.right, page: 1, pageSize: Math.max(1, directory.length) });
      return okEnvelope({ points: answer.items.map((d) => ({ id: d.id, name: d.name, location: d.location })), total: answer.total });
    }),
    on(
      dealerFilters,
      ({ request }) =>
        requireSession(request) ??
        okEnvelope({
          categories: sorted(directory.map((d) => d.category)),
          countries: sorted(directory.map((d) => d.country)),
          regions: sorted(directory.map((d) => d.region)),
        }),
    ),
    on(addDealerToCollection, setCollection(true)),
    on(removeDealerFromCollection, setCollection(false)),
  ];
};

/**
 * Dealer handlers (list, map, filters, collection) in each list state: populated (the twelve fixture dealers, or `rows`), empty
 * (no dealer at all), an empty collection (nobody collected yet), HTTP 500 on the list, a list
 * that never answers.
 */
export const dealerHandlers = {
  populated: (rows?: readonly Dealer[]) => workingDealers(rows),
  empty: () => workingDealers([]),
  emptyCollection: () => workingDealers(DEALERS.map((d) => ({ ...d, inMyCollection: false }))),
  httpError: (): HttpHandler[] => [
    on(dealerList, () => httpFailure(500, 'Internal Server Error')),
    on(dealerMap, () => httpFailure(500, 'Internal Server Error')),
  ],
  loading: (): HttpHandler[] => [neverAnswers(dealerList), neverAnswers(dealerMap)],
};
