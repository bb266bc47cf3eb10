import type { Kysely } from 'kysely';
import type { LoginFailureReason } from '@yardfleet/contract/endpoints/security-log';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { fail, type Answer } from '../../http/answers';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { securityDb } from '../../db/security-schema';
import { addressOf, memberFromRow, recordSecurityEvent, type Member, type RequestOrigin } from '../security-log/record';
import { checkThrottle, recordFailure, recordSuccess } from '../../auth/login-throttle';
import { dummyHash, verifyPassword } from '../../auth/passwords';
import { SemaphoreFullError } from '../../auth/semaphore';

/** A user whose email and password matched, with their name and company for the security log. */
export interface VerifiedUser {
  readonly id: string;
  readonly status: 'invited' | 'activated';
  readonly consentWithdrawnAt: Date | null;
  readonly member: Member;
}

const lockedMessage = (minutes: number) => `This account is locked after repeated failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

const USER_COLUMNS = ['id', 'password_hash', 'status', 'consent_withdrawn_at', 'first_name', 'last_name', 'email', 'company_id'] as const;

/** A try on a locked account is logged at most once per account, address and this window, ms (tries while locked are not throttled). */
export const LOCKED_TRY_LOG_WINDOW_MS = 60_000;

/**
 * Logs `login_failed` (reason `locked`) for a try on the locked account `email`, unless the same
 * account and address already logged one within LOCKED_TRY_LOG_WINDOW_MS (a flood of tries while
 * locked adds one row a minute). Nothing for an unknown address.
 */
const recordLockedTry = async (ctx: AppContext, email: string, origin: RequestOrigin): Promise<void> => {
  const row = await ctx.db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'company_id']).where('email', '=', email).executeTakeFirst();
  if (row === undefined) return;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const recent = await securityDb(trx)
      .selectFrom('security_events')
      .select('id')
      .where('actor_user_id', '=', row.id)
      .where('kind', '=', 'login_failed')
      .where('reason', '=', 'locked')
      .where('address', 'is not distinct from', addressOf(origin))
      .where('occurred_at', '>', new Date(now.getTime() - LOCKED_TRY_LOG_WINDOW_MS))
      .executeTakeFirst();
    if (recent === undefined) await recordLoginFailure(trx, memberFromRow(row), origin, now, 'locked');
  });
};

/** Logs `login_failed` with `reason` for `member` (security log, rules 20.12). */
export const recordLoginFailure = (db: Kysely<Database>, member: Member, origin: RequestOrigin, at: Date, reason: LoginFailureReason): Promise<void> =>
  recordSecurityEvent(db, { kind: 'login_failed', companyId: member.companyId, at, actor: member.actor, origin, reason });

/**
 * Checks `email` (already normalised by the domain) and `password` exactly as login does: the
 * login throttle first (1466, 1170042004), the same argon2 cost for unknown emails, a failure
 * counted on a mismatch (1170012020, or 1170042004 when it locks the account). Used by login and
 * account/acceptAgreements (rules 19.8). Security log (rules 20.12), for a known account only
 * (an unknown address has no company and is not logged): a mismatch logs `login_failed`
 * (bad_password) and, when it locks the account, `account_locked`, in the transaction that counts
 * it; a try while locked logs `login_failed` (locked), once a minute per address. Throttled tries
 * (1466) and a busy server are not logged.
 */
export const verifyCredentials = async (
  ctx: AppContext,
  email: string,
  password: string,
  origin: RequestOrigin,
): Promise<{ user: VerifiedUser } | { refused: Answer<never> }> => {
  const { db, clock } = ctx;
  const verdict = await checkThrottle(db, clock, email, origin.ip);
  if (verdict.kind === 'locked') {
    await recordLockedTry(ctx, email, origin);
    return { refused: fail(ServerCode.accountLocked, lockedMessage(verdict.minutesLeft)) };
  }
  if (verdict.kind === 'too_many')
    return { refused: fail(ServerCode.tooManyAttempts, `Too many login attempts. Please try again in ${verdict.secondsLeft} seconds.`) };
  const user = await db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
  let matches: boolean;
  try {
    matches = await verifyPassword(user?.password_hash ?? (await dummyHash()), password);
  } catch (error) {
    if (error instanceof SemaphoreFullError) return { refused: fail(ServerCode.tooManyAttempts, 'The server is busy. Please try again in a moment.') };
    throw error;
  }
  if (!user || !matches) {
    const locked = await db.transaction().execute(async (trx) => {
      const lockedNow = await recordFailure(trx, clock, email, origin.ip);
      if (user) {
        const member = memberFromRow(user);
        const at = clock.now();
        await recordLoginFailure(trx, member, origin, at, 'bad_password');
        if (lockedNow) await recordSecurityEvent(trx, { kind: 'account_locked', companyId: member.companyId, at, actor: member.actor, origin });
      }
      return lockedNow;
    });
    return { refused: locked ? fail(ServerCode.accountLocked, lockedMessage(15)) : fail(ServerCode.badCredentials, 'The email or password is incorrect.') };
  }
  await recordSuccess(db, email);
  return { user: { id: user.id, status: user.status, consentWithdrawnAt: user.consent_withdrawn_at, member: memberFromRow(user) } };
};
