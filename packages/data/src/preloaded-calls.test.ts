import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@yardfleet/domain/constants';
import { equipmentApi } from './endpoints/equipment';
import { tagsApi } from './endpoints/tags';
import { PRELOADED_CALL_MAX_AGE_MS, PRELOADED_CALLS_PROPERTY, preloadedCallsIn, startPreloadedCall, type CallIdentity } from './preloaded-calls';
import { createTestStore, TEST_ORIGIN, TEST_SESSION as session, useTestServer } from './test-support';

const server = useTestServer();

const tagsAnswer = (name: string) => ({ code: 200, message: 'success', entry: { groups: [{ id: 'grp_1', name, tags: [] }] } });
const tagList: CallIdentity = { method: 'GET', url: `${TEST_ORIGIN}/web-hmac/web/tag/list`, body: undefined, token: 'tok_abc', lang: 'en-US' };
const listQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
const emptyList = { code: 200, message: 'success', entry: { items: [], total: 0, totalCapped: false, page: 1, pageSize: DEFAULT_PAGE_SIZE } };

/** A window stand-in with one early call of `identity` answering `answer` (or failing when null). */
const windowWithEarlyCall = (identity: CallIdentity, answer: unknown, startedAt = 0): object => {
  const holder = {};
  startPreloadedCall(
    holder,
    identity,
    {},
    () => (answer === null ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Response.json(answer))),
    () => startedAt,
  );
  return holder;
};

/** Counts the server's tag list calls, answering the group name "from the server". */
const countServerTagLists = (): { count: number } => {
  const seen = { count: 0 };
  server.use(http.get('*/web-hmac/web/tag/list', () => ((seen.count += 1), HttpResponse.json(tagsAnswer('from the server')))));
  return seen;
};

describe('calls started before the app (rules 21.2)', () => {
  it('answers the first identical read from the early call, then asks the server', async () => {
    const served = countServerTagLists();
    const holder = windowWithEarlyCall(tagList, tagsAnswer('early'));
    const { store } = createTestStore({ session, preloadedCalls: preloadedCallsIn(holder, () => 1_000) });

    const first = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(first.data?.groups[0]?.name).toBe('early');
    expect(served.count).toBe(0);

    const second = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false, forceRefetch: true }));
    expect(second.data?.groups[0]?.name).toBe('from the server');
    expect(served.count).toBe(1);
    expect((holder as Record<string, unknown[]>)[PRELOADED_CALLS_PROPERTY]).toEqual([]);
  });

  it('does not hand an early answer to a read of another session, language or body', async () => {
    const served = countServerTagLists();
    const holder = windowWithEarlyCall({ ...tagList, token: 'tok_someone_else' }, tagsAnswer('early'));
    const { store } = createTestStore({ session, preloadedCalls: preloadedCallsIn(holder, () => 1_000) });
    const tags = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(tags.data?.groups[0]?.name).toBe('from the server');
    expect(served.count).toBe(1);

    let listCalls = 0;
    server.use(http.post('*/web-hmac/web/equipment/list', () => ((listCalls += 1), HttpResponse.json(emptyList))));
    const listHolder = windowWithEarlyCall(
      { method: 'POST', url: `${TEST_ORIGIN}/web-hmac/web/equipment/list`, body: JSON.stringify({ ...listQuery, page: 2 }), token: 'tok_abc', lang: 'en-US' },
      { ...emptyList, entry: { ...emptyList.entry, total: 99 } },
    );
    const other = createTestStore({ session, preloadedCalls: preloadedCallsIn(listHolder, () => 1_000) });
    const list = await other.store.dispatch(equipmentApi.endpoints.equipmentList.initiate(listQuery, { subscribe: false }));
    expect(list.data?.total).toBe(0);
    expect(listCalls).toBe(1);
  });

  it('drops an early answer nobody took within PRELOADED_CALL_MAX_AGE_MS: the read goes to the server', async () => {
    const served = countServerTagLists();
    const holder = windowWithEarlyCall(tagList, tagsAnswer('early'), 0);
    const { store } = createTestStore({ session, preloadedCalls: preloadedCallsIn(holder, () => PRELOADED_CALL_MAX_AGE_MS + 1) });
    const tags = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(tags.data?.groups[0]?.name).toBe('from the server');
    expect(served.count).toBe(1);
  });

  it('sends the read itself when the early call failed on the network', async () => {
    const served = countServerTagLists();
    const holder = windowWithEarlyCall(tagList, null);
    const { store } = createTestStore({ session, preloadedCalls: preloadedCallsIn(holder, () => 1_000) });
    const tags = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(tags.error).toBeUndefined();
    expect(tags.data?.groups[0]?.name).toBe('from the server');
    expect(served.count).toBe(1);
  });
});
