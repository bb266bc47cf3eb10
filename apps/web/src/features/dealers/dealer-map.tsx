import { useEffect, useMemo, useRef } from 'react';
import { useMapConfigQuery } from '@yardfleet/data/endpoints/map';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { distanceMiles } from '@yardfleet/domain/geometry/distance';
import { useOlMap } from '@yardfleet/ui/map/map-context';
import { MapView } from '@yardfleet/ui/map/map-view';
import { MarkerLayer, type MapMarker } from '@yardfleet/ui/map/marker-layer';

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
  /** The dealer whose row is highlighted (its marker is drawn green). */
  readonly focusedId: string | null;
  /** Called with the id of the dealer whose marker was clicked. */
  readonly onPick: (id: string) => void;
}

/** Id of the user's own marker (never a dealer id). */
const YOU_ID = 'you';
/** How far from a marker a click still picks it, CSS pixels. */
const HIT_TOLERANCE_PX = 6;
const METRES_PER_MILE = 1609.344;
/** The fitted view shows at least this radius around a single place, metres (a few streets around it). */
const MIN_FIT_RADIUS_M = 2_000;

/** Calls `onPick(id)` when a dealer marker of the enclosing MapView is clicked (the MarkerLayer's features carry the ids). */
const MarkerPicks = ({ onPick }: { readonly onPick: (id: string) => void }) => {
  const map = useOlMap();
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });
  useEffect(() => {
    const onClick = (event: { readonly pixel: number[] }) => {
      const feature = map.forEachFeatureAtPixel(event.pixel, (found) => found, {
        hitTolerance: HIT_TOLERANCE_PX,
        layerFilter: (layer) => layer.get('name') === 'markers',
      });
      const id = feature?.getId();
      if (id !== undefined && String(id) !== YOU_ID) onPickRef.current(String(id));
    };
    map.on('singleclick', onClick);
    return () => map.un('singleclick', onClick);
  }, [map]);
  return null;
};

/**
 * The circle the view fits: centred on the mean of the places, with the largest distance from
 * there (the domain's distanceMiles, in metres), at least MIN_FIT_RADIUS_M.
 */
const fitOf = (places: readonly GeoPoint[]): { readonly center: GeoPoint; readonly radiusMeters: number } | null => {
  const first = places[0];
  if (first === undefined) return null;
  const center = { lat: places.reduce((sum, p) => sum + p.lat, 0) / places.length, lng: places.reduce((sum, p) => sum + p.lng, 0) / places.length } as GeoPoint;
  const farthest = Math.max(...places.map((p) => distanceMiles(center, p)));
  return { center, radiusMeters: Math.max(MIN_FIT_RADIUS_M, farthest * METRES_PER_MILE) };
};

/**
 * The dealers of the current page on the UI kit map (issue 11 item 3): a blue marker per dealer
 * (green for the highlighted one) and a red one for the user's position when known, the view fitted
 * to all of them; a click on a dealer marker calls `onPick(id)`. Tiles from the server's map config.
 * Loaded lazily (OpenLayers has its own chunk). The list is the keyboard way to the same dealers.
 */
const DealerMap = ({ label, dealers, you, youLabel, focusedId, onPick }: DealerMapProps) => {
  const config = useMapConfigQuery();
  const markers = useMemo<MapMarker[]>(
    () => [
      ...dealers.map((d) => ({ id: d.id, position: d.position, tone: d.id === focusedId ? ('green' as const) : ('blue' as const), label: d.name })),
      ...(you === null ? [] : [{ id: YOU_ID, position: you, tone: 'red' as const, label: youLabel }]),
    ],
    [dealers, you, youLabel, focusedId],
  );
  const fit = useMemo(() => fitOf([...dealers.map((d) => d.position), ...(you === null ? [] : [you])]), [dealers, you]);
  if (fit === null) return null;
  return (
    <MapView label={label} center={fit.center} zoom={10} tiles={config.data?.tiles ?? null} fitTo={fit} className="h-72 w-full">
      <MarkerLayer points={markers} />
      <MarkerPicks onPick={onPick} />
    </MapView>
  );
};

export default DealerMap;
