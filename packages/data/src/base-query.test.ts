import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, REQUEST_TIMEOUT_MS } from '@yardfleet/domain/constants';
import { DATABASE_RETRY_LIMIT } from '@yardfleet/domain/policy/error-policy';
import { accountApi } from './endpoints/account';
import { equipmentApi } from './endpoints/equipment';
import { tagsApi } from './endpoints/tags';
import { createMemoryStorage, DEVICE_ID_KEY } from './ports';
import { languageChanged } from './slices/locale';
import { createTestStore, TEST_SESSION as session, useTestServer } from './test-support';

const server = useTestServer();
afterEach(() => vi.useRealTimers());

const listQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
const emptyTags = { code: 200, message: 'success', entry: { groups: [] } };

describe('base query headers (rules 7.4)', () => {
  it('sends deviceType 1, the current language, a kept deviceId, a new traceId per request, and token + uid when logged in', async () => {
    const seen: Headers[] = [];
    server.use(http.get('*/web-hmac/web/tag/list', ({ request }) => (seen.push(request.headers), HttpResponse.json(emptyTags))));
    const { store, storage } = createTestStore({ session });
    store.dispatch(languageChanged('de-DE'));
    await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false, forceRefetch: true }));

    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(first?.get('deviceType')).toBe('1');
    expect(first?.get('lang')).toBe('de-DE');
    expect(first?.get('token')).toBe('tok_abc');
    expect(first?.get('uid')).toBe('usr_1');
    expect(first?.get('deviceId')).toBe(storage.getItem(DEVICE_ID_KEY));
    expect(second?.get('deviceId')).toBe(first?.get('deviceId'));
    expect(first?.get('traceId')).not.toBe(second?.get('traceId'));
  });

  it('reuses the deviceId already stored in the browser and sends no token when logged out', async () => {
    let headers: Headers | undefined;
    server.use(http.get('*/web-hmac/web/tag/list', ({ request }) => ((headers = request.headers), HttpResponse.json(emptyTags))));
    const { store } = createTestStore({ storage: createMemoryStorage({ [DEVICE_ID_KEY]: 'device-from-last-week' }) });
    await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(headers?.get('deviceId')).toBe('device-from-last-week');
    expect(headers?.has('token')).toBe(false);
    expect(headers?.has('uid')).toBe(false);
  });

  it('posts the request body as JSON', async () => {
    let body: unknown;
    server.use(
      http.post('*/web-hmac/web/equipment/list', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, message: 'success', entry: { items: [], total: 0, totalCapped: false, page: 1, pageSize: 20 } });
      }),
    );
    const { store } = createTestStore({ session });
    const result = await store.dispatch(equipmentApi.endpoints.equipmentList.initiate({ ...listQuery, search: 'mower' }, { subscribe: false }));
    expect(body).toEqual({ ...listQuery, search: 'mower' });
    expect(result.data).toEqual({ items: [], total: 0, totalCapped: false, page: 1, pageSize: 20 });
  });
});

describe('base query decoding', () => {
  it('returns a decode error, never throws, when the envelope is malformed, and toasts its text', async () => {
    server.use(http.get('*/web-hmac/web/tag/list', () => HttpResponse.json({ status: 'fine' })));
    const { store } = createTestStore({ session });
    const result = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(result.error).toMatchObject({ kind: 'decode' });
    expect(store.getState().toasts.queue).toMatchObject([{ level: 'error', content: { kind: 'text' } }]);
  });

  it('returns a decode error naming the field when the entry breaks the contract', async () => {
    server.use(http.get('*/web-hmac/web/tag/list', () => HttpResponse.json({ code: 200, message: 'success', entry: { groups: [{ id: 'g' }] } })));
    const { store } = createTestStore({ session });
    const result = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(result.error).toMatchObject({ kind: 'decode', message: expect.stringContaining('groups.0.name') });
  });

  it('returns a decode error for a body that is not JSON', async () => {
    server.use(http.get('*/web-hmac/web/tag/list', () => new HttpResponse('<html>proxy page</html>', { status: 200 })));
    const { store } = createTestStore({ session });
    const result = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(result.error).toMatchObject({ kind: 'decode' });
  });
});

