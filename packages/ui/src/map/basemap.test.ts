import { describe, expect, it } from 'vitest';
import LineString from 'ol/geom/LineString.js';
import Polygon from 'ol/geom/Polygon.js';
import { fromLonLat, get as getProjection } from 'ol/proj.js';
import { createBasemapLayer } from './basemap';
import atlas from 'world-atlas/countries-50m.json';
import { basemapPieces, MAX_LINE_POINTS, unwrapRing, type Topology } from './basemap-pieces';

describe('offline basemap shapes across the antimeridian', () => {
  it('keeps a ring that crosses 180 degrees one shape past it, instead of a band around the world', () => {
    expect(
      unwrapRing([
        [170, 60],
        [-175, 60],
        [-175, 70],
        [170, 70],
        [170, 60],
      ]),
    ).toEqual([
      [170, 60],
      [185, 60],
      [185, 70],
      [170, 70],
      [170, 60],
    ]);
    expect(
      unwrapRing([
        [-170, -17],
        [175, -17],
        [175, -16],
        [-170, -17],
      ]),
    ).toEqual([
      [-170, -17],
      [-185, -17],
      [-185, -16],
      [-170, -17],
    ]);
  });

  it('leaves a ring that does not cross it as it is', () => {
    expect(
      unwrapRing([
        [-87.7, 41.8],
        [-87.6, 41.8],
        [-87.6, 41.9],
        [-87.7, 41.8],
      ]),
    ).toEqual([
      [-87.7, 41.8],
      [-87.6, 41.8],
      [-87.6, 41.9],
      [-87.7, 41.8],
    ]);
  });
});

describe('offline basemap pieces', () => {
  it('reads the atlas into land polygons and short lines in web mercator, within the square world, leaving the atlas as it was', () => {
    const before = JSON.stringify(atlas.arcs.slice(0, 50));
    const pieces = basemapPieces(atlas as unknown as Topology);
    expect(JSON.stringify(atlas.arcs.slice(0, 50))).toBe(before);
    expect(basemapPieces(atlas as unknown as Topology).fills.coordinates).toEqual(pieces.fills.coordinates);
    const half = 20037508.35;
    for (const { boxes } of [pieces.fills, pieces.lines]) {
      for (let i = 1; i < boxes.length; i += 2) expect(Math.abs(boxes[i] ?? Infinity)).toBeLessThanOrEqual(half);
    }
    // Chicago is inside the box of at least one land polygon, and the lines are short.
    const [x = 0, y = 0] = fromLonLat([-87.63, 41.88]);
    const { boxes, groups } = pieces.fills;
    let around = 0;
    for (let shape = 0; shape < groups.length; shape++) {
      const b = shape * 4;
      if ((boxes[b] ?? 0) <= x && x <= (boxes[b + 2] ?? 0) && (boxes[b + 1] ?? 0) <= y && y <= (boxes[b + 3] ?? 0)) around += 1;
    }
    expect(around).toBeGreaterThan(0);
    const { ends } = pieces.lines;
    for (let i = 0; i < ends.length; i++) expect(((ends[i] ?? 0) - (i === 0 ? 0 : (ends[i - 1] ?? 0))) / 2).toBeLessThanOrEqual(MAX_LINE_POINTS);
  });
});

describe('offline basemap layer (read once per session, pieces of the shown extents)', () => {
  const WORLD: [number, number, number, number] = [-20037508.34, -20037508.34, 20037508.34, 20037508.34];
  /** The layer's features once it has loaded `extent` (EPSG:3857), as a render of that view would. */
  const featuresIn = async (extent: readonly number[]) => {
    const { layer, loaded } = createBasemapLayer();
    const source = layer.getSource();
    const projection = getProjection('EPSG:3857');
    if (projection === null) throw new Error('EPSG:3857 is not registered');
    await loaded;
    source?.loadFeatures([...extent], 1, projection);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return source?.getFeatures() ?? [];
  };
  const chicago = fromLonLat([-87.63, 41.88]);

  it("fills land from the countries' polygons and strokes short lines, the same for a second map of the session", async () => {
    const first = await featuresIn(WORLD);
    const second = await featuresIn(WORLD);
    expect(second.length).toBe(first.length);
    const polygons = first.map((f) => f.getGeometry()).filter((g): g is Polygon => g instanceof Polygon);
    const lines = first.map((f) => f.getGeometry()).filter((g): g is LineString => g instanceof LineString);
    expect(polygons.length).toBeGreaterThan(1000); // every island its own polygon
    expect(lines.length).toBeGreaterThan(1000);
    for (const line of lines) expect(line.getFlatCoordinates().length / 2).toBeLessThanOrEqual(MAX_LINE_POINTS);
    // Chicago is on land, the middle of the Atlantic is not.
    const onLand = (lng: number, lat: number) => polygons.some((p) => p.intersectsCoordinate(fromLonLat([lng, lat])));
    expect(onLand(-87.63, 41.88)).toBe(true);
    expect(onLand(-30, 35)).toBe(false);
    // Russia past 180 degrees stays on one side (Chukotka at 185 degrees east is land).
    expect(onLand(185, 66)).toBe(true);
    const chicagoPieces = (features: typeof first) =>
      features.filter((f) => f.getGeometry()?.intersectsCoordinate(chicago)).map((f) => f.getGeometry()?.getExtent());
    expect(chicagoPieces(second)).toEqual(chicagoPieces(first));
  }, 30_000);

  it("holds only the pieces of a town's view, Chicago's land among them", async () => {
    const [x = 0, y = 0] = chicago;
    const town = await featuresIn([x - 20_000, y - 20_000, x + 20_000, y + 20_000]);
    expect(town.length).toBeGreaterThan(0);
    expect(town.length).toBeLessThan(40);
    expect(town.some((f) => f.getGeometry() instanceof Polygon && f.getGeometry()?.intersectsCoordinate(chicago))).toBe(true);
  });
});
