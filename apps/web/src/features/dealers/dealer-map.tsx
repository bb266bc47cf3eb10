import { useEffect, useMemo } from 'react';
import { useMapConfigQuery } from '@yardfleet/data/endpoints/map';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { useOlMap } from '@yardfleet/ui/map/map-context';
import { MapView } from '@yardfleet/ui/map/map-view';
import type { FleetPoints } from '@yardfleet/ui/map/fleet-map';
import { FleetPointsLayer } from '@yardfleet/ui/map/fleet-points-layer';

/** One dealer on the map: its id, name and position (degrees). */
export interface DealerPlace {
  readonly id: string;
  readonly name: string;
  readonly position: GeoPoint;
}

export interface DealerMapProps {
  /** Accessible name of the map region. */
  readonly label: string;
  readonly dealers: readonly DealerPlace[];
  /** The user's position when the browser gave it, drawn as its own marker named `youLabel`. */
  readonly you: GeoPoint | null;
  readonly youLabel: string;
  /** The places the view is fitted to (the page's dealers and the point measured from); empty: every marker. */
  readonly frame: readonly GeoPoint[];
  /** The dealer whose row is highlighted (its marker is drawn green). */
  readonly focusedId: string | null;
  /** Called with the id of the dealer whose marker was clicked. */
  readonly onPick: (id: string) => void;
}

/** Id of the user's own marker (never a dealer id). */
const YOU_ID = 'you';

/** The WGS 84 ellipsoid's semi-major axis, metres: the sphere of the web mercator projection (EPSG:3857). */
const EARTH_RADIUS_M = 6_378_137;
/** A point ({ lat, lng } in degrees) in web mercator metres [x, y], the projection of the UI kit's maps. */
const webMercator = (p: GeoPoint): [number, number] => [
  (EARTH_RADIUS_M * p.lng * Math.PI) / 180,
  EARTH_RADIUS_M * Math.log(Math.tan(Math.PI / 4 + (p.lat * Math.PI) / 360)),
];

/**
 * The middle of the web mercator extent of `places` ({ lat, lng } in degrees), where the fitted
 * view is centred: MapView is given the same centre, so its own centring agrees with the fit.
 */
const extentMiddle = (places: readonly GeoPoint[]): GeoPoint => {
  const points = places.map(webMercator);
  const middle = (values: number[]) => (Math.min(...values) + Math.max(...values)) / 2;
  const x = middle(points.map(([px]) => px));
  const y = middle(points.map(([, py]) => py));
  return { lat: ((2 * Math.atan(Math.exp(y / EARTH_RADIUS_M)) - Math.PI / 2) * 180) / Math.PI, lng: ((x / EARTH_RADIUS_M) * 180) / Math.PI } as GeoPoint;
};

/** The closest the fitted view goes (a single place: a few streets around it). */
const FIT_MAX_ZOOM = 14;
/** Room kept between the outermost marker and the map's edge, CSS pixels. */
const FIT_PADDING_PX = 24;

/**
 * Fits the view of the enclosing MapView to the extent of `places` (web mercator; at most
 * FIT_MAX_ZOOM) whenever the set of places changes, not when only the highlight does.
 */
const FitToPlaces = ({ places }: { readonly places: readonly GeoPoint[] }) => {
  const map = useOlMap();
  // The places as "x,y" web mercator metres, one per line: a stable key of the set of places.
  const key = places.map((p) => webMercator(p).join(',')).join('\n');
  useEffect(() => {
    if (key === '') return;
    const points = key.split('\n').map((line) => line.split(',').map(Number));
    const xs = points.map(([x = 0]) => x);
    const ys = points.map(([, y = 0]) => y);
    const pad = FIT_PADDING_PX;
    map.getView().fit([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], { padding: [pad, pad, pad, pad], maxZoom: FIT_MAX_ZOOM });
  }, [map, key]);
  return null;
};

/**
 * The markers as the columns of the UI kit's points layer: a blue dot per dealer, the highlighted
 * dealer green and the point measured from red, both drawn last so no other dot covers them.
 */
const dealerPoints = (dealers: readonly DealerPlace[], focusedId: string | null, you: GeoPoint | null, youLabel: string): FleetPoints => {
  const ordered = [...dealers.filter((d) => d.id !== focusedId), ...dealers.filter((d) => d.id === focusedId)];
  const places = [
    ...ordered.map((d) => ({ id: d.id, label: d.name, position: d.position, tone: d.id === focusedId ? ('green' as const) : ('blue' as const) })),
    ...(you === null ? [] : [{ id: YOU_ID, label: youLabel, position: you, tone: 'red' as const }]),
  ];
  return {
    ids: places.map((p) => p.id),
    labels: places.map((p) => p.label),
    lat: places.map((p) => p.position.lat),
    lng: places.map((p) => p.position.lng),
    tones: places.map((p) => p.tone),
  };
};

/**
 * Every dealer found on the UI kit map (rules 15.6): a blue dot per dealer (green for the
 * highlighted one) and a red one for the point distances are measured from, the view fitted to
 * `frame` (the page's dealers and that point, so the page is in view while the rest of the
 * directory stays a pan away); a click on a dealer's dot calls `onPick(id)`, hovering one shows its
 * name. The dots are drawn by the points layer straight from columns, no feature object per
 * dealer (decision 0015), so the up to DEALER_MAP_MAX_POINTS dealers of a search cost a phone's
 * first frame no long task (rules 21.5). Tiles from the server's map config. Loaded lazily
 * (OpenLayers has its own chunk). The list is the keyboard way to the same dealers.
 */
const DealerMap = ({ label, dealers, you, youLabel, frame, focusedId, onPick }: DealerMapProps) => {
  const config = useMapConfigQuery();
  const points = useMemo(() => dealerPoints(dealers, focusedId, you, youLabel), [dealers, focusedId, you, youLabel]);
  const places = useMemo(() => (frame.length > 0 ? frame : [...dealers.map((d) => d.position), ...(you === null ? [] : [you])]), [frame, dealers, you]);
  if (places.length === 0) return null;
  return (
    <MapView label={label} center={extentMiddle(places)} zoom={10} tiles={config.data?.tiles ?? null} className="h-72 w-full">
      <FleetPointsLayer points={points} fit={false} onSelect={(id) => (id === YOU_ID ? undefined : onPick(id))} />
      <FitToPlaces places={places} />
    </MapView>
  );
};

export default DealerMap;
