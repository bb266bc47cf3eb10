import type { Kysely } from 'kysely';
import { USER_TYPE_WEB } from '@yardfleet/domain/entities/user-info';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { UserId } from '@yardfleet/domain/entities/ids';
import type { Person, Role } from '@yardfleet/domain/entities/person';
import { endUserSessions } from '../../auth/ended-sessions';
import type { Caller } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { asBranded, isRowId } from '../../http/ids';
import { personTarget, recordMemberEvent, type RequestOrigin } from '../security-log/record';

/** Who changes the people: the caller and the company the change is scoped to. */
type Changer = { readonly userId: string; readonly companyId: string };

/** An invited person has no password until they register: this value never verifies (not a PHC hash). */
const NO_PASSWORD = 'invited:no-password';

const PERSON_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'role', 'status', 'invited_at', 'activated_at', 'invitation_address'] as const;

/** A person's stored row as the people calls read it. */
export type PersonRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'admin' | 'manager' | 'employee' | null;
  status: 'invited' | 'activated';
  invited_at: Date | null;
  activated_at: Date | null;
  invitation_address: string | null;
};

/** The person (rules 3.2) of a stored row (no role reads as employee). */
export const toPerson = (r: PersonRow): Person => ({
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
export const findPerson = async (db: Kysely<Database>, companyId: string, id: string): Promise<PersonRow | null> =>
  isRowId(id)
    ? ((await db.selectFrom('users').select(PERSON_COLUMNS).where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst()) ?? null)
    : null;

const ROLE_ORDER = { admin: 0, manager: 1, employee: 2 } as const;

/** Everybody of `companyId` in the list's order: by role (admin, manager, employee), then last name (none last), first name and email. */
export const peopleOf = async (db: Kysely<Database>, companyId: string): Promise<PersonRow[]> => {
  const rows = await db.selectFrom('users').select(PERSON_COLUMNS).where('company_id', '=', companyId).execute();
  const key = (r: PersonRow) => `${r.last_name || '~'} ${r.first_name} ${r.email}`.toLowerCase();
  rows.sort((a, b) => ROLE_ORDER[a.role ?? 'employee'] - ROLE_ORDER[b.role ?? 'employee'] || key(a).localeCompare(key(b)));
  return rows;
};

/** True when an account (of any company) has `email`. */
export const emailTaken = async (db: Kysely<Database>, email: string): Promise<boolean> =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;

/** Stores the invited person `email` with `role` in `companyId`, invited at the clock's time, without a password. @returns their row. */
export const insertInvited = (db: Kysely<Database>, companyId: string, email: string, role: Role, clock: Clock): Promise<PersonRow> =>
  db
    .insertInto('users')
    .values({
      email,
      password_hash: NO_PASSWORD,
      first_name: '',
      last_name: '',
      user_type: USER_TYPE_WEB,
      company_id: companyId,
      role,
      status: 'invited',
      invited_at: clock.now(),
      activated_at: null,
      invitation_address: email,
      consent_accepted_at: null,
      created_at: clock.now(),
    })
    .returning(PERSON_COLUMNS)
    .executeTakeFirstOrThrow();

/** Reads the inviter's name and the company name, then sends the invitation through `send`. */
export const mailInvitation = async (
  db: Kysely<Database>,
  caller: Caller,
  companyId: string,
  send: (params: { inviter: string; companyName: string }) => Promise<void>,
): Promise<void> => {
  const inviter = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', caller.userId).executeTakeFirstOrThrow();
  const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  await send({ inviter: `${inviter.first_name} ${inviter.last_name}`.trim(), companyName: company.name });
};

/** Dates `person`'s invitation at `invitedAt` (a resend) in one transaction with its `invitation_resent` event (clock's time). */
export const markInvitationResent = async (
  db: Kysely<Database>,
  by: Changer,
  origin: RequestOrigin,
  person: PersonRow,
  invitedAt: Date,
  clock: Clock,
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ invited_at: invitedAt }).where('id', '=', person.id).where('company_id', '=', by.companyId).execute();
    await recordMemberEvent(trx, by, origin, clock.now(), {
      kind: 'invitation_resent',
      target: personTarget(person),
      change: { from: null, to: person.role },
    });
  });
};

/** Deletes `person` in one transaction: `record_deleted` first (names kept), then every session of theirs ends (account unavailable), then the row goes. */
export const deletePersonRow = async (db: Kysely<Database>, by: Changer, origin: RequestOrigin, person: PersonRow, clock: Clock): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await recordMemberEvent(trx, by, origin, clock.now(), { kind: 'record_deleted', target: personTarget(person) });
    await endUserSessions(trx, clock, person.id, { accountUnavailable: true });
    await trx.deleteFrom('users').where('id', '=', person.id).where('company_id', '=', by.companyId).execute();
  });
};
