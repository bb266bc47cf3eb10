import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database, LinkTokensTable } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** What a link is for (rules 19.5): activation of a self-registration, an invitation, a password reset. */
export type LinkPurpose = Extract<LinkTokensTable['purpose'], 'activation' | 'invitation' | 'reset'>;

/** Lifetimes (rules 19.5): activation and invitation links 7 days, reset links 1 hour. */
export const LINK_LIFETIME_MS: Readonly<Record<LinkPurpose, number>> = {
  activation: 7 * 86_400_000,
  invitation: 7 * 86_400_000,
  reset: 3_600_000,
};

/**
 * Issues a link token for `userId` (32 random bytes, base64url); only its SHA-256 is stored.
 * Earlier unused tokens of the same user and purpose are revoked, so only the newest link works.
 * @returns the token to put in the mailed link (never stored).
 */
export const issueLinkToken = async (db: Kysely<Database>, clock: Clock, userId: string, email: string, purpose: LinkPurpose): Promise<string> => {
  const token = newToken();
  const now = clock.now();
  await db.deleteFrom('link_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
  await db
    .insertInto('link_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, email, purpose, created_at: now, expires_at: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]) })
    .execute();
  return token;
};

/** A live link: its user and the address it was sent to. */
export interface LiveLink {
  readonly tokenHash: string;
  readonly userId: string;
  readonly email: string;
}

/**
 * The live link of `token` for `purpose`, or null when the token is unknown, of another purpose,
 * already used or expired (all answer 1170012090 linkInvalid). Does not consume it.
 */
export const findLiveLink = async (db: Kysely<Database>, clock: Clock, token: string, purpose: LinkPurpose): Promise<LiveLink | null> => {
  if (token.length === 0 || token.length > 128) return null;
  const row = await db
    .selectFrom('link_tokens')
    .select(['token_hash', 'user_id', 'email', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.user_id === null || row.used_at !== null || row.expires_at.getTime() <= clock.now().getTime()) return null;
  return { tokenHash: row.token_hash, userId: row.user_id, email: row.email };
};

/**
 * Marks the link used, atomically: of two concurrent uses only one gets true (single use, rules 19.5).
 */
export const consumeLink = async (db: Kysely<Database>, clock: Clock, link: LiveLink): Promise<boolean> => {
  const now = clock.now();
  const result = await db
    .updateTable('link_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', link.tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
