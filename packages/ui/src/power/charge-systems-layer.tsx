import Feature from 'ol/Feature.js';
import type MapBrowserEvent from 'ol/MapBrowserEvent.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import Text from 'ol/style/Text.js';
import { useEffect, useMemo, useRef } from 'react';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { geoPoint, toGeoPoint, toMapCoordinate } from '../map/geo';
import { useOlMap } from '../map/map-context';
import { TONE_COLORS } from '../map/tones';
import { replaceFeatures, useVectorLayer } from '../map/vector-layer';
import { PILL_TONE_OF, STATE_TONES, type StateTone } from './state-tone';

/** A charge system on the map: its id, name (shown beside the marker), position ({ lat, lng } in degrees) and tone. */
export interface ChargeSystemPlace {
  readonly id: string;
  readonly name: string;
  readonly position: GeoPoint;
  readonly tone: StateTone;
}

/** Without systems the map shows the whole world from here, at zoom 2. */
export const WORLD_VIEW = { center: geoPoint(20, 0), zoom: 2 } as const;
/** The closest the view fits to (a single system: a few streets around it). */
export const FIT_MAX_ZOOM = 14;
/** How far from a marker or its name a click still opens it, CSS pixels. */
const HIT_TOLERANCE_PX = 6;
const LAYER_NAME = 'charge-systems';
const LABEL_FONT = '600 13px system-ui, sans-serif';
const LABEL_OFFSET_PX = 14;
const LABEL_HEIGHT_PX = 18;
/** A generous average width of one character of LABEL_FONT, CSS pixels (names are estimated, not measured). */
const LABEL_CHAR_WIDTH_PX = 8;
const MARKER_RADIUS_PX = 9;
/** Free room kept between the outermost marker or name and the map's edge, CSS pixels. */
const EDGE_MARGIN_PX = 16;
/** Height of one line of the map credits along the bottom edge (OpenLayers' attribution, 12 px type), CSS pixels. */
export const CREDIT_LINE_PX = 20;
/** Below this map width the credits wrap to two lines. */
const CREDIT_WRAP_BELOW_PX = 480;

/** The marker colour of a tone (the status pill dots); offline gets a dashed dark ring so it differs from idle. */
export const markerColor = (tone: StateTone): string => TONE_COLORS[PILL_TONE_OF[tone]];

const markerStyle = (tone: StateTone): Style =>
  new Style({
    image: new CircleStyle({
      radius: MARKER_RADIUS_PX,
      fill: new Fill({ color: markerColor(tone) }),
      stroke: tone === 'offline' ? new Stroke({ color: '#334155', width: 2, lineDash: [3, 3] }) : new Stroke({ color: '#ffffff', width: 2.5 }),
      declutterMode: 'none', // markers always show; only names that would collide are left out
    }),
  });
const MARKERS = Object.fromEntries(STATE_TONES.map((tone) => [tone, markerStyle(tone)])) as Record<StateTone, Style>;

/** One label style whose text is set per feature as it is drawn (OpenLayers' label decluttering pattern). */
const LABEL = new Style({
  text: new Text({
    font: LABEL_FONT,
    offsetY: LABEL_OFFSET_PX,
    textBaseline: 'top',
    fill: new Fill({ color: '#0f172a' }),
    stroke: new Stroke({ color: '#ffffff', width: 3 }),
  }),
});

/**
 * Where the fitted view is centred: the middle of the systems' extent on the web mercator map
 * (the world view's centre when there are none). `MapView` is given this centre, so its own
 * centring agrees with the layer's fit.
 */
export const placesCentre = (systems: readonly ChargeSystemPlace[]): GeoPoint => {
  if (systems.length === 0) return WORLD_VIEW.center;
  const coordinates = systems.map((system) => toMapCoordinate(system.position));
  const xs = coordinates.map(([x = 0]) => x);
  const ys = coordinates.map(([, y = 0]) => y);
  const middle = (values: number[]) => (Math.min(...values) + Math.max(...values)) / 2;
  return toGeoPoint([middle(xs), middle(ys)]) ?? WORLD_VIEW.center;
};

/**
 * The padding of the fitted view, [top, right, bottom, left] in CSS pixels, so every marker and its
 * name (centred under it, `labelWidth` pixels wide) stays inside a map of `size` [width, height]:
 * the marker's radius above, its name and the map credits along the bottom edge below (one line,
 * two on a map narrower than 480 px, so no name hides under them), half the widest name on each
 * side, plus a margin; never more than 40 % of the map's width or height per side, so a narrow
 * map still fits.
 */
