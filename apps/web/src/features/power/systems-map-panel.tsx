import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ChargeSystemSummary } from '@yardfleet/contract/endpoints/power';
import { useMapConfigQuery } from '@yardfleet/data/endpoints/map';
import { chargeSystemTone } from '@yardfleet/domain/rules/charge-state-tone';
import { ChargeSystemsMap, type ChargeSystemPlace } from '@yardfleet/ui/power/charge-systems-map';
import { mapLegendMessages, powerMessages } from './power-messages';

/**
 * The charge systems on a map (rules 11.2), loaded lazily with OpenLayers: one named dot per
 * located system in the domain's system tone (all ready, charging, needs attention: a charger's
 * error code or a port overheating or in error, no chargers, not
 * reporting: gateway or every charger offline; with a legend); choosing a dot opens /power/{id}. Tiles from the server's map config
 * (offline basemap alone until it answers or without it). The list above is the keyboard way to the same systems.
 */
const SystemsMapPanel = ({ systems }: { readonly systems: readonly ChargeSystemSummary[] }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const config = useMapConfigQuery();
  const places = useMemo<readonly ChargeSystemPlace[]>(
    () =>
      systems.flatMap((system) =>
        system.location === null ? [] : [{ id: system.id, name: system.name, position: system.location, tone: chargeSystemTone(system) }],
      ),
    [systems],
  );
  const legend = (['ok', 'active', 'fault', 'idle', 'offline'] as const).map((tone) => ({ tone, label: intl.formatMessage(mapLegendMessages[tone]) }));
  if (places.length === 0) return <p className="text-sm text-slate-700">{intl.formatMessage(powerMessages.noLocations)}</p>;
  return (
    <div className="flex flex-col gap-2">
      <ChargeSystemsMap
        label={intl.formatMessage(powerMessages.mapLabel)}
        tiles={config.data?.tiles ?? null}
        systems={places}
        legend={legend}
        onOpen={(id) => void navigate(`/power/${encodeURIComponent(id)}`)}
        className="h-[28rem] w-full"
      />
      <p className="text-xs text-slate-600">{intl.formatMessage(powerMessages.mapHint)}</p>
    </div>
  );
};

export default SystemsMapPanel;
