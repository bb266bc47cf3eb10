import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { decodeWith, intBetween, strictPartial, strictType, strictTypeWithOptional } from './codec';
import { EquipmentListRequest } from './endpoints/equipment';

describe('strict codecs refuse unknown keys (rules 7.8)', () => {
  const Login = strictType({ email: t.string, password: t.string }, 'Login');
  const Patch = strictPartial({ name: t.string }, 'Patch');

  it('accepts exactly the declared keys', () => {
    expect(Login.decode({ email: 'a@b.co', password: 'x' })).toEqual(E.right({ email: 'a@b.co', password: 'x' }));
    expect(Patch.decode({})).toEqual(E.right({}));
  });

  it('names the first unknown key', () => {
    expect(decodeWith(Login)({ email: 'a@b.co', password: 'x', admin: true })).toEqual(E.left(['unknown field "admin"']));
    expect(decodeWith(Patch)({ name: 'n', role: 'admin' })).toEqual(E.left(['unknown field "role"']));
  });

  it('still checks the declared keys', () => {
    expect(E.isLeft(Login.decode({ email: 'a@b.co' }))).toBe(true);
    expect(E.isLeft(Patch.decode({ name: 3 }))).toBe(true);
  });
});

describe('strict codecs with optional keys (older clients leave them out)', () => {
  const Query = strictTypeWithOptional({ page: t.number }, { due: t.union([t.literal('due'), t.null]) }, 'Query');

  it('accepts the optional key absent, null or valid', () => {
    expect(Query.decode({ page: 1 })).toEqual(E.right({ page: 1 }));
    expect(Query.decode({ page: 1, due: null })).toEqual(E.right({ page: 1, due: null }));
    expect(Query.decode({ page: 1, due: 'due' })).toEqual(E.right({ page: 1, due: 'due' }));
  });

  it('refuses an invalid optional value, a missing required key and unknown keys', () => {
    expect(E.isLeft(Query.decode({ page: 1, due: 'soon' }))).toBe(true);
    expect(E.isLeft(Query.decode({ due: 'due' }))).toBe(true);
    expect(decodeWith(Query)({ page: 1, admin: true })).toEqual(E.left(['unknown field "admin"']));
  });
});

describe('equipment list request: paging and filters (rules 2.10, 7.9)', () => {
  const base = { page: 1, pageSize: 20, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };

  it('accepts a page within 1..100 items', () => {
    expect(E.isRight(EquipmentListRequest.decode(base))).toBe(true);
    expect(E.isRight(EquipmentListRequest.decode({ ...base, category: 'mower', search: 'LM21' }))).toBe(true);
  });

  it('takes an optional service due filter (absent, null, due or overdue)', () => {
    for (const serviceDue of [null, 'due', 'overdue']) expect(EquipmentListRequest.decode({ ...base, serviceDue })).toEqual(E.right({ ...base, serviceDue }));
    expect(E.isLeft(EquipmentListRequest.decode({ ...base, serviceDue: 'soon' }))).toBe(true);
  });

  it.each([
    ['page 0', { ...base, page: 0 }],
    ['page size 101', { ...base, pageSize: 101 }],
    ['fractional page', { ...base, page: 1.5 }],
    ['unknown category', { ...base, category: 'tractor' }],
    ['search over 50 characters', { ...base, search: 'x'.repeat(51) }],
  ])('refuses %s', (_, input) => {
    expect(E.isLeft(EquipmentListRequest.decode(input))).toBe(true);
  });

  it('intBetween keeps integers inside the bounds', () => {
    const Pct = intBetween(0, 100, 'Pct');
    expect([Pct.is(0), Pct.is(100), Pct.is(101), Pct.is(-1), Pct.is(2.5)]).toEqual([true, true, false, false, false]);
  });
});
