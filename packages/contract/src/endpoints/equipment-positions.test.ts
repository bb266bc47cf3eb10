import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../codec';
import {
  EquipmentPositionsColumns,
  EquipmentPositionsRequest,
  EquipmentPositionsResponse,
  INVENTORY_CODES,
  MAX_EQUIPMENT_POSITIONS,
  inventoryStatusOfCode,
  type EquipmentPositions,
} from './equipment-positions';

const CODES = Object.values(INVENTORY_CODES);

/** Any valid columns: n machines with ids, names, fixed-point coordinates in range and status codes. */
const validColumns = fc.integer({ min: 0, max: 60 }).chain((n) =>
  fc.record({
    ids: fc.array(fc.string({ minLength: 1, maxLength: 64 }), { minLength: n, maxLength: n }),
    names: fc.array(fc.string({ maxLength: 50 }), { minLength: n, maxLength: n }),
    lat: fc.array(fc.integer({ min: -9_000_000, max: 9_000_000 }), { minLength: n, maxLength: n }),
    lng: fc.array(fc.integer({ min: -18_000_000, max: 18_000_000 }), { minLength: n, maxLength: n }),
    inventory: fc.array(fc.constantFrom(...CODES), { minLength: n, maxLength: n }).map((codes) => codes.join('')),
    truncated: fc.boolean(),
  }),
);

const two: EquipmentPositions = {
  ids: ['a', 'b'],
  names: ['Mower 1', 'Mower 2'],
  lat: [4_185_000, -3_300_000],
  lng: [-8_765_000, 15_100_000],
  inventory: 'wo',
  truncated: false,
};

describe('the columnar positions codec (rules 21.7)', () => {
  it('round-trips any valid columns through JSON', () => {
    fc.assert(
      fc.property(validColumns, (columns) => {
        const wire = JSON.parse(JSON.stringify(EquipmentPositionsColumns.encode(columns))) as unknown;
        expect(EquipmentPositionsColumns.decode(wire)).toEqual(E.right(columns));
      }),
    );
  });

  it('decodes a whole answer, warehouses included', () => {
    const answer = { machines: two, warehouses: [{ id: 'w1', name: 'Depot', location: { lat: 41.8, lng: -87.6 }, radius: 300 }] };
    expect(EquipmentPositionsResponse.decode(answer)).toEqual(E.right(answer));
  });

  it('refuses columns of different lengths', () => {
    for (const broken of [
      { ...two, names: ['Mower 1'] },
      { ...two, lat: [1, 2, 3] },
      { ...two, lng: [] },
      { ...two, inventory: 'w' },
      { ...two, ids: ['a'] },
    ]) {
      expect(decodeWith(EquipmentPositionsColumns)(broken)).toEqual(E.left(['positions: columns of different lengths']));
    }
  });

  it('accepts the whole-fleet answer without ids and names (both empty), not one of them alone', () => {
    expect(EquipmentPositionsColumns.decode({ ...two, ids: [], names: [] })).toEqual(E.right({ ...two, ids: [], names: [] }));
    expect(decodeWith(EquipmentPositionsColumns)({ ...two, ids: [] })).toEqual(E.left(['positions: columns of different lengths']));
    expect(decodeWith(EquipmentPositionsColumns)({ ...two, names: [] })).toEqual(E.left(['positions: columns of different lengths']));
  });

  it('takes the clicked point (at) as fixed-point integers in range, or null, or absent', () => {
    const filters = { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
    expect(E.isRight(EquipmentPositionsRequest.decode(filters))).toBe(true);
    expect(E.isRight(EquipmentPositionsRequest.decode({ ...filters, at: null }))).toBe(true);
    expect(E.isRight(EquipmentPositionsRequest.decode({ ...filters, at: { lat: 4_187_812, lng: -8_762_980 } }))).toBe(true);
    expect(E.isLeft(EquipmentPositionsRequest.decode({ ...filters, at: { lat: 41.87812, lng: -87.6298 } }))).toBe(true);
    expect(E.isLeft(EquipmentPositionsRequest.decode({ ...filters, at: { lat: 0, lng: 18_000_001 } }))).toBe(true);
  });

  it('refuses coordinates out of range or not integers', () => {
    expect(E.isLeft(EquipmentPositionsColumns.decode({ ...two, lat: [9_000_001, 0] }))).toBe(true);
    expect(E.isLeft(EquipmentPositionsColumns.decode({ ...two, lat: [-9_000_001, 0] }))).toBe(true);
    expect(E.isLeft(EquipmentPositionsColumns.decode({ ...two, lng: [0, 18_000_001] }))).toBe(true);
    expect(E.isLeft(EquipmentPositionsColumns.decode({ ...two, lng: [0, 1.5] }))).toBe(true);
    expect(E.isLeft(EquipmentPositionsColumns.decode({ ...two, lat: [0, '1'] }))).toBe(true);
    expect(E.isRight(EquipmentPositionsColumns.decode({ ...two, lat: [9_000_000, -9_000_000], lng: [18_000_000, -18_000_000] }))).toBe(true);
  });

  it('refuses unknown status codes, empty or overlong ids, and missing columns', () => {
    expect(E.isLeft(EquipmentPositionsColumns.decode({ ...two, inventory: 'wx' }))).toBe(true);
    expect(E.isLeft(EquipmentPositionsColumns.decode({ ...two, ids: ['a', ''] }))).toBe(true);
    expect(E.isLeft(EquipmentPositionsColumns.decode({ ...two, ids: ['a', 'x'.repeat(65)] }))).toBe(true);
    const { names: _names, ...withoutNames } = two;
    expect(E.isLeft(EquipmentPositionsColumns.decode(withoutNames))).toBe(true);
    expect(E.isLeft(EquipmentPositionsColumns.decode({ ...two, truncated: 'no' }))).toBe(true);
    expect(E.isLeft(EquipmentPositionsColumns.decode([two]))).toBe(true);
  });

  it('refuses more than MAX_EQUIPMENT_POSITIONS machines', () => {
    const n = MAX_EQUIPMENT_POSITIONS + 1;
    const tooMany = {
      ids: Array.from({ length: n }, (_, i) => String(i)),
      names: new Array<string>(n).fill(''),
      lat: new Array<number>(n).fill(0),
      lng: new Array<number>(n).fill(0),
      inventory: 'o'.repeat(n),
      truncated: true,
    };
    expect(decodeWith(EquipmentPositionsColumns)(tooMany)).toEqual(E.left([`positions: more than ${MAX_EQUIPMENT_POSITIONS} machines`]));
  });

  it('freezes the decoded columns (the store skips frozen values)', () => {
    const decoded = EquipmentPositionsColumns.decode(two);
    if (E.isLeft(decoded)) throw new Error('did not decode');
    expect([
      Object.isFrozen(decoded.right.ids),
      Object.isFrozen(decoded.right.lat),
      Object.isFrozen(decoded.right.lng),
      Object.isFrozen(decoded.right.names),
    ]).toEqual([true, true, true, true]);
  });

  it('maps every inventory status to one code and back', () => {
    for (const [status, code] of Object.entries(INVENTORY_CODES)) expect(inventoryStatusOfCode(code)).toBe(status);
    expect(new Set(CODES).size).toBe(CODES.length);
    expect(inventoryStatusOfCode('x')).toBeUndefined();
  });
});
