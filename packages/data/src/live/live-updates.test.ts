import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REPLAY_MS_HEADER, LIVE_RETRY_MS, liveStreamPath } from '@yardfleet/contract/endpoints/live';
import { LOGOUT_FLAG_KEY } from '@yardfleet/domain/routing/route-for';
import type { UserId } from '@yardfleet/domain/entities/ids';
import { LIVE_STREAM_PATHS } from '@yardfleet/domain/policy/codes';
import { DEVICE_ID_KEY } from '../ports';
import { sessionAlertConfirmed } from '../slices/alert';
import { languageChanged } from '../slices/locale';
import { sessionCleared, sessionStarted } from '../slices/session';
import { TEST_ORIGIN, createTestStore } from '../test-support';
import { createFakeLiveFetch } from './fake-live-fetch';
import { LIVE_MAX_RECONNECT_DELAY_MS } from './live-stream';
import { liveUpdatesStopped } from './live-updates';
// Loaded lazily by the store; loaded here first so the tests' fake timers see it at once.
import './live-session';

afterEach(() => {
  vi.useRealTimers();
});

const session = { token: 'tok_abc', uid: 'usr_1' as UserId, user: null };

const liveStore = (options: { loggedIn?: boolean; now?: () => number; loadAfter?: Promise<void> } = {}) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const net = createFakeLiveFetch();
  const liveUpdates = {
    fetch: net.fetch,
    random: () => 0,
    ...(options.now ? { now: options.now } : {}),
    ...(options.loadAfter ? { loadAfter: options.loadAfter } : {}),
  };
  const test = createTestStore({ session: options.loggedIn === false ? null : session, liveUpdates });
  return { net, ...test };
};

const settle = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(0);
};

