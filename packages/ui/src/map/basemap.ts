import Feature, { type FeatureLike } from 'ol/Feature.js';
import type Geometry from 'ol/geom/Geometry.js';
import LineString from 'ol/geom/LineString.js';
import Polygon from 'ol/geom/Polygon.js';
import VectorLayer from 'ol/layer/Vector.js';
import { bbox as bboxStrategy } from 'ol/loadingstrategy.js';
import VectorSource from 'ol/source/Vector.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import { basemapDetailAt, loadPieces, type BasemapDetail } from './basemap-levels';
import type { BasemapPieces, FlatShapes } from './basemap-pieces';

export { basemapDetailAt, DETAIL_ZOOM, type BasemapDetail } from './basemap-levels';

/** Sea colour behind the offline basemap (the OSM water tone). */
export const SEA_COLOR = '#aad3df';

/** Land is filled only; coastlines and borders are stroked from their own short lines (a view builds only those around it). */
const LAND_STYLE = new Style({ fill: new Fill({ color: '#f2efe9' }) });
const BORDER_STYLE = new Style({ stroke: new Stroke({ color: '#8d99a6', width: 0.8 }) });
/**
 * At 1:110m (world and continent views, where nearly every shape is in view) land is filled and
 * stroked from its own polygons: the same borders and coastlines as the short lines, with half the
 * features and points to build and draw in each frame.
 */
const LAND_AND_BORDER_STYLE = new Style({ fill: LAND_STYLE.getFill() ?? undefined, stroke: BORDER_STYLE.getStroke() ?? undefined });

/** Width of the EPSG:3857 world, metres (a piece past the antimeridian is also looked for one world away). */
const WORLD_WIDTH = 2 * 20037508.342789244;

/**
 * Adds to `out` one feature per shape of `shapes` from index `from` on whose extent meets `extent`
 * (or the same extent one world east or west) and is not in `added` yet, its geometry made by
 * `make` from the shape's flat coordinates and ring ends (relative to them); marks it added and
 * pushes its index to `outShapes`. Stops
 * early once `due()` answers true and returns the index to go on from (`groups.length`: done).
 */
const addShapesIn = (
  shapes: FlatShapes,
  extent: readonly number[],
  added: Set<number>,
  make: (flat: number[], ends: number[]) => Geometry,
  out: Feature[],
  outShapes: number[],
  from = 0,
  due: () => boolean = () => false,
): number => {
  const [minX = 0, minY = 0, maxX = 0, maxY = 0] = extent;
  const { boxes, groups, ends: allEnds, coordinates } = shapes;
  for (let shape = from; shape < groups.length; shape++) {
    if (shape % 64 === 0 && shape > from && due()) return shape;
    if (added.has(shape)) continue;
    const b = shape * 4;
    const [bx0 = 0, by0 = 0, bx1 = 0, by1 = 0] = [boxes[b], boxes[b + 1], boxes[b + 2], boxes[b + 3]];
    if (by0 > maxY || by1 < minY) continue;
    if (!(bx0 <= maxX && bx1 >= minX) && !(bx0 <= maxX + WORLD_WIDTH && bx1 >= minX + WORLD_WIDTH) && !(bx0 <= maxX - WORLD_WIDTH && bx1 >= minX - WORLD_WIDTH))
      continue;
    added.add(shape);
    const firstEnd = shape === 0 ? 0 : (groups[shape - 1] ?? 0);
    const lastEnd = groups[shape] ?? firstEnd;
    const offset = firstEnd === 0 ? 0 : (allEnds[firstEnd - 1] ?? 0);
    const ends: number[] = [];
    for (let e = firstEnd; e < lastEnd; e++) ends.push((allEnds[e] ?? offset) - offset);
    out.push(new Feature(make(Array.from(coordinates.subarray(offset, offset + (ends[ends.length - 1] ?? 0))), ends)));
    outShapes.push(shape);
  }
  return groups.length;
};

/**
 * Longest slice of feature building per task, ms: the features of a drawn extent are built in
 * slices, each its own task, then added at once in another, so neither the building nor the frame
 * that draws them makes one long task of a slow phone's main thread (rules 21.5).
 */
const SLICE_MS = 8;

/** Runs `run` in a task of its own, after the tasks already queued (a frame may come between). */
const nextTask = (run: () => void): void => {
  setTimeout(run, 0);
};

const polygonOf = (flat: number[], ends: number[]): Geometry => new Polygon(flat, 'XY', ends);
const lineOf = (flat: number[]): Geometry => new LineString(flat, 'XY');

/** The offline basemap of one map: its layer and the levels of detail it shows. */
export interface Basemap {
  /** The layer (named 'basemap'): sea-blue background, the source of the detail shown. */
  readonly layer: VectorLayer<VectorSource>;
  /** Settles once the shapes of the first level drawn are read (a failed read rejects; the sea background stays). */
  readonly loaded: Promise<void>;
  /**
   * Shows the detail that fits `resolution` (EPSG:3857 metres per CSS pixel; basemapDetailAt),
   * reading it first when needed: the detail shown until then stays drawn until the new one's
   * shapes are read, so zooming never shows bare sea.
   */
  readonly showResolution: (resolution: number | undefined) => void;
  /** Sets (HTML) or removes (undefined) the basemap's credit line on every level's source. */
  readonly setCredit: (html: string | undefined) => void;
}

/** One level's source and its pieces, read when first asked for (the source's first load, or a zoom to the level). */
interface Level {
  readonly source: VectorSource;
  /** True once the level's pieces were asked for. */
  readonly started: () => boolean;
  /** The level's pieces, read on the first call (loadPieces). */
  readonly pieces: () => Promise<BasemapPieces>;
}

