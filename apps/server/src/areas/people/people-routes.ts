import * as E from 'fp-ts/lib/Either.js';
import { deletePerson, invitePerson, peopleList, resendInvitation } from '@yardfleet/contract/endpoints/people';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { activationTransition } from '@yardfleet/domain/machines/person-activation';
import { validateEmail } from '@yardfleet/domain/validation/rules';
import { fail, ok, type Answer } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { personTarget, recordMemberEvent } from '../security-log/record';
import { mailLink, mailThrottled } from '../../shared/account-mail';
import { invalidFields } from '../../shared/form-answers';
import { deletePersonRow, emailTaken, findPerson, insertInvited, mailInvitation, markInvitationResent, peopleOf, toPerson } from './people-queries';
import { scopeFor } from './people-scope';

const notFound = (): Answer<never> => fail(ServerCode.notFound, 'This person does not exist in your company.');

/**
 * People routes (contract: endpoints/people.ts); every query filtered by the caller's company.
 * Security log (rules 20.12): invitation_sent, invitation_resent (target the person, `change.to`
 * the role), record_deleted (the person, as named before the delete).
 */
export const peopleRoutes = (route: Registrar): void => {
  route.authed(peopleList, async ({ ctx, caller }) => {
    const scope = scopeFor(caller, 'people.view');
    if ('refused' in scope) return scope.refused;
    const rows = await peopleOf(ctx.db, scope.companyId);
    return ok({ people: rows.map(toPerson) });
  });

  route.authed(invitePerson, async ({ input, request, ctx, caller }) => {
    const scope = scopeFor(caller, 'people.invite');
    if ('refused' in scope) return scope.refused;
    const email = validateEmail(input.email);
    if (E.isLeft(email)) return invalidFields({ email: email.left });
    if (await emailTaken(ctx.db, email.right)) return fail(ServerCode.refused, 'This address already has a Yardfleet account.', { reason: 'email_taken' });
    const throttled = await mailThrottled(ctx, email.right, `user:${caller.userId}`);
    if (throttled) return throttled;
    const row = await insertInvited(ctx.db, scope.companyId, email.right, input.role, ctx.clock);
    await mailInvitation(ctx.db, caller, scope.companyId, (params) => mailLink(ctx, request, 'invitation', row, params));
    // Security log (rules 20.12): once the invitation went out, with the offered role.
    await recordMemberEvent(ctx.db, { userId: caller.userId, companyId: scope.companyId }, request, ctx.clock.now(), {
      kind: 'invitation_sent',
      target: personTarget(row),
      change: { from: null, to: input.role },
    });
    return ok(toPerson(row));
  });

  route.authed(resendInvitation, async ({ input, request, ctx, caller }) => {
    const scope = scopeFor(caller, 'people.resendInvitation');
    if ('refused' in scope) return scope.refused;
    const person = await findPerson(ctx.db, scope.companyId, input.id);
    if (!person) return notFound();
    const state =
      person.status === 'activated'
        ? {
            status: 'activated' as const,
            invitedAt: (person.invited_at ?? new Date(0)).toISOString(),
            activatedAt: (person.activated_at ?? new Date(0)).toISOString(),
          }
        : { status: 'invited' as const, invitedAt: (person.invited_at ?? new Date(0)).toISOString(), invitationEmail: person.email, resentCount: 0 };
    const next = activationTransition(state, { type: 'invitationResent', at: ctx.clock.now().toISOString() });
    if (E.isLeft(next)) return fail(ServerCode.refused, 'This person has already activated their account.', { reason: 'already_activated' });
    const throttled = await mailThrottled(ctx, person.email, `user:${caller.userId}`);
    if (throttled) return throttled;
    await mailInvitation(ctx.db, caller, scope.companyId, (params) => mailLink(ctx, request, 'invitation', person, params));
    // The invitation is dated at the resend (the domain's invitationResent), so the list shows it.
    const invitedAt = new Date(next.right.invitedAt);
    await markInvitationResent(ctx.db, { userId: caller.userId, companyId: scope.companyId }, request, person, invitedAt, ctx.clock);
    return ok(toPerson({ ...person, invited_at: invitedAt }));
  });

  route.authed(deletePerson, async ({ input, request, ctx, caller }) => {
    const scope = scopeFor(caller, 'people.delete');
    if ('refused' in scope) return scope.refused;
    if (input.id === caller.userId)
      return fail(ServerCode.refused, 'You cannot delete yourself; cancel your account instead.', { reason: 'cannot_delete_self' });
    const person = await findPerson(ctx.db, scope.companyId, input.id);
    if (!person) return notFound();
    if (person.role === 'admin') return fail(ServerCode.refused, 'The admin cannot be deleted.', { reason: 'cannot_delete_admin' });
    await deletePersonRow(ctx.db, { userId: caller.userId, companyId: scope.companyId }, request, person, ctx.clock);
    return ok(null);
  });
};
