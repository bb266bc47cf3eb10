import { describe, expect, it, vi } from 'vitest';
import LineString from 'ol/geom/LineString.js';
import Polygon from 'ol/geom/Polygon.js';
import { fromLonLat, get as getProjection } from 'ol/proj.js';
import Style from 'ol/style/Style.js';
import { basemapDetailAt, createBasemapLayer, DETAIL_ZOOM } from './basemap';
import atlas from 'world-atlas/countries-50m.json';
import atlas110 from 'world-atlas/countries-110m.json';
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

/** Metres per CSS pixel of EPSG:3857 at web mercator `zoom` (0: the world in 256 px). */
const resolutionAt = (zoom: number) => 156543.03392804097 / 2 ** zoom;

describe('offline basemap level of detail', () => {
  it('draws 1:110m at world and continent scale and 1:50m from the detail zoom on', () => {
    expect(basemapDetailAt(resolutionAt(1))).toBe('110m'); // two continents on a phone
    expect(basemapDetailAt(resolutionAt(DETAIL_ZOOM - 0.5))).toBe('110m'); // one continent
    expect(basemapDetailAt(resolutionAt(DETAIL_ZOOM))).toBe('50m');
    expect(basemapDetailAt(resolutionAt(12))).toBe('50m'); // a town
    expect(basemapDetailAt(undefined)).toBe('110m');
  });
});

