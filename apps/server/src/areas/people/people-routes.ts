import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { deletePerson, invitePerson, peopleList, resendInvitation } from '@yardfleet/contract/endpoints/people';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { UserId } from '@yardfleet/domain/entities/ids';
import type { Person } from '@yardfleet/domain/entities/person';
import { USER_TYPE_WEB } from '@yardfleet/domain/entities/user-info';
import { activationTransition } from '@yardfleet/domain/machines/person-activation';
import { can, type PeopleAction } from '@yardfleet/domain/rules/permissions';
import { validateEmail } from '@yardfleet/domain/validation/rules';
import { endUserSessions } from '../../auth/ended-sessions';
import type { Caller } from '../../auth/sessions';
import type { Database } from '../../db/schema';
import { fail, ok, type Answer } from '../../http/answers';
import { asBranded, isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { personTarget, recordMemberEvent } from '../security-log/record';
import { invalidFields, mailLink, mailThrottled, roleForbidden } from '../../shared/account-support';
import { companyScope } from '../../shared/caller-scope';

/** An invited person has no password until they register: this value never verifies (not a PHC hash). */
const NO_PASSWORD = 'invited:no-password';

const PERSON_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'role', 'status', 'invited_at', 'activated_at', 'invitation_address'] as const;

type PersonRow = { id: string; first_name: string; last_name: string; email: string; role: 'admin' | 'manager' | 'employee' | null; status: 'invited' | 'activated'; invited_at: Date | null; activated_at: Date | null; invitation_address: string | null };

const toPerson = (r: PersonRow): Person => ({
  id: asBranded(UserId, r.id),
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  role: r.role ?? 'employee',
  status: r.status,
  invitedAt: r.invited_at === null ? null : asBranded(IsoDateTime, r.invited_at.toISOString()),
  activatedAt: r.activated_at === null ? null : asBranded(IsoDateTime, r.activated_at.toISOString()),
  invitationEmail: r.invitation_address,
});

/** A person of `companyId` by id; another company's person (or a malformed id) is null, like a missing one. */
const findPerson = async (db: Kysely<Database>, companyId: string, id: string): Promise<PersonRow | null> =>
  isRowId(id) ? ((await db.selectFrom('users').select(PERSON_COLUMNS).where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst()) ?? null) : null;

/**
 * The company scope of a people call whose role allows `action` (PERMISSIONS, docs/roles.md), or
 * the 1170010403 answer.
 */
export const scopeFor = (caller: Caller, action: PeopleAction): { companyId: string } | { refused: Answer<never> } => {
  const scope = companyScope(caller);
  if ('refused' in scope) return scope;
  return can(caller.role, action) ? scope : { refused: roleForbidden() };
};

const notFound = (): Answer<never> => fail(ServerCode.notFound, 'This person does not exist in your company.');

const ROLE_ORDER = { admin: 0, manager: 1, employee: 2 } as const;

/**
 * People routes (contract: endpoints/people.ts); every query filtered by the caller's company.
 * Security log (issue 13 item 3): invitation_sent, invitation_resent (target the person, `change.to`
 * the role), record_deleted (the person, as named before the delete).
 */
