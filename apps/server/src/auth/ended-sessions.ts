import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { hashToken } from './tokens';

/**
 * Ends every session of `userId`. With `accountUnavailable` (deletion, cancellation; rules 19.9) the
 * token hashes are remembered until the sessions would have expired, so a later request with such
 * a token answers 1456 accountUnavailable (silent logout, rules 8.1) rather than 1401. `keep` spares
 * one session (change password keeps the caller's own).
 */
export const endUserSessions = async (
  db: Kysely<Database>,
  clock: Clock,
  userId: string,
  options: { readonly accountUnavailable?: boolean; readonly keep?: string } = {},
): Promise<void> => {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (options.keep !== undefined) query = query.where('token_hash', '<>', options.keep);
  const ended = await query.returning(['token_hash', 'expires_at']).execute();
  if (options.accountUnavailable !== true || ended.length === 0) return;
  const now = clock.now();
  await db
    .insertInto('ended_sessions')
    .values(ended.map((s) => ({ token_hash: s.token_hash, reason: 'account_unavailable' as const, ended_at: now, forget_after: s.expires_at })))
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
  await db.deleteFrom('ended_sessions').where('forget_after', '<', now).execute();
};

/** True when `token` belonged to a session ended because its account was deleted or cancelled. */
export const endedForUnavailableAccount = async (db: Kysely<Database>, token: string): Promise<boolean> => {
  if (token.length === 0 || token.length > 128) return false;
  const row = await db.selectFrom('ended_sessions').select('reason').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row?.reason === 'account_unavailable';
};
