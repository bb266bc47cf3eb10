import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWithinRadius } from './distance';
import { alongMeridian, arbPoint, pt } from './test-points';
import { buildWarehouseIndex, type Geofence } from './warehouse-index';

const depot = (id: string, lat: number, lng: number, radius: number): Geofence<string> => ({ id, location: pt(lat, lng), radius });

describe('inventory by geofence (rules 4.2): which warehouse contains a point', () => {
  const index = buildWarehouseIndex([
    depot('utrecht', 52.0907, 5.1214, 300),
    depot('utrecht-wide', 52.0907, 5.1214, 2000),
    depot('denver', 39.7392, -104.9903, 500),
    depot('huge', 0, 0, 50_000),
  ]);

  it.each([
    ['the centre of two nested depots gives the nearest centre first', pt(52.0907, 5.1214), ['utrecht', 'utrecht-wide']],
    ['1 km from Utrecht is only inside the wide depot', alongMeridian(pt(52.0907, 5.1214), 1000), ['utrecht-wide']],
    ['Denver centre', pt(39.7392, -104.9903), ['denver']],
    ['40 km from the huge depot', alongMeridian(pt(0, 0), 40_000), ['huge']],
    ['a point in no depot', pt(10, 10), []],
  ])('%s', (_name, point, ids) => {
    expect(index.containing(point).map((g) => g.id)).toEqual(ids);
    expect(index.locate(point)?.id).toBe(ids[0]);
  });

  it('an empty index contains nothing', () => {
    expect(buildWarehouseIndex([]).locate(pt(0, 0))).toBeUndefined();
  });

  const arbDepots = fc
    .array(fc.record({ c: arbPoint, r: fc.double({ min: 10, max: 30_000, noNaN: true }) }), { minLength: 1, maxLength: 40 })
    .map((xs) => xs.map(({ c, r }, i) => ({ id: `w${i}`, location: c, radius: r })));

  it('agrees with checking every warehouse one by one', () => {
    fc.assert(
      fc.property(arbDepots, fc.array(arbPoint, { maxLength: 20 }), fc.nat(), fc.double({ min: 0, max: 1.2, noNaN: true }), (depots, points, pick, f) => {
        const idx = buildWarehouseIndex(depots);
        const near = depots[pick % depots.length];
        const probes = near ? [...points, alongMeridian(near.location, near.radius * f)] : points;
        for (const p of probes) {
          const brute = depots
            .filter((d) => isWithinRadius(p, d.location, d.radius))
            .map((d) => d.id)
            .sort();
          expect(
            idx
              .containing(p)
              .map((g) => g.id)
              .sort(),
          ).toEqual(brute);
        }
      }),
    );
  });

  it('a position inside a warehouse radius always finds a warehouse', () => {
    fc.assert(
      fc.property(arbDepots, fc.nat(), fc.double({ min: 0, max: 0.999, noNaN: true }), (depots, pick, f) => {
        const d = depots[pick % depots.length];
        if (!d) return;
        expect(buildWarehouseIndex(depots).locate(alongMeridian(d.location, d.radius * f))).toBeDefined();
      }),
    );
  });
});