export const peopleRoutes = (route: Registrar): void => {
  route.authed(peopleList, async ({ ctx, caller }) => {
    const scope = scopeFor(caller, 'people.view');
    if ('refused' in scope) return scope.refused;
    const rows = await ctx.db.selectFrom('users').select(PERSON_COLUMNS).where('company_id', '=', scope.companyId).execute();
    const key = (r: PersonRow) => `${r.last_name || '~'} ${r.first_name} ${r.email}`.toLowerCase();
    rows.sort((a, b) => ROLE_ORDER[a.role ?? 'employee'] - ROLE_ORDER[b.role ?? 'employee'] || key(a).localeCompare(key(b)));
    return ok({ people: rows.map(toPerson) });
  });

  route.authed(invitePerson, async ({ input, request, ctx, caller }) => {
    const scope = scopeFor(caller, 'people.invite');
    if ('refused' in scope) return scope.refused;
    const email = validateEmail(input.email);
    if (E.isLeft(email)) return invalidFields({ email: email.left });
    const taken = await ctx.db.selectFrom('users').select('id').where('email', '=', email.right).executeTakeFirst();
    if (taken) return fail(ServerCode.refused, 'This address already has a Yardfleet account.', { reason: 'email_taken' });
    const throttled = await mailThrottled(ctx, email.right, `user:${caller.userId}`);
    if (throttled) return throttled;
    const row = await ctx.db
      .insertInto('users')
      .values({ email: email.right, password_hash: NO_PASSWORD, first_name: '', last_name: '', user_type: USER_TYPE_WEB, company_id: scope.companyId, role: input.role, status: 'invited', invited_at: ctx.clock.now(), activated_at: null, invitation_address: email.right, consent_accepted_at: null, created_at: ctx.clock.now() })
      .returning(PERSON_COLUMNS)
      .executeTakeFirstOrThrow();
    await mailInvitation(ctx.db, caller, scope.companyId, (params) => mailLink(ctx, request, 'invitation', row, params));
    // Security log (issue 13 item 3): once the invitation went out, with the offered role.
    await recordMemberEvent(ctx.db, { userId: caller.userId, companyId: scope.companyId }, request, ctx.clock.now(), {
      kind: 'invitation_sent', target: personTarget(row), change: { from: null, to: input.role },
    });
    return ok(toPerson(row));
  });

  route.authed(resendInvitation, async ({ input, request, ctx, caller }) => {
    const scope = scopeFor(caller, 'people.resendInvitation');
    if ('refused' in scope) return scope.refused;
    const person = await findPerson(ctx.db, scope.companyId, input.id);
    if (!person) return notFound();
    const state = person.status === 'activated'
      ? { status: 'activated' as const, invitedAt: (person.invited_at ?? new Date(0)).toISOString(), activatedAt: (person.activated_at ?? new Date(0)).toISOString() }
      : { status: 'invited' as const, invitedAt: (person.invited_at ?? new Date(0)).toISOString(), invitationEmail: person.email, resentCount: 0 };
    const next = activationTransition(state, { type: 'invitationResent', at: ctx.clock.now().toISOString() });
    if (E.isLeft(next)) return fail(ServerCode.refused, 'This person has already activated their account.', { reason: 'already_activated' });
    const throttled = await mailThrottled(ctx, person.email, `user:${caller.userId}`);
    if (throttled) return throttled;
    await mailInvitation(ctx.db, caller, scope.companyId, (params) => mailLink(ctx, request, 'invitation', person, params));
    // The invitation is dated at the resend (the domain's invitationResent), so the list shows it.
    const invitedAt = new Date(next.right.invitedAt);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ invited_at: invitedAt }).where('id', '=', person.id).where('company_id', '=', scope.companyId).execute();
      await recordMemberEvent(trx, { userId: caller.userId, companyId: scope.companyId }, request, ctx.clock.now(), {
        kind: 'invitation_resent', target: personTarget(person), change: { from: null, to: person.role },
      });
    });
    return ok(toPerson({ ...person, invited_at: invitedAt }));
  });

  route.authed(deletePerson, async ({ input, request, ctx, caller }) => {
    const scope = scopeFor(caller, 'people.delete');
    if ('refused' in scope) return scope.refused;
    if (input.id === caller.userId) return fail(ServerCode.refused, 'You cannot delete yourself; cancel your account instead.', { reason: 'cannot_delete_self' });
    const person = await findPerson(ctx.db, scope.companyId, input.id);
    if (!person) return notFound();
    if (person.role === 'admin') return fail(ServerCode.refused, 'The admin cannot be deleted.', { reason: 'cannot_delete_admin' });
    await ctx.db.transaction().execute(async (trx) => {
      await recordMemberEvent(trx, { userId: caller.userId, companyId: scope.companyId }, request, ctx.clock.now(), { kind: 'record_deleted', target: personTarget(person) });
      await endUserSessions(trx, ctx.clock, person.id, { accountUnavailable: true });
      await trx.deleteFrom('users').where('id', '=', person.id).where('company_id', '=', scope.companyId).execute();
    });
    return ok(null);
  });
};

/** Reads the inviter's name and the company name, then sends the invitation through `send`. */
const mailInvitation = async (db: Kysely<Database>, caller: Caller, companyId: string, send: (params: { inviter: string; companyName: string }) => Promise<void>): Promise<void> => {
  const inviter = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', caller.userId).executeTakeFirstOrThrow();
  const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  await send({ inviter: `${inviter.first_name} ${inviter.last_name}`.trim(), companyName: company.name });
};
