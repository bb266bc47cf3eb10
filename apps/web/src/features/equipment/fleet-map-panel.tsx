import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { EquipmentFilters } from '@yardfleet/contract/endpoints/equipment';
import { useEquipmentPositionsQuery, useLazyEquipmentPositionsQuery } from '@yardfleet/data/endpoints/equipment-positions';
import { useMapConfigQuery } from '@yardfleet/data/endpoints/map';
import { INVENTORY_STATUSES } from '@yardfleet/domain/entities/equipment';
import { FleetMap, NO_FLEET_POINTS, type FleetPoints, type IdentifyPoint, type MapArea } from '@yardfleet/ui/map/fleet-map';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { INVENTORY_TONES, inventoryStatusMessages } from '../../shared/i18n/equipment-words';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { fleetPointsOf } from './fleet-points-of';
import { equipmentMessages, mapCountMessage } from './equipment-messages';

/**
 * The map view of the equipment screen (rules 17.9), loaded lazily so OpenLayers stays out of
 * the list's first chunk: every located machine matching `filters` (the list's search and filters,
 * no paging) on the fleet map, coloured by inventory status (in warehouse green, out for work blue,
 * location unknown amber, never seen gray, with a legend), the company's warehouses as circles.
 * Clicking a machine opens /equipment/<id> (its id asked of the server by position: the answer
 * carries positions and statuses only, decision 0015); hovering shows its name the same way. Tiles
 * come from the server's map config; without it (failed or off) the offline basemap alone is drawn.
 */
export const FleetMapPanel = ({ filters }: { readonly filters: EquipmentFilters }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const config = useMapConfigQuery();
  const positions = useEquipmentPositionsQuery(filters);
  const [lookUp] = useLazyEquipmentPositionsQuery();

  const points = useMemo<FleetPoints>(() => (positions.data === undefined ? NO_FLEET_POINTS : fleetPointsOf(positions.data.machines)), [positions.data]);
  // A large fleet's answer has no ids or names: the machine under the pointer is asked for by its position (decision 0015).
  const machines = positions.data?.machines;
  const identify = useCallback<IdentifyPoint>(
    async (index) => {
      const [lat, lng] = [machines?.lat[index], machines?.lng[index]];
      if (lat === undefined || lng === undefined) return undefined;
      const found = await lookUp({ ...filters, at: { lat, lng } }, true).unwrap();
      const [id, label] = [found.machines.ids[0], found.machines.names[0]];
      return id === undefined ? undefined : { id, label: label ?? '' };
    },
    [lookUp, filters, machines],
  );
  const warehouses = useMemo<readonly MapArea[]>(
    () => (positions.data?.warehouses ?? []).map((w) => ({ id: w.id, name: w.name, center: w.location, radiusMeters: w.radius })),
    [positions.data],
  );
  const legend = INVENTORY_STATUSES.map((status) => ({ tone: INVENTORY_TONES[status], label: intl.formatMessage(inventoryStatusMessages[status]) }));

  const placeholder = useLoadPlaceholder(
    positions.isError
      ? { kind: 'error', detail: loadErrorDetail(intl, positions.error) }
      : positions.data === undefined || config.isLoading
        ? { kind: 'loading' }
        : { kind: 'ready' },
    intl.formatMessage(equipmentMessages.mapLoadFailed),
    () => void positions.refetch(),
  );
  if (placeholder !== undefined) return placeholder;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700" role="status">
        {intl.formatMessage(mapCountMessage, { count: points.lat.length })}
      </p>
      <FleetMap
        label={intl.formatMessage(equipmentMessages.mapLabel)}
        tiles={config.data?.tiles ?? null}
        points={points}
        warehouses={warehouses}
        legend={legend}
        onSelect={(id) => void navigate(`/equipment/${encodeURIComponent(id)}`)}
        identify={identify}
        className="h-[32rem] w-full"
      />
      <p className="text-xs text-slate-600">{intl.formatMessage(equipmentMessages.mapHint)}</p>
    </div>
  );
};
