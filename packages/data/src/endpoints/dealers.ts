import type {
  DealerFiltersResponse,
  DealerListRequest,
  DealerListResponse,
  DealerCollectionRequest,
  DealerMapRequest,
  DealerMapResponse,
} from '@yardfleet/contract/endpoints/dealers';
import { addDealerToCollection, dealerFilters, dealerList, dealerMap, removeDealerFromCollection } from '@yardfleet/contract/endpoints/dealers';
import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import { api } from '../api';
import type { baseQuery } from '../base-query';
import { DEALER_LIST_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/** The filter values change only when an operator imports a directory: keep them for an hour once asked, seconds. */
export const DEALER_FILTERS_KEEP_SECONDS = 60 * 60;

/**
 * Dealers area (rules 2.17, 3.8, 8; 15.1 to 15.6):
 * - `dealerList`: a page of the directory for a `DealerListRequest` (search, category, country,
 *   region, collection only, and `origin` when the browser gave the user's position: then rows
 *   carry `distanceMiles` and come nearest first). Rows are tagged `{ type: 'Dealer', id }`, the
 *   list DEALER_LIST_TAG.
 * - `dealerMap`: every dealer of the same query (not only the page) as map points (rules 15.6),
 *   tagged DEALER_LIST_TAG like the list.
 * - `dealerFilters`: the categories, countries and regions the directory holds (tag 'DealerFilters').
 * - `addDealerToCollection` / `removeDealerFromCollection` `{ dealerId }`: the caller's own
 *   collection. Every cached list row of that dealer flips `inMyCollection` at once (undone when
 *   the server refuses); a success then refetches the lists (DEALER_LIST_TAG), so a
 *   "collection only" page loses or gains the row.
 */
export const dealersApi = api.injectEndpoints({
  endpoints: (build) => {
    /** Flips `inMyCollection` of `dealerId` in every cached list page; undone if the call fails. */
    const optimisticCollection =
      (inMyCollection: boolean): TypedMutationOnQueryStarted<null, DealerCollectionRequest, typeof baseQuery, 'api'> =>
      async ({ dealerId }, { dispatch, getState, queryFulfilled }) => {
        const patches = dealersApi.util.selectCachedArgsForQuery(getState(), 'dealerList').map((args) =>
          dispatch(
            dealersApi.util.updateQueryData('dealerList', args, (draft) => {
              for (const row of draft.items) if (row.id === dealerId) row.inMyCollection = inMyCollection;
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      };
    return {
      dealerList: build.query<DealerListResponse, DealerListRequest>({
        query: contractRequest(dealerList),
        providesTags: (result) => [DEALER_LIST_TAG, ...(result?.items ?? []).map((dealer) => ({ type: 'Dealer' as const, id: dealer.id }))],
      }),
      dealerMap: build.query<DealerMapResponse, DealerMapRequest>({
        query: contractRequest(dealerMap),
        providesTags: [DEALER_LIST_TAG],
      }),
      dealerFilters: build.query<DealerFiltersResponse, void>({
        query: contractRequest(dealerFilters),
        providesTags: [{ type: 'DealerFilters' as const, id: 'ALL' }],
        keepUnusedDataFor: DEALER_FILTERS_KEEP_SECONDS,
      }),
      addDealerToCollection: build.mutation<null, DealerCollectionRequest>({
        query: contractRequest(addDealerToCollection),
        onQueryStarted: optimisticCollection(true),
        invalidatesTags: (_result, error) => (error === undefined ? [DEALER_LIST_TAG] : []),
      }),
      removeDealerFromCollection: build.mutation<null, DealerCollectionRequest>({
        query: contractRequest(removeDealerFromCollection),
        onQueryStarted: optimisticCollection(false),
        invalidatesTags: (_result, error) => (error === undefined ? [DEALER_LIST_TAG] : []),
      }),
    };
  },
});

export const { useDealerListQuery, useDealerMapQuery, useDealerFiltersQuery, useAddDealerToCollectionMutation, useRemoveDealerFromCollectionMutation } =
  dealersApi;
