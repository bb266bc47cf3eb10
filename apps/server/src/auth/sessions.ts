import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** Session lifetimes (DESIGN 3), from SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS. */
export interface SessionPolicy {
  readonly idleMinutes: number;
  readonly absoluteHours: number;
}

/** The caller of an authenticated request: who they are and which company scopes every query. */
export interface Caller {
  readonly userId: string;
  readonly companyId: string | null;
  readonly userType: number;
  readonly role: 'admin' | 'manager' | 'employee' | null;
  readonly companyVersion: 'FULL_VERSION' | 'POWER_VERSION' | null;
  /** The stored hash of the session's token (for logout). */
  readonly tokenHash: string;
}

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

/**
 * The caller for headers `token` and `uid` (SPEC 7), or null when the token is unknown, past its
 * absolute or idle expiry, or belongs to another user than `uid` (all answer 1401, DESIGN 3).
 * An expired session is deleted; a live one has its last use refreshed.
 */
export const authenticate = async (
  db: Kysely<Database>,
  clock: Clock,
  policy: SessionPolicy,
  token: string,
  uid: string,
): Promise<Caller | null> => {
  if (token.length === 0 || token.length > 128 || uid.length === 0) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'sessions.user_id',
      'sessions.last_used_at',
      'sessions.expires_at',
      'users.company_id',
      'users.user_type',
      'users.role',
      'companies.version',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.user_id !== uid) return null;
  const now = clock.now().getTime();
  const idleEnds = row.last_used_at.getTime() + policy.idleMinutes * 60_000;
  if (now >= row.expires_at.getTime() || now >= idleEnds) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  if (now - row.last_used_at.getTime() >= TOUCH_AFTER_MS) {
    await db.updateTable('sessions').set({ last_used_at: new Date(now) }).where('token_hash', '=', tokenHash).execute();
  }
  return {
    userId: row.user_id,
    companyId: row.company_id,
    userType: row.user_type,
    role: row.role,
    companyVersion: row.version,
    tokenHash,
  };
};

/** Ends the session with this token hash (logout). Ending an already ended session does nothing. */
export const endSession = async (db: Kysely<Database>, tokenHash: string): Promise<void> => {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
};
