import { describe, expect, it } from 'vitest';
import LineString from 'ol/geom/LineString.js';
import Polygon from 'ol/geom/Polygon.js';
import { fromLonLat, get as getProjection } from 'ol/proj.js';
import { createBasemapLayer } from './basemap';
import { MAX_LINE_POINTS, toWebMercator, unwrapRing } from './basemap-pieces';

describe('offline basemap shapes across the antimeridian', () => {
  it('keeps a ring that crosses 180 degrees one shape past it, instead of a band around the world', () => {
    expect(unwrapRing([[170, 60], [-175, 60], [-175, 70], [170, 70], [170, 60]])).toEqual([[170, 60], [185, 60], [185, 70], [170, 70], [170, 60]]);
    expect(unwrapRing([[-170, -17], [175, -17], [175, -16], [-170, -17]])).toEqual([[-170, -17], [-185, -17], [-185, -16], [-170, -17]]);
  });

  it('leaves a ring that does not cross it as it is', () => {
    expect(unwrapRing([[-87.7, 41.8], [-87.6, 41.8], [-87.6, 41.9], [-87.7, 41.8]])).toEqual([[-87.7, 41.8], [-87.6, 41.8], [-87.6, 41.9], [-87.7, 41.8]]);
  });
});

describe('offline basemap pieces', () => {
  it('projects degrees to web mercator as OpenLayers does', () => {
    const [x, y] = toWebMercator(-87.63, 41.88);
    const [ox = 0, oy = 0] = fromLonLat([-87.63, 41.88]);
    expect(x).toBeCloseTo(ox, 3);
    expect(y).toBeCloseTo(oy, 3);
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

  it('fills land from the countries\' polygons and strokes short lines, the same for a second map of the session', async () => {
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
    const chicagoPieces = (features: typeof first) => features.filter((f) => f.getGeometry()?.intersectsCoordinate(chicago)).map((f) => f.getGeometry()?.getExtent());
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
