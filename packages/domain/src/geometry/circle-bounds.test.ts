import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circleBounds, EARTH_RADIUS_M } from './circle-bounds';
import { distanceMeters } from './distance';
import { pt, TURF_EARTH_RADIUS_M } from './test-points';

describe('geofence (rules 4.2): the latitude/longitude box of a circle', () => {
  it('measures on the sphere of distanceMeters', () => {
    expect(EARTH_RADIUS_M).toBe(TURF_EARTH_RADIUS_M);
  });

  it('holds every point the geofence accepts, near the poles and the antimeridian too', () => {
    const centre = fc.record({ lat: fc.double({ min: -89.99, max: 89.99, noNaN: true }), lng: fc.double({ min: -179.99, max: 179.99, noNaN: true }) });
    fc.assert(
      fc.property(
        centre,
        fc.integer({ min: 10, max: 5_000 }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (c, radiusM, u, v) => {
          const box = circleBounds({ ...c, radiusM });
          // A candidate near the circle's edge: up to ~1.5 radii away in each direction.
          const reach = (radiusM / 111_000) * 1.5;
          const lat = Math.max(-90, Math.min(90, c.lat + u * reach));
          const lngRaw = c.lng + (v * reach) / Math.max(0.01, Math.cos((c.lat * Math.PI) / 180));
          const lng = ((((lngRaw + 180) % 360) + 360) % 360) - 180;
          if (distanceMeters(pt(lat, lng), pt(c.lat, c.lng)) > radiusM) return;
          expect(lat).toBeGreaterThanOrEqual(box.lat[0]);
          expect(lat).toBeLessThanOrEqual(box.lat[1]);
          if (box.lng !== null) {
            expect(lng).toBeGreaterThanOrEqual(box.lng[0]);
            expect(lng).toBeLessThanOrEqual(box.lng[1]);
          }
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('bounds the longitude too away from the poles and the antimeridian, and gives up on it where the cap reaches them', () => {
    const chicago = circleBounds({ lat: 41.95, lng: -87.75, radiusM: 500 });
    expect(chicago.lng).not.toBeNull();
    expect(chicago.lat[0]).toBeLessThan(41.95);
    expect(chicago.lat[1]).toBeGreaterThan(41.95);
    expect(circleBounds({ lat: 89.999, lng: 0, radiusM: 500 }).lng).toBeNull();
    expect(circleBounds({ lat: 0, lng: 179.9999, radiusM: 500 }).lng).toBeNull();
  });

  it('treats a negative radius as 0: a box around the centre only', () => {
    const box = circleBounds({ lat: 10, lng: 20, radiusM: -5 });
    expect(box.lat[0]).toBeCloseTo(10, 5);
    expect(box.lat[1]).toBeCloseTo(10, 5);
    expect(box.lng?.[0]).toBeCloseTo(20, 5);
  });
});