describe('base query transport failures (rules 8.3)', () => {
  it('toasts "Code: {status}, Message: {message}" for an HTTP failure with a body', async () => {
    server.use(http.get('*/web-hmac/web/tag/list', () => HttpResponse.json({ status: 500, message: 'Internal Server Error' }, { status: 500 })));
    const { store } = createTestStore({ session });
    const result = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(result.error).toEqual({ kind: 'http', status: 500, message: 'Internal Server Error' });
    expect(store.getState().toasts.queue).toMatchObject([{ level: 'error', content: { kind: 'http_failure', status: 500, message: 'Internal Server Error' } }]);
  });

  it("toasts a network failure as the 'network' message, keeping the browser's raw text (\"Failed to fetch\") for the caller only", async () => {
    server.use(http.get('*/web-hmac/web/tag/list', () => HttpResponse.error()));
    const { store } = createTestStore({ session });
    const result = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(result.error).toMatchObject({ kind: 'network', message: expect.stringMatching(/fetch/i) });
    expect(store.getState().toasts.queue.map((toast) => [toast.level, toast.content])).toEqual([['error', { kind: 'network' }]]);
  });

  it('stays silent for a cancelled request', async () => {
    server.use(
      http.get('*/web-hmac/web/tag/list', async () => {
        await delay('infinite');
        return HttpResponse.json(emptyTags);
      }),
    );
    const { store } = createTestStore({ session });
    const request = store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    await delay(10);
    request.abort();
    const result = await request;
    expect(result.error).toMatchObject({ name: 'AbortError' });
    await delay(10);
    expect(store.getState().toasts.queue).toEqual([]);
  });

  it('times out after 60 s with a timeout error and toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get('*/web-hmac/web/tag/list', async () => {
        await new Promise(() => undefined);
        return HttpResponse.json(emptyTags);
      }),
    );
    const { store } = createTestStore({ session });
    const request = store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(store.getState().toasts.queue).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const result = await request;
    expect(result.error).toEqual({ kind: 'timeout' });
    expect(store.getState().toasts.queue).toMatchObject([{ level: 'error', content: { kind: 'timeout' } }]);
  });
});

describe("base query: the server's database away (rules 20.9)", () => {
  const unavailable = (retryAfter = '0') =>
    HttpResponse.json(
      { status: 503, error: 'database_unavailable', message: 'The database cannot be reached. Try again shortly.' },
      { status: 503, headers: { 'retry-after': retryAfter } },
    );

  it('sends a read again after Retry-After until it is served, saying once that it is retrying', async () => {
    let calls = 0;
    server.use(http.get('*/web-hmac/web/tag/list', () => (++calls <= 2 ? unavailable() : HttpResponse.json(emptyTags))));
    const { store } = createTestStore({ session });
    const result = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(calls).toBe(3);
    expect(result.data).toEqual({ groups: [] });
    expect(store.getState().toasts.queue.map((toast) => [toast.level, toast.content])).toEqual([['warning', { kind: 'database_unavailable', retrying: true }]]);
  });

  it('waits the seconds Retry-After says before sending again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    server.use(http.get('*/web-hmac/web/tag/list', () => (++calls === 1 ? unavailable('2') : HttpResponse.json(emptyTags))));
    const { store } = createTestStore({ session });
    const request = store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await request).data).toEqual({ groups: [] });
    expect(calls).toBe(2);
  });

  it(`gives up after ${DATABASE_RETRY_LIMIT} more tries with the 503 and says to try again in a moment`, async () => {
    let calls = 0;
    server.use(http.get('*/web-hmac/web/tag/list', () => (++calls, unavailable())));
    const { store } = createTestStore({ session });
    const result = await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(calls).toBe(1 + DATABASE_RETRY_LIMIT);
    expect(result.error).toEqual({ kind: 'http', status: 503, error: 'database_unavailable', message: 'The database cannot be reached. Try again shortly.' });
    expect(store.getState().toasts.queue.map((toast) => toast.content)).toEqual([
      { kind: 'database_unavailable', retrying: true },
      { kind: 'database_unavailable', retrying: false },
    ]);
  });

  it('never sends a mutation again (it may have been applied), and says so once', async () => {
    let calls = 0;
    server.use(http.post('*/web-hmac/web/account/forgotPassword', () => (++calls, unavailable())));
    const { store } = createTestStore();
    const result = await store.dispatch(accountApi.endpoints.forgotPassword.initiate({ email: 'a@example.com' }));
    expect(calls).toBe(1);
    expect(result).toMatchObject({ error: { kind: 'http', status: 503, error: 'database_unavailable' } });
    expect(store.getState().toasts.queue.map((toast) => [toast.level, toast.content])).toEqual([['error', { kind: 'database_unavailable', retrying: false }]]);
  });

  it('treats a 503 without a database code (a proxy of its own) as any HTTP failure: no retry', async () => {
    let calls = 0;
    server.use(
      http.get(
        '*/web-hmac/web/tag/list',
        () => (++calls, HttpResponse.json({ status: 503, message: 'Service Unavailable' }, { status: 503, headers: { 'retry-after': '0' } })),
      ),
    );
    const { store } = createTestStore({ session });
    await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));
    expect(calls).toBe(1);
    expect(store.getState().toasts.queue.map((toast) => toast.content)).toEqual([{ kind: 'http_failure', status: 503, message: 'Service Unavailable' }]);
  });
});
