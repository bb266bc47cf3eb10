import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { useMapConfigQuery } from '@yardfleet/data/endpoints/map';
import { CirclesLayer, type MapCircle } from '@yardfleet/ui/map/circles-layer';
import { MapView } from '@yardfleet/ui/map/map-view';
import { MarkerLayer, type MapMarker } from '@yardfleet/ui/map/marker-layer';

/** A warehouse circle on the map: centre in degrees, radius in metres, the name drawn inside. */
export type { MapCircle };

export interface WarehouseMapProps {
  /** Accessible name of the map region. */
  readonly label: string;
  /** Centre of the view (degrees); the view follows it. */
  readonly center: GeoPoint;
  /** Initial zoom (web mercator level). */
  readonly zoom?: number;
  readonly circles?: readonly MapCircle[];
  readonly markers?: readonly MapMarker[];
  /** Called with the clicked point (step 1 of the set-up). */
  readonly onMapClick?: (point: GeoPoint) => void;
  /** The view fits this circle (radius in metres) whenever it changes. */
  readonly fitTo?: { readonly center: GeoPoint; readonly radiusMeters: number } | null;
  /** True: the view fits every circle whole (the overview of all warehouses, rules 17.5). */
  readonly fitAllCircles?: boolean;
  readonly className?: string;
}

/**
 * The Warehouses map (rules 17.5, 17.9): the shared MapView with the server's tiles (offline
 * basemap only when the config says none or is not loaded yet), ONE CirclesLayer for all warehouse
 * circles (one OpenLayers layer whatever their number; the wizard's single circle is
 * updated in place as its radius slider moves) and a MarkerLayer for chosen points. Loaded lazily
 * (OpenLayers ships in its own chunk).
 */
const WarehouseMap = ({ label, center, zoom, circles = [], markers = [], onMapClick, fitTo, fitAllCircles, className }: WarehouseMapProps) => {
  const config = useMapConfigQuery();
  return (
    <MapView
      label={label}
      center={center}
      zoom={zoom ?? 12}
      tiles={config.data?.tiles ?? null}
      fitTo={fitTo ?? null}
      {...(fitAllCircles === true ? { fitCircles: circles } : {})}
      className={className ?? 'h-80 w-full'}
      {...(onMapClick === undefined ? {} : { onMapClick })}
    >
      {/* Always mounted: its layer stays below the markers' whatever comes first. */}
      <CirclesLayer circles={circles} />
      {markers.length > 0 ? <MarkerLayer points={markers} /> : null}
    </MapView>
  );
};

export default WarehouseMap;
