import { clsx } from 'clsx';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import { defaults as defaultControls } from 'ol/control/defaults.js';
import TileLayer from 'ol/layer/Tile.js';
import XYZ from 'ol/source/XYZ.js';
import 'ol/ol.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { createBasemapLayer, type Basemap } from './basemap';
import { circlesExtent, geodesicCircle, toGeoPoint, toMapCoordinate, type GeoCircle } from './geo';
import { MapContext } from './map-context';

const messages = defineMessages({
  zoomIn: { id: 'ui.map.zoomIn', defaultMessage: 'Zoom in', description: 'Button of a map that zooms in one step' },
  zoomOut: { id: 'ui.map.zoomOut', defaultMessage: 'Zoom out', description: 'Button of a map that zooms out one step' },
  attributions: { id: 'ui.map.attributions', defaultMessage: 'Map credits', description: 'Button of a map that shows or hides the map data credits' },
  basemapCredit: {
    id: 'ui.map.basemapCredit',
    defaultMessage: 'Offline basemap: Natural Earth',
    description: 'Credit line of the built-in world map shown when online map tiles cannot be loaded (Natural Earth is a proper name)',
  },
});

/** An XYZ raster tile service: `url` with {z}/{x}/{y} (e.g. OpenStreetMap) and the credit it requires, as plain text. */
export interface MapTiles {
  readonly url: string;
  readonly attribution: string;
}

