import * as t from 'io-ts';
import { IsoDateTime } from './brand';
import { UserId } from './ids';

/** A person's role in a company (rules 6.1). Exactly one admin per company. */
export const Role = t.keyof({ admin: null, manager: null, employee: null }, 'Role');
export type Role = t.TypeOf<typeof Role>;
export const ROLES: readonly Role[] = ['admin', 'manager', 'employee'];

/** A person's status (rules 3.2, 4.1): invited (not activated) until the invitation is completed. */
export const PersonStatus = t.keyof({ invited: null, activated: null }, 'PersonStatus');
export type PersonStatus = t.TypeOf<typeof PersonStatus>;

/**
 * A person of a company as the People screen lists it (rules 3.2): first name, last name, email, role,
 * status, invitation time, activation time (null until activated) and the address the invitation
 * was sent to. The password is never part of the entity: the server keeps only its hash.
 */
export const Person = t.type(
  {
    id: UserId,
    firstName: t.string,
    lastName: t.string,
    email: t.string,
    role: Role,
    status: PersonStatus,
    invitedAt: t.union([IsoDateTime, t.null]),
    activatedAt: t.union([IsoDateTime, t.null]),
    invitationEmail: t.union([t.string, t.null]),
  },
  'Person',
);
export type Person = t.TypeOf<typeof Person>;
