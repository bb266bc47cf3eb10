import Feature from 'ol/Feature.js';
import type Polygon from 'ol/geom/Polygon.js';
import VectorLayer from 'ol/layer/Vector.js';
import type VectorSource from 'ol/source/Vector.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import Text from 'ol/style/Text.js';
import { useEffect } from 'react';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { geodesicCircle } from './geo';
import { useOlMap } from './map-context';
import { useVectorLayer } from './vector-layer';

/** One circle of a `CirclesLayer`: a stable id, its centre ({ lat, lng } in degrees), radius in metres and an optional name. */
export interface MapCircle {
  readonly id: string;
  readonly center: GeoPoint;
  /** Radius in metres, measured on the ground (geodesic), e.g. a warehouse radius (rules 3.9). */
  readonly radiusMeters: number;
  /** Text drawn above the centre (e.g. the warehouse name; lines split by `\n`). */
  readonly label?: string;
}

/**
 * The label font: only generic families, which OpenLayers never checks for loading
 * (ol/render/canvas.js `registerFont` skips `genericFontFamilies`), so the first frame starts no
 * font-check timer and no second render of the labels (rules 21.5).
 */
export const CIRCLE_LABEL_FONT = '600 13px system-ui, sans-serif';

const CIRCLE_FILL = new Fill({ color: 'rgba(5, 150, 105, 0.18)' });
const CIRCLE_STROKE = new Stroke({ color: '#047857', width: 2 });
const UNLABELLED = new Style({ fill: CIRCLE_FILL, stroke: CIRCLE_STROKE });

const labelled = (label: string): Style =>
  new Style({
    fill: CIRCLE_FILL,
    stroke: CIRCLE_STROKE,
    text: new Text({
      text: label,
      font: CIRCLE_LABEL_FONT,
      fill: new Fill({ color: '#064e3b' }),
      stroke: new Stroke({ color: '#ffffff', width: 3 }),
      overflow: true,
      textAlign: 'center',
      // Above the centre: zoomed out, a circle of a few hundred metres is a dot the label would cover.
      offsetY: -16,
    }),
  });

/** What a feature was last drawn from, to skip unchanged circles (a new array of the same circles redraws nothing). */
const drawnFrom = new WeakMap<Feature, { lat: number; lng: number; radiusMeters: number; label: string | undefined }>();

/**
 * Brings `source` (null: not mounted, nothing to do) in line with `circles`, by id: features of
 * new ids are added and gone ids removed (each in one change event), and a kept id's geometry or style
 * replaced only when its centre, radius or label changed (the wizard's radius slider drags one
 * circle live). Ids must be unique; a repeated id keeps its last circle.
 */
export const syncCircles = (source: VectorSource | null, circles: readonly MapCircle[]): void => {
  if (source === null) return;
  const wanted = new Map(circles.map((c) => [c.id, c]));
  const gone = source.getFeatures().filter((feature) => {
    const id = feature.getId();
    return typeof id !== 'string' || !wanted.has(id);
  });
  if (gone.length > 0) source.removeFeatures(gone);
  const added: Feature<Polygon>[] = [];
  for (const [id, { center, radiusMeters, label }] of wanted) {
    const existing = source.getFeatureById(id) as Feature<Polygon> | null;
    const feature = existing ?? new Feature<Polygon>();
    const before = drawnFrom.get(feature);
    if (before === undefined || before.lat !== center.lat || before.lng !== center.lng || before.radiusMeters !== radiusMeters) {
      feature.setGeometry(geodesicCircle(center, radiusMeters));
    }
    if (before?.label !== label || existing === null) feature.setStyle(label === undefined ? UNLABELLED : labelled(label));
    drawnFrom.set(feature, { lat: center.lat, lng: center.lng, radiusMeters, label });
    if (existing === null) {
      feature.setId(id);
      added.push(feature);
    }
  }
  if (added.length > 0) source.addFeatures(added);
};

/**
 * Every circle of `circles` (translucent green fill, as in the warehouse set-up of rules 17.2; one
 * layer for all of them, not one per circle) on the enclosing `MapView`. Renders nothing; adds ONE vector
 * layer while mounted, whose labels declutter together (and with other layers of the
 * `circle-labels` group), and updates its features in place by id whenever `circles` changes.
 */
export const CirclesLayer = ({ circles }: { readonly circles: readonly MapCircle[] }) => {
  const map = useOlMap();
  // Labels of circles at (nearly) the same spot would overlap into garble: they declutter together.
  const sourceRef = useVectorLayer((source) => new VectorLayer({ source, declutter: 'circle-labels', properties: { name: 'circles' } }));

  useEffect(() => {
    syncCircles(sourceRef.current, circles);
  }, [map, sourceRef, circles]);

  return null;
};
