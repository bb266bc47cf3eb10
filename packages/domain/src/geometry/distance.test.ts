import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMeters, distanceMiles, isWithinRadius, METERS_PER_MILE } from './distance';
import { alongMeridian, arbPoint, pt } from './test-points';

describe('distance in miles (rules 1.8, 9.6): great-circle distances', () => {
  it.each([
    ['London to Paris', pt(51.5074, -0.1278), pt(48.8566, 2.3522), 213.5, 1],
    ['one degree of latitude at the equator', pt(0, 0), pt(1, 0), 69.09, 0.05],
    ['Chicago to Minneapolis', pt(41.8781, -87.6298), pt(44.9778, -93.265), 355, 3],
    ['the same point', pt(52.37, 4.89), pt(52.37, 4.89), 0, 0.0001],
  ])('%s is about %s miles', (_name, a, b, miles, tolerance) => {
    expect(Math.abs(distanceMiles(a, b) - miles)).toBeLessThanOrEqual(tolerance);
  });

  it('miles and metres agree through the statute mile', () => {
    fc.assert(
      fc.property(arbPoint, arbPoint, (a, b) => {
        expect(distanceMiles(a, b) * METERS_PER_MILE).toBeCloseTo(distanceMeters(a, b), 3);
      }),
    );
  });

  it('distance is symmetric and never negative', () => {
    fc.assert(
      fc.property(arbPoint, arbPoint, (a, b) => {
        expect(distanceMeters(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
      }),
    );
  });
});

describe('geofence (rules 4.2): point in circle', () => {
  it.each([
    ['centre', 0, true],
    ['just inside', 499, true],
    ['edge, 1 mm inside', 499.999, true],
    ['just outside', 501.5, false],
    ['far away', 5000, false],
  ])('a point at the %s of a 500 m circle is inside: %s', (_name, offset, inside) => {
    const centre = pt(52.0, 5.0);
    expect(isWithinRadius(alongMeridian(centre, offset), centre, 500)).toBe(inside);
  });

  it('any point closer than the radius is inside, any point farther is outside', () => {
    fc.assert(
      fc.property(arbPoint, fc.double({ min: 10, max: 20_000, noNaN: true }), fc.double({ min: 0, max: 0.99, noNaN: true }), (c, r, f) => {
        expect(isWithinRadius(alongMeridian(c, r * f), c, r)).toBe(true);
        expect(isWithinRadius(alongMeridian(c, -r * (1.01 + f)), c, r)).toBe(false);
      }),
    );
  });
});
