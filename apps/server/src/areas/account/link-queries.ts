import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { activationTransition, type ActivationState } from '@yardfleet/domain/machines/person-activation';
import { endUserSessions } from '../../auth/ended-sessions';
import type { LiveLink } from '../../auth/link-tokens';
import { recordSuccess } from '../../auth/login-throttle';
import type { Clock } from '../../clock';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { writeNotices } from '../notifications/write';
import { recordMemberEvent, type RequestOrigin } from '../security-log/record';

/**
 * Runs the domain's activation machine for `userId` (invited -> activated) and stores the result;
 * an invited person's activation writes an `invitation_accepted` notification and security event
 * (from `origin`) in the same transaction.
 * @returns false when the person is no longer invited (the link then answers linkInvalid).
 */
export const activate = async (
  ctx: AppContext,
  origin: RequestOrigin,
  userId: string,
  extra: { first_name?: string; last_name?: string; password_hash?: string } = {},
): Promise<boolean> => {
  const user = await ctx.db
    .selectFrom('users')
    .select(['status', 'invited_at', 'created_at', 'invitation_address', 'company_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.status !== 'invited') return false;
  const now = ctx.clock.now();
  const state: ActivationState = {
    status: 'invited',
    invitedAt: (user.invited_at ?? user.created_at).toISOString(),
    invitationEmail: user.invitation_address ?? '',
    resentCount: 0,
  };
  const next = activationTransition(state, { type: 'personActivated', at: now.toISOString() });
  if (E.isLeft(next) || next.right.status !== 'activated') return false;
  const companyId = user.company_id;
  const activatedAt = next.right.activatedAt;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...extra, status: 'activated', activated_at: activatedAt, consent_accepted_at: now, consent_withdrawn_at: null })
      .where('id', '=', userId)
      .execute();
    // An accepted invitation (not a self-registration) notifies the company (rules 13.1).
    if (user.invitation_address !== null && companyId !== null) {
      await writeNotices(trx, companyId, [{ kind: 'invitation_accepted', equipmentId: null, personId: userId, errorCode: null, dedupeKey: null }], now);
      // And the security log (rules 20.12), with the name the person just gave.
      await recordMemberEvent(trx, { userId, companyId }, origin, now, { kind: 'invitation_accepted' });
    }
  });
  return true;
};

/** The invited person `userId` with their company's name (what the invitation page shows), or undefined. */
export const invitationOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.email', 'users.role', 'users.status', 'companies.name'])
    .where('users.id', '=', userId)
    .executeTakeFirst();

/** The stored password hash of user `userId`, or undefined. */
export const passwordHashOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();

/**
 * Stores the reset password of `link`'s user in one transaction: every session of theirs ends
 * (rules 19.10), a failed-login lock is lifted (the owner proved the mailbox), and `password_reset`
 * is recorded from `origin` at the clock's time (rules 20.12).
 */
export const storeResetPassword = async (db: Kysely<Database>, clock: Clock, link: LiveLink, passwordHash: string, origin: RequestOrigin): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const user = await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', link.userId).returning('company_id').executeTakeFirst();
    await endUserSessions(trx, clock, link.userId);
    await recordSuccess(trx, link.email);
    if (user) await recordMemberEvent(trx, { userId: link.userId, companyId: user.company_id }, origin, clock.now(), { kind: 'password_reset' });
  });
};
