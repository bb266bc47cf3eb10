import * as E from 'fp-ts/lib/Either.js';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { describeErrors } from '@yardfleet/contract/codec';
import { RawEnvelope } from '@yardfleet/contract/envelope';
import { LIVE_HEARTBEAT_MS, LIVE_REPLAY_MS_HEADER, LIVE_RETRY_MS, LiveEvent, liveStreamPath } from '@yardfleet/contract/endpoints/live';
import { CODE_OK } from '@yardfleet/domain/policy/codes';
import type { ApiError } from '../api-error';

/** What the stream tells the cache: one entity changed (`event: change`), or everything may have (`event: reset`). */
export type LiveMessage = { readonly kind: 'change'; readonly event: LiveEvent } | { readonly kind: 'reset' };

/** What the caller wants after a failed connection: try again later, or stop reading for good. */
export type LiveFailureChoice = 'retry' | 'stop';

/** The longest wait between two connection attempts, ms. */
export const LIVE_MAX_RECONNECT_DELAY_MS = 30_000;
/** A stream that sends nothing (not even its heartbeat comment) for this long is dropped and reopened, ms. */
export const LIVE_IDLE_TIMEOUT_MS = 2 * LIVE_HEARTBEAT_MS + 5_000;

export interface LiveStreamOptions {
  /** Origin prefix of the stream path ("" in the browser). */
  readonly baseUrl: string;
  /** The headers of one attempt (rules 7.4; asked anew per attempt: new traceId, current session and language). */
  readonly headers: () => Record<string, string>;
  /** Each `change` (with a LiveEvent data) and `reset` message, in order. */
  readonly onMessage: (message: LiveMessage) => void;
  /**
   * A connection that did not open a stream: the JSON envelope answered instead (`envelope`, path
   * liveStreamPath), an HTTP failure, a network error, or an answer of neither kind (`decode`).
   */
  readonly onFailure: (error: ApiError) => LiveFailureChoice;
  /** Aborting ends the reading at once: the open request, a pending wait, everything. */
  readonly signal: AbortSignal;
  /** Default: the global fetch. */
  readonly fetch?: typeof fetch;
  /** Jitter source in [0, 1) (default Math.random). */
  readonly random?: () => number;
  /**
   * When the caller's reads were last known current, on the `now` clock (ms): the first read of
   * the session. Until the stream has sent an event id, each connection asks the server to replay
   * the events since then (`Live-Replay-Ms`), and since the last bytes of the previous stream
   * after one was read, so a change committed between the reads and the stream is not missed.
   * Absent: no replay before the first event id (the stream's own history starts when it opens).
   */
  readonly syncedAt?: number;
  /** The clock of `syncedAt`, ms (default performance.now). */
  readonly now?: () => number;
}

/**
 * The wait before the next attempt, ms: the server's `retry` delay after a stream that had opened
 * (`failures` 0) and after a first failed attempt, doubled for each further failed attempt in a
 * row, plus up to half of it again at random (so a fleet of browsers does not reconnect in step
 * after a server restart), never more than LIVE_MAX_RECONNECT_DELAY_MS.
 */
export const reconnectDelayMs = (retryMs: number, failures: number, random: () => number): number => {
  const base = Math.min(LIVE_MAX_RECONNECT_DELAY_MS, retryMs * 2 ** Math.max(0, failures - 1));
  return Math.min(LIVE_MAX_RECONNECT_DELAY_MS, base + random() * (base / 2));
};

/** Resolves after `ms`, or at once when `signal` aborts. */
const wait = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Reads a non-stream answer: the envelope's code and message when the server answered one. */
const answerFailure = async (response: Response): Promise<ApiError> => {
  if (!response.ok) return { kind: 'http', status: response.status, message: response.statusText };
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    return { kind: 'decode', message: errorText(error) };
  }
  const envelope = RawEnvelope.decode(body);
  if (E.isLeft(envelope)) return { kind: 'decode', message: describeErrors(envelope.left).join('; ') };
  const { code, message } = envelope.right;
  if (code === CODE_OK) return { kind: 'decode', message: 'the live stream answered JSON instead of text/event-stream' };
  return { kind: 'envelope', code, message, path: liveStreamPath };
};

