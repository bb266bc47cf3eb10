import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { useMapConfigQuery } from '@yardfleet/data/endpoints/map';
import { MapView } from '@yardfleet/ui/map/map-view';
import { MarkerLayer } from '@yardfleet/ui/map/marker-layer';

export interface GatewayMapProps {
  /** Accessible name of the map region ("Location of YG3A00117"). */
  readonly label: string;
  /** The gateway's last reported position (degrees). */
  readonly position: GeoPoint;
  /** The marker's name (the SN). */
  readonly markerLabel: string;
  readonly online: boolean;
}

/**
 * A gateway's position on the shared MapView (the server's tiles; offline basemap without them),
 * one marker green when online, gray when offline. Loaded lazily (OpenLayers ships in its own chunk).
 */
const GatewayMap = ({ label, position, markerLabel, online }: GatewayMapProps) => {
  const config = useMapConfigQuery();
  return (
    <MapView label={label} center={position} zoom={15} tiles={config.data?.tiles ?? null} className="h-72 w-full">
      <MarkerLayer points={[{ id: 'gateway', position, tone: online ? 'green' : 'gray', label: markerLabel }]} />
    </MapView>
  );
};

export default GatewayMap;
