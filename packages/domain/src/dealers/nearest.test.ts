import { destination } from '@turf/destination';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '../entities/units';
import { distanceMiles } from '../geometry/distance';
import { pt } from '../geometry/test-points';
import { NEAREST_SEARCH_RADII_MILES, findNearest, searchBox, type Located, type SearchBox } from './nearest';

/** Longitude brought into [-180, 180) as a database stores it (@turf/destination does not wrap). */
const wrapLng = (lng: number): number => ((((lng + 180) % 360) + 360) % 360) - 180;

/** The point `miles` from `from` on the initial `bearing` (degrees), on turf's sphere. */
const travel = (from: GeoPoint, miles: number, bearing: number): GeoPoint => {
  const [lng = Number.NaN, lat = Number.NaN] = destination([from.lng, from.lat], miles, bearing, { units: 'miles' }).geometry.coordinates;
  return pt(lat, wrapLng(lng));
};

/** True when the box holds the point (a longitude of exactly ±180 is the same meridian either way). */
const inBox = (box: SearchBox, p: GeoPoint): boolean =>
  p.lat >= box.minLat &&
  p.lat <= box.maxLat &&
  box.lngRanges.some(([west, east]) => [p.lng, p.lng === -180 ? 180 : p.lng].some((lng) => lng >= west && lng <= east));

/** Centres anywhere, with extra weight near the poles and on both sides of the antimeridian. */
const arbCentre: fc.Arbitrary<GeoPoint> = fc
  .oneof(
    fc.record({ lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) }),
    fc.record({
      lat: fc.oneof(fc.double({ min: 60, max: 89.9, noNaN: true }), fc.double({ min: -89.9, max: -60, noNaN: true })),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    }),
    fc.record({
      lat: fc.double({ min: -80, max: 80, noNaN: true }),
      lng: fc.oneof(fc.double({ min: 170, max: 180, noNaN: true }), fc.double({ min: -180, max: -170, noNaN: true })),
    }),
  )
  .map(({ lat, lng }) => pt(lat, lng));

const arbRadius = fc.oneof(fc.constantFrom(...NEAREST_SEARCH_RADII_MILES), fc.double({ min: 0.5, max: 13_000, noNaN: true }));

