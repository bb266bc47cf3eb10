/**
 * The offline basemap's shapes in flat, transferable arrays (issue 12, /warehouse and /power on a
 * slow phone): pure functions with no OpenLayers or DOM, run in a worker (basemap-worker.ts) or,
 * where there is none, on the page. Land is filled from each country's polygons (no stroke);
 * coastlines and borders are stroked from the countries' rings cut into short lines of at most
 * MAX_LINE_POINTS points, so a view builds and draws only the lines around it.
 *
 * Tried and dropped: cutting the land polygons into pieces of at most 512 points (clipping to
 * half-planes). OpenLayers' render-time simplification of the clipped rings' zero-width bridges
 * left large triangles of sea inside the land at low zooms.
 */

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

const EARTH_RADIUS = 6378137;
const MAX_LAT = 85.0511287798;

/** Degrees to EPSG:3857 metres (the web mercator formula OpenLayers uses; latitudes clamped to ±85.05°). */
export const toWebMercator = (lng: number, lat: number): Point => {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  return [(EARTH_RADIUS * lng * Math.PI) / 180, EARTH_RADIUS * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360))];
};

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

/** The arcs in degrees (a quantized topology's delta-encoded arcs decoded), as new arrays. */
const decodeArcs = (topology: Topology): number[][][] => {
  const { transform } = topology;
  if (transform === undefined) return topology.arcs.map((arc) => arc.map((point) => [point[0] ?? 0, point[1] ?? 0]));
  const [sx = 1, sy = 1] = transform.scale;
  const [tx = 0, ty = 0] = transform.translate;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map((point) => {
      x += point[0] ?? 0;
      y += point[1] ?? 0;
      return [x * sx + tx, y * sy + ty];
    });
  });
};

/** A ring of arc indexes (TopoJSON: ~i is arc i reversed) as [lng, lat] points, each arc's first point shared with the previous arc's last. */
const ringOf = (arcs: readonly number[][][], indexes: readonly number[]): number[][] => {
  const ring: number[][] = [];
  for (const index of indexes) {
    const arc = arcs[index < 0 ? ~index : index] ?? [];
    const points = index < 0 ? [...arc].reverse() : arc;
    for (let i = ring.length === 0 ? 0 : 1; i < points.length; i++) {
      const point = points[i];
      if (point !== undefined) ring.push([point[0] ?? 0, point[1] ?? 0]);
    }
  }
  return ring;
};

/** The polygons (arrays of rings of arc indexes) of one TopoJSON geometry object; none for other types. */
const polygonsOf = (geometry: unknown): readonly (readonly (readonly number[])[])[] => {
  if (typeof geometry !== 'object' || geometry === null) return [];
  const { type, arcs } = geometry as { type?: unknown; arcs?: unknown };
  if (type === 'Polygon') return [arcs as number[][]];
  if (type === 'MultiPolygon') return arcs as number[][][];
  return [];
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

/**
 * The countries of `topology` (world-atlas `countries`), their rings unwrapped across the
 * antimeridian and projected to EPSG:3857, as one land shape per polygon of a country and
 * coastline/border lines of at most MAX_LINE_POINTS points (consecutive lines share their end point).
 */
export const basemapPieces = (topology: Topology): BasemapPieces => {
  const arcs = decodeArcs(topology);
  const fills = new FlatBuilder();
  const lines = new FlatBuilder();
  for (const geometry of topology.objects.countries.geometries) {
    for (const polygon of polygonsOf(geometry)) {
      const rings = polygon.map((indexes) => unwrapRing(ringOf(arcs, indexes)).map(([lng = 0, lat = 0]) => toWebMercator(lng, lat)));
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
  [pieces.fills, pieces.lines].flatMap((shapes) => [shapes.coordinates.buffer, shapes.ends.buffer, shapes.groups.buffer, shapes.boxes.buffer]).filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
