import * as t from 'io-ts';

/** A person's role in a company (SPEC 6). Exactly one admin per company. */
export const Role = t.keyof({ admin: null, manager: null, employee: null }, 'Role');
export type Role = t.TypeOf<typeof Role>;
export const ROLES: readonly Role[] = ['admin', 'manager', 'employee'];