describe('nearest dealers (rules 15.7): the bounding box pre-filter', () => {
  it('property: every point closer than the radius lies in the box, in one of its longitude ranges', () => {
    fc.assert(
      fc.property(
        arbCentre,
        arbRadius,
        fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (centre, radius, bearing, fraction) => {
          const point = travel(centre, radius * fraction, bearing);
          expect(distanceMiles(centre, point)).toBeLessThanOrEqual(radius);
          expect(inBox(searchBox(centre, radius), point)).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('property: the circle itself (every half degree of bearing, at 0.9999 of the radius) lies in the box', () => {
    fc.assert(
      fc.property(arbCentre, arbRadius, (centre, radius) => {
        const box = searchBox(centre, radius);
        const outside = Array.from({ length: 720 }, (_, i) => travel(centre, radius * 0.9999, i / 2)).filter((p) => !inBox(box, p));
        expect(outside).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('property: the box is a latitude band within ±90 whose longitude ranges stay within ±180', () => {
    fc.assert(
      fc.property(arbCentre, arbRadius, (centre, radius) => {
        const box = searchBox(centre, radius);
        expect(box.minLat).toBeLessThanOrEqual(centre.lat);
        expect(box.maxLat).toBeGreaterThanOrEqual(centre.lat);
        expect(box.minLat).toBeGreaterThanOrEqual(-90);
        expect(box.maxLat).toBeLessThanOrEqual(90);
        expect(box.lngRanges.length).toBeGreaterThanOrEqual(1);
        expect(box.lngRanges.length).toBeLessThanOrEqual(2);
        for (const [west, east] of box.lngRanges) {
          expect(west).toBeGreaterThanOrEqual(-180);
          expect(east).toBeLessThanOrEqual(180);
          expect(west).toBeLessThanOrEqual(east);
        }
      }),
    );
  });

  it('a 25-mile box in Chicago is small: under half a degree of latitude and of longitude each way', () => {
    const box = searchBox(pt(41.88, -87.63), 25);
    expect(box.maxLat - 41.88).toBeGreaterThan(0.36);
    expect(box.maxLat - 41.88).toBeLessThan(0.5);
    expect(box.lngRanges).toHaveLength(1);
    const [west = 0, east = 0] = box.lngRanges[0] ?? [];
    expect(-87.63 - west).toBeGreaterThan(0.48);
    expect(east - -87.63).toBeLessThan(0.6);
  });

  it.each([
    ['north', 89.5],
    ['south', -89.5],
  ])('a box reaching the %s pole spans every longitude', (_name, lat) => {
    const box = searchBox(pt(lat, 12.5), 100);
    expect(box.lngRanges).toEqual([[-180, 180]]);
    expect(lat > 0 ? box.maxLat : box.minLat).toBe(lat > 0 ? 90 : -90);
  });

  it.each([
    ['east', 179.8],
    ['west', -179.8],
  ])('a box at the antimeridian on its %s side splits into two longitude ranges', (_name, lng) => {
    const box = searchBox(pt(-17.7, lng), 50);
    expect(box.lngRanges).toHaveLength(2);
    expect(inBox(box, travel(pt(-17.7, lng), 40, 90))).toBe(true);
    expect(inBox(box, travel(pt(-17.7, lng), 40, 270))).toBe(true);
    expect(inBox(box, pt(-17.7, 0))).toBe(false);
  });

  it('the widest radius covers the whole Earth', () => {
    const box = searchBox(pt(40, -100), NEAREST_SEARCH_RADII_MILES[NEAREST_SEARCH_RADII_MILES.length - 1] ?? 0);
    expect(box).toEqual({ minLat: -90, maxLat: 90, lngRanges: [[-180, 180]] });
  });
});

interface Place extends Located {
  readonly kind: string;
}

/** The candidates of a set inside a box, as the server's latitude / longitude index answers them; counts the calls. */
const indexOf = (places: readonly Place[]): { candidatesIn: (box: SearchBox) => Promise<readonly Place[]>; calls: () => number } => {
  let calls = 0;
  return {
    candidatesIn: (box) => {
      calls += 1;
      return Promise.resolve(places.filter((p) => inBox(box, p.location)));
    },
    calls: () => calls,
  };
};

/** Brute force: every place measured, nearest first, equal distances by name then id. */
const bruteForce = (centre: GeoPoint, places: readonly Place[], count: number): [string, number][] =>
  places
    .map((p) => ({ ...p, miles: distanceMiles(centre, p.location) }))
    .sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, count)
    .map((p) => [p.id, p.miles]);

/**
 * A set of places around a centre: some within a few miles, some just beyond the first radius (in
 * its box's corners), some across the country or the world, some sharing a spot; a count below or
 * above the set's size.
 */
const arbMiles = fc.oneof(
  fc.double({ min: 0, max: 30, noNaN: true }),
  fc.double({ min: 0, max: 2_000, noNaN: true }),
  fc.double({ min: 0, max: 12_400, noNaN: true }),
);
/** Distances just beyond the first radius: inside its box's corners, or outside its box yet nearer than a corner. */
const arbRingMiles = fc.double({ min: 24, max: 36, noNaN: true });

const arbScene = fc.tuple(arbCentre, fc.boolean()).chain(([centre, ring]) =>
  fc.record({
    centre: fc.constant(centre),
    places: fc
      .array(
        fc.record({
          miles: ring ? arbRingMiles : arbMiles,
          bearing: fc.double({ min: 0, max: 359.99, noNaN: true }),
          name: fc.constantFrom('Able Mowers', 'able mowers', 'Baker Lift', 'Zed Power'),
          twins: fc.integer({ min: 1, max: 3 }),
        }),
        { maxLength: ring ? 8 : 40 },
      )
      .map((specs) =>
        specs.flatMap((spec, i) => {
          const location = travel(centre, spec.miles, spec.bearing);
          return Array.from({ length: spec.twins }, (_, twin): Place => ({
            id: `d-${String((i * 7 + twin * 13) % 97).padStart(2, '0')}-${i}-${twin}`,
            name: spec.name,
            location,
            kind: 'dealer',
          }));
        }),
      ),
    count: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 130 })),
  }),
);

describe('nearest dealers (rules 15.7): findNearest', () => {
  it('property: the answer equals a brute-force sort by distanceMiles (ties by name, then id), widening as far as needed', async () => {
    await fc.assert(
      fc.asyncProperty(arbScene, async ({ centre, places, count }) => {
        const found = await findNearest(centre, count, indexOf(places).candidatesIn);
        expect(found.map((p) => [p.id, p.distanceMiles])).toEqual(bruteForce(centre, places, count));
        expect(found.every((p) => p.kind === 'dealer' && p.location === places.find((q) => q.id === p.id)?.location)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('property: it asks for the candidates of one more radius only while fewer than `count` lie within the last one', async () => {
    await fc.assert(
      fc.asyncProperty(arbScene, async ({ centre, places, count }) => {
        const index = indexOf(places);
        await findNearest(centre, count, index.candidatesIn);
        const enough = NEAREST_SEARCH_RADII_MILES.findIndex((r) => places.filter((p) => distanceMiles(centre, p.location) <= r).length >= count);
        expect(index.calls()).toBe(count === 0 ? 0 : enough === -1 ? NEAREST_SEARCH_RADII_MILES.length : enough + 1);
      }),
      { numRuns: 200 },
    );
  });

  it('a dense cluster around the user answers the nearest 50 from the first radius, with one call', async () => {
    const centre = pt(41.88, -87.63);
    const places: Place[] = [
      ...Array.from({ length: 80 }, (_, i): Place => ({
        id: `near-${i}`,
        name: `Near ${i}`,
        location: travel(centre, 0.2 + (i % 20), i * 17),
        kind: 'dealer',
      })),
      ...Array.from({ length: 20 }, (_, i): Place => ({ id: `far-${i}`, name: `Far ${i}`, location: travel(centre, 3_000 + i, i * 31), kind: 'dealer' })),
    ];
    const index = indexOf(places);
    const found = await findNearest(centre, 50, index.candidatesIn);
    expect(index.calls()).toBe(1);
    expect(found).toHaveLength(50);
    expect(found.every((p) => p.id.startsWith('near-'))).toBe(true);
  });

  it('a lone dealer across the world is still found, after widening to the last radius', async () => {
    const centre = pt(48.86, 2.35);
    const index = indexOf([{ id: 'nz', name: 'Auckland Mowers', location: pt(-36.85, 174.76), kind: 'dealer' }]);
    const found = await findNearest(centre, 5, index.candidatesIn);
    expect(found.map((p) => p.id)).toEqual(['nz']);
    expect(found[0]?.distanceMiles).toBeCloseTo(distanceMiles(centre, pt(-36.85, 174.76)), 9);
    expect(index.calls()).toBe(NEAREST_SEARCH_RADII_MILES.length);
  });

  it('a dealer inside the 25-mile box but beyond 25 miles does not stop the search before a nearer one outside the box', async () => {
    const centre = pt(0, 0);
    const corner = travel(centre, 34, 45);
    const outsideBox = travel(centre, 26, 0);
    const index = indexOf([
      { id: 'corner', name: 'Corner', location: corner, kind: 'dealer' },
      { id: 'north', name: 'North', location: outsideBox, kind: 'dealer' },
    ]);
    expect(inBox(searchBox(centre, 25), corner)).toBe(true);
    expect(inBox(searchBox(centre, 25), outsideBox)).toBe(false);
    expect((await findNearest(centre, 1, index.candidatesIn)).map((p) => p.id)).toEqual(['north']);
  });

  it.each([0, -1])('a count of %i answers nothing and asks for no candidates', async (count) => {
    const index = indexOf([
      { id: 'a', name: 'A', location: pt(1, 1), kind: 'dealer' },
      { id: 'b', name: 'B', location: pt(1, 1), kind: 'dealer' },
    ]);
    expect(await findNearest(pt(1, 1), count, index.candidatesIn)).toEqual([]);
    expect(index.calls()).toBe(0);
  });

  it('dealers at the same spot are ordered by name, then by id', async () => {
    const spot = pt(52.37, 4.89);
    const places: Place[] = [
      { id: 'b', name: 'Zed', location: spot, kind: 'dealer' },
      { id: 'c', name: 'Able', location: spot, kind: 'dealer' },
      { id: 'a', name: 'Able', location: spot, kind: 'dealer' },
    ];
    expect((await findNearest(pt(52.4, 4.9), 3, indexOf(places).candidatesIn)).map((p) => p.id)).toEqual(['a', 'c', 'b']);
  });
});
