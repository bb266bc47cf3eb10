import { useIntl } from 'react-intl';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { useMapConfigQuery } from '@yardfleet/data/endpoints/map';
import { MapView } from '@yardfleet/ui/map/map-view';
import { MarkerLayer } from '@yardfleet/ui/map/marker-layer';
import { mapLabel } from './equipment-detail-messages';

/**
 * The machine's position on a map (rules 2.11, 17.9): one green marker at `location` ({ lat, lng }
 * in degrees), zoom 15 (a few streets), over the server's tile service (offline basemap only
 * until the map config answers, or when it has none). Loaded lazily by LocationCard so OpenLayers ships only
 * with the map.
 */
const LocationMap = ({ name, location }: { readonly name: string; readonly location: GeoPoint }) => {
  const intl = useIntl();
  const config = useMapConfigQuery();
  return (
    <MapView
      label={intl.formatMessage(mapLabel, { name })}
      center={location}
      zoom={15}
      tiles={config.data?.tiles ?? null}
      className="h-64 w-full overflow-hidden rounded-md"
    >
      <MarkerLayer points={[{ id: 'machine', position: location, tone: 'green', label: name }]} />
    </MapView>
  );
};

export default LocationMap;
