import type { IntlShape } from 'react-intl';
import type { Gateway } from '@yardfleet/domain/entities/gateway';
import { formatCoordinates } from '@yardfleet/domain/geometry/parse-coordinates';
import { useWarehouseListQuery } from '@yardfleet/data/endpoints/warehouses';
import { warehouseVicinity } from '@yardfleet/domain/geometry/near-warehouse';
import type { WarehousePlace } from '@yardfleet/domain/geometry/nearest-warehouse';
import { formatMiles } from '@yardfleet/domain/locale/format-miles';
import { whereaboutsMessages } from './gateway-messages';
import { errorMessages } from '../../shared/i18n/error-messages';

/**
 * Where a gateway is, in words (the location of rules 14.2): its place (warehouse or site name), else its last
 * position (lat, lng to 5 decimals), else the sentence of rules 8.5 "There is no location information for this device.".
 */
export const locationText = (intl: IntlShape, gateway: Pick<Gateway, 'place' | 'location'>): string =>
  gateway.place !== null
    ? gateway.place.name
    : gateway.location !== null
      ? formatCoordinates(gateway.location)
      : intl.formatMessage(errorMessages.noDeviceLocation);

/**
 * The company's warehouses as places to name a position by (`GET warehouse/list`, every role reads
 * it: rules 6); empty while they load or when they cannot be read, so the position shows as coordinates meanwhile.
 */
export const useWarehousePlaces = (): readonly WarehousePlace<string>[] => {
  const list = useWarehouseListQuery();
  return list.data?.warehouses ?? [];
};

/** Where a gateway is, as a main line and the exact coordinates under it (null when the main line already is them or there is no position). */
export interface GatewayWhereabouts {
  readonly text: string;
  readonly coordinates: string | null;
}

/**
 * The location of rules 14.2 in words a person knows: the gateway's place (warehouse or site name);
 * else, for a position, its vicinity to the company's nearest warehouse (the domain's
 * warehouseVicinity: "Near North Depot (1.2 mi)" within NEAR_WAREHOUSE_MAX_MILES, "12.6 mi from
 * North Depot" beyond; miles as everywhere, rules 1.8) with the coordinates as a second line, or
 * the coordinates alone without warehouses; else "There is no location information for this device." (rules 8.5).
 */
export const gatewayWhereabouts = (
  intl: IntlShape,
  gateway: Pick<Gateway, 'place' | 'location'>,
  warehouses: readonly WarehousePlace<string>[],
): GatewayWhereabouts => {
  if (gateway.place !== null || gateway.location === null) return { text: locationText(intl, gateway), coordinates: null };
  const coordinates = formatCoordinates(gateway.location);
  const vicinity = warehouseVicinity(gateway.location, warehouses);
  if (vicinity.kind === 'none') return { text: coordinates, coordinates: null };
  const values = { warehouse: vicinity.warehouse.name, distance: formatMiles(vicinity.miles, intl.locale) };
  return { text: intl.formatMessage(vicinity.kind === 'near' ? whereaboutsMessages.near : whereaboutsMessages.far, values), coordinates };
};
