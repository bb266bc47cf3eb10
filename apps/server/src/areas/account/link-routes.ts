import * as E from 'fp-ts/lib/Either.js';
import { registerInvite, resetPassword } from '@yardfleet/contract/endpoints/account';
import { activityCheck, forgetCheckUser, registerCheck } from '@yardfleet/contract/endpoints/links';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { newPasswordDiffers } from '@yardfleet/domain/forms/account-forms';
import { activationTransition, type ActivationState } from '@yardfleet/domain/machines/person-activation';
import { validateConfirmation, validateName, validatePassword } from '@yardfleet/domain/validation/rules';
import { endUserSessions } from '../../auth/ended-sessions';
import { consumeLink, findLiveLink } from '../../auth/link-tokens';
import { recordSuccess } from '../../auth/login-throttle';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { fail, ok, type Answer } from '../../http/answers';
import { writeNotices } from '../notifications/write';
import type { Registrar } from '../../http/registrar';
import { recordMemberEvent, type RequestOrigin } from '../security-log/record';
import { fieldErrors, invalidFields, linkInvalid } from '../../shared/account-support';

const confirmation = (password: string, confirm: string) =>
  confirm.length === 0 ? E.left({ code: 'password_required' as const }) : validateConfirmation(password, confirm);

/**
 * Runs the domain's activation machine for `userId` (invited -> activated) and stores the result;
 * an invited person's activation writes an `invitation_accepted` notification and security event
 * (from `origin`) in the same transaction.
 * @returns false when the person is no longer invited (the link then answers linkInvalid).
 */
const activate = async (ctx: AppContext, origin: RequestOrigin, userId: string, extra: { first_name?: string; last_name?: string; password_hash?: string } = {}): Promise<boolean> => {
  const user = await ctx.db.selectFrom('users').select(['status', 'invited_at', 'created_at', 'invitation_address', 'company_id']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.status !== 'invited') return false;
  const now = ctx.clock.now();
  const state: ActivationState = { status: 'invited', invitedAt: (user.invited_at ?? user.created_at).toISOString(), invitationEmail: user.invitation_address ?? '', resentCount: 0 };
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
    // Issue 14 defect 9: an accepted invitation (not a self-registration) notifies the company.
    if (user.invitation_address !== null && companyId !== null) {
      await writeNotices(trx, companyId, [{ kind: 'invitation_accepted', equipmentId: null, personId: userId, errorCode: null, dedupeKey: null }], now);
      // Issue 13 item 3: and the security log, with the name the person just gave.
      await recordMemberEvent(trx, { userId, companyId }, origin, now, { kind: 'invitation_accepted' });
    }
  });
  return true;
};

/**
 * Link routes (contract: endpoints/links.ts, and registerInvite / resetPassword of
 * endpoints/account.ts). Check paths answer 1170012090 for an unknown, used or expired token;
 * activityCheck, registerInvite and resetPassword consume the token, the two other checks do not.
 */
export const linkRoutes = (route: Registrar): void => {
  route.open(activityCheck, async ({ input, request, ctx }) => {
    const link = await findLiveLink(ctx.db, ctx.clock, input.token, 'activation');
    if (!link || !(await consumeLink(ctx.db, ctx.clock, link))) return linkInvalid();
    if (!(await activate(ctx, request, link.userId))) return linkInvalid();
    return ok({ email: link.email });
  });

  route.open(registerCheck, async ({ input, ctx }) => {
    const link = await findLiveLink(ctx.db, ctx.clock, input.token, 'invitation');
    if (!link) return linkInvalid();
    const row = await ctx.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select(['users.email', 'users.role', 'users.status', 'companies.name'])
      .where('users.id', '=', link.userId)
      .executeTakeFirst();
    if (!row || row.role === null || row.status !== 'invited') return linkInvalid();
    return ok({ email: row.email, companyName: row.name, role: row.role });
  });

  route.open(registerInvite, async ({ input, request, ctx }): Promise<Answer<{ email: string }>> => {
    const firstName = validateName('firstName', input.firstName);
    const lastName = validateName('lastName', input.lastName);
    const password = validatePassword(input.password);
    const errors = fieldErrors({ firstName, lastName, password, confirmPassword: confirmation(input.password, input.confirmPassword) });
    if (errors || E.isLeft(firstName) || E.isLeft(lastName)) return invalidFields(errors ?? {});
    const link = await findLiveLink(ctx.db, ctx.clock, input.token, 'invitation');
    if (!link) return linkInvalid();
    const passwordHash = await hashPassword(input.password);
    if (!(await consumeLink(ctx.db, ctx.clock, link))) return linkInvalid();
    if (!(await activate(ctx, request, link.userId, { first_name: firstName.right, last_name: lastName.right, password_hash: passwordHash }))) return linkInvalid();
    return ok({ email: link.email });
  });

  route.open(forgetCheckUser, async ({ input, ctx }) => {
    const link = await findLiveLink(ctx.db, ctx.clock, input.token, 'reset');
    return link ? ok({ email: link.email }) : linkInvalid();
  });

  route.open(resetPassword, async ({ input, request, ctx }) => {
    const errors = fieldErrors({ password: validatePassword(input.password), confirmPassword: confirmation(input.password, input.confirmPassword) });
    if (errors) return invalidFields(errors);
    const link = await findLiveLink(ctx.db, ctx.clock, input.token, 'reset');
    if (!link) return linkInvalid();
    // SPEC 5 (issue 14): the same rule as the change form, so the current password is refused here too (the link stays usable).
    const current = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', link.userId).executeTakeFirst();
    const differs = newPasswordDiffers(current !== undefined && (await verifyPassword(current.password_hash, input.password)));
    if (E.isLeft(differs)) return fail(ServerCode.newPasswordInvalid, 'The new password must differ from the current one.', differs.left);
    const passwordHash = await hashPassword(input.password);
    if (!(await consumeLink(ctx.db, ctx.clock, link))) return linkInvalid();
    // A reset ends every session (issue 4) and lifts a failed-login lock: the owner proved the mailbox.
    // Security log (issue 13 item 3): password_reset, by the account's owner, in the same transaction.
    await ctx.db.transaction().execute(async (trx) => {
      const user = await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', link.userId).returning('company_id').executeTakeFirst();
      await endUserSessions(trx, ctx.clock, link.userId);
      await recordSuccess(trx, link.email);
      if (user) await recordMemberEvent(trx, { userId: link.userId, companyId: user.company_id }, request, ctx.clock.now(), { kind: 'password_reset' });
    });
    return ok({ email: link.email });
  });
};