export const fitPadding = (labelWidths: readonly number[], size: readonly [number, number]): [number, number, number, number] => {
  const [width, height] = size;
  const halfName = Math.max(MARKER_RADIUS_PX, ...labelWidths.map((labelWidth) => labelWidth / 2));
  const side = Math.min(Math.ceil(halfName + EDGE_MARGIN_PX), Math.floor(width * 0.4));
  const top = Math.min(MARKER_RADIUS_PX + EDGE_MARGIN_PX, Math.floor(height * 0.4));
  const credits = (width < CREDIT_WRAP_BELOW_PX ? 2 : 1) * CREDIT_LINE_PX;
  const bottom = Math.min(LABEL_OFFSET_PX + LABEL_HEIGHT_PX + credits + EDGE_MARGIN_PX, Math.floor(height * 0.4));
  return [top, side, bottom, side];
};

const toneOf = (value: unknown): StateTone => STATE_TONES.find((tone) => tone === value) ?? 'idle';

/**
 * The charge systems on the enclosing `MapView` (rules 11.2): a dot of the tone's colour per
 * system with its name below (names that would overlap are left out until zoomed in), the view
 * fitted to them with room for the names (`fitPadding`; at most zoom 14; none: the whole world) whenever systems come,
 * go or move (not when only a tone changes). A click on a dot or its name calls `onOpen(id)`;
 * the pointer becomes a hand over them. Renders nothing; one vector layer while mounted.
 */
export const ChargeSystemsLayer = ({ systems, onOpen }: { readonly systems: readonly ChargeSystemPlace[]; readonly onOpen: (id: string) => void }) => {
  const map = useOlMap();
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  const sourceRef = useVectorLayer(
    (source) =>
      new VectorLayer({
        source,
        zIndex: 3,
        declutter: true,
        style: (feature) => {
          LABEL.getText()?.setText(String(feature.get('name')));
          return [MARKERS[toneOf(feature.get('tone'))], LABEL];
        },
        properties: { name: LAYER_NAME },
      }),
  );

  useEffect(() => {
    const options = { layerFilter: (layer: { get: (key: string) => unknown }) => layer.get('name') === LAYER_NAME, hitTolerance: HIT_TOLERANCE_PX };
    const onClick = (event: MapBrowserEvent) => {
      const feature = map.forEachFeatureAtPixel(event.pixel, (found) => found, options);
      const id = feature?.getId();
      if (id !== undefined) onOpenRef.current(String(id));
    };
    const onMove = (event: MapBrowserEvent) => {
      if (event.dragging) return;
      const target = map.getTargetElement();
      if (target) target.style.cursor = map.hasFeatureAtPixel(event.pixel, options) ? 'pointer' : '';
    };
    map.on('singleclick', onClick);
    map.on('pointermove', onMove);
    return () => {
      map.un('singleclick', onClick);
      map.un('pointermove', onMove);
    };
  }, [map]);

  useEffect(() => {
    replaceFeatures(
      sourceRef.current,
      systems.map((system) => {
        const feature = new Feature({ geometry: new Point(toMapCoordinate(system.position)), name: system.name, tone: system.tone });
        feature.setId(system.id);
        return feature;
      }),
    );
  }, [map, sourceRef, systems]);

  // Fit only when the set of places changes: a live tone change must not move the user's view.
  const placesKey = useMemo(() => systems.map((system) => `${system.id}@${String(system.position.lat)},${String(system.position.lng)}`).join('|'), [systems]);
  const namesKey = useMemo(() => systems.map((system) => system.name).join('\n'), [systems]);
  useEffect(() => {
    const view = map.getView();
    const extent = sourceRef.current?.getExtent();
    if (placesKey === '' || extent === undefined || extent === null) {
      view.setCenter(toMapCoordinate(WORLD_VIEW.center));
      view.setZoom(WORLD_VIEW.zoom);
      return;
    }
    const size = map.getSize();
    const labelWidths = namesKey.split('\n').map((name) => name.length * LABEL_CHAR_WIDTH_PX);
    const padding = fitPadding(labelWidths, size === undefined ? [Infinity, Infinity] : [size[0] ?? Infinity, size[1] ?? Infinity]);
    view.fit(extent, { padding, maxZoom: FIT_MAX_ZOOM });
  }, [map, sourceRef, placesKey, namesKey]);

  return null;
};
