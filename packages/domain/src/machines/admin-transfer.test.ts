import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserId } from '../entities/ids';
import { adminTransferTransition, hasSingleAdmin, type Member } from './admin-transfer';

const uid = (s: string): UserId => {
  const d = UserId.decode(s);
  if (E.isLeft(d)) throw new Error(s);
  return d.right;
};
const team: readonly Member[] = [
  { id: uid('ann'), role: 'admin', status: 'activated' },
  { id: uid('bob'), role: 'manager', status: 'activated' },
  { id: uid('cai'), role: 'employee', status: 'activated' },
  { id: uid('dee'), role: 'employee', status: 'invited' },
];
const roles = (ms: readonly Member[]) => Object.fromEntries(ms.map((m) => [m.id, m.role]));

describe('rules 4.9, 6.1 admin transfer', () => {
  it('the current admin becomes manager and the target admin; others keep their roles', () => {
    const next = adminTransferTransition(team, { type: 'adminTransferred', by: uid('ann'), to: uid('cai') });
    expect(E.isRight(next) && roles(next.right)).toEqual({ ann: 'manager', bob: 'manager', cai: 'admin', dee: 'employee' });
  });

  it.each([
    ['only the admin can transfer', 'bob', 'cai', 'not_admin'],
    ['a stranger cannot transfer', 'zed', 'cai', 'not_admin'],
    ['not to oneself', 'ann', 'ann', 'transfer_to_self'],
    ['not to someone outside the company', 'ann', 'zed', 'target_not_found'],
    ['not to a person who has not activated', 'ann', 'dee', 'target_not_activated'],
  ])('%s', (_name, by, to, code) => {
    expect(adminTransferTransition(team, { type: 'adminTransferred', by: uid(by), to: uid(to) })).toEqual(E.left({ code }));
  });

  it('property: after any sequence of transfers there is exactly one admin', () => {
    const names = ['ann', 'bob', 'cai', 'dee', 'zed'];
    fc.assert(
      fc.property(fc.array(fc.record({ by: fc.constantFrom(...names), to: fc.constantFrom(...names) }), { maxLength: 30 }), (events) => {
        let members = team;
        for (const e of events) {
          const next = adminTransferTransition(members, { type: 'adminTransferred', by: uid(e.by), to: uid(e.to) });
          if (E.isRight(next)) members = next.right;
          expect(hasSingleAdmin(members)).toBe(true);
          expect(members.find((m) => m.role === 'admin')?.status).toBe('activated');
        }
      }),
    );
  });
});
