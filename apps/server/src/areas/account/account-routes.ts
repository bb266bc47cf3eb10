import * as E from 'fp-ts/lib/Either.js';
import { acceptAgreements, createCompany, forgotPassword, registerCompany, registerPersonal } from '@yardfleet/contract/endpoints/account';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { UserId } from '@yardfleet/domain/entities/ids';
import { USER_TYPE_APP_ONLY } from '@yardfleet/domain/entities/user-info';
import { consentTransition } from '@yardfleet/domain/machines/consent';
import { validateAgreement, validateConfirmation, validateEmail, validateName, validatePassword } from '@yardfleet/domain/validation/rules';
import { validateRegistrationForm } from '@yardfleet/domain/forms/registration';
import { asBranded } from '../../http/ids';
import { fail, ok } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { memberFromRow, recordSecurityEvent } from '../security-log/record';
import { mailLink, mailThrottled } from '../../shared/account-mail';
import { fieldErrors, invalidFields } from '../../shared/form-answers';
import { acceptAgreementsAndLogIn, insertCompanyOf, resetRequesterOf } from './account-queries';
import { recordLoginFailure, verifyCredentials } from './login-credentials';
import { register } from './registration';

/**
 * Account routes without a session, plus createCompany (contract: endpoints/account.ts):
 * registerCompany, registerPersonal, forgotPassword, acceptAgreements, createCompany.
 * registerInvite and resetPassword live with the link checks (link-routes.ts).
 */
export const accountRoutes = (route: Registrar): void => {
  route.open(registerCompany, async ({ input, request, ctx }) => {
    const form = validateRegistrationForm(input);
    const email = validateEmail(input.email);
    if (E.isLeft(form) || E.isLeft(email)) return invalidFields({ ...(E.isLeft(form) ? form.left : {}), ...(fieldErrors({ email }) ?? {}) });
    const { firstName, lastName, companyName, password } = form.right;
    return register(ctx, request, { email: email.right, firstName, lastName, password, company: { name: companyName, timeZone: input.timeZone } });
  });

  route.open(registerPersonal, async ({ input, request, ctx }) => {
    const email = validateEmail(input.email);
    const firstName = validateName('firstName', input.firstName);
    const lastName = validateName('lastName', input.lastName);
    const password = validatePassword(input.password);
    const confirmPassword =
      input.confirmPassword.length === 0 ? E.left({ code: 'password_required' as const }) : validateConfirmation(input.password, input.confirmPassword);
    const errors = fieldErrors({ email, firstName, lastName, password, confirmPassword });
    if (errors || E.isLeft(email) || E.isLeft(firstName) || E.isLeft(lastName)) return invalidFields(errors ?? {});
    return register(ctx, request, { email: email.right, firstName: firstName.right, lastName: lastName.right, password: input.password, company: null });
  });

  route.open(forgotPassword, async ({ input, request, ctx }) => {
    const email = validateEmail(input.email);
    if (E.isLeft(email)) return invalidFields({ email: email.left });
    const throttled = await mailThrottled(ctx, email.right, `ip:${request.ip}`);
    if (throttled) return throttled;
    const user = await resetRequesterOf(ctx.db, email.right);
    // Only an activated account gets a link; the answer is the same whether or not one exists.
    if (user?.status === 'activated') {
      await mailLink(ctx, request, 'reset', user, { name: user.first_name });
      // Security log (rules 20.12): once the link went out; the actor is the account, the address says who asked.
      const member = memberFromRow(user);
      await recordSecurityEvent(ctx.db, {
        kind: 'password_reset_requested',
        companyId: member.companyId,
        at: ctx.clock.now(),
        actor: member.actor,
        origin: request,
      });
    }
    return ok(null);
  });

  route.open(acceptAgreements, async ({ input, request, ctx }) => {
    const email = validateEmail(input.email);
    const agreements = validateAgreement(input.userAgreement && input.privacyPolicy);
    const errors = fieldErrors({ email, agreements, ...(input.password.length === 0 ? { password: E.left({ code: 'password_required' as const }) } : {}) });
    if (errors || E.isLeft(email)) return invalidFields(errors ?? {});
    const checked = await verifyCredentials(ctx, email.right, input.password, request);
    if ('refused' in checked) return checked.refused;
    const { user } = checked;
    const at = ctx.clock.now();
    if (user.status !== 'activated') {
      await recordLoginFailure(ctx.db, user.member, request, at, 'not_activated');
      return fail(ServerCode.notActivated, 'This account is not activated yet. Please use the link in your email.');
    }
    const state =
      user.consentWithdrawnAt === null ? { status: 'enabled' as const } : { status: 'withdrawn' as const, withdrawnAt: user.consentWithdrawnAt.toISOString() };
    const next = consentTransition(state, { type: 'agreementsAccepted', userAgreement: input.userAgreement, privacyPolicy: input.privacyPolicy });
    // already_enabled: nothing to re-enable, the login simply proceeds.
    if (E.isLeft(next) && next.left.code !== 'already_enabled') return invalidFields({ agreements: { code: 'agreement_required' } });
    // Security log (rules 20.12): consent_given when it was withdrawn, and the login it opens.
    const token = await acceptAgreementsAndLogIn(ctx, user, request, at, E.isRight(next));
    return ok({ token, uid: asBranded(UserId, user.id) });
  });

  route.authed(createCompany, async ({ input, ctx, caller }) => {
    if (caller.userType === USER_TYPE_APP_ONLY) return fail(ServerCode.forbiddenRole, 'Access is restricted. Please log in to the mobile app.');
    if (caller.companyId !== null) return fail(ServerCode.refused, 'You already belong to a company.', { reason: 'already_has_company' });
    const name = validateName('companyName', input.companyName);
    if (E.isLeft(name)) return invalidFields({ companyName: name.left });
    await insertCompanyOf(ctx.db, caller.userId, name.right, input.timeZone);
    return ok(null);
  });
};
