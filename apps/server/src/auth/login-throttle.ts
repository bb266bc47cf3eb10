import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/**
 * Failed-login limits (docs/security.md). Counters live in the database (table login_throttle), so
 * every server process sees the same counts (architecture 7).
 * - per account (email, known or not): 5 failures per minute, then code 1466 until the minute ends;
 * - per client IP: 30 failures per 15 minutes, then code 1466;
 * - 10 failures in a row on one account lock it for 15 minutes: code 1170042004.
 */
export const THROTTLE = {
  accountWindowMs: 60_000,
  accountMaxFailures: 5,
  ipWindowMs: 15 * 60_000,
  ipMaxFailures: 30,
  lockAfterConsecutive: 10,
  lockMs: 15 * 60_000,
} as const;

export const accountKey = (email: string): string => `email:${email}`;
export const ipKey = (ip: string): string => `ip:${ip}`;

/** What the throttle allows before a password is checked. */
export type ThrottleVerdict =
  { readonly kind: 'allowed' } | { readonly kind: 'locked'; readonly minutesLeft: number } | { readonly kind: 'too_many'; readonly secondsLeft: number };

/** Decides whether a login for `email` from `ip` may proceed now. */
export const checkThrottle = async (db: Kysely<Database>, clock: Clock, email: string, ip: string): Promise<ThrottleVerdict> => {
  const now = clock.now().getTime();
  const rows = await db
    .selectFrom('login_throttle')
    .selectAll()
    .where('key', 'in', [accountKey(email), ipKey(ip)])
    .execute();
  const account = rows.find((r) => r.key === accountKey(email));
  const client = rows.find((r) => r.key === ipKey(ip));
  if (account?.locked_until && account.locked_until.getTime() > now) {
    return { kind: 'locked', minutesLeft: Math.ceil((account.locked_until.getTime() - now) / 60_000) };
  }
  const overLimit = (row: typeof account, windowMs: number, max: number): number | null => {
    if (!row) return null;
    const ends = row.window_started_at.getTime() + windowMs;
    return ends > now && row.window_failures >= max ? Math.ceil((ends - now) / 1000) : null;
  };
  const wait = overLimit(account, THROTTLE.accountWindowMs, THROTTLE.accountMaxFailures) ?? overLimit(client, THROTTLE.ipWindowMs, THROTTLE.ipMaxFailures);
  return wait === null ? { kind: 'allowed' } : { kind: 'too_many', secondsLeft: wait };
};

const countFailure = async (db: Kysely<Database>, key: string, now: Date, windowMs: number): Promise<number> => {
  const windowStart = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('login_throttle')
    .values({ key, window_started_at: now, window_failures: 1, consecutive_failures: 1, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        window_failures: sql<number>`case when login_throttle.window_started_at <= ${windowStart} then 1 else login_throttle.window_failures + 1 end`,
        window_started_at: sql<Date>`case when login_throttle.window_started_at <= ${windowStart} then ${now} else login_throttle.window_started_at end`,
        consecutive_failures: sql<number>`login_throttle.consecutive_failures + 1`,
      }),
    )
    .returning('consecutive_failures')
    .executeTakeFirstOrThrow();
  return row.consecutive_failures;
};

/**
 * Records a failed login for the account and the IP.
 * @returns true when this failure locked the account (10 in a row); the lock is also mirrored on
 * the user's row (users.locked_until, failed_logins) when the account exists.
 */
export const recordFailure = async (db: Kysely<Database>, clock: Clock, email: string, ip: string): Promise<boolean> => {
  const now = clock.now();
  const consecutive = await countFailure(db, accountKey(email), now, THROTTLE.accountWindowMs);
  await countFailure(db, ipKey(ip), now, THROTTLE.ipWindowMs);
  await db.updateTable('users').set({ failed_logins: consecutive }).where('email', '=', email).execute();
  if (consecutive < THROTTLE.lockAfterConsecutive) return false;
  const lockedUntil = new Date(now.getTime() + THROTTLE.lockMs);
  await db
    .updateTable('login_throttle')
    .set({ locked_until: lockedUntil, consecutive_failures: 0, window_failures: 0 })
    .where('key', '=', accountKey(email))
    .execute();
  await db.updateTable('users').set({ locked_until: lockedUntil, failed_logins: 0 }).where('email', '=', email).execute();
  return true;
};

/** Clears the account's counters after a successful login. */
export const recordSuccess = async (db: Kysely<Database>, email: string): Promise<void> => {
  await db.deleteFrom('login_throttle').where('key', '=', accountKey(email)).execute();
  await db.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('email', '=', email).execute();
};
