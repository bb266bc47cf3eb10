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

/** The pieces read on the page (no worker, or the worker failed): the JSON's own chunk, then basemapPieces. */
const piecesOnPage = (): Promise<BasemapPieces> =>
  import('world-atlas/countries-50m.json').then((atlas) => basemapPieces(atlas.default as unknown as Topology));

/** The pieces read by basemap-worker.ts off the main thread; rejects when the worker fails or cannot start. */
const piecesInWorker = (): Promise<BasemapPieces> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./basemap-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<BasemapPieces>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`basemap worker: ${event.message}`));
    };
  });

/**
 * The basemap's pieces, read once per session (every later map of the session builds its features
 * from the same arrays): in a worker where there is one, else (or when it fails) on the page. A
 * failed read is forgotten, so the next map tries again.
 */
let sessionPieces: Promise<BasemapPieces> | null = null;
const loadPieces = (): Promise<BasemapPieces> => {
  sessionPieces ??= (typeof Worker === 'function' ? piecesInWorker().catch(piecesOnPage) : piecesOnPage()).catch((error: unknown) => {
    sessionPieces = null;
    throw error;
  });
  return sessionPieces;
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

/**
 * The offline basemap (rules 17.9): Natural Earth 1:50m country shapes from the `world-atlas`
 * npm package, land filled and borders/coastlines stroked over a sea-blue background, so a map
 * renders with no internet. The shapes (about 750 KB of TopoJSON) are read once per session in a
 * worker (basemap-pieces.ts), and the layer holds only the shapes of the extents shown so far
 * (OpenLayers' bbox loading strategy): a town's view builds a few dozen features, not the whole
 * world's 3,500 (rules 21.5: reading the TopoJSON and building every feature took 600 ms or more of
 * a slow phone's main thread). `loaded` resolves once the shapes are read (a failed read leaves
 * the sea background).
 */
export const createBasemapLayer = (): { readonly layer: VectorLayer<VectorSource>; readonly loaded: Promise<void> } => {
  const pieces = loadPieces();
  const addedFills = new Set<number>();
  const addedLines = new Set<number>();
  const source: VectorSource = new VectorSource({
    wrapX: true,
    strategy: bboxStrategy,
    loader: (extent, _resolution, _projection, success, failure) => {
      pieces.then(
        (read) => {
          if (layer.getSource() === null) return; // disposed before the pieces arrived
          const features: Feature[] = [];
          addShapesIn(read.fills, extent, addedFills, polygonOf, features);
          addShapesIn(read.lines, extent, addedLines, lineOf, features);
          if (features.length > 0) source.addFeatures(features);
          success?.(features);
        },
        () => failure?.(),
      );
    },
  });
  const style = (feature: FeatureLike) => (feature.getGeometry() instanceof LineString ? BORDER_STYLE : LAND_STYLE);
  const layer = new VectorLayer({ source, style, background: SEA_COLOR, updateWhileInteracting: false, properties: { name: 'basemap' } });
  return { layer, loaded: pieces.then(() => undefined) };
};
