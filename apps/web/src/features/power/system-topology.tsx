import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ChargeSystemDetail } from '@yardfleet/contract/endpoints/power';
import { ChargeSystemTopology, type TopologyLegendEntry } from '@yardfleet/ui/power/charge-system-topology';
import { useRegion } from '../../shared/environment';
import { formatSinceInZone } from './power-format';
import { nodeTarget, topologyOf } from './topology-nodes';
import { powerMessages, topologyLabel } from './power-messages';

/**
 * The topology of one charge system (rules 11.2): gateway, chargers, ports and batteries as a tree
 * coloured by the domain's charge tones (rules 11.8) under a colour key that says what each tone
 * means; choosing a node (click, or Enter / Space on the focused node) opens /power/{id} at the
 * gateway's card, the charger's card or the port's row, and that page moves the focus there.
 */
export const SystemTopology = ({ detail }: { readonly detail: ChargeSystemDetail }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const region = useRegion();
  const system = useMemo(() => topologyOf(intl, detail, (iso) => formatSinceInZone(intl, iso, detail.timeZone, region, new Date())), [intl, detail, region]);
  const legend = useMemo(
    (): readonly TopologyLegendEntry[] => [
      { tone: 'ok', label: intl.formatMessage(powerMessages.legendOk) },
      { tone: 'active', label: intl.formatMessage(powerMessages.legendActive) },
      { tone: 'warning', label: intl.formatMessage(powerMessages.legendWarning) },
      { tone: 'fault', label: intl.formatMessage(powerMessages.legendFault) },
      { tone: 'idle', label: intl.formatMessage(powerMessages.legendIdle) },
      { tone: 'offline', label: intl.formatMessage(powerMessages.legendOffline) },
    ],
    [intl],
  );
  return (
    <div className="flex flex-col gap-2">
      <ChargeSystemTopology
        gateway={system.gateway}
        chargers={system.chargers}
        legend={legend}
        ariaLabel={intl.formatMessage(topologyLabel, { name: detail.system.name })}
        onOpen={(node) => void navigate(nodeTarget(detail.system.id, node))}
      />
      <p className="text-xs text-slate-600">{intl.formatMessage(powerMessages.topologyHint)}</p>
    </div>
  );
};