describe('offline basemap layer (read once per session, pieces of the shown extents)', () => {
  const WORLD: [number, number, number, number] = [-20037508.34, -20037508.34, 20037508.34, 20037508.34];
  const projection = getProjection('EPSG:3857');
  /** Asks `layer`'s source for `extent` at `resolution`, as a render of that view would, and answers its features once loaded. */
  const load = async (layer: ReturnType<typeof createBasemapLayer>['layer'], extent: readonly number[], resolution: number) => {
    const source = layer.getSource();
    if (projection === null || source === null) throw new Error('no EPSG:3857 or no source');
    const done = new Promise((resolve) => {
      source.once('featuresloadend', resolve);
      source.once('featuresloaderror', resolve);
    });
    source.loadFeatures([...extent], resolution, projection);
    await done;
    return source.getFeatures();
  };
  /** The features of a new map's basemap once it has loaded `extent` (EPSG:3857) at `resolution`. */
  const featuresIn = async (extent: readonly number[], resolution: number) => load(createBasemapLayer(resolution).layer, extent, resolution);
  const pointsOf = (features: Awaited<ReturnType<typeof featuresIn>>) =>
    features.reduce((sum, f) => sum + (f.getGeometry() instanceof Polygon ? (f.getGeometry() as Polygon).getFlatCoordinates().length / 2 : 0), 0);
  const chicago = fromLonLat([-87.63, 41.88]);
  const land110 = basemapPieces(atlas110 as unknown as Topology).fills.coordinates.length / 2;
  const land50 = basemapPieces(atlas as unknown as Topology).fills.coordinates.length / 2;

  it('fills the world view of a map with sites on two continents from 1:110m, a tenth of the points of 1:50m', async () => {
    const { layer, loaded } = createBasemapLayer(resolutionAt(1));
    const world = await load(layer, WORLD, resolutionAt(1));
    await expect(loaded).resolves.toBeUndefined();
    expect(land110 * 5).toBeLessThan(land50);
    expect(pointsOf(world)).toBe(land110);
    const polygons = world.map((f) => f.getGeometry()).filter((g): g is Polygon => g instanceof Polygon);
    expect(polygons.length).toBeLessThan(400);
    // Borders and coastlines are stroked from the land polygons themselves: no separate lines.
    expect(world.every((f) => f.getGeometry() instanceof Polygon)).toBe(true);
    const stroked = (style: unknown) => style instanceof Style && style.getStroke() !== null && style.getFill() !== null;
    expect(world.every((f) => stroked(f.getStyle()))).toBe(true);
    const onLand = (lng: number, lat: number) => polygons.some((p) => p.intersectsCoordinate(fromLonLat([lng, lat])));
    expect(onLand(-87.63, 41.88)).toBe(true); // Chicago
    expect(onLand(4.48, 51.92)).toBe(true); // Rotterdam
    expect(onLand(-30, 35)).toBe(false); // the middle of the Atlantic
  });

  it("fills land from the countries' polygons and strokes short lines at 1:50m when zoomed in, the same for a second map of the session", async () => {
    const first = await featuresIn(WORLD, resolutionAt(DETAIL_ZOOM));
    const second = await featuresIn(WORLD, resolutionAt(DETAIL_ZOOM));
    expect(second.length).toBe(first.length);
    expect(pointsOf(first)).toBe(land50);
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
    const town = await featuresIn([x - 20_000, y - 20_000, x + 20_000, y + 20_000], resolutionAt(12));
    expect(town.length).toBeGreaterThan(0);
    expect(town.length).toBeLessThan(40);
    expect(town.some((f) => f.getGeometry() instanceof Polygon && f.getGeometry()?.intersectsCoordinate(chicago))).toBe(true);
  });

  it('switches to 1:50m when the view zooms in and back to 1:110m when it zooms out, keeping the shown detail until the next is read', async () => {
    const { layer, showResolution } = createBasemapLayer(resolutionAt(2));
    const worldSource = layer.getSource();
    expect(pointsOf(await load(layer, WORLD, resolutionAt(2)))).toBe(land110);
    showResolution(resolutionAt(3)); // still a continent
    expect(layer.getSource()).toBe(worldSource);
    showResolution(resolutionAt(10));
    expect(layer.getSource()).toBe(worldSource); // until 1:50m is read
    await vi.waitFor(() => expect(layer.getSource()).not.toBe(worldSource));
    const [x = 0, y = 0] = chicago;
    const town = await load(layer, [x - 20_000, y - 20_000, x + 20_000, y + 20_000], resolutionAt(10));
    expect(town.some((f) => f.getGeometry() instanceof Polygon && f.getGeometry()?.intersectsCoordinate(chicago))).toBe(true);
    expect(pointsOf(town)).toBeGreaterThan(0);
    showResolution(resolutionAt(1));
    await vi.waitFor(() => expect(layer.getSource()).toBe(worldSource));
  }, 30_000);

  it("reads only the fitted view's level when a map is fitted before its first frame", async () => {
    const { layer, showResolution } = createBasemapLayer(resolutionAt(12)); // a town's zoom, then fitted to two continents
    const townSource = layer.getSource();
    showResolution(resolutionAt(1));
    expect(layer.getSource()).not.toBe(townSource); // at once: nothing of 1:50m was read or drawn
    expect(pointsOf(await load(layer, WORLD, resolutionAt(1)))).toBe(land110);
    expect(townSource?.getFeatures()).toEqual([]);
  });

  it("builds no 1:50m world when a town's view zooms out to the world before 1:110m is read", async () => {
    const { layer, showResolution } = createBasemapLayer(resolutionAt(12));
    const [x = 0, y = 0] = chicago;
    const town = await load(layer, [x - 20_000, y - 20_000, x + 20_000, y + 20_000], resolutionAt(12));
    const townSource = layer.getSource();
    showResolution(resolutionAt(1));
    expect(layer.getSource()).toBe(townSource); // kept until 1:110m is read
    await load(layer, WORLD, resolutionAt(1)); // the frame drawn meanwhile
    expect(townSource?.getFeatures().length).toBe(town.length);
    await vi.waitFor(() => expect(layer.getSource()).not.toBe(townSource));
    expect(pointsOf(await load(layer, WORLD, resolutionAt(1)))).toBe(land110);
  });

  it('shows its credit line on every level it draws', async () => {
    const { layer, showResolution, setCredit } = createBasemapLayer(resolutionAt(1));
    await load(layer, WORLD, resolutionAt(1));
    setCredit('Offline basemap: Natural Earth');
    const credit = () => {
      const attributions = layer.getSource()?.getAttributions();
      return attributions === null || attributions === undefined ? [] : attributions({} as never);
    };
    expect(credit()).toEqual(['Offline basemap: Natural Earth']);
    const worldSource = layer.getSource();
    showResolution(resolutionAt(12));
    await vi.waitFor(() => expect(layer.getSource()).not.toBe(worldSource));
    expect(credit()).toEqual(['Offline basemap: Natural Earth']);
    setCredit(undefined);
    expect(credit()).toEqual([]);
  }, 30_000);
});
