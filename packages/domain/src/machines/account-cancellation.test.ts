import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationTransition, canCancelPersonalAccount, type AccountState, type CancellationEvent } from './account-cancellation';
import { replay } from './transition';

const adminOfCompany: AccountState = { account: 'active', isCompanyAdmin: true, company: 'registered' };
const cancel: CancellationEvent = { type: 'personalCancellationRequested' };

describe('rules 4.16, 6.7 personal account cancellation', () => {
  it.each<[string, AccountState, CancellationEvent[], unknown]>([
    ['refused while the user is admin of a registered company', adminOfCompany, [cancel], E.left({ code: 'holds_registered_company' })],
    [
      'allowed once the admin role is transferred',
      adminOfCompany,
      [{ type: 'adminRoleTransferred' }, cancel],
      E.right({ account: 'cancelled', isCompanyAdmin: false, company: 'registered' }),
    ],
    [
      'allowed once a service agent cancelled the company',
      adminOfCompany,
      [{ type: 'companyCancelled' }, cancel],
      E.right({ account: 'cancelled', isCompanyAdmin: true, company: 'cancelled' }),
    ],
    [
      'allowed for a manager or employee',
      { account: 'active', isCompanyAdmin: false, company: 'registered' },
      [cancel],
      E.right({ account: 'cancelled', isCompanyAdmin: false, company: 'registered' }),
    ],
    [
      'allowed for a user without a company',
      { account: 'active', isCompanyAdmin: false, company: 'none' },
      [cancel],
      E.right({ account: 'cancelled', isCompanyAdmin: false, company: 'none' }),
    ],
    [
      'a cancelled account cannot be cancelled again',
      adminOfCompany,
      [{ type: 'adminRoleTransferred' }, cancel, cancel],
      E.left({ code: 'already_cancelled' }),
    ],
    [
      'a non-admin has no role to transfer',
      { account: 'active', isCompanyAdmin: false, company: 'registered' },
      [{ type: 'adminRoleTransferred' }],
      E.left({ code: 'not_admin' }),
    ],
    [
      'no company, nothing to cancel',
      { account: 'active', isCompanyAdmin: false, company: 'none' },
      [{ type: 'companyCancelled' }],
      E.left({ code: 'no_registered_company' }),
    ],
  ])('%s', (_name, state, events, result) => {
    expect(replay(cancellationTransition, state, events)).toEqual(result);
  });

  it('property: an account is never cancelled while its user is admin of a registered company', () => {
    const arbEvent = fc.constantFrom<CancellationEvent>({ type: 'adminRoleTransferred' }, { type: 'companyCancelled' }, cancel);
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 10 }), (events) => {
        let state = adminOfCompany;
        for (const e of events) {
          const before = state;
          const next = cancellationTransition(state, e);
          if (E.isRight(next)) state = next.right;
          if (state.account === 'cancelled' && before.account === 'active') expect(canCancelPersonalAccount(before)).toBe(true);
          expect(state.account === 'cancelled' && state.isCompanyAdmin && state.company === 'registered').toBe(false);
        }
      }),
    );
  });
});
