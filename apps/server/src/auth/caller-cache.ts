import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { sql, type Kysely } from 'kysely';
import { channelListenerFor, databaseHealthFor, poolNotificationsFor } from '../db/connect';
import type { Database } from '../db/schema';

/** The channel of migration 0013's triggers: every change that alters or ends a caller. */
export const SESSION_CHANGES_CHANNEL = 'yardfleet_sessions';

/** The longest a remembered session is used before it is read again, ms (the bound when a notification is lost). */
export const CALLER_CACHE_MS = 5_000;

/** Most sessions remembered at once; past it the oldest remembered go first. */
export const CALLER_CACHE_MAX = 20_000;

/** The caller of an authenticated request: who they are and which company scopes every query. */
export interface Caller {
  readonly userId: string;
  readonly companyId: string | null;
  readonly userType: number;
  readonly role: 'admin' | 'manager' | 'employee' | null;
  readonly companyVersion: 'FULL_VERSION' | 'POWER_VERSION' | null;
  /** The stored hash of the session's token (for logout), or of the API key. */
  readonly tokenHash: string;
  /** Set when the caller is an API key (auth/api-keys.ts), which acts as the company with its scope. */
  readonly apiKey?: ApiKeyOfCaller;
}

/** The API key behind a call: which key, its scope, and what its last-use bookkeeping needs. */
export interface ApiKeyOfCaller {
  /** The key's row id. */
  readonly id: string;
  /** `yf_live_<public id>`. */
  readonly prefix: string;
  readonly name: string;
  readonly scope: 'read' | 'read_write';
  /** The last addresses it was used from, newest first (migration 0025). */
  readonly addresses: readonly string[];
}

/** What a session lookup read from the database: the session row joined with its user and company. */
export interface SessionRow extends Caller {
  /** Last use and absolute expiry, ms since the epoch. */
  readonly lastUsedAt: number;
  readonly expiresAt: number;
}

/**
 * The remembered sessions of one server process (decision 0016): a lookup that hits needs no
 * database round trip. Correct across processes (architecture 7) because migration 0013 NOTIFYs every
 * change that alters or ends a caller and `startCallerCacheListener` feeds those to `forget`; a
 * remembered session is read again after CALLER_CACHE_MS at the latest (the bound if a notification
 * is ever lost), and nothing is remembered while the notifications cannot arrive (`trust(false)`).
 * `now` is the wall clock in ms (the cache's own age, not the sessions' policy clock).
 */
export interface CallerCache {
  /** The remembered row of this token hash, or undefined (not remembered, too old, or not trusted now). */
  readonly get: (tokenHash: string) => SessionRow | undefined;
  /**
   * Starts a read: @returns the function that remembers its row. That function does nothing when
   * any change was announced after `begin` (the row may predate it) or while not trusted.
   */
  readonly begin: () => (row: SessionRow) => void;
  /**
   * Applies one notification payload of SESSION_CHANGES_CHANNEL; an unknown payload forgets
   * everything. `fromListener` false (a pooled connection heard it) leaves `settle`'s markers alone.
   */
  readonly forget: (payload: string, fromListener?: boolean) => void;
  /** Forgets one session now, in this process (the NOTIFY reaches the others). */
  readonly forgetSession: (tokenHash: string) => void;
  /** Forgets everything. */
  readonly clear: () => void;
  /**
   * Resolves once this process has received every change committed before the call (a marker
   * NOTIFY sent through `db` and heard back on the channel: the database delivers notifications in
   * commit order), or after SETTLE_TIMEOUT_MS; at once when not trusted (nothing is remembered).
   */
  readonly settle: (db: Kysely<Database>) => Promise<void>;
  /** Whether notifications can arrive; while false nothing is remembered or answered. */
  readonly trust: (trusted: boolean) => void;
  /** How many sessions are remembered (tests). */
  readonly size: () => number;
}

const Payload = t.union([t.type({ s: t.string }), t.type({ u: t.string }), t.type({ c: t.string }), t.type({ b: t.string })]);

/** The longest `settle` waits for its marker, ms (a lost notification must not hold a request). */
export const SETTLE_TIMEOUT_MS = 1_000;

