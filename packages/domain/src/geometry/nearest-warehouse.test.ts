import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMiles } from './distance';
import { nearestWarehouse } from './nearest-warehouse';
import { arbPoint, pt } from './test-points';

const north = { id: 'w1', name: 'North Depot', location: pt(41.929, -87.6727) };
const south = { id: 'w2', name: 'South Yard', location: pt(41.75, -87.6) };

describe('nearest warehouse (rules 17.6: distance of a machine out for work)', () => {
  it('names the warehouse whose centre is nearest and gives the distance in miles', () => {
    const found = nearestWarehouse(pt(41.9214, -87.6513), [south, north]);
    expect(found?.warehouse.name).toBe('North Depot');
    expect(found?.miles).toBeCloseTo(1.24, 1);
  });

  it('has no answer without warehouses', () => {
    expect(nearestWarehouse(pt(41.9, -87.6), [])).toBeUndefined();
  });

  it('is never farther than any warehouse of the list', () => {
    fc.assert(
      fc.property(arbPoint, fc.array(arbPoint, { minLength: 1, maxLength: 8 }), (point, centres) => {
        const places = centres.map((location, i) => ({ id: i, name: `W${i}`, location }));
        const found = nearestWarehouse(point, places);
        expect(found).toBeDefined();
        for (const place of places) expect(found?.miles ?? Infinity).toBeLessThanOrEqual(distanceMiles(point, place.location));
      }),
    );
  });
});
