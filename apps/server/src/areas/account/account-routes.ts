import * as E from 'fp-ts/lib/Either.js';
import type { FastifyRequest } from 'fastify';
import { acceptAgreements, createCompany, forgotPassword, registerCompany, registerPersonal } from '@yardfleet/contract/endpoints/account';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { UserId } from '@yardfleet/domain/entities/ids';
import { USER_TYPE_APP_ONLY, USER_TYPE_WEB } from '@yardfleet/domain/entities/user-info';
import { consentTransition } from '@yardfleet/domain/machines/consent';
import { validateAgreement, validateConfirmation, validateEmail, validateName, validatePassword } from '@yardfleet/domain/validation/rules';
import { validateRegistrationForm } from '@yardfleet/domain/forms/registration';
import { recordLoginFailure, verifyCredentials } from './credentials';
import { hashPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { asBranded } from '../../http/ids';
import { fail, ok, type Answer } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { memberFromRow, recordSecurityEvent } from '../security-log/record';
import { fieldErrors, invalidFields, mailAccountExists, mailLink, mailThrottled } from '../../shared/account-support';

interface Registration {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly password: string;
  readonly company: { readonly name: string; readonly timeZone: string } | null;
}

/**
 * Shared by both registrations: counts the mail, hashes the password (also for a known address,
 * so timing does not tell), then either creates the unactivated user (and the company, as its
 * admin) and mails an activation link, or, for an address with an account, mails the owner: a
 * fresh activation link when that account is an unactivated self-registration, else the
 * "someone tried to register" notice. Answers 200 in every case (the email's existence is not told).
 */
const register = async (ctx: AppContext, request: FastifyRequest, r: Registration): Promise<Answer<null>> => {
  const throttled = await mailThrottled(ctx, r.email, `ip:${request.ip}`);
  if (throttled) return throttled;
  const passwordHash = await hashPassword(r.password);
  const existing = await ctx.db.selectFrom('users').select(['id', 'email', 'first_name', 'status', 'invitation_address']).where('email', '=', r.email).executeTakeFirst();
  if (existing) {
    if (existing.status === 'invited' && existing.invitation_address === null) await mailLink(ctx, request, 'activation', existing, { name: existing.first_name });
    else await mailAccountExists(ctx, request, existing.email, existing.first_name);
    return ok(null);
  }
  const now = ctx.clock.now();
  const user = await ctx.db.transaction().execute(async (trx) => {
    const company = r.company === null
      ? null
      : await trx.insertInto('companies').values({ name: r.company.name, time_zone: r.company.timeZone, version: 'FULL_VERSION' }).returning('id').executeTakeFirstOrThrow();
    return trx
      .insertInto('users')
      .values({
        email: r.email,
        password_hash: passwordHash,
        first_name: r.firstName,
        last_name: r.lastName,
        user_type: USER_TYPE_WEB,
        company_id: company?.id ?? null,
        role: company === null ? null : 'admin',
        status: 'invited',
        invited_at: null,
        activated_at: null,
        invitation_address: null,
        // The registration screen shows the agreements (SPEC 1); registering accepts them.
        consent_accepted_at: now,
        created_at: now,
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
  });
  await mailLink(ctx, request, 'activation', user, { name: r.firstName });
  return ok(null);
};

/**
 * Account routes without a session, plus createCompany (contract: endpoints/account.ts):
 * registerCompany, registerPersonal, forgotPassword, acceptAgreements, createCompany.
 * registerInvite and resetPassword live with the link checks (routes/links.ts).
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
    const confirmPassword = input.confirmPassword.length === 0 ? E.left({ code: 'password_required' as const }) : validateConfirmation(input.password, input.confirmPassword);
    const errors = fieldErrors({ email, firstName, lastName, password, confirmPassword });
    if (errors || E.isLeft(email) || E.isLeft(firstName) || E.isLeft(lastName)) return invalidFields(errors ?? {});
    return register(ctx, request, { email: email.right, firstName: firstName.right, lastName: lastName.right, password: input.password, company: null });
  });

  route.open(forgotPassword, async ({ input, request, ctx }) => {
    const email = validateEmail(input.email);
    if (E.isLeft(email)) return invalidFields({ email: email.left });
    const throttled = await mailThrottled(ctx, email.right, `ip:${request.ip}`);
    if (throttled) return throttled;
    const user = await ctx.db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'company_id', 'status']).where('email', '=', email.right).executeTakeFirst();
    // Only an activated account gets a link; the answer is the same whether or not one exists.
    if (user?.status === 'activated') {
      await mailLink(ctx, request, 'reset', user, { name: user.first_name });
      // Security log (issue 13 item 3): once the link went out; the actor is the account, the address says who asked.
      const member = memberFromRow(user);
      await recordSecurityEvent(ctx.db, { kind: 'password_reset_requested', companyId: member.companyId, at: ctx.clock.now(), actor: member.actor, origin: request });
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
    const state = user.consentWithdrawnAt === null ? { status: 'enabled' as const } : { status: 'withdrawn' as const, withdrawnAt: user.consentWithdrawnAt.toISOString() };
    const next = consentTransition(state, { type: 'agreementsAccepted', userAgreement: input.userAgreement, privacyPolicy: input.privacyPolicy });
    // already_enabled: nothing to re-enable, the login simply proceeds.
    if (E.isLeft(next) && next.left.code !== 'already_enabled') return invalidFields({ agreements: { code: 'agreement_required' } });
    // Security log (issue 13 item 3): consent_given when it was withdrawn, and the login it opens.
    const token = await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ consent_withdrawn_at: null, consent_accepted_at: at }).where('id', '=', user.id).execute();
      const base = { companyId: user.member.companyId, at, actor: user.member.actor, origin: request };
      if (E.isRight(next)) await recordSecurityEvent(trx, { ...base, kind: 'consent_given' });
      const started = await createSession(trx, ctx.clock, ctx.sessions, user.id);
      await recordSecurityEvent(trx, { ...base, kind: 'login_succeeded' });
      return started;
    });
    return ok({ token, uid: asBranded(UserId, user.id) });
  });

  route.authed(createCompany, async ({ input, ctx, caller }) => {
    if (caller.userType === USER_TYPE_APP_ONLY) return fail(ServerCode.forbiddenRole, 'Access is restricted. Please log in to the mobile app.');
    if (caller.companyId !== null) return fail(ServerCode.refused, 'You already belong to a company.', { reason: 'already_has_company' });
    const name = validateName('companyName', input.companyName);
    if (E.isLeft(name)) return invalidFields({ companyName: name.left });
    await ctx.db.transaction().execute(async (trx) => {
      const company = await trx.insertInto('companies').values({ name: name.right, time_zone: input.timeZone, version: 'FULL_VERSION' }).returning('id').executeTakeFirstOrThrow();
      await trx.updateTable('users').set({ company_id: company.id, role: 'admin' }).where('id', '=', caller.userId).execute();
    });
    return ok(null);
  });
};
