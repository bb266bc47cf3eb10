import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import { useEffect } from 'react';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import type { PillTone } from '../status-pill';
import { toMapCoordinate } from './geo';
import { useOlMap } from './map-context';
import { TONE_COLORS } from './tones';
import { replaceFeatures, useVectorLayer } from './vector-layer';

/** One marker: a stable id, its position ({ lat, lng } in degrees), colour and the name it stands for. */
export interface MapMarker {
  readonly id: string;
  readonly position: GeoPoint;
  readonly tone: PillTone;
  readonly label: string;
}

const dot = (color: string): Style =>
  new Style({ image: new CircleStyle({ radius: 7, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }) });

const STYLES: Record<PillTone, Style> = {
  green: dot(TONE_COLORS.green),
  blue: dot(TONE_COLORS.blue),
  amber: dot(TONE_COLORS.amber),
  red: dot(TONE_COLORS.red),
  gray: dot(TONE_COLORS.gray),
};

/**
 * Circle markers on the enclosing `MapView` (a few hundred at most; the fleet map uses WebGL):
 * a dot of the tone's colour with a white ring; each feature carries `id` and `label` properties.
 * Renders nothing; adds one vector layer while mounted and redraws when `points` changes.
 */
export const MarkerLayer = ({ points }: { readonly points: readonly MapMarker[] }) => {
  const map = useOlMap();
  const sourceRef = useVectorLayer((source) => new VectorLayer({ source, properties: { name: 'markers' } }));

  useEffect(() => {
    replaceFeatures(
      sourceRef.current,
      points.map((point) => {
        const feature = new Feature({ geometry: new Point(toMapCoordinate(point.position)), id: point.id, label: point.label });
        feature.setId(point.id);
        feature.setStyle(STYLES[point.tone]);
        return feature;
      }),
    );
  }, [map, sourceRef, points]);

  return null;
};
