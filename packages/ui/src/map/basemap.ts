import type Feature from 'ol/Feature.js';
import type { Coordinate } from 'ol/coordinate.js';
import TopoJSON from 'ol/format/TopoJSON.js';
import MultiPolygon from 'ol/geom/MultiPolygon.js';
import Polygon from 'ol/geom/Polygon.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorSource from 'ol/source/Vector.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';

/** Sea colour behind the offline basemap (the OSM water tone). */
export const SEA_COLOR = '#aad3df';

const LAND_STYLE = new Style({
  fill: new Fill({ color: '#f2efe9' }),
  stroke: new Stroke({ color: '#8d99a6', width: 0.8 }),
});

/**
 * Makes a ring's longitudes continuous: where it crosses the antimeridian (a jump of more than
 * 180 degrees), the rest of the ring is shifted by 360, so Russia or Fiji stay one shape past
 * 180 degrees instead of a band drawn across the whole world. Mutates and returns `ring`.
 */
export const unwrapRing = (ring: Coordinate[]): Coordinate[] => {
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

/** A country shape read in degrees, its rings unwrapped, then projected to EPSG:3857. */
const toMapShape = (feature: Feature): Feature => {
  const geometry = feature.getGeometry();
  if (geometry instanceof Polygon) geometry.setCoordinates(geometry.getCoordinates().map(unwrapRing));
  else if (geometry instanceof MultiPolygon) geometry.setCoordinates(geometry.getCoordinates().map((polygon) => polygon.map(unwrapRing)));
  geometry?.transform('EPSG:4326', 'EPSG:3857');
  return feature;
};

/** The world-atlas topology as far as the basemap reads it. */
interface Topology {
  readonly type: 'Topology';
  readonly arcs: number[][][];
  readonly transform?: { readonly scale: number[]; readonly translate: number[] };
  readonly objects: { readonly countries: { readonly type: 'GeometryCollection'; readonly geometries: readonly unknown[] } };
}

/**
 * The topology with its arcs decoded to degrees once, in new arrays (OpenLayers' TopoJSON reader
 * decodes a quantized topology's arcs in place, so the imported module object, shared by every
 * map of the session, is never handed to it), and without `transform`, so reading never decodes again.
 */
let decoded: Topology | null = null;
const decodedTopology = (topology: Topology): Topology => {
  if (decoded !== null) return decoded;
  const { transform } = topology;
  const arcs =
    transform === undefined
      ? topology.arcs
      : topology.arcs.map((arc) => {
          let x = 0;
          let y = 0;
          return arc.map((point) => {
            x += point[0] ?? 0;
            y += point[1] ?? 0;
            return [x * (transform.scale[0] ?? 1) + (transform.translate[0] ?? 0), y * (transform.scale[1] ?? 1) + (transform.translate[1] ?? 0)];
          });
        });
  decoded = { type: 'Topology', arcs, objects: { countries: topology.objects.countries } };
  return decoded;
};

/**
 * The offline basemap (issue 5 item 8): Natural Earth 1:50m country shapes from the `world-atlas`
 * npm package, land filled and borders/coastlines stroked over a sea-blue background, so a map
 * renders with no internet. The TopoJSON (about 750 KB) is loaded through a dynamic import, its own
 * chunk, after the layer is created, read from arcs decoded once per session (decodedTopology) and
 * added at once (one redraw; reading in several tasks measured worse in Lighthouse, issue 12);
 * `loaded` resolves when every country is on the layer.
 */
export const createBasemapLayer = (): { readonly layer: VectorLayer<VectorSource>; readonly loaded: Promise<void> } => {
  const source = new VectorSource({ wrapX: true });
  const layer = new VectorLayer({ source, style: LAND_STYLE, background: SEA_COLOR, updateWhileInteracting: false, properties: { name: 'basemap' } });
  const loaded = import('world-atlas/countries-50m.json').then((atlas) => {
    const topology = decodedTopology(atlas.default as unknown as Topology);
    if (layer.getSource() === null) return; // disposed before the chunk arrived
    const features = new TopoJSON({ layers: ['countries'] }).readFeatures(topology).map(toMapShape);
    source.addFeatures(features);
  });
  return { layer, loaded };
};
