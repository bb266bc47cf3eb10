import type { Kysely } from 'kysely';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { countInWindow } from '../auth/window-count';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** What a store answers @fastify/rate-limit: the calls in the current window and the ms until it ends. */
interface RateState {
  readonly current: number;
  readonly ttl: number;
}
type RateCallback = (error: Error | null, state?: RateState) => void;

/**
 * What @fastify/rate-limit passes `child` at run time: the route's merged limit settings with
 * `routeInfo`, the route (its method and URL; empty for `createRateLimit`). Its type declarations
 * name the route options themselves, so the route is read from here.
 */
interface ChildParams {
  readonly routeInfo?: { readonly method?: string | readonly string[]; readonly url?: string };
}

/** The prefix of the rate-limit counters' keys in login_throttle (beside the login and mail throttles' keys). */
export const RATE_KEY_PREFIX = 'rate:';

/**
 * A @fastify/rate-limit store kept in the database (docs/decisions/0030): each counted call adds
 * one to a fixed window in the `login_throttle` table (`countInWindow`, as the mail throttle counts), so every server process, on one host or several, counts against the same limit
 * (architecture 7). One upsert per counted call; a window starts with the first call after the
 * previous one ended (like the plugin's own in-memory store). Keys are the route's key (an API
 * key's hash, a session) under the route's method and path, so two routes never share a count.
 * Errors of the database reach the plugin, which then answers the request with the server's error
 * (a limit that cannot be counted is not waved through).
 */
export const databaseRateLimitStore = (db: Kysely<Database>, clock: Clock): FastifyRateLimitStoreCtor => {
  const count = async (key: string, windowMs: number): Promise<RateState> => {
    const now = clock.now();
    const counted = await countInWindow(db, key, now, windowMs);
    return { current: counted.count, ttl: Math.max(0, counted.startedAt.getTime() + windowMs - now.getTime()) };
  };
  const peek = async (key: string, windowMs: number): Promise<RateState> => {
    const row = await db.selectFrom('login_throttle').select(['window_failures', 'window_started_at']).where('key', '=', key).executeTakeFirst();
    const ttl = row === undefined ? 0 : row.window_started_at.getTime() + windowMs - clock.now().getTime();
    return row === undefined || ttl <= 0 ? { current: 0, ttl: 0 } : { current: row.window_failures, ttl };
  };
  const answer = (work: Promise<RateState>, callback: RateCallback): void => {
    work.then(
      (state) => callback(null, state),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };

  return class DatabaseRateLimitStore {
    readonly #scope: string;

    constructor(params: unknown, scope = '') {
      void params;
      this.#scope = scope;
    }

    incr(key: string, callback: RateCallback, timeWindow: number): void {
      answer(count(`${RATE_KEY_PREFIX}${this.#scope}${key}`, timeWindow), callback);
    }

    read(key: string, callback: RateCallback, timeWindow: number): void {
      answer(peek(`${RATE_KEY_PREFIX}${this.#scope}${key}`, timeWindow), callback);
    }

    child(params: object): DatabaseRateLimitStore {
      const route = (params as ChildParams).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      return new DatabaseRateLimitStore(params, route?.url === undefined ? '' : `${method} ${route.url}:`);
    }
  };
};
