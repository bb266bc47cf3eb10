import * as E from 'fp-ts/lib/Either.js';
import type { Transition } from './transition';

/**
 * A personal account as cancellation sees it (rules 4.16, 6.7): active or cancelled; whether the user
 * is the admin of a company, and that company's standing (registered, cancelled by a service agent, or none).
 */
export interface AccountState {
  readonly account: 'active' | 'cancelled';
  readonly isCompanyAdmin: boolean;
  readonly company: 'registered' | 'cancelled' | 'none';
}

/**
 * Facts: the user transferred the admin role; a service agent cancelled the company (rules 6.7:
 * company cancellation only via a service agent); the user asked to cancel the personal account.
 */
export type CancellationEvent =
  { readonly type: 'adminRoleTransferred' } | { readonly type: 'companyCancelled' } | { readonly type: 'personalCancellationRequested' };

/**
 * - `holds_registered_company`: rules 6.7, refused while the user is admin of a registered company;
 * - `already_cancelled`; `not_admin`: nothing to transfer; `no_registered_company`: nothing to cancel.
 */
export type CancellationError =
  | { readonly code: 'holds_registered_company' }
  | { readonly code: 'already_cancelled' }
  | { readonly code: 'not_admin' }
  | { readonly code: 'no_registered_company' };

/** Rules 6.7: personal cancellation is allowed unless the user is admin of a registered company. */
export const canCancelPersonalAccount = (state: AccountState): boolean =>
  state.account === 'active' && !(state.isCompanyAdmin && state.company === 'registered');

/** Account cancellation (rules 4.16, 6.7), unblocked by transferring the admin role or cancelling the company. */
export const cancellationTransition: Transition<AccountState, CancellationEvent, CancellationError> = (state, event) => {
  if (state.account === 'cancelled') return E.left({ code: 'already_cancelled' });
  switch (event.type) {
    case 'adminRoleTransferred':
      return state.isCompanyAdmin ? E.right({ ...state, isCompanyAdmin: false }) : E.left({ code: 'not_admin' });
    case 'companyCancelled':
      return state.company === 'registered' ? E.right({ ...state, company: 'cancelled' }) : E.left({ code: 'no_registered_company' });
    case 'personalCancellationRequested':
      return canCancelPersonalAccount(state) ? E.right({ ...state, account: 'cancelled' }) : E.left({ code: 'holds_registered_company' });
  }
};
