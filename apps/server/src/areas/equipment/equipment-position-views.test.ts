import { describe, expect, it } from 'vitest';
import { MAX_EQUIPMENT_POSITIONS } from '@yardfleet/contract/endpoints/equipment-positions';
import { aggregatedPositions } from './equipment-position-views';

describe('aggregatedPositions (rules 21.7: the whole fleet in one aggregated row)', () => {
  it('parses the comma-separated fixed-point columns beside the status codes, in the same order', () => {
    expect(aggregatedPositions({ count: 3, inventory: 'wou', lat: '4188000,-3350012,9000000', lng: '-8765000,15100000,-18000000' })).toEqual({
      ids: [],
      names: [],
      lat: [4_188_000, -3_350_012, 9_000_000],
      lng: [-8_765_000, 15_100_000, -18_000_000],
      inventory: 'wou',
      truncated: false,
    });
  });

  it('answers empty columns for no machine', () => {
    expect(aggregatedPositions({ count: 0, inventory: '', lat: '', lng: '' })).toEqual({
      ids: [],
      names: [],
      lat: [],
      lng: [],
      inventory: '',
      truncated: false,
    });
  });

  it('cuts every column at MAX_EQUIPMENT_POSITIONS and says so when the query found one more', () => {
    const count = MAX_EQUIPMENT_POSITIONS + 1;
    const ints = Array.from({ length: count }, (_, i) => i);
    const answer = aggregatedPositions({ count, inventory: 'w'.repeat(count - 1) + 'n', lat: ints.join(','), lng: ints.map((i) => -i).join(',') });
    expect([answer.lat.length, answer.lng.length, answer.inventory.length, answer.truncated]).toEqual([
      MAX_EQUIPMENT_POSITIONS,
      MAX_EQUIPMENT_POSITIONS,
      MAX_EQUIPMENT_POSITIONS,
      true,
    ]);
    expect([answer.lat.at(-1), answer.lng.at(-1), answer.inventory.includes('n')]).toEqual([
      MAX_EQUIPMENT_POSITIONS - 1,
      -(MAX_EQUIPMENT_POSITIONS - 1),
      false,
    ]);
  });
});
