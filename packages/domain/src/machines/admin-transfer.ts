import * as E from 'fp-ts/lib/Either.js';
import type { UserId } from '../entities/ids';
import type { PersonStatus, Role } from '../entities/person';
import type { Transition } from './transition';

/** A company member as the transfer sees it. */
export interface Member {
  readonly id: UserId;
  readonly role: Role;
  readonly status: PersonStatus;
}

/** Fact: the admin `by` handed the admin role to `to` (rules 4.9). */
export type AdminTransferEvent = { readonly type: 'adminTransferred'; readonly by: UserId; readonly to: UserId };

/**
 * - `not_admin`: only the admin can transfer (rules 4.9, 6.2);
 * - `transfer_to_self`; `target_not_found`: not a member of the company;
 * - `target_not_activated`: an invited person who has not activated cannot become admin.
 */
export type AdminTransferError =
  { readonly code: 'not_admin' } | { readonly code: 'transfer_to_self' } | { readonly code: 'target_not_found' } | { readonly code: 'target_not_activated' };

/** True when the company has exactly one admin (the invariant of rules 6.1). */
export const hasSingleAdmin = (members: readonly Member[]): boolean => members.filter((m) => m.role === 'admin').length === 1;

/**
 * Admin transfer (rules 4.9): the current admin becomes manager and the target becomes admin; every
 * other member keeps their role, so a company with exactly one admin keeps exactly one.
 */
export const adminTransferTransition: Transition<readonly Member[], AdminTransferEvent, AdminTransferError> = (members, event) => {
  const by = members.find((m) => m.id === event.by);
  if (!by || by.role !== 'admin') return E.left({ code: 'not_admin' });
  if (event.to === event.by) return E.left({ code: 'transfer_to_self' });
  const to = members.find((m) => m.id === event.to);
  if (!to) return E.left({ code: 'target_not_found' });
  if (to.status !== 'activated') return E.left({ code: 'target_not_activated' });
  return E.right(members.map((m): Member => (m.id === by.id ? { ...m, role: 'manager' } : m.id === to.id ? { ...m, role: 'admin' } : m)));
};
