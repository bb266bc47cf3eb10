import { lazy, Suspense } from 'react';
import { MapBoundary } from '@yardfleet/ui/map/map-boundary';
import { useIntl } from 'react-intl';
import type { EquipmentDetailView } from '@yardfleet/contract/endpoints/equipment-detail';
import { PinIcon } from '@yardfleet/ui/fleet-icons';
import { errorMessages } from '../../i18n/error-messages';
import { DetailCard } from './detail-card';
import { detailMessages } from './equipment-detail-messages';

/** The map loads with its own chunk (OpenLayers), only when a machine has a location to show. */
const LocationMap = lazy(() => import('./location-map'));

const Message = ({ text }: { readonly text: string }) => (
  <p className="flex items-center gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
    <PinIcon className="size-4 shrink-0 text-slate-500" />
    {text}
  </p>
);

/**
 * Location (SPEC 3, 8): a machine that never reported a position shows "There is no location
 * information for this device."; an offline machine "The device is offline. No data available.",
 * followed, when it had reported a position, by that last known position on the map (where a
 * manager starts looking for a silent machine); otherwise its position (latitude, longitude in
 * degrees) on a map with one marker.
 */
export const LocationCard = ({ detail }: { readonly detail: EquipmentDetailView }) => {
  const intl = useIntl();
  const { location } = detail;
  const degrees = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 5 });
  const offline = detail.onlineStatus === 'offline';
  return (
    <DetailCard title={intl.formatMessage(detailMessages.location)}>
      {location === null ? (
        <Message text={intl.formatMessage(errorMessages.noDeviceLocation)} />
      ) : (
        <>
          {offline ? <Message text={intl.formatMessage(errorMessages.deviceOffline)} /> : null}
          {offline ? <p className="text-sm font-medium text-slate-800">{intl.formatMessage(detailMessages.lastKnownPosition)}</p> : null}
          <MapBoundary>
            <Suspense fallback={<p className="flex h-64 items-center justify-center text-sm text-slate-600">{intl.formatMessage(detailMessages.loadingMap)}</p>}>
              <LocationMap name={detail.name} location={location} />
            </Suspense>
          </MapBoundary>
          <p className="font-mono text-xs text-slate-600">
            {degrees(location.lat)}, {degrees(location.lng)}
          </p>
        </>
      )}
    </DetailCard>
  );
};
