import type { CompiledQuery, Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { callerCachesOf, type Caller, type CallerCache, type SessionRow } from './caller-cache';
import { hashToken, newToken } from './tokens';

/**
 * Session lifetimes (rules 19.10), from SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS, and where
 * this process remembers callers (`callers`, decision 0016; absent: every lookup reads).
 */
export interface SessionPolicy {
  readonly idleMinutes: number;
  readonly absoluteHours: number;
  readonly callers?: CallerCache;
}

/** The caller of an authenticated request (caller-cache.ts): who they are and which company scopes every query. */
export type { Caller } from './caller-cache';

/** last_used_at is rewritten at most once a minute, so reads do not all become writes. */
const TOUCH_AFTER_MS = 60_000;

/**
 * Starts a session for `userId`: stores only the token's SHA-256 with its absolute expiry.
 * @returns the token to hand to the client (never stored).
 */
export const createSession = async (db: Kysely<Database>, clock: Clock, policy: SessionPolicy, userId: string): Promise<string> => {
  const token = newToken();
  const now = clock.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_used_at: now,
      expires_at: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
    })
    .execute();
  return token;
};

type LookupRow = {
  readonly user_id: string;
  readonly last_used_at: Date;
  readonly expires_at: Date;
  readonly company_id: string | null;
  readonly user_type: number;
  readonly role: 'admin' | 'manager' | 'employee' | null;
  readonly version: 'FULL_VERSION' | 'POWER_VERSION' | null;
};

/** The lookup compiled once per database instance (Kysely's compile walk is a measurable part of a cheap query). */
const compiledLookups = new WeakMap<Kysely<Database>, CompiledQuery<LookupRow>>();

/** The session row of `tokenHash` joined with its user and company (three primary-key lookups), or undefined. */
const readSession = async (db: Kysely<Database>, tokenHash: string): Promise<SessionRow | undefined> => {
  let compiled = compiledLookups.get(db);
  if (compiled === undefined) {
    compiled = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('companies', 'companies.id', 'users.company_id')
      .select(['sessions.user_id', 'sessions.last_used_at', 'sessions.expires_at', 'users.company_id', 'users.user_type', 'users.role', 'companies.version'])
      .where('sessions.token_hash', '=', '')
      .compile();
    compiledLookups.set(db, compiled);
  }
  const result = await db.executeQuery<LookupRow>({ ...compiled, parameters: [tokenHash] });
  const row = result.rows[0];
  return row === undefined
    ? undefined
    : {
        tokenHash,
        userId: row.user_id,
        companyId: row.company_id,
        userType: row.user_type,
        role: row.role,
        companyVersion: row.version,
        lastUsedAt: row.last_used_at.getTime(),
        expiresAt: row.expires_at.getTime(),
      };
};

const callerOf = (row: SessionRow): Caller => ({
  userId: row.userId,
  companyId: row.companyId,
  userType: row.userType,
  role: row.role,
  companyVersion: row.companyVersion,
  tokenHash: row.tokenHash,
});

/** Whether `row` is past its absolute or idle expiry at `now` (ms). */
const expired = (row: SessionRow, policy: SessionPolicy, now: number): boolean => now >= row.expiresAt || now >= row.lastUsedAt + policy.idleMinutes * 60_000;

/**
 * The caller for headers `token` and `uid` (rules 7.4), or null when the token is unknown, past its
 * absolute or idle expiry, or belongs to another user than `uid` (all answer 1401, rules 7.5).
 * An expired session is deleted; a live one has its last use refreshed when it is a minute old
 * (TOUCH_AFTER_MS; the write is skipped when another process refreshed it meanwhile).
 * With `policy.callers` a session this process read within the last
 * CALLER_CACHE_MS answers without a database round trip; any change to it, its user or its company
 * (migration 0013's NOTIFY) makes every process read it again. A remembered session that looks
 * expired is read again before it is refused (another process may have used it since).
 */
export const authenticate = async (db: Kysely<Database>, clock: Clock, policy: SessionPolicy, token: string, uid: string): Promise<Caller | null> => {
  if (token.length === 0 || token.length > 128 || uid.length === 0) return null;
  const tokenHash = hashToken(token);
  const now = clock.now().getTime();
  let row = policy.callers?.get(tokenHash);
  if (row === undefined || expired(row, policy, now)) {
    const remember = policy.callers?.begin();
    row = await readSession(db, tokenHash);
    if (row === undefined) return null;
    if (expired(row, policy, now)) {
      if (row.userId !== uid) return null;
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
      return null;
    }
    remember?.(row);
  }
  if (row.userId !== uid) return null;
  if (now - row.lastUsedAt >= TOUCH_AFTER_MS) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: new Date(now) })
      .where('token_hash', '=', tokenHash)
      .where('last_used_at', '<=', new Date(now - TOUCH_AFTER_MS))
      .execute();
  }
  return callerOf(row);
};

/**
 * Ends the session with this token hash (logout). Ending an already ended session does nothing.
 * This process forgets the session at once and waits until the change has come
 * back on the notification channel, so by the time the logout answers, every server process has
 * been told (the database signals all listeners at the same commit) and refuses the token.
 */
export const endSession = async (db: Kysely<Database>, tokenHash: string): Promise<void> => {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  const caches = [...callerCachesOf(db)];
  for (const cache of caches) cache.forgetSession(tokenHash);
  await Promise.all(caches.map((cache) => cache.settle(db)));
};
