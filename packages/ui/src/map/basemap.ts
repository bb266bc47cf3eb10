import TopoJSON from 'ol/format/TopoJSON.js';
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
 * The offline basemap (issue 5 item 8): Natural Earth 1:50m country shapes from the `world-atlas`
 * npm package, land filled and borders/coastlines stroked over a sea-blue background, so a map
 * renders with no internet. The TopoJSON (about 750 KB) is loaded through a dynamic import, its own
 * chunk, after the layer is created; `attribution` is the credit shown while no tiles cover it.
 */
export const createBasemapLayer = (): { readonly layer: VectorLayer<VectorSource>; readonly loaded: Promise<void> } => {
  const source = new VectorSource({ wrapX: true });
  const layer = new VectorLayer({ source, style: LAND_STYLE, background: SEA_COLOR, updateWhileInteracting: false, properties: { name: 'basemap' } });
  const loaded = import('world-atlas/countries-50m.json').then((atlas) => {
    if (layer.getSource() === null) return; // disposed before the chunk arrived
    const features = new TopoJSON({ layers: ['countries'] }).readFeatures(atlas.default, { featureProjection: 'EPSG:3857' });
    source.addFeatures(features);
  });
  return { layer, loaded };
};
