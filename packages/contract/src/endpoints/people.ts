import * as t from 'io-ts';
import { UserId } from '@yardfleet/domain/entities/ids';
import { Person } from '@yardfleet/domain/entities/person';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * Why a well-formed request was refused: the entry `{ reason }` of code 1170010422 `refused`.
 * - holds_registered_company: cancelAccount while admin of a registered company (rules 6.7);
 * - transfer_to_self, target_not_activated: transferAdmin (the domain's admin-transfer machine);
 * - cannot_delete_self, cannot_delete_admin: delete (the admin leaves by transfer or cancellation);
 * - already_has_company: createCompany by a user who has one;
 * - already_activated: resendInvitation for an activated person;
 * - email_taken: invite of an address that already has an account (only admins learn this).
 */
export const RefusalReason = t.keyof(
  {
    holds_registered_company: null,
    transfer_to_self: null,
    target_not_activated: null,
    cannot_delete_self: null,
    cannot_delete_admin: null,
    already_has_company: null,
    already_activated: null,
    email_taken: null,
    // A deleted gateway can only be bound again by the mobile app (rules 14.5; gateways.ts).
    gateway_deleted: null,
  },
  'RefusalReason',
);
export type RefusalReason = t.TypeOf<typeof RefusalReason>;
/** The entry of a 1170010422 answer. */
export const Refusal = t.type({ reason: RefusalReason }, 'Refusal');
export type Refusal = t.TypeOf<typeof Refusal>;

/** The roles an invitation may offer (rules 6.5: one admin per company, so never admin). */
export const InvitableRole = t.keyof({ manager: null, employee: null }, 'InvitableRole');
export type InvitableRole = t.TypeOf<typeof InvitableRole>;

/**
 * People calls (rules 2.12, 3.2, 6.2), all with a session and scoped to the caller's company: a person of
 * another company answers 1170010404 notFound exactly like a missing one. Who may call what is
 * `PERMISSIONS` in @yardfleet/domain/rules/permissions (docs/roles.md); a role without the
 * permission answers 1170010403 forbiddenRole, as does a user without a company or an app-only
 * user (type 3).
 */

/**
 * `GET /web-hmac/web/people/list` (admin, manager): every person of the company, admin first, then
 * by last and first name, invited people (empty names until they register) by address.
 */
export const PeopleListResponse = t.type({ people: t.array(Person) }, 'PeopleListResponse');
export type PeopleListResponse = t.TypeOf<typeof PeopleListResponse>;
export const peopleList = endpoint({
  method: 'GET',
  path: '/web-hmac/web/people/list',
  request: undefined,
  response: PeopleListResponse,
  auth: true,
});

/**
 * `POST /web-hmac/web/people/invite` `{ email, role }` (admin): adds an invited (not activated)
 * person and mails an invitation link (valid 7 days, in the `lang` of the request). Entry: the new
 * person. Failures: 1170010001 `{ email: ... }`, 1170010422 email_taken, 1466 (mail rate limit).
 */
export const InviteRequest = strictType({ email: t.string, role: InvitableRole }, 'InviteRequest');
export type InviteRequest = t.TypeOf<typeof InviteRequest>;
export const invitePerson = endpoint({
  method: 'POST',
  path: '/web-hmac/web/people/invite',
  request: InviteRequest,
  response: Person,
  auth: true,
});

/** A person of the caller's company. */
export const PersonRequest = strictType({ id: UserId }, 'PersonRequest');
export type PersonRequest = t.TypeOf<typeof PersonRequest>;

/**
 * `POST /web-hmac/web/people/resendInvitation` `{ id }` (admin): mails a new invitation link; the
 * earlier links stop working. Entry: the person. Failures: 1170010404, 1170010422
 * already_activated, 1466.
 */
export const resendInvitation = endpoint({
  method: 'POST',
  path: '/web-hmac/web/people/resendInvitation',
  request: PersonRequest,
  response: Person,
  auth: true,
});

/**
 * `POST /web-hmac/web/people/delete` `{ id }` (admin; the web asks confirmation first): deletes the
 * person; their open sessions then answer 1456 accountUnavailable. Failures: 1170010404,
 * 1170010422 cannot_delete_self / cannot_delete_admin.
 */
export const deletePerson = endpoint({
  method: 'POST',
  path: '/web-hmac/web/people/delete',
  request: PersonRequest,
  response: t.null,
  auth: true,
});
