import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ChargeSystemSummary } from '@yardfleet/contract/endpoints/power';
import { useMapConfigQuery } from '@yardfleet/data/endpoints/map';
import { gatewayTone } from '@yardfleet/domain/rules/charge-state-tone';
import { FleetMap, type MapMarker } from '@yardfleet/ui/map/fleet-map';
import { PILL_TONE_OF } from '@yardfleet/ui/power/state-tone';
import { onlineStatusMessages } from '../../i18n/equipment-words';
import { powerMessages } from './power-messages';

/**
 * The charge systems on a map (issue 9 item 2), loaded lazily with OpenLayers: one marker per
 * located system, coloured by its gateway's tone (online green, offline gray, with a legend);
 * choosing a marker opens /power/{id}. Tiles from the server's map config (offline basemap alone
 * until it answers or without it).
 */
const SystemsMapPanel = ({ systems }: { readonly systems: readonly ChargeSystemSummary[] }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const config = useMapConfigQuery();
  const points = useMemo<readonly MapMarker[]>(
    () =>
      systems.flatMap((system) =>
        system.location === null ? [] : [{ id: system.id, position: system.location, tone: PILL_TONE_OF[gatewayTone(system.onlineStatus)], label: system.name }],
      ),
    [systems],
  );
  const legend = (['online', 'offline'] as const).map((status) => ({ tone: PILL_TONE_OF[gatewayTone(status)], label: intl.formatMessage(onlineStatusMessages[status]) }));
  if (points.length === 0) return <p className="text-sm text-slate-700">{intl.formatMessage(powerMessages.noLocations)}</p>;
  return (
    <div className="flex flex-col gap-2">
      <FleetMap
        label={intl.formatMessage(powerMessages.mapLabel)}
        tiles={config.data?.tiles ?? null}
        points={points}
        warehouses={[]}
        legend={legend}
        onSelect={(id) => void navigate(`/power/${encodeURIComponent(id)}`)}
        className="h-[28rem] w-full"
      />
      <p className="text-xs text-slate-600">{intl.formatMessage(powerMessages.mapHint)}</p>
    </div>
  );
};

export default SystemsMapPanel;
