import { createAsyncThunk } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, DEVICE_ID_KEY } from './ports';
import { createRandomId, uuidFromBytes } from './random-id';
import { logIn } from './session-flow';
import { createAppStore } from './store';
import { TEST_ADMIN_INFO as user, TEST_ORIGIN, useTestServer } from './test-support';

const server = useTestServer();
afterEach(() => vi.unstubAllGlobals());

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const seenHeaders: Headers[] = [];
const workingServer = () => {
  seenHeaders.length = 0;
  server.use(
    http.post('*/web-hmac/web/auth/login', ({ request }) => {
      seenHeaders.push(request.headers);
      return HttpResponse.json({ code: 200, message: 'success', entry: { token: 'tok_1', uid: 'usr_admin' } });
    }),
    http.get('*/web-hmac/web/auth/login/info', () => HttpResponse.json({ code: 200, message: 'success', entry: user })),
  );
};

/** A store as the browser builds it: no randomId given, so the default generator is used. */
const browserLikeStore = (randomId?: () => string) => {
  const storage = createMemoryStorage();
  const store = createAppStore({ storage, navigate: () => undefined, baseUrl: TEST_ORIGIN, session: null, ...(randomId ? { randomId } : {}) });
  return { store, storage };
};

/** `http://192.168.1.20`: not a secure context, so Web Crypto has getRandomValues but no randomUUID. */
const insecureContextCrypto = () => {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
};

describe('a plain-HTTP LAN host (no secure context, rules 7.4, 8.6)', () => {
  it('logs in with a v4 UUID traceId and deviceId when crypto.randomUUID does not exist', async () => {
    insecureContextCrypto();
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    workingServer();
    const { store, storage } = browserLikeStore();
    const outcome = await store.dispatch(logIn({ email: user.email, password: 'Demo1234' })).unwrap();
    expect(outcome).toMatchObject({ ok: true, user: { email: user.email } });
    const [headers] = seenHeaders;
    expect(headers?.get('traceId')).toMatch(UUID_V4);
    expect(headers?.get('deviceId')).toMatch(UUID_V4);
    expect(storage.getItem(DEVICE_ID_KEY)).toBe(headers?.get('deviceId'));
    expect(store.getState().toasts.queue).toEqual([]);
  });

  it('makes distinct v4 UUIDs from getRandomValues alone, and falls back when there is no Web Crypto at all', () => {
    const fromBytes = createRandomId({ getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    const ids = new Set(Array.from({ length: 200 }, () => fromBytes()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(uuidFromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const withoutCrypto = createRandomId({});
    expect(withoutCrypto()).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(withoutCrypto()).not.toBe(withoutCrypto());
  });
});

describe('no click fails silently', () => {
  it('an exception while preparing the request ends in a translated error toast, not a lost click or a raw TypeError', async () => {
    workingServer();
    const { store } = browserLikeStore(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    const outcome = await store.dispatch(logIn({ email: user.email, password: 'Demo1234' })).unwrap();
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'client' } });
    expect(seenHeaders).toHaveLength(0);
    expect(store.getState().toasts.queue.map((toast) => [toast.level, toast.content])).toEqual([['error', { kind: 'unexpected' }]]);
  });

  it('a thunk that throws outside any request still ends in an error toast, and the login resolves', async () => {
    workingServer();
    const storage = createMemoryStorage();
    const broken = {
      ...storage,
      removeItem: () => {
        throw new Error('SecurityError: localStorage is not available');
      },
    };
    const store = createAppStore({ storage: broken, navigate: () => undefined, baseUrl: TEST_ORIGIN, session: null, randomId: () => 'id-1' });
    const outcome = await store.dispatch(logIn({ email: user.email, password: 'Demo1234' })).unwrap();
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'client' } });
    expect(store.getState().toasts.queue.map((toast) => toast.content)).toEqual([{ kind: 'unexpected' }]);
  });

  it('any thunk of a screen that throws ends in the same error toast', async () => {
    const { store } = browserLikeStore(() => 'id-1');
    const save = createAsyncThunk('test/save', () => {
      throw new TypeError('structuredClone is not defined');
    });
    await store.dispatch(save());
    expect(store.getState().toasts.queue.map((toast) => [toast.level, toast.content])).toEqual([['error', { kind: 'unexpected' }]]);
  });
});
