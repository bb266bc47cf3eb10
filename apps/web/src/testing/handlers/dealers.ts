import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  addDealerToCollection,
  DealerCollectionRequest,
  dealerFilters,
  dealerList,
  DealerListRequest,
  type DealerListResponse,
  removeDealerFromCollection,
} from '@yardfleet/contract/endpoints/dealers';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { byDistance } from '@yardfleet/domain/dealers/nearest';
import type { Dealer } from '@yardfleet/domain/entities/dealer';
import { distanceMiles } from '@yardfleet/domain/geometry/distance';
import { DEALERS } from '../fixtures/dealers';
import { decodeBody, failureEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession } from './respond';

const sorted = <T extends string>(values: readonly T[]): T[] => [...new Set(values)].sort();

/**
 * One page of `rows` for `query`, as the server answers it: the search is a case-insensitive
 * substring of the name, town, city or postcode; category, country, region and collection only
 * narrow it; with an `origin` every row carries its distance (the domain's distanceMiles, statute
 * miles) and the page is nearest first (the domain's byDistance), without one by name.
 */
export const queryDealers = (rows: readonly Dealer[], query: DealerListRequest): DealerListResponse => {
  const search = query.search?.trim().toLowerCase() ?? '';
  const matching = rows.filter(
    (d) =>
      (search === '' || [d.name, d.town, d.city, d.postcode].some((field) => field.toLowerCase().includes(search))) &&
      (query.category === null || d.category === query.category) &&
      (query.country === null || d.country === query.country) &&
      (query.region === null || d.region === query.region) &&
      (!query.collectionOnly || d.inMyCollection),
  );
  const { origin } = query;
  const ordered =
    origin === null
      ? matching.map((d) => ({ ...d, distanceMiles: null })).sort((a, b) => a.name.localeCompare(b.name))
      : byDistance(matching.map((d) => ({ ...d, distanceMiles: distanceMiles(origin, d.location) })));
  const start = (query.page - 1) * query.pageSize;
  return { items: ordered.slice(start, start + query.pageSize) as Dealer[], total: matching.length, page: query.page, pageSize: query.pageSize };
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
 * Dealer handlers in each list state: populated (the twelve fixture dealers, or `rows`), empty
 * (no dealer at all), an empty collection (nobody collected yet), HTTP 500 on the list, a list
 * that never answers.
 */
export const dealerHandlers = {
  populated: (rows?: readonly Dealer[]) => workingDealers(rows),
  empty: () => workingDealers([]),
  emptyCollection: () => workingDealers(DEALERS.map((d) => ({ ...d, inMyCollection: false }))),
  httpError: (): HttpHandler[] => [on(dealerList, () => httpFailure(500, 'Internal Server Error'))],
  loading: (): HttpHandler[] => [neverAnswers(dealerList)],
};