/** Builds an empty, untrusted cache (trusted once its listener runs: `startCallerCacheListener`). */
export const createCallerCache = (options: { readonly now?: () => number; readonly maxAgeMs?: number; readonly maxEntries?: number } = {}): CallerCache => {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? CALLER_CACHE_MS;
  const maxEntries = options.maxEntries ?? CALLER_CACHE_MAX;
  const rows = new Map<string, { readonly row: SessionRow; readonly at: number }>();
  let trusted = false;
  let markers = 0;
  const waiting = new Map<string, () => void>();
  /** Bumped by every announced change: a read that began before it must not be remembered. */
  let generation = 0;
  const clear = (): void => {
    generation += 1;
    rows.clear();
  };
  const forgetWhere = (match: (row: SessionRow) => boolean): void => {
    for (const [hash, entry] of rows) if (match(entry.row)) rows.delete(hash);
  };
  return {
    get: (tokenHash) => {
      const entry = rows.get(tokenHash);
      if (entry === undefined || !trusted) return undefined;
      if (now() - entry.at >= maxAgeMs) {
        rows.delete(tokenHash);
        return undefined;
      }
      return entry.row;
    },
    begin: () => {
      const started = generation;
      return (row) => {
        if (!trusted || generation !== started) return;
        rows.delete(row.tokenHash);
        rows.set(row.tokenHash, { row, at: now() });
        if (rows.size > maxEntries) {
          const oldest = rows.keys().next();
          if (oldest.done !== true) rows.delete(oldest.value);
        }
      };
    },
    forget: (payload, fromListener = true) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch {
        parsed = null;
      }
      const decoded = Payload.decode(parsed);
      if (E.isRight(decoded) && 'b' in decoded.right) {
        if (fromListener) waiting.get(decoded.right.b)?.();
        return;
      }
      generation += 1;
      if (E.isLeft(decoded)) {
        rows.clear();
        return;
      }
      const change = decoded.right;
      if ('s' in change) rows.delete(change.s);
      else if ('u' in change) forgetWhere((row) => row.userId === change.u);
      else if ('c' in change) forgetWhere((row) => row.companyId === change.c);
    },
    forgetSession: (tokenHash) => {
      generation += 1;
      rows.delete(tokenHash);
    },
    clear,
    settle: async (db) => {
      if (!trusted) return;
      markers += 1;
      const marker = `${process.pid}.${markers}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        waiting.set(marker, resolve);
        timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
      });
      try {
        await sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, json_build_object('b', ${marker}::text)::text)`.execute(db);
        await heard;
      } finally {
        clearTimeout(timer);
        waiting.delete(marker);
      }
    },
    trust: (value) => {
      trusted = value;
      clear();
    },
    size: () => rows.size,
  };
};

const registry = new WeakMap<Kysely<Database>, Set<CallerCache>>();

/** The caller caches of the apps built on `db` in this process (src/auth/sessions.ts `endSession` forgets there at once). */
export const callerCachesOf = (db: Kysely<Database>): ReadonlySet<CallerCache> => registry.get(db) ?? new Set();

/**
 * Feeds `cache` from the database `db` was opened on: LISTENs on SESSION_CHANGES_CHANNEL (PGlite's
 * own listen, or a dedicated PostgreSQL connection that reconnects, plus every pooled connection so
 * that this process's own changes are forgotten before their COMMIT returns), trusts the cache once
 * listening, forgets everything after a reconnect (notifications were lost meanwhile) and distrusts
 * it while the database health monitor finds the database unreachable. A `db` not opened by
 * `connect()` has nothing to listen with: the cache then stays untrusted (every lookup reads).
 * @returns the function that stops listening.
 */
export const startCallerCacheListener = async (db: Kysely<Database>, cache: CallerCache): Promise<() => Promise<void>> => {
  const channel = channelListenerFor(db);
  if (channel === undefined) return async () => undefined;
  const stop = await channel.listen(
    SESSION_CHANGES_CHANNEL,
    (payload) => cache.forget(payload),
    () => cache.trust(true),
  );
  // PostgreSQL: the pooled connections LISTEN too, so this process forgets its own changes before
  // their COMMIT returns (the dedicated listener hears them a moment later).
  const stopPool = poolNotificationsFor(db)?.(SESSION_CHANGES_CHANNEL, (payload) => cache.forget(payload, false));
  cache.trust(true);
  const caches = registry.get(db) ?? new Set<CallerCache>();
  caches.add(cache);
  registry.set(db, caches);
  const stopWatching = databaseHealthFor(db)?.onChange((reachable) => {
    if (!reachable) cache.trust(false);
  });
  return async () => {
    stopWatching?.();
    stopPool?.();
    caches.delete(cache);
    cache.trust(false);
    await stop();
  };
};