/**
 * The offline basemap (rules 17.9): Natural Earth country shapes from the `world-atlas` npm package
 * at the level of detail of the view (1:110m at world and continent scale, 1:50m from DETAIL_ZOOM;
 * basemapDetailAt), land filled and borders/coastlines stroked (1:110m: from the land polygons; 1:50m:
 * from short lines) over a sea-blue background, so a map
 * renders with no internet. Each level's TopoJSON is read once per session, in a worker
 * (basemap-pieces.ts), only when a map first draws it (a view fitted before its first frame never
 * reads the level of its initial zoom); a level's source holds only the shapes of the extents
 * drawn so far (OpenLayers' bbox loading strategy), made into features once read, in slices of at
 * most SLICE_MS (each its own task) and added at once: a town's view builds a few dozen features, the world's view the 1:110m world's few
 * hundred, never the 1:50m world's 3,500 (rules 21.5: building and drawing every 1:50m feature took
 * 1 s and more of a slow phone's main thread). `resolution` is the view's first resolution (metres
 * per CSS pixel); MapView calls `showResolution` whenever it changes. `loaded` settles with the
 * first read of a level.
 */
export const createBasemapLayer = (resolution?: number): Basemap => {
  const levels = new Map<BasemapDetail, Level>();
  let credit: string | undefined;
  let wanted = basemapDetailAt(resolution);
  let settleLoaded: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const loaded = new Promise<void>((resolve, reject) => {
    settleLoaded = { resolve, reject };
  });
  const levelOf = (detail: BasemapDetail): Level => {
    const known = levels.get(detail);
    if (known !== undefined) return known;
    let reading: Promise<BasemapPieces> | null = null;
    const pieces = (): Promise<BasemapPieces> => {
      if (reading === null) {
        reading = loadPieces(detail);
        reading.then(
          () => settleLoaded?.resolve(),
          (error: unknown) => settleLoaded?.reject(error),
        );
      }
      return reading;
    };
    const addedFills = new Set<number>();
    const addedLines = new Set<number>();
    /** Builds the not yet added shapes of `extent` from `from` in slices of at most SLICE_MS, then adds them at once and calls `done` with them. */
    const buildIn = (from: BasemapPieces, extent: readonly number[], done: (features: Feature[] | null) => void): void => {
      const features: Feature[] = [];
      const fillShapes: number[] = [];
      const lineShapes: number[] = [];
      let fill = 0;
      let line = 0;
      /** Disposed, or another level shown meanwhile: the shapes built so far are built again when this level returns. */
      const cancel = (): void => {
        for (const shape of fillShapes) addedFills.delete(shape);
        for (const shape of lineShapes) addedLines.delete(shape);
        done(null);
      };
      const step = (): void => {
        if (layer.getSource() !== source) {
          cancel();
          return;
        }
        const deadline = performance.now() + SLICE_MS;
        const due = () => performance.now() > deadline;
        fill = addShapesIn(from.fills, extent, addedFills, polygonOf, features, fillShapes, fill, due);
        // 1:110m strokes its polygons; 1:50m its short lines.
        if (fill === from.fills.groups.length && detail === '50m') line = addShapesIn(from.lines, extent, addedLines, lineOf, features, lineShapes, line, due);
        if (fill < from.fills.groups.length || (detail === '50m' && line < from.lines.groups.length)) {
          nextTask(step);
          return;
        }
        if (detail === '110m') for (const feature of features) feature.setStyle(LAND_AND_BORDER_STYLE);
        nextTask(() => {
          if (layer.getSource() !== source) {
            cancel();
            return;
          }
          if (features.length > 0) source.addFeatures(features);
          done(features);
        });
      };
      nextTask(step);
    };
    const source: VectorSource = new VectorSource({
      wrapX: true,
      strategy: bboxStrategy,
      attributions: credit,
      loader: (extent, resolution, _projection, success, failure) => {
        // 1:50m shown while a world view waits for 1:110m (zoomed out after a town's view) builds
        // nothing for it: the extent loads again when 1:50m is drawn at its own scale.
        if (detail === '50m' && basemapDetailAt(resolution) !== detail) {
          failure?.();
          return;
        }
        const finish = (features: Feature[] | null) => (features === null ? failure?.() : success?.(features));
        pieces().then(
          (done) => buildIn(done, extent, finish),
          () => failure?.(),
        );
      },
    });
    const level = { source, started: () => reading !== null, pieces };
    levels.set(detail, level);
    return level;
  };
  const style = (feature: FeatureLike) => (feature.getGeometry() instanceof LineString ? BORDER_STYLE : LAND_STYLE);
  const layer = new VectorLayer({
    source: levelOf(wanted).source,
    style,
    background: SEA_COLOR,
    updateWhileInteracting: false,
    properties: { name: 'basemap' },
  });
  const showResolution = (next: number | undefined): void => {
    const detail = basemapDetailAt(next);
    if (detail === wanted) return;
    wanted = detail;
    const level = levelOf(detail);
    const shown = [...levels.values()].find((known) => known.source === layer.getSource());
    // Nothing read for the level shown (a fit before the first frame): show the new level at once, reading nothing else.
    if (shown === undefined || !shown.started()) {
      if (layer.getSource() !== null) layer.setSource(level.source);
      return;
    }
    level.pieces().then(
      () => {
        if (wanted === detail && layer.getSource() !== null && layer.getSource() !== level.source) layer.setSource(level.source);
      },
      () => undefined, // the detail shown so far stays
    );
  };
  const setCredit = (html: string | undefined): void => {
    credit = html;
    for (const { source } of levels.values()) source.setAttributions(html);
  };
  return { layer, loaded, showResolution, setCredit };
};