export interface MapViewProps {
  /** Accessible name of the map (a focusable region: arrow keys pan, +/- zoom). */
  readonly label: string;
  /** Initial centre ({ lat, lng } in degrees); the view moves there when it changes. */
  readonly center: GeoPoint;
  /** Initial zoom level (web mercator levels, 0 = whole world), default 12 (a town). */
  readonly zoom?: number;
  /** Online tiles drawn over the offline basemap; null: only the offline basemap. */
  readonly tiles: MapTiles | null;
  /** Called with the clicked point (single click; a double click zooms instead). */
  readonly onMapClick?: (point: GeoPoint) => void;
  /** When given, the view fits this circle (radius in metres) and fits again whenever it changes. */
  readonly fitTo?: { readonly center: GeoPoint; readonly radiusMeters: number } | null;
  /**
   * When given and not empty, the view fits all these circles whole (radius in metres; at most
   * street zoom 16) and fits again whenever they change: an overview of far-apart places.
   */
  readonly fitCircles?: readonly GeoCircle[];
  /** Size classes (e.g. 'h-80 w-full'); the map needs a height. */
  readonly className?: string;
  /** Layer components (`MarkerLayer`, `CircleLayer`, ...) drawn on this map. */
  readonly children?: ReactNode;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${String(char.codePointAt(0))};`);

/**
 * An OpenLayers map (rules 17.9, architecture 4): EPSG:3857, the offline Natural Earth basemap (its
 * level of detail following the zoom, basemap.ts) always
 * underneath, and `tiles` (OpenStreetMap by default, from the server's map config) on top with
 * their credit shown. When tiles fail before any has loaded (no internet, blocked host) the tile
 * layer is hidden and the basemap's credit is shown instead. The map element is a focusable
 * region named `label` (KeyboardPan / KeyboardZoom); zoom buttons carry translated names.
 * Children are layer components reading the map through `useOlMap()`; the map is disposed on unmount.
 */
export const MapView = ({ label, center, zoom = 12, tiles, onMapClick, fitTo, fitCircles, className, children }: MapViewProps) => {
  const intl = useIntl();
  const targetRef = useRef<HTMLDivElement>(null);
  const basemapRef = useRef<Basemap | null>(null);
  const [map, setMap] = useState<OlMap | null>(null);
  const onMapClickRef = useRef(onMapClick);
  const initialView = useRef({ center, zoom });

  useEffect(() => {
    onMapClickRef.current = onMapClick;
  });

  useEffect(() => {
    const target = targetRef.current;
    if (target === null) return undefined;
    const view = new View({ center: toMapCoordinate(initialView.current.center), zoom: initialView.current.zoom, maxZoom: 20 });
    const basemap = createBasemapLayer(view.getResolution());
    basemap.loaded.catch(() => undefined); // the sea background stays if the chunk cannot load
    basemapRef.current = basemap;
    // The basemap's level of detail follows the zoom (fits included), before the next frame is drawn.
    view.on('change:resolution', () => basemap.showResolution(view.getResolution()));
    const olMap = new OlMap({
      target,
      layers: [basemap.layer],
      view,
      controls: defaultControls({ rotate: false, attributionOptions: { collapsible: false } }),
    });
    olMap.on('singleclick', (event) => {
      const point = toGeoPoint(event.coordinate);
      if (point !== undefined) onMapClickRef.current?.(point);
    });
    setMap(olMap);
    return () => {
      setMap(null);
      basemapRef.current = null;
      olMap.setTarget(undefined);
      olMap.dispose();
      basemap.layer.dispose();
    };
  }, []);

  const zoomInName = intl.formatMessage(messages.zoomIn);
  const zoomOutName = intl.formatMessage(messages.zoomOut);
  const attributionsName = intl.formatMessage(messages.attributions);
  useEffect(() => {
    const target = targetRef.current;
    if (map === null || target === null) return;
    const name = (selector: string, text: string) => {
      const button = target.querySelector(selector);
      button?.setAttribute('aria-label', text);
      button?.setAttribute('title', text);
    };
    name('.ol-zoom-in', zoomInName);
    name('.ol-zoom-out', zoomOutName);
    name('.ol-attribution button', attributionsName);
  }, [map, zoomInName, zoomOutName, attributionsName]);

  const basemapCredit = escapeHtml(intl.formatMessage(messages.basemapCredit));
  const tileUrl = tiles?.url;
  const tileAttribution = tiles?.attribution;
  useEffect(() => {
    const basemap = basemapRef.current;
    const showBasemapCredit = (show: boolean) => basemap?.setCredit(show ? basemapCredit : undefined);
    if (map === null || tileUrl === undefined) {
      showBasemapCredit(true);
      return undefined;
    }
    // The page's Referrer-Policy is no-referrer; OpenStreetMap's tile policy asks web maps to say
    // where they are used, so tile requests name this origin (never the path).
    const source = new XYZ({ url: tileUrl, attributions: escapeHtml(tileAttribution ?? ''), maxZoom: 19, referrerPolicy: 'strict-origin' });
    const layer = new TileLayer({ source, properties: { name: 'tiles' } });
    let anyLoaded = false;
    source.on('tileloadend', () => {
      anyLoaded = true;
    });
    source.on('tileloaderror', () => {
      if (anyLoaded || !layer.getVisible()) return;
      layer.setVisible(false);
      showBasemapCredit(true);
    });
    showBasemapCredit(false);
    map.getLayers().insertAt(1, layer); // above the basemap, below every child layer
    return () => {
      map.removeLayer(layer);
      layer.dispose();
      source.dispose();
    };
  }, [map, tileUrl, tileAttribution, basemapCredit]);

  const { lat, lng } = center;
  useEffect(() => {
    map?.getView().setCenter(toMapCoordinate({ lat, lng }));
  }, [map, lat, lng]);

  const fitLat = fitTo?.center.lat;
  const fitLng = fitTo?.center.lng;
  const fitRadius = fitTo?.radiusMeters;
  useEffect(() => {
    if (map === null || fitLat === undefined || fitLng === undefined || fitRadius === undefined) return;
    map.getView().fit(geodesicCircle({ lat: fitLat, lng: fitLng }, fitRadius), { padding: [32, 32, 32, 32] });
  }, [map, fitLat, fitLng, fitRadius]);

  // The circles as a value (a new array of the same circles does not move the view).
  const fitKey = JSON.stringify((fitCircles ?? []).map((c) => [c.center.lat, c.center.lng, c.radiusMeters]));
  useEffect(() => {
    const circles = (JSON.parse(fitKey) as [number, number, number][]).map(([lat, lng, radiusMeters]) => ({ center: { lat, lng }, radiusMeters }));
    const extent = circlesExtent(circles);
    if (map === null || extent === null) return;
    map.getView().fit(extent, { padding: [32, 32, 32, 32], maxZoom: 16 });
  }, [map, fitKey]);

  return (
    <div className={clsx('relative overflow-hidden rounded-md', className)}>
      <div
        ref={targetRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        className="absolute inset-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-600"
      />
      {map === null ? null : <MapContext.Provider value={map}>{children}</MapContext.Provider>}
    </div>
  );
};
