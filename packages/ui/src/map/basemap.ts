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
import { basemapPieces, type BasemapPieces, type FlatShapes, type Topology } from './basemap-pieces';

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

/**
 * The basemap's levels of detail (rules 17.9, 21.5): Natural Earth 1:110m countries (about 8,000
 * arc points, 108 KB of TopoJSON) at world and continent scale, 1:50m (about 80,000 points, 750 KB)
 * when zoomed in. Drawing 1:50m for the whole world took 0.5 s and more of a slow phone's main
 * thread per frame (building and drawing every country and coastline), where 1:110m looks the same.
 */
export type BasemapDetail = '110m' | '50m';

/** The first zoom level drawn at 1:50m (web mercator levels, 0 = the whole world in 256 px): below it a view spans a continent or more. */
export const DETAIL_ZOOM = 4;

/** Metres per pixel of EPSG:3857 at zoom 0 (the world's width over 256 px). */
const ZOOM_0_RESOLUTION = 156543.03392804097;

/**
 * The level of detail drawn at `resolution` (EPSG:3857 metres per CSS pixel, OpenLayers' view
 * resolution): 1:110m below DETAIL_ZOOM, 1:50m from it on; an unknown resolution draws 1:110m.
 */
export const basemapDetailAt = (resolution: number | undefined): BasemapDetail =>
  resolution !== undefined && resolution <= ZOOM_0_RESOLUTION / 2 ** DETAIL_ZOOM ? '50m' : '110m';

/** Each level's TopoJSON read on the page (no worker, or the worker failed): the JSON's own chunk, then basemapPieces. */
const piecesOnPage: Record<BasemapDetail, () => Promise<BasemapPieces>> = {
  '110m': () => import('world-atlas/countries-110m.json').then((atlas) => basemapPieces(atlas.default as unknown as Topology)),
  '50m': () => import('world-atlas/countries-50m.json').then((atlas) => basemapPieces(atlas.default as unknown as Topology)),
};

/** Each level's worker (one file per level: the bundler finds a worker by its literal URL). */
const startWorker: Record<BasemapDetail, () => Worker> = {
  '110m': () => new Worker(new URL('./basemap-worker-110m.ts', import.meta.url), { type: 'module' }),
  '50m': () => new Worker(new URL('./basemap-worker-50m.ts', import.meta.url), { type: 'module' }),
};

/** A level's pieces read by its worker off the main thread; rejects when the worker fails or cannot start. */
const piecesInWorker = (detail: BasemapDetail): Promise<BasemapPieces> =>
  new Promise((resolve, reject) => {
    const worker = startWorker[detail]();
    worker.onmessage = (event: MessageEvent<BasemapPieces>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`basemap worker (${detail}): ${event.message}`));
    };
  });

/**
 * A level's pieces, read once per session when first shown (every later map of the session builds
 * its features from the same arrays): in a worker where there is one, else (or when it fails) on
 * the page. A failed read is forgotten, so the next map tries again.
 */
const sessionPieces = new Map<BasemapDetail, Promise<BasemapPieces>>();
const loadPieces = (detail: BasemapDetail): Promise<BasemapPieces> => {
  const known = sessionPieces.get(detail);
  if (known !== undefined) return known;
  const read = (typeof Worker === 'function' ? piecesInWorker(detail).catch(piecesOnPage[detail]) : piecesOnPage[detail]()).catch((error: unknown) => {
    sessionPieces.delete(detail);
    throw error;
  });
  sessionPieces.set(detail, read);
  return read;
};

/** Width of the EPSG:3857 world, metres (a piece past the antimeridian is also looked for one world away). */
const WORLD_WIDTH = 2 * 20037508.342789244;

/**
 * Adds to `out` one feature per shape of `shapes` whose extent meets `extent` (or the same extent
 * one world east or west) and is not in `added` yet, its geometry made by `make` from the shape's
 * flat coordinates and ring ends (relative to them); marks it added.
 */
const addShapesIn = (
  shapes: FlatShapes,
  extent: readonly number[],
  added: Set<number>,
  make: (flat: number[], ends: number[]) => Geometry,
  out: Feature[],
): void => {
  const [minX = 0, minY = 0, maxX = 0, maxY = 0] = extent;
  const { boxes, groups, ends: allEnds, coordinates } = shapes;
  for (let shape = 0; shape < groups.length; shape++) {
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
  }
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
 * drawn so far (OpenLayers' bbox loading strategy), made into features once read, in the frame that
 * shows them: a town's view builds a few dozen features, the world's view the 1:110m world's few
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
    let read: BasemapPieces | null = null;
    const pieces = (): Promise<BasemapPieces> => {
      if (reading === null) {
        reading = loadPieces(detail);
        reading.then(
          (done) => {
            read = done;
            settleLoaded?.resolve();
          },
          (error: unknown) => settleLoaded?.reject(error),
        );
      }
      return reading;
    };
    const addedFills = new Set<number>();
    const addedLines = new Set<number>();
    const addIn = (from: BasemapPieces, extent: readonly number[]): Feature[] => {
      const features: Feature[] = [];
      addShapesIn(from.fills, extent, addedFills, polygonOf, features);
      if (detail === '110m') for (const feature of features) feature.setStyle(LAND_AND_BORDER_STYLE);
      else addShapesIn(from.lines, extent, addedLines, lineOf, features);
      if (features.length > 0) source.addFeatures(features);
      return features;
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
        // Once read, the shapes of a newly shown extent become features in the frame that shows them.
        if (read !== null) {
          success?.(addIn(read, extent));
          return;
        }
        pieces().then(
          (done) => {
            // Disposed, or another level shown meanwhile: no features (the extent loads again if this level returns).
            if (layer.getSource() !== source) failure?.();
            else success?.(addIn(done, extent));
          },
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
