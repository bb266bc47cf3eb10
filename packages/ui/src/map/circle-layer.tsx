import Feature from 'ol/Feature.js';
import type Polygon from 'ol/geom/Polygon.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorSource from 'ol/source/Vector.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import Text from 'ol/style/Text.js';
import { useEffect, useRef } from 'react';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { geodesicCircle } from './geo';
import { useOlMap } from './map-context';

export interface CircleLayerProps {
  /** Centre of the circle ({ lat, lng } in degrees). */
  readonly center: GeoPoint;
  /** Radius in metres, measured on the ground (geodesic), e.g. a warehouse radius (SPEC 3). */
  readonly radiusMeters: number;
  /** Text drawn in the middle of the circle (e.g. the warehouse name). */
  readonly label?: string;
}

const styleFor = (label: string | undefined): Style =>
  new Style({
    fill: new Fill({ color: 'rgba(5, 150, 105, 0.18)' }),
    stroke: new Stroke({ color: '#047857', width: 2 }),
    ...(label === undefined
      ? {}
      : {
          text: new Text({
            text: label,
            font: '600 13px system-ui, sans-serif',
            fill: new Fill({ color: '#064e3b' }),
            stroke: new Stroke({ color: '#ffffff', width: 3 }),
            overflow: true,
            textAlign: 'center',
            // Above the centre: zoomed out, a circle of a few hundred metres is a dot the label would cover.
            offsetY: -16,
          }),
        }),
  });

/**
 * A geodesic circle (translucent green fill, SPEC 2 warehouse set-up) on the enclosing `MapView`.
 * Renders nothing; adds one vector layer while mounted and updates the circle in place whenever
 * `center`, `radiusMeters` or `label` change (the warehouse wizard's radius slider drags it live).
 */
export const CircleLayer = ({ center, radiusMeters, label }: CircleLayerProps) => {
  const map = useOlMap();
  const featureRef = useRef<Feature<Polygon> | null>(null);

  useEffect(() => {
    const feature = new Feature<Polygon>();
    const source = new VectorSource({ features: [feature] });
    // Labels of circles at (nearly) the same spot would overlap into garble: they declutter together.
    const layer = new VectorLayer({ source, declutter: 'circle-labels', properties: { name: 'circle' } });
    featureRef.current = feature;
    map.addLayer(layer);
    return () => {
      featureRef.current = null;
      map.removeLayer(layer);
      layer.dispose();
      source.dispose();
    };
  }, [map]);

  const { lat, lng } = center;
  useEffect(() => {
    featureRef.current?.setGeometry(geodesicCircle({ lat, lng }, radiusMeters));
  }, [map, lat, lng, radiusMeters]);

  useEffect(() => {
    featureRef.current?.setStyle(styleFor(label));
  }, [map, label]);

  return null;
};
