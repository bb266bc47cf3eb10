import { containsExtent } from 'ol/extent.js';
import { describe, expect, it } from 'vitest';
import { circlesExtent, geoPoint, toGeoPoint, toMapCoordinate } from './geo';

const corners = (extent: number[]) => {
  const [minX = 0, minY = 0, maxX = 0, maxY = 0] = extent;
  return { southWest: toGeoPoint([minX, minY]), northEast: toGeoPoint([maxX, maxY]) };
};

describe('the extent the warehouse overview fits (rules 17.5)', () => {
  it('holds far-apart circles whole, radius included, instead of centring on their average', () => {
    const chicago = { center: geoPoint(41.8236, -87.6655), radiusMeters: 150 };
    const denver = { center: geoPoint(39.7392, -104.9903), radiusMeters: 5_000 };
    const extent = circlesExtent([chicago, denver]);
    expect(extent).not.toBeNull();
    const { southWest, northEast } = corners(extent ?? []);
    // 5 km of radius is about 0.045 degrees of latitude: the extent reaches past the centres by it.
    expect(southWest?.lat).toBeCloseTo(39.7392 - 0.045, 2);
    expect(southWest?.lng).toBeLessThan(-104.99 - 0.05);
    expect(northEast?.lat).toBeGreaterThan(41.8236);
    expect(northEast?.lng).toBeGreaterThan(-87.6655);
    const [cx = 0, cy = 0] = toMapCoordinate(chicago.center);
    const [dx = 0, dy = 0] = toMapCoordinate(denver.center);
    expect(containsExtent(extent ?? [], [Math.min(cx, dx), Math.min(cy, dy), Math.max(cx, dx), Math.max(cy, dy)])).toBe(true);
  });

  it("is one circle's own box for a single warehouse, and null for none", () => {
    const { southWest, northEast } = corners(circlesExtent([{ center: geoPoint(41.929, -87.6727), radiusMeters: 1_000 }]) ?? []);
    expect(southWest?.lat).toBeCloseTo(41.929 - 0.009, 3);
    expect(northEast?.lat).toBeCloseTo(41.929 + 0.009, 3);
    expect(circlesExtent([])).toBeNull();
  });
});
