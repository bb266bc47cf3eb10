/**
 * The offline basemap's shapes in flat, transferable arrays (rules 21.5, /warehouse and /power on a
 * slow phone): pure functions with no DOM (OpenLayers' TopoJSON reader and projections only), run
 * in a worker (basemap-worker.ts) or, where there is none, on the page. Land is filled from each country's polygons (no stroke);
 * coastlines and borders are stroked from the countries' rings cut into short lines of at most
 * MAX_LINE_POINTS points, so a view builds and draws only the lines around it.
 *
 * Tried and dropped: cutting the land polygons into pieces of at most 512 points (clipping to
 * half-planes). OpenLayers' render-time simplification of the clipped rings' zero-width bridges
 * left large triangles of sea inside the land at low zooms.
 */

import TopoJSON from 'ol/format/TopoJSON.js';
import MultiPolygon from 'ol/geom/MultiPolygon.js';
import Polygon from 'ol/geom/Polygon.js';
import { fromLonLat } from 'ol/proj.js';

/** The world-atlas topology as far as the basemap reads it (TopoJSON, quantized or not). */
export interface Topology {
  readonly type: 'Topology';
  readonly arcs: readonly (readonly (readonly number[])[])[];
  readonly transform?: { readonly scale: readonly number[]; readonly translate: readonly number[] };
  readonly objects: { readonly countries: { readonly type: 'GeometryCollection'; readonly geometries: readonly unknown[] } };
}

/**
 * Flat shapes in EPSG:3857 metres, in transferable arrays: `coordinates` holds x, y pairs; `ends`
 * the end (exclusive, an index into `coordinates`) of each ring or line; `groups` the end
 * (exclusive, an index into `ends`) of each shape. A fill shape is a polygon (outer ring, then its
 * holes); a line shape is one line (one end); `boxes` each shape's extent (minX, minY, maxX, maxY).
 */
export interface FlatShapes {
  readonly coordinates: Float64Array;
  readonly ends: Uint32Array;
  readonly groups: Uint32Array;
  readonly boxes: Float64Array;
}

/** Land polygons to fill and coastline/border lines to stroke. */
export interface BasemapPieces {
  readonly fills: FlatShapes;
  readonly lines: FlatShapes;
}

/** Largest number of points in one coastline/border line. */
export const MAX_LINE_POINTS = 128;

type Point = readonly [number, number];
type Ring = Point[];

/**
 * Makes a ring's longitudes continuous: where it crosses the antimeridian (a jump of more than
 * 180 degrees), the rest of the ring is shifted by 360, so Russia or Fiji stay one shape past
 * 180 degrees instead of a band drawn across the whole world. Mutates and returns `ring` ([lng, lat] pairs).
 */
export const unwrapRing = <T extends number[]>(ring: T[]): T[] => {
  let offset = 0;
  let previous: number | undefined;
  for (const coordinate of ring) {
    const lng = coordinate[0];
    if (lng === undefined) continue;
    if (previous !== undefined) {
      const jump = lng + offset - previous;
      if (jump > 180) offset -= 360;
      else if (jump < -180) offset += 360;
    }
    coordinate[0] = lng + offset;
    previous = coordinate[0];
  }
  return ring;
};

/** Bounding box [minX, minY, maxX, maxY] and point count of rings. */
const boundsOf = (rings: readonly Ring[]): { readonly box: [number, number, number, number]; readonly points: number } => {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  let points = 0;
  for (const ring of rings) {
    points += ring.length;
    for (const [x, y] of ring) {
      if (x < box[0]) box[0] = x;
      if (y < box[1]) box[1] = y;
      if (x > box[2]) box[2] = x;
      if (y > box[3]) box[3] = y;
    }
  }
  return { box, points };
};

/** Collects shapes into the flat, transferable form. */
class FlatBuilder {
  private readonly coordinates: number[] = [];
  private readonly ends: number[] = [];
  private readonly groups: number[] = [];
  private readonly boxes: number[] = [];

  add(rings: readonly Ring[]): void {
    for (const ring of rings) {
      for (const [x, y] of ring) this.coordinates.push(x, y);
      this.ends.push(this.coordinates.length);
    }
    this.groups.push(this.ends.length);
    this.boxes.push(...boundsOf(rings).box);
  }

  build(): FlatShapes {
    return {
      coordinates: Float64Array.from(this.coordinates),
      ends: Uint32Array.from(this.ends),
      groups: Uint32Array.from(this.groups),
      boxes: Float64Array.from(this.boxes),
    };
  }
}

/** Latitudes are clamped to web mercator's square world (±85.05°): OpenLayers would put the poles about 238,000 km away. */
const MAX_LAT = 85.0511287798;

/** The polygons of a country's geometry as OpenLayers reads it (a Polygon or a MultiPolygon; none for other types). */
const polygonsOf = (geometry: unknown): Polygon[] =>
  geometry instanceof MultiPolygon ? geometry.getPolygons() : geometry instanceof Polygon ? [geometry] : [];

/**
 * The countries of `topology` (world-atlas `countries`), read with OpenLayers' TopoJSON format (it
 * decodes the quantized arcs, on copies: `topology` is left as it was), their rings unwrapped
 * across the antimeridian and projected to EPSG:3857 (`fromLonLat`, latitudes clamped to ±MAX_LAT), as one land shape per polygon
 * of a country and coastline/border lines of at most MAX_LINE_POINTS points (consecutive lines
 * share their end point).
 */
export const basemapPieces = (topology: Topology): BasemapPieces => {
  const copy = { ...topology, arcs: topology.arcs.map((arc) => arc.map((point) => [...point])) };
  const features = new TopoJSON({ layers: ['countries'] }).readFeatures(copy);
  const fills = new FlatBuilder();
  const lines = new FlatBuilder();
  for (const feature of features) {
    for (const polygon of polygonsOf(feature.getGeometry())) {
      const rings = polygon
        .getCoordinates()
        .map((ring) => unwrapRing(ring).map(([lng = 0, lat = 0]) => fromLonLat([lng, Math.max(-MAX_LAT, Math.min(MAX_LAT, lat))]) as unknown as Point));
      fills.add(rings);
      for (const ring of rings) {
        for (let start = 0; start < ring.length - 1; start += MAX_LINE_POINTS - 1) lines.add([ring.slice(start, start + MAX_LINE_POINTS)]);
      }
    }
  }
  return { fills: fills.build(), lines: lines.build() };
};

/** The arrays of `pieces` to transfer (not copy) from a worker. */
export const transferablesOf = (pieces: BasemapPieces): ArrayBuffer[] =>
  [pieces.fills, pieces.lines]
    .flatMap((shapes) => [shapes.coordinates.buffer, shapes.ends.buffer, shapes.groups.buffer, shapes.boxes.buffer])
    .filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);

/** In a worker: reads `topology` into pieces and posts them to the page once, their arrays transferred (basemap-worker-*.ts). */
export const postPieces = (topology: Topology): void => {
  // The worker's global scope as far as used here (the DOM lib types `self` as a window).
  const scope = globalThis as unknown as { postMessage: (message: unknown, transfer: Transferable[]) => void };
  const pieces = basemapPieces(topology);
  scope.postMessage(pieces, transferablesOf(pieces));
};
