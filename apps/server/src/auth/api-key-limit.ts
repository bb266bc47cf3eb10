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

/**
 * The per-key rate limit (docs/decisions/0027 point 7): every request carrying
 * `Authorization: Bearer yf_live_...` counts against its key (by the key's hash, so a wrong key
 * never spends a real key's allowance) in @fastify/rate-limit's store, kept in the database so every server process counts against the
 * same limit (decision 0032), and answers
 * the `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` headers (seconds); past the
 * limit it answers HTTP 429 `too_many_requests` with `Retry-After` (seconds) before the key is
 * looked up. Session calls and other bearer tokens (the operator's) are not counted here.
 * The plugin must be registered on `app` first (app.ts).
 */
export const registerApiKeyLimit = (app: FastifyInstance, limit: ApiKeyLimit = API_KEY_LIMIT): void => {
  const limiter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `api-key:${keyHashOf(bearerOf(request.headers) ?? '')}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    const key = bearerOf(request.headers);
    if (key === null || !key.startsWith(API_KEY_PREFIX)) return;
    const state = await limiter(request);
    if (state.isAllowed) return;
    void reply.header('ratelimit-limit', state.max);
    void reply.header('ratelimit-remaining', state.remaining);
    void reply.header('ratelimit-reset', state.ttlInSeconds);
    if (!state.isExceeded) return;
    void reply.header('retry-after', state.ttlInSeconds);
    throw new HttpFailure(429, 'too_many_requests', 'Too many requests with this API key. Please wait and try again.');
  });
};
