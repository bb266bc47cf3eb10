import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Adds one call to the fixed window of `key` in the `login_throttle` table and answers the
 * window's calls and start (architecture 7: every process counts in the same row). A window
 * starts with the first call after the previous one, `windowMs` long, ended. One upsert; the
 * mail throttle (rules 19.12) and the route rate limits (decision 0032) count with it.
 * @returns `count`, the calls in the current window including this one, and `startedAt`.
 */
export const countInWindow = async (db: Kysely<Database>, key: string, now: Date, windowMs: number): Promise<{ count: number; startedAt: Date }> => {
  const windowStart = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('login_throttle')
    .values({ key, window_started_at: now, window_failures: 1, consecutive_failures: 0, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        window_failures: sql<number>`case when login_throttle.window_started_at <= ${windowStart} then 1 else login_throttle.window_failures + 1 end`,
        window_started_at: sql<Date>`case when login_throttle.window_started_at <= ${windowStart} then ${now} else login_throttle.window_started_at end`,
      }),
    )
    .returning(['window_failures', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return { count: row.window_failures, startedAt: row.window_started_at };
};
