import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '@yardfleet/contract/endpoint';
import { LOGOUT_AFTER_1170042004_MS, LOGOUT_AFTER_1401_MS, TOAST_DURATION_MS } from '@yardfleet/domain/constants';
import { LOGOUT_FLAG_KEY } from '@yardfleet/domain/routing/route-for';
import * as t from 'io-ts';
import { api } from './api';
import { contractRequest } from './contract-request';
import { tagsApi } from './endpoints/tags';
import { sessionAlertConfirmed } from './slices/alert';
import { createTestStore, TEST_SESSION as session, useTestServer } from './test-support';

const server = useTestServer();
afterEach(() => vi.useRealTimers());

const answerTagsWith = (code: number, message: string) =>
  server.use(http.get('*/web-hmac/web/tag/list', () => HttpResponse.json({ code, message, entry: null })));
const fetchTags = (store: ReturnType<typeof createTestStore>['store']) => store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false }));

/** A link-check endpoint (rules 7.7; the path is what the policy reads). */
const registerCheck = endpoint({ method: 'GET', path: '/web-hmac/user/registerCheck', request: undefined, response: t.null, auth: false });
const checkApi = api.injectEndpoints({
  endpoints: (build) => ({ registerCheck: build.query<null, void>({ query: contractRequest(registerCheck) }) }),
});

describe('error policy (rules 8) carried out by the data layer', () => {
  it('1401: shows the server message in an alert; confirming sets the logout flag, clears the session and goes to root', async () => {
    answerTagsWith(1401, 'Your session has expired.');
    const { store, storage, navigations } = createTestStore({ session });
    const result = await fetchTags(store);
    expect(result.error).toMatchObject({ kind: 'envelope', code: 1401 });
    expect(store.getState().alert.open).toEqual({ message: 'Your session has expired.' });
    expect(store.getState().toasts.queue).toEqual([]);
    expect(store.getState().session.current).not.toBeNull();

    store.dispatch(sessionAlertConfirmed());
    await vi.waitFor(() => expect(store.getState().session.current).toBeNull());
    expect(storage.getItem(LOGOUT_FLAG_KEY)).toBe('true');
    expect(storage.getItem('yardfleet.session')).toBeNull();
    expect(store.getState().alert.open).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('1401: ends the session by itself after 5 minutes without confirmation, with one alert for many failures', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerTagsWith(1401, 'Your session has expired.');
    const { store, storage, navigations } = createTestStore({ session });
    await fetchTags(store);
    await store.dispatch(tagsApi.endpoints.tagList.initiate(undefined, { subscribe: false, forceRefetch: true }));
    await vi.advanceTimersByTimeAsync(LOGOUT_AFTER_1401_MS - 1000);
    expect(store.getState().session.current).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().session.current).toBeNull();
    expect(storage.getItem(LOGOUT_FLAG_KEY)).toBe('true');
    expect(navigations).toEqual(['/']);
  });

  it.each([1451, 1456])('%i: clears the session and goes to root silently', async (code) => {
    answerTagsWith(code, 'Signed in elsewhere');
    const { store, navigations } = createTestStore({ session });
    await fetchTags(store);
    expect(store.getState().session.current).toBeNull();
    expect(navigations).toEqual(['/']);
    expect(store.getState().toasts.queue).toEqual([]);
    expect(store.getState().alert.open).toBeNull();
  });

  it('1466: shows a warning toast with the server message and passes the error to the screen', async () => {
    answerTagsWith(1466, 'Too many attempts. Please wait a moment.');
    const { store } = createTestStore({ session });
    const result = await fetchTags(store);
    expect(result.error).toMatchObject({ kind: 'envelope', code: 1466 });
    expect(store.getState().toasts.queue).toMatchObject([{ level: 'warning', content: { kind: 'text', text: 'Too many attempts. Please wait a moment.' } }]);
    expect(store.getState().session.current).not.toBeNull();
  });

  it('1170042004: shows an error toast and clears the session after 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerTagsWith(1170042004, 'Account locked.');
    const { store } = createTestStore({ session });
    await fetchTags(store);
    expect(store.getState().toasts.queue).toMatchObject([{ level: 'error', content: { kind: 'text', text: 'Account locked.' } }]);
    await vi.advanceTimersByTimeAsync(LOGOUT_AFTER_1170042004_MS - 1);
    expect(store.getState().session.current).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().session.current).toBeNull();
  });

  it.each([1170012073, 1170012020, 1170012068])('%i: no toast, the screen gets the error', async (code) => {
    answerTagsWith(code, 'For the screen');
    const { store } = createTestStore({ session });
    const result = await fetchTags(store);
    expect(result.error).toEqual({ kind: 'envelope', code, message: 'For the screen', path: '/web-hmac/web/tag/list' });
    expect(store.getState().toasts.queue).toEqual([]);
  });

  it('the check paths pass any failure code to the screen without a toast', async () => {
    server.use(http.get('*/web-hmac/user/registerCheck', () => HttpResponse.json({ code: 1170099999, message: 'Link expired', entry: null })));
    const { store } = createTestStore();
    const result = await store.dispatch(checkApi.endpoints.registerCheck.initiate(undefined, { subscribe: false }));
    expect(result.error).toMatchObject({ kind: 'envelope', code: 1170099999 });
    expect(store.getState().toasts.queue).toEqual([]);
  });

  it('any other code: an error toast with the server message', async () => {
    answerTagsWith(1170010403, 'Your role may not do this.');
    const { store } = createTestStore({ session });
    await fetchTags(store);
    expect(store.getState().toasts.queue).toMatchObject([{ level: 'error', content: { kind: 'text', text: 'Your role may not do this.' } }]);
  });

  it('dismisses a toast after the default 3000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerTagsWith(1170010403, 'Your role may not do this.');
    const { store } = createTestStore({ session });
    await fetchTags(store);
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1);
    expect(store.getState().toasts.queue).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().toasts.queue).toEqual([]);
  });
});
