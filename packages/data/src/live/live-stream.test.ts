import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REPLAY_MS_HEADER, LIVE_RETRY_MS, liveStreamPath } from '@yardfleet/contract/endpoints/live';
import type { ApiError } from '../api-error';
import { createFakeLiveFetch } from './fake-live-fetch';
import { LIVE_IDLE_TIMEOUT_MS, LIVE_MAX_RECONNECT_DELAY_MS, readLiveStream, reconnectDelayMs, type LiveFailureChoice, type LiveMessage } from './live-stream';

afterEach(() => {
  vi.useRealTimers();
});

const ORIGIN = 'http://yardfleet.test';

/** Starts a reader on a fake fetch; `failures` records what onFailure saw, answered with `choice`. */
const startReader = (choice: LiveFailureChoice = 'retry', sync?: { readonly syncedAt: number; readonly now: () => number }) => {
  const net = createFakeLiveFetch();
  const messages: LiveMessage[] = [];
  const failures: ApiError[] = [];
  const controller = new AbortController();
  const done = readLiveStream({
    baseUrl: ORIGIN,
    headers: () => ({ token: 'tok_abc', uid: 'usr_1' }),
    onMessage: (message) => messages.push(message),
    onFailure: (error) => (failures.push(error), choice),
    signal: controller.signal,
    fetch: net.fetch,
    random: () => 0,
    ...(sync ?? {}),
  });
  return { net, messages, failures, controller, done };
};

/** Lets the reader's pending promise callbacks run (stream reads, fetch answers). */
const settle = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(0);
};

