import * as E from 'fp-ts/lib/Either.js';
import { registerInvite, resetPassword } from '@yardfleet/contract/endpoints/account';
import { activityCheck, forgetCheckUser, registerCheck } from '@yardfleet/contract/endpoints/links';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { newPasswordDiffers } from '@yardfleet/domain/forms/account-forms';
import { validateConfirmation, validateName, validatePassword } from '@yardfleet/domain/validation/rules';
import { consumeLink, findLiveLink } from '../../auth/link-tokens';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { fail, ok, type Answer } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { fieldErrors, invalidFields } from '../../shared/form-answers';
import { activate, invitationOf, passwordHashOf, storeResetPassword } from './link-queries';

/** The 1170012090 answer (unknown, used or expired link). */
const linkInvalid = (): Answer<never> => fail(ServerCode.linkInvalid, 'This link is not valid: it is unknown, already used or expired.');

const confirmation = (password: string, confirm: string) =>
  confirm.length === 0 ? E.left({ code: 'password_required' as const }) : validateConfirmation(password, confirm);

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
    const row = await invitationOf(ctx.db, link.userId);
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
    if (!(await activate(ctx, request, link.userId, { first_name: firstName.right, last_name: lastName.right, password_hash: passwordHash })))
      return linkInvalid();
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
    // The same rule as the change form (rules 5.2), so the current password is refused here too (the link stays usable).
    const current = await passwordHashOf(ctx.db, link.userId);
    const differs = newPasswordDiffers(current !== undefined && (await verifyPassword(current.password_hash, input.password)));
    if (E.isLeft(differs)) return fail(ServerCode.newPasswordInvalid, 'The new password must differ from the current one.', differs.left);
    const passwordHash = await hashPassword(input.password);
    if (!(await consumeLink(ctx.db, ctx.clock, link))) return linkInvalid();
    // A reset ends every session (rules 19.10) and lifts a failed-login lock: the owner proved the mailbox.
    // Security log (rules 20.12): password_reset, by the account's owner, in the same transaction.
    await storeResetPassword(ctx.db, ctx.clock, link, passwordHash, request);
    return ok({ email: link.email });
  });
};
