import { ServerCode } from '@yardfleet/contract/error-codes';
import { fail, type Answer } from '../http/answers';
import type { AppContext } from '../context';
import { checkThrottle, recordFailure, recordSuccess } from './login-throttle';
import { dummyHash, verifyPassword } from './passwords';
import { SemaphoreFullError } from './semaphore';

/** A user whose email and password matched. */
export interface VerifiedUser {
  readonly id: string;
  readonly status: 'invited' | 'activated';
  readonly consentWithdrawnAt: Date | null;
}

const lockedMessage = (minutes: number) =>
  `This account is locked after repeated failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * Checks `email` (already normalised by the domain) and `password` exactly as login does: the
 * login throttle first (1466, 1170042004), the same argon2 cost for unknown emails, a failure
 * counted on a mismatch (1170012020, or 1170042004 when it locks the account).
 * Used by account/acceptAgreements (issue 4).
 */
export const verifyCredentials = async (ctx: AppContext, email: string, password: string, ip: string): Promise<{ user: VerifiedUser } | { refused: Answer<never> }> => {
  const { db, clock } = ctx;
  const verdict = await checkThrottle(db, clock, email, ip);
  if (verdict.kind === 'locked') return { refused: fail(ServerCode.accountLocked, lockedMessage(verdict.minutesLeft)) };
  if (verdict.kind === 'too_many') return { refused: fail(ServerCode.tooManyAttempts, `Too many login attempts. Please try again in ${verdict.secondsLeft} seconds.`) };
  const user = await db.selectFrom('users').select(['id', 'password_hash', 'status', 'consent_withdrawn_at']).where('email', '=', email).executeTakeFirst();
  let matches: boolean;
  try {
    matches = await verifyPassword(user?.password_hash ?? (await dummyHash()), password);
  } catch (error) {
    if (error instanceof SemaphoreFullError) return { refused: fail(ServerCode.tooManyAttempts, 'The server is busy. Please try again in a moment.') };
    throw error;
  }
  if (!user || !matches) {
    const locked = await recordFailure(db, clock, email, ip);
    return { refused: locked ? fail(ServerCode.accountLocked, lockedMessage(15)) : fail(ServerCode.badCredentials, 'The email or password is incorrect.') };
  }
  await recordSuccess(db, email);
  return { user: { id: user.id, status: user.status, consentWithdrawnAt: user.consent_withdrawn_at } };
};
