/**
 * The offline basemap's levels of detail (rules 17.9, 21.5) and how each is read: in its own worker
 * (basemap-worker-110m.ts, basemap-worker-50m.ts), else on the page, once per session.
 */
import { basemapPieces, type BasemapPieces, type Topology } from './basemap-pieces';

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
export const loadPieces = (detail: BasemapDetail): Promise<BasemapPieces> => {
  const known = sessionPieces.get(detail);
  if (known !== undefined) return known;
  const read = (typeof Worker === 'function' ? piecesInWorker(detail).catch(piecesOnPage[detail]) : piecesOnPage[detail]()).catch((error: unknown) => {
    sessionPieces.delete(detail);
    throw error;
  });
  sessionPieces.set(detail, read);
  return read;
};