describe('readLiveStream', () => {
  it('parses messages split across chunk boundaries, skips comments and data that breaks the contract', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { net, messages, controller, done } = startReader();
    const stream = net.stream();
    await settle();
    expect(net.calls[0]?.url).toBe(`${ORIGIN}${liveStreamPath}`);
    expect(net.calls[0]?.headers.get('accept')).toBe('text/event-stream');
    expect(net.calls[0]?.headers.get('token')).toBe('tok_abc');

    stream.send('retry: 3000\n\n: heartbeat\n\nid: 7\nevent: chan');
    stream.send('ge\ndata: {"entity":"char');
    await settle();
    expect(messages).toEqual([]);
    stream.send('ger","id":"chg_1"}\r\n\r\n');
    stream.send('id: 8\nevent: change\ndata: {"entity":"toaster","id":"x"}\n\n');
    stream.send('id: 9\nevent: change\ndata: not json\n\n');
    stream.send('id: 10\nevent: reset\ndata: {}\n\nid: 11\nevent: change\ndata: {"entity":"warehouse","id":"wh_1"}\n\n');
    await settle();
    expect(messages).toEqual([
      { kind: 'change', event: { entity: 'charger', id: 'chg_1' } },
      { kind: 'reset' },
      { kind: 'change', event: { entity: 'warehouse', id: 'wh_1' } },
    ]);
    controller.abort();
    await done;
  });

  it('asks for the events since the first reads (Live-Replay-Ms) until an event id is known, measured from the last bytes read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let clock = 1_000;
    const { net, controller, done } = startReader('retry', { syncedAt: 400, now: () => clock });
    const first = net.stream();
    await settle();
    // The reads began 600 ms before the stream was asked for.
    expect(net.calls[0]?.headers.get(LIVE_REPLAY_MS_HEADER)).toBe('600');
    expect(net.calls[0]?.headers.has('Last-Event-ID')).toBe(false);
    clock = 5_000;
    first.send('retry: 2000\n\n: heartbeat\n\n');
    await settle();
    first.drop();
    // No event id yet: the reconnect asks for what followed the last bytes of the first stream.
    net.stream();
    clock = 7_250;
    await vi.advanceTimersByTimeAsync(2000);
    expect(net.calls[1]?.headers.get(LIVE_REPLAY_MS_HEADER)).toBe('2250');
    controller.abort();
    await done;
  });

  it('sends no replay window without syncedAt, nor once an event id is known', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const plain = startReader();
    plain.net.stream();
    await settle();
    expect(plain.net.calls[0]?.headers.has(LIVE_REPLAY_MS_HEADER)).toBe(false);
    plain.controller.abort();
    await plain.done;

    const synced = startReader('retry', { syncedAt: 0, now: () => 100 });
    const first = synced.net.stream();
    await settle();
    first.send('retry: 2000\n\nid: 12\nevent: change\ndata: {"entity":"equipment","id":"eq_1"}\n\n');
    await settle();
    first.drop();
    synced.net.stream();
    await vi.advanceTimersByTimeAsync(2000);
    expect(synced.net.calls[1]?.headers.get('Last-Event-ID')).toBe('12');
    expect(synced.net.calls[1]?.headers.has(LIVE_REPLAY_MS_HEADER)).toBe(false);
    synced.controller.abort();
    await synced.done;
  });

  it('reconnects after the server retry delay when the stream drops, sending the last event id', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { net, messages, controller, done } = startReader();
    const first = net.stream();
    await settle();
    expect(net.calls[0]?.headers.has('Last-Event-ID')).toBe(false);
    first.send('retry: 2000\n\nid: 41\nevent: change\ndata: {"entity":"equipment","id":"eq_1"}\n\n');
    await settle();
    first.drop();
    const second = net.stream();
    await vi.advanceTimersByTimeAsync(1999);
    expect(net.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.calls).toHaveLength(2);
    expect(net.calls[1]?.headers.get('Last-Event-ID')).toBe('41');
    expect(net.calls[1]?.headers.get('token')).toBe('tok_abc');

    second.send('id: 42\nevent: change\ndata: {"entity":"equipment","id":"eq_2"}\n\n');
    await settle();
    second.close();
    net.stream();
    await vi.advanceTimersByTimeAsync(2000);
    expect(net.calls[2]?.headers.get('Last-Event-ID')).toBe('42');
    expect(messages).toHaveLength(2);
    controller.abort();
    await done;
  });

  it('backs off on failed attempts in a row, capped at 30 s, and starts again from the retry delay once a stream opens', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { net, failures, controller, done } = startReader();
    const attemptsAfter = async (ms: number): Promise<number> => {
      await vi.advanceTimersByTimeAsync(ms);
      return net.calls.length;
    };
    for (let i = 0; i < 7; i += 1) net.networkError();
    await settle();
    expect(net.calls).toHaveLength(1);
    // waits: 3 s, 6 s, 12 s, 24 s, 30 s (cap), 30 s
    expect(await attemptsAfter(LIVE_RETRY_MS)).toBe(2);
    expect(await attemptsAfter(6_000 - 1)).toBe(2);
    expect(await attemptsAfter(1)).toBe(3);
    expect(await attemptsAfter(12_000)).toBe(4);
    expect(await attemptsAfter(24_000)).toBe(5);
    expect(await attemptsAfter(LIVE_MAX_RECONNECT_DELAY_MS - 1)).toBe(5);
    expect(await attemptsAfter(1)).toBe(6);
    expect(await attemptsAfter(LIVE_MAX_RECONNECT_DELAY_MS)).toBe(7);
    expect(failures.every((failure) => failure.kind === 'network')).toBe(true);

    const stream = net.stream();
    expect(await attemptsAfter(LIVE_MAX_RECONNECT_DELAY_MS)).toBe(8);
    stream.drop();
    net.stream();
    expect(await attemptsAfter(LIVE_RETRY_MS)).toBe(9);
    controller.abort();
    await done;
  });

  it('stops on abort: the open request is cancelled and no reconnect follows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { net, controller, done } = startReader();
    net.stream();
    await settle();
    controller.abort();
    await done;
    expect(net.calls[0]?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * LIVE_MAX_RECONNECT_DELAY_MS);
    expect(net.calls).toHaveLength(1);
  });

  it('stops on abort while waiting to reconnect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { net, controller, done } = startReader();
    net.networkError();
    await settle();
    controller.abort();
    await done;
    await vi.advanceTimersByTimeAsync(10 * LIVE_MAX_RECONNECT_DELAY_MS);
    expect(net.calls).toHaveLength(1);
  });

  it('reopens a stream that stays silent longer than the idle timeout (heartbeats keep it open)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { net, controller, done } = startReader();
    const stream = net.stream();
    await settle();
    await vi.advanceTimersByTimeAsync(LIVE_IDLE_TIMEOUT_MS - 1);
    stream.send(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(LIVE_IDLE_TIMEOUT_MS - 1);
    expect(net.calls).toHaveLength(1);
    net.stream();
    await vi.advanceTimersByTimeAsync(1 + LIVE_RETRY_MS);
    expect(net.calls).toHaveLength(2);
    expect(net.calls[0]?.signal?.aborted).toBe(true);
    controller.abort();
    await done;
  });

  it('hands a JSON envelope answer to onFailure with the stream path, and ends when told to stop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { net, failures, done } = startReader('stop');
    net.envelope(1401, 'Your session has expired.');
    await done;
    expect(failures).toEqual([{ kind: 'envelope', code: 1401, message: 'Your session has expired.', path: liveStreamPath }]);
    await vi.advanceTimersByTimeAsync(10 * LIVE_MAX_RECONNECT_DELAY_MS);
    expect(net.calls).toHaveLength(1);
  });

  it('retries a refused stream later when onFailure says retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { net, failures, controller, done } = startReader('retry');
    net.envelope(1170010429, 'Too many live streams.');
    net.stream();
    await settle();
    expect(failures).toMatchObject([{ kind: 'envelope', code: 1170010429 }]);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS);
    expect(net.calls).toHaveLength(2);
    controller.abort();
    await done;
  });
});

describe('reconnectDelayMs', () => {
  it.each([
    ['after an open stream: the server delay', 3000, 0, 0, 3000],
    ['first failed attempt: the server delay', 3000, 1, 0, 3000],
    ['third failed attempt: four times it', 3000, 3, 0, 12_000],
    ['jitter adds up to half the wait', 3000, 0, 0.5, 3750],
    ['many failures: capped at 30 s', 3000, 40, 0, 30_000],
    ['jitter never passes the cap', 3000, 5, 0.99, 30_000],
  ])('%s', (_name, retryMs, failures, random, expected) => {
    expect(reconnectDelayMs(retryMs, failures, () => random)).toBe(expected);
  });
});
