import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { SectionCard } from '@yardfleet/ui/section-card';
import type { ChargeSystemSummary, PowerFigures as Figures } from '@yardfleet/contract/endpoints/power';
import { MapBoundary } from '@yardfleet/ui/map/map-boundary';
import { Placeholder } from '@yardfleet/ui/placeholder';
import type { LoadResult } from '@yardfleet/data/load-result';
import { screenWords } from '../../shared/i18n/screen-words';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { ChargeSystemList } from './charge-system-list';
import { useNearViewport } from './near-viewport';
import { PowerFigures } from './power-figures';
import { powerMessages } from './power-messages';
import { TopologyPanel } from './topology-panel';

/** The map comes with its own chunk (OpenLayers), never with the first route. */
const SystemsMapPanel = lazy(() => import('./systems-map-panel'));

/** What the overview shows: loading, a failed load (with the server's text), or the company's power data and time zone (IANA). */
export type OverviewResult = LoadResult<{ figures: Figures; systems: readonly ChargeSystemSummary[]; timeZone: string }>;

export interface PowerOverviewViewProps {
  readonly result: OverviewResult;
  /** The company's name under the heading (the power home of power-only companies shows it). */
  readonly companyName?: string | null;
  readonly onRetry: () => void;
}

/**
 * /power and the power home (rules 11.2): the figures, the charge systems (each a
 * link to its detail), the systems on a map and the topology of a chosen system (each loaded as
 * its card nears the viewport after the first paint: useNearViewport). Without any charge system:
 * an empty Placeholder saying that charger gateways are bound from the mobile app. Loading and
 * error (with Try again) under the heading (useLoadPlaceholder).
 */
export const PowerOverviewView = ({ result, companyName, onRetry }: PowerOverviewViewProps) => {
  const intl = useIntl();
  const { ref: mapSlot, near: mapNear } = useNearViewport();
  const mapPlaceholder = <p className="flex h-[28rem] items-center justify-center text-sm text-slate-600">{intl.formatMessage(screenWords.loadingMap)}</p>;
  const heading = (
    <header className="flex flex-col gap-1">
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(powerMessages.title)}</h1>
      {companyName ? <p className="text-lg text-emerald-800">{companyName}</p> : null}
    </header>
  );
  const placeholder = useLoadPlaceholder(result, intl.formatMessage(powerMessages.loadFailed), onRetry);
  if (result.kind !== 'ready')
    return (
      <div className="flex flex-col gap-4">
        {heading}
        {placeholder}
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      {heading}
      <PowerFigures figures={result.figures} />
      {result.systems.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white">
          <Placeholder kind="empty" title={intl.formatMessage(powerMessages.emptyTitle)} description={intl.formatMessage(powerMessages.emptyBody)} />
        </div>
      ) : (
        <>
          <ChargeSystemList systems={result.systems} timeZone={result.timeZone} />
          <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-2">
            <SectionCard title={intl.formatMessage(powerMessages.map)}>
              <div ref={mapSlot}>
                {mapNear ? (
                  <MapBoundary>
                    <Suspense fallback={mapPlaceholder}>
                      <SystemsMapPanel systems={result.systems} />
                    </Suspense>
                  </MapBoundary>
                ) : (
                  mapPlaceholder
                )}
              </div>
            </SectionCard>
            <TopologyPanel systems={result.systems} />
          </div>
        </>
      )}
    </div>
  );
};
