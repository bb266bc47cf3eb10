import type { FastifyInstance } from 'fastify';
import { API_KEY_PREFIX, API_KEY_RATE_WINDOW_MS, API_KEY_REQUESTS_PER_WINDOW } from '@yardfleet/domain/rules/api-keys';
import { HttpFailure } from '../http/answers';
import { bearerOf, keyHashOf } from './api-keys';

/** The limit of one key: requests per window and the window, ms (config API_KEY_REQUESTS_PER_MINUTE; default the domain's). */
export interface ApiKeyLimit {
  readonly max: number;
  readonly windowMs: number;
}

export const API_KEY_LIMIT: ApiKeyLimit = { max: API_KEY_REQUESTS_PER_WINDOW, windowMs: API_KEY_RATE_WINDOW_MS };

/** Past this many counted keys, the ones whose window has ended are dropped when a new window starts. */
const SWEEP_AFTER = 10_000;

/** One key's window: calls counted and when the window ends (ms since the epoch). */
interface Window {
  count: number;
  readonly endsAt: number;
}

/**
 * The per-key rate limit (docs/decisions/0027 point 7): every request carrying
 * `Authorization: Bearer yf_live_...` counts against its key (by the key's hash, so a wrong key
 * never spends a real key's allowance) in a fixed window of `limit.windowMs` on this process, and
 * answers the `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` headers (seconds);
 * past the limit it answers HTTP 429 `too_many_requests` with `Retry-After` (seconds) before the
 * key is looked up. Session calls and other bearer tokens (the operator's) are not counted here.
 * A counter of its own rather than @fastify/rate-limit's `createRateLimit`, whose generic path
 * profiled at about 17 µs a call: a key call must cost no more than a session call
 * (docs/benchmarks.md "API key against session"). `now` is the clock in ms (tests).
 */
export const registerApiKeyLimit = (app: FastifyInstance, limit: ApiKeyLimit = API_KEY_LIMIT, now: () => number = Date.now): void => {
  const windows = new Map<string, Window>();
  app.addHook('onRequest', async (request, reply) => {
    const key = bearerOf(request.headers);
    if (key === null || !key.startsWith(API_KEY_PREFIX)) return;
    const hash = keyHashOf(key);
    const at = now();
    let window = windows.get(hash);
    if (window === undefined || at >= window.endsAt) {
      if (windows.size >= SWEEP_AFTER) for (const [k, w] of windows) if (at >= w.endsAt) windows.delete(k);
      window = { count: 0, endsAt: at + limit.windowMs };
      windows.set(hash, window);
    }
    window.count += 1;
    const reset = Math.max(1, Math.ceil((window.endsAt - at) / 1000));
    void reply.header('ratelimit-limit', limit.max);
    void reply.header('ratelimit-remaining', Math.max(0, limit.max - window.count));
    void reply.header('ratelimit-reset', reset);
    if (window.count <= limit.max) return;
    void reply.header('retry-after', reset);
    throw new HttpFailure(429, 'too_many_requests', 'Too many requests with this API key. Please wait and try again.');
  });
};
