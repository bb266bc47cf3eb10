import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ChargeSystemDetail } from '@yardfleet/contract/endpoints/power';
import { MapBoundary } from '@yardfleet/ui/map/map-boundary';
import { useRegion } from '../../shared/environment';
import { formatSinceInZone } from './power-format';
import { nodeTarget, topologyOf } from './topology-nodes';
import { powerMessages, topologyLabel } from './power-messages';

/** The diagram comes with its own chunk (React Flow and dagre), never with the first route. */
const ChargeSystemTopology = lazy(() => import('@yardfleet/ui/power/charge-system-topology').then((module) => ({ default: module.ChargeSystemTopology })));

/** Height of the diagram and of its placeholder while the chunk loads, so the page does not jump. */
const DIAGRAM_HEIGHT = 'h-[28rem]';

/**
 * The topology of one charge system (rules 11.2): gateway, chargers, ports and batteries as a node
 * diagram coloured by the domain's charge tones; choosing a node opens /power/{id}, at the charger's
 * card or the port's row. Loaded lazily; when the diagram cannot start the rest of the page stays.
 */
export const SystemTopology = ({ detail }: { readonly detail: ChargeSystemDetail }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const region = useRegion();
  const system = useMemo(() => topologyOf(intl, detail, (iso) => formatSinceInZone(intl, iso, detail.timeZone, region, new Date())), [intl, detail, region]);
  return (
    <div className="flex flex-col gap-2">
      <MapBoundary>
        <Suspense
          fallback={
            <p className={`flex ${DIAGRAM_HEIGHT} items-center justify-center text-sm text-slate-600`}>{intl.formatMessage(powerMessages.loadingTopology)}</p>
          }
        >
          <ChargeSystemTopology
            gateway={system.gateway}
            chargers={system.chargers}
            ariaLabel={intl.formatMessage(topologyLabel, { name: detail.system.name })}
            onOpen={(node) => void navigate(nodeTarget(detail.system.id, node))}
            className={`${DIAGRAM_HEIGHT} w-full`}
          />
        </Suspense>
      </MapBoundary>
      <p className="text-xs text-slate-600">{intl.formatMessage(powerMessages.topologyHint)}</p>
    </div>
  );
};