const isEventStream = (response: Response): boolean =>
  response.ok && (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');

/** The state one reading keeps across its connections. */
interface ReaderState {
  lastEventId: string | undefined;
  retryMs: number;
  /** When the reads were last known current (options.now clock), while no event id is known; undefined: no replay window. */
  syncedAt: number | undefined;
}

/** The replay request of one connection: `Last-Event-ID` once an event id is known, else the `Live-Replay-Ms` window when one is known. */
const replayHeaders = (state: ReaderState, now: number): Record<string, string> => {
  if (state.lastEventId !== undefined) return { 'Last-Event-ID': state.lastEventId };
  if (state.syncedAt === undefined) return {};
  return { [LIVE_REPLAY_MS_HEADER]: String(Math.max(0, Math.ceil(now - state.syncedAt))) };
};

const toMessage = (message: EventSourceMessage): LiveMessage | null => {
  if (message.event === 'reset') return { kind: 'reset' };
  if (message.event !== undefined && message.event !== 'change') return null;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  const event = LiveEvent.decode(data);
  return E.isRight(event) ? { kind: 'change', event: event.right } : null;
};

/**
 * One connection: `opened` when a stream was read (until it ended, broke or went idle), `failed`
 * when none opened and the caller wants a retry, `stop` when the caller wants no more, `aborted`.
 */
const connectOnce = async (options: LiveStreamOptions, state: ReaderState): Promise<'opened' | 'failed' | 'stop' | 'aborted'> => {
  const { signal } = options;
  const attempt = new AbortController();
  const abortAttempt = (): void => attempt.abort();
  signal.addEventListener('abort', abortAttempt);
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const armIdleTimer = (): void => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(abortAttempt, LIVE_IDLE_TIMEOUT_MS);
  };
  const failed = (error: ApiError): 'failed' | 'stop' => (options.onFailure(error) === 'stop' ? 'stop' : 'failed');
  try {
    const now = options.now ?? (() => performance.now());
    const headers = { ...options.headers(), accept: 'text/event-stream', ...replayHeaders(state, now()) };
    const response = await (options.fetch ?? fetch)(`${options.baseUrl}${liveStreamPath}`, {
      method: 'GET',
      headers,
      cache: 'no-store',
      signal: attempt.signal,
    });
    if (!isEventStream(response) || response.body === null) return failed(await answerFailure(response));
    const parser = createParser({
      onEvent: (event) => {
        if (event.id !== undefined) state.lastEventId = event.id;
        const message = toMessage(event);
        if (message !== null) options.onMessage(message);
      },
      onRetry: (ms) => {
        state.retryMs = ms;
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    armIdleTimer();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        armIdleTimer();
        parser.feed(chunk.value);
        // Everything up to these bytes was delivered: a reconnect without an event id replays from here.
        if (state.syncedAt !== undefined) state.syncedAt = now();
      }
    } catch {
      // The stream broke or went idle: reconnect below (unless the caller aborted).
    }
    return signal.aborted ? 'aborted' : 'opened';
  } catch (error) {
    return signal.aborted ? 'aborted' : failed({ kind: 'network', message: errorText(error) });
  } finally {
    clearTimeout(idleTimer);
    signal.removeEventListener('abort', abortAttempt);
    attempt.abort();
  }
};

/**
 * Reads the company's live stream (rules 12; contract endpoints/live.ts) with `fetch`, so the
 * session travels in the headers (rules 7.4), until `signal` aborts or `onFailure` says `stop`.
 * Each `change` message's data is decoded with the contract's LiveEvent codec (messages that break
 * it are skipped); `event: reset` is passed on as is. The last event id is kept and sent as
 * `Last-Event-ID` on every reconnect, so the server replays what was missed; before any event id,
 * a `Live-Replay-Ms` window from `syncedAt` does the same. After a stream ends,
 * breaks, or stays silent for LIVE_IDLE_TIMEOUT_MS it reconnects after the server's `retry` delay
 * (LIVE_RETRY_MS until the server says); after failed attempts it backs off (reconnectDelayMs).
 * Never rejects.
 */
export const readLiveStream = async (options: LiveStreamOptions): Promise<void> => {
  const state: ReaderState = { lastEventId: undefined, retryMs: LIVE_RETRY_MS, syncedAt: options.syncedAt };
  const random = options.random ?? Math.random;
  let failures = 0;
  while (!options.signal.aborted) {
    const outcome = await connectOnce(options, state);
    if (outcome === 'stop' || outcome === 'aborted') return;
    failures = outcome === 'opened' ? 0 : failures + 1;
    await wait(reconnectDelayMs(state.retryMs, failures, random), options.signal);
  }
};
