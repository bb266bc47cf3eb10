import { describe, expect, it } from 'vitest';
import { largeFleetPositions } from '../../testing/handlers/equipment-positions';
import { fleetPointsOf } from './fleet-points-of';

describe('the positions answer as fleet map points (rules 17.9)', () => {
  it('turns fixed-point coordinates into degrees and status codes into the legend colours', () => {
    const points = fleetPointsOf({
      ids: ['a', 'b', 'c', 'd'],
      names: ['Mower 1', 'Mower 2', 'Blower 3', 'Edger 4'],
      lat: [4_187_812, -3_386_880, 0, 9_000_000],
      lng: [-8_762_980, 15_120_900, 0, -18_000_000],
      inventory: 'wouw',
      truncated: false,
    });
    expect(points.ids).toEqual(['a', 'b', 'c', 'd']);
    expect(points.labels).toEqual(['Mower 1', 'Mower 2', 'Blower 3', 'Edger 4']);
    expect(Array.from(points.lat)).toEqual([41.87812, -33.8688, 0, 90]);
    expect(Array.from(points.lng)).toEqual([-87.6298, 151.209, 0, -180]);
    expect(points.tones).toEqual(['green', 'blue', 'amber', 'green']);
  });

  it('keeps every machine of a 100,000-machine answer (no ids or names: the map identifies a point on demand), in the answer order', () => {
    const { machines } = largeFleetPositions(100_000);
    const points = fleetPointsOf(machines);
    expect([points.lat.length, points.lng.length, points.tones.length, points.ids.length, points.labels.length]).toEqual([100_000, 100_000, 100_000, 0, 0]);
    expect(points.lat[99_999]).toBe((machines.lat[99_999] ?? NaN) / 100_000);
    expect(points.lng[12_345]).toBe((machines.lng[12_345] ?? NaN) / 100_000);
  });
});
