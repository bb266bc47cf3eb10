import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DealerListRequest } from '@yardfleet/contract/endpoints/dealers';
import type { DealerId } from '@yardfleet/domain/entities/ids';
import { dealersApi } from './endpoints/dealers';
import { dealerFiltersChanged, dealerNearbyChanged, dealerPageChanged, initialDealerViewState, selectDealerView } from './slices/dealer-view';
import { sessionCleared } from './slices/session';
import { createTestStore, ok, TEST_SESSION as session, useTestServer } from './test-support';

const server = useTestServer();

const dealer = (inMyCollection: boolean) => ({
  id: 'dl_0001',
  code: 'US-IL-0001',
  name: 'Lakeshore Turf Equipment',
  address: '1550 W Fullerton Ave',
  town: 'Lincoln Park',
  city: 'Chicago',
  state: 'IL',
  country: 'US',
  category: 'authorized_dealer',
  telephone: '+1 312-555-0141',
  postcode: '60614',
  region: 'us_midwest',
  email: 'sales@lakeshoreturf.example',
  website: 'https://lakeshoreturf.example',
  location: { lat: 41.9254, lng: -87.6665 },
  distanceMiles: null,
  inMyCollection,
});
const query: DealerListRequest = { page: 1, pageSize: 20, search: null, category: null, country: null, region: null, collectionOnly: false, origin: null };

/** A list endpoint answering the dealer with the server's `saved` flag; counts its calls. */
const listAnswering = (saved: () => boolean) => {
  const calls = { count: 0 };
  const handler = http.post('*/web-hmac/web/dealer/list', () => {
    calls.count += 1;
    return ok({ items: [dealer(saved())], total: 1, page: 1, pageSize: 20 });
  });
  return { calls, handler };
};

describe('dealer collection in the cache (rules 15.1)', () => {
  it('flips the row before the server answers, then refetches the lists', async () => {
    let saved = false;
    let answer: () => void = () => undefined;
    const list = listAnswering(() => saved);
    server.use(
      list.handler,
      http.post(
        '*/web-hmac/web/dealer/collection/add',
        () =>
          new Promise<Response>((resolve) => {
            answer = () => {
              saved = true;
              resolve(ok(null));
            };
          }),
      ),
    );
    const { store } = createTestStore({ session });
    const read = store.dispatch(dealersApi.endpoints.dealerList.initiate(query));
    expect((await read).data?.items[0]?.inMyCollection).toBe(false);
    const select = dealersApi.endpoints.dealerList.select(query);

    const adding = store.dispatch(dealersApi.endpoints.addDealerToCollection.initiate({ dealerId: 'dl_0001' as DealerId }));
    await expect.poll(() => select(store.getState()).data?.items[0]?.inMyCollection).toBe(true);
    expect(list.calls.count).toBe(1);
    answer();
    await adding;
    await expect.poll(() => list.calls.count).toBe(2);
    expect(select(store.getState()).data?.items[0]?.inMyCollection).toBe(true);
    read.unsubscribe();
  });

  it('puts the row back when the server refuses, and does not refetch', async () => {
    const list = listAnswering(() => true);
    server.use(
      list.handler,
      http.post('*/web-hmac/web/dealer/collection/remove', () => HttpResponse.json({ status: 500, message: 'Internal Server Error' }, { status: 500 })),
    );
    const { store } = createTestStore({ session });
    const read = store.dispatch(dealersApi.endpoints.dealerList.initiate(query));
    await read;
    const select = dealersApi.endpoints.dealerList.select(query);
    const result = await store.dispatch(dealersApi.endpoints.removeDealerFromCollection.initiate({ dealerId: 'dl_0001' as DealerId }));
    expect(result.error).toBeDefined();
    expect(select(store.getState()).data?.items[0]?.inMyCollection).toBe(true);
    expect(list.calls.count).toBe(1);
    read.unsubscribe();
  });
});

describe('dealer view state (kept when leaving, rules 2.17)', () => {
  it('goes back to page 1 on a filter or Nearby change, and forgets everything on log-out', () => {
    const { store } = createTestStore({ session });
    store.dispatch(dealerPageChanged(3));
    store.dispatch(dealerFiltersChanged({ country: 'DE' }));
    expect(selectDealerView(store.getState())).toMatchObject({ page: 1, filters: { country: 'DE', collectionOnly: false } });
    store.dispatch(dealerPageChanged(2));
    store.dispatch(dealerNearbyChanged(true));
    expect(selectDealerView(store.getState())).toMatchObject({ page: 1, nearby: true });
    store.dispatch(sessionCleared());
    expect(selectDealerView(store.getState())).toEqual(initialDealerViewState);
  });
});