describe('live updates lifecycle', () => {
  it('the domain names the contract stream path as the live stream', () => {
    expect(LIVE_STREAM_PATHS).toContain(liveStreamPath);
  });

  it('opens the stream with the same headers as every call (rules 7.4): token, uid, deviceType 1, lang, deviceId, a new traceId', async () => {
    const { net, store, storage } = liveStore();
    const stream = net.stream();
    await settle();
    store.dispatch(languageChanged('fr-FR'));
    await settle();
    // The language change does not reopen the stream; the one request carries the session.
    expect(net.calls).toHaveLength(1);
    const headers = net.calls[0]?.headers;
    expect(net.calls[0]?.url).toBe(`${TEST_ORIGIN}${liveStreamPath}`);
    expect(headers?.get('token')).toBe('tok_abc');
    expect(headers?.get('uid')).toBe('usr_1');
    expect(headers?.get('deviceType')).toBe('1');
    expect(headers?.get('lang')).toBe('en-US');
    expect(headers?.get('deviceId')).toBe(storage.getItem(DEVICE_ID_KEY));
    expect(headers?.get('traceId')).toMatch(/^id-/);

    stream.drop();
    net.stream();
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS);
    expect(net.calls[1]?.headers.get('lang')).toBe('fr-FR');
    expect(net.calls[1]?.headers.get('traceId')).not.toBe(headers?.get('traceId'));
    store.dispatch(liveUpdatesStopped());
  });

  it('opens nothing until loadAfter resolves (the web app: its first screen has painted), then opens the stream of the session', async () => {
    let open: () => void = () => undefined;
    const loadAfter = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { net, store } = liveStore({ loadAfter });
    net.stream();
    await vi.advanceTimersByTimeAsync(LIVE_MAX_RECONNECT_DELAY_MS);
    expect(net.calls).toHaveLength(0);
    open();
    await settle();
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]?.headers.get('token')).toBe('tok_abc');
    store.dispatch(liveUpdatesStopped());
  });

  it('stays closed without a session, opens on login, closes on logout and reopens with the next session', async () => {
    const { net, store } = liveStore({ loggedIn: false });
    await vi.advanceTimersByTimeAsync(LIVE_MAX_RECONNECT_DELAY_MS);
    expect(net.calls).toHaveLength(0);

    store.dispatch(sessionStarted({ token: 'tok_first', uid: 'usr_1' as UserId }));
    net.stream();
    await settle();
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]?.headers.get('token')).toBe('tok_first');

    store.dispatch(sessionCleared());
    await settle();
    expect(net.calls[0]?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(LIVE_MAX_RECONNECT_DELAY_MS);
    expect(net.calls).toHaveLength(1);

    store.dispatch(sessionStarted({ token: 'tok_second', uid: 'usr_1' as UserId }));
    net.stream();
    await settle();
    expect(net.calls).toHaveLength(2);
    expect(net.calls[1]?.headers.get('token')).toBe('tok_second');
    store.dispatch(liveUpdatesStopped());
    await settle();
    expect(net.calls[1]?.signal?.aborted).toBe(true);
  });

  it('the first connection asks for the events since the reads began: the page start for a restored session, the login for a new one', async () => {
    let clock = 3_200;
    const restored = liveStore({ now: () => clock });
    restored.net.stream();
    await settle();
    expect(restored.net.calls[0]?.headers.get(LIVE_REPLAY_MS_HEADER)).toBe('3200');
    restored.store.dispatch(liveUpdatesStopped());
    await settle();

    clock = 10_000;
    const fresh = liveStore({ loggedIn: false, now: () => clock });
    await settle();
    clock = 12_000;
    fresh.store.dispatch(sessionStarted({ token: 'tok_first', uid: 'usr_1' as UserId }));
    fresh.net.stream();
    clock = 12_450;
    await settle();
    expect(fresh.net.calls[0]?.headers.get(LIVE_REPLAY_MS_HEADER)).toBe('450');
    fresh.store.dispatch(liveUpdatesStopped());
  });

  it('is off unless the store asks for it (tests, stories)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    createTestStore({ session });
    await vi.advanceTimersByTimeAsync(LIVE_MAX_RECONNECT_DELAY_MS);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('a refused stream goes through the error policy like every call', () => {
  it('1401: the same alert as any call, no more attempts, and confirming ends the session', async () => {
    const { net, store, storage, navigations } = liveStore();
    net.envelope(1401, 'Your session has expired.');
    await settle();
    expect(store.getState().alert.open).toEqual({ message: 'Your session has expired.' });
    expect(store.getState().toasts.queue).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * LIVE_MAX_RECONNECT_DELAY_MS);
    expect(net.calls).toHaveLength(1);

    store.dispatch(sessionAlertConfirmed());
    await settle();
    expect(store.getState().session.current).toBeNull();
    expect(storage.getItem(LOGOUT_FLAG_KEY)).toBe('true');
    expect(navigations).toEqual(['/']);
  });

  it('1451: the same silent logout as any call', async () => {
    const { net, store, navigations } = liveStore();
    net.envelope(1451, 'Signed in elsewhere');
    await settle();
    expect(store.getState().session.current).toBeNull();
    expect(navigations).toEqual(['/']);
    expect(store.getState().toasts.queue).toEqual([]);
  });

  it('1170010429 (too many streams): nothing shown, tried again later', async () => {
    const { net, store } = liveStore();
    net.envelope(1170010429, 'Too many live streams.');
    net.envelope(1170010429, 'Too many live streams.');
    net.stream();
    await settle();
    expect(store.getState().toasts.queue).toEqual([]);
    expect(store.getState().alert.open).toBeNull();
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS);
    expect(net.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * LIVE_RETRY_MS);
    expect(net.calls).toHaveLength(3);
    expect(store.getState().toasts.queue).toEqual([]);
    expect(store.getState().session.current).not.toBeNull();
    store.dispatch(liveUpdatesStopped());
  });

  it('network and HTTP failures are retried without a toast (the screens report their own reads)', async () => {
    const { net, store } = liveStore();
    net.networkError();
    await settle();
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS);
    expect(net.calls).toHaveLength(2);
    expect(store.getState().toasts.queue).toEqual([]);
    store.dispatch(liveUpdatesStopped());
  });
});
