import { lazy, Suspense } from 'react';
import { MapBoundary } from '@yardfleet/ui/map/map-boundary';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { EquipmentDetailView, WarehouseRef } from '@yardfleet/contract/endpoints/equipment-detail';
import { formatMiles } from '@yardfleet/domain/locale/format-miles';
import { PinIcon } from '@yardfleet/ui/fleet-icons';
import { useBackgroundReadsAllowed } from '../../shared/background-reads';
import { errorMessages } from '../../shared/i18n/error-messages';
import { screenWords } from '../../shared/i18n/screen-words';
import { equipmentFieldWords } from '../../shared/i18n/equipment-field-words';
import { DetailCard } from './detail-card';
import { detailMessages, distanceAway } from './equipment-detail-messages';

/** The map loads with its own chunk (OpenLayers), only when a machine has a location to show. */
const LocationMap = lazy(() => import('./location-map'));

/** The map's place while it loads: its height kept (no layout shift), "Loading map…" said. */
const MapPlaceholder = ({ text }: { readonly text: string }) => <p className="flex h-64 items-center justify-center text-sm text-slate-600">{text}</p>;

const Message = ({ text }: { readonly text: string }) => (
  <p className="flex items-center gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
    <PinIcon className="size-4 shrink-0 text-slate-500" />
    {text}
  </p>
);

/** A warehouse's name as a link: to its edit page for roles with fleet.edit, else to /warehouse. */
const WarehouseLink = ({ warehouse, canEdit }: { readonly warehouse: WarehouseRef; readonly canEdit: boolean }) => (
  <Link to={canEdit ? `/warehouse/${warehouse.id}/edit` : '/warehouse'} className="font-medium text-emerald-700 underline hover:text-emerald-900">
    {warehouse.name}
  </Link>
);

/**
 * Where the machine is (rules 17.6), as the server computed it: "Warehouse: <name>" in
 * warehouse, "Nearest warehouse: <name>, 1.2 mi away" out for work (the domain's formatMiles in
 * the page's locale); nothing when the detail carries neither.
 */
const Place = ({ detail, canEdit }: { readonly detail: EquipmentDetailView; readonly canEdit: boolean }) => {
  const intl = useIntl();
  if (detail.warehouse) {
    return (
      <p className="text-sm text-slate-700">
        {intl.formatMessage(equipmentFieldWords.warehouse)}: <WarehouseLink warehouse={detail.warehouse} canEdit={canEdit} />
      </p>
    );
  }
  if (detail.nearestWarehouse) {
    const distance = formatMiles(detail.nearestWarehouse.miles, intl.locale);
    return (
      <p className="text-sm text-slate-700">
        {intl.formatMessage(detailMessages.nearestWarehouse)}: <WarehouseLink warehouse={detail.nearestWarehouse.warehouse} canEdit={canEdit} />
        {', '}
        {intl.formatMessage(distanceAway, { distance })}
      </p>
    );
  }
  return null;
};

/**
 * Location (rules 2.11, 8.5): a machine that never reported a position shows "There is no location
 * information for this device."; an offline machine "The device is offline. No data available.",
 * followed, when it had reported a position, by that last known position on the map (where a
 * manager starts looking for a silent machine); otherwise its position (latitude, longitude in
 * degrees) on a map with one marker. Above the map, the machine's warehouse or its nearest
 * warehouse with the distance in miles (`canEdit`: the link opens the warehouse's edit page).
 * The map's code loads once the first screen has painted (useBackgroundReadsAllowed); until then
 * its place, 256 px high, says "Loading the map…".
 */
export const LocationCard = ({ detail, canEdit }: { readonly detail: EquipmentDetailView; readonly canEdit: boolean }) => {
  const intl = useIntl();
  // OpenLayers (its 82 KiB chunk and its first frame) waits until the first screen has painted
  // (rules 21.5; on mobile /equipment/:id the chunk, loaded beside the detail's first render, ends
  // before the largest paint and so counts in Lighthouse's simulated LCP: 4.2 s against 2.9 s).
  const mapAllowed = useBackgroundReadsAllowed();
  const loadingMap = <MapPlaceholder text={intl.formatMessage(screenWords.loadingMap)} />;
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
          <Place detail={detail} canEdit={canEdit} />
          {offline ? <p className="text-sm font-medium text-slate-800">{intl.formatMessage(detailMessages.lastKnownPosition)}</p> : null}
          {mapAllowed ? (
            <MapBoundary>
              <Suspense fallback={loadingMap}>
                <LocationMap name={detail.name} location={location} />
              </Suspense>
            </MapBoundary>
          ) : (
            loadingMap
          )}
          <p className="font-mono text-xs text-slate-600">
            {degrees(location.lat)}, {degrees(location.lng)}
          </p>
        </>
      )}
    </DetailCard>
  );
};
