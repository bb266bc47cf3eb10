import { lazy, Suspense, useEffect, useState } from 'react';
import { MapBoundary } from '@yardfleet/ui/map/map-boundary';
import { useBackgroundReadsAllowed } from '../../shared/background-reads';
import type { WarehouseMapProps } from './warehouse-map';

/** OpenLayers loads with its own chunk, only on the Warehouses screens. */
const WarehouseMap = lazy(() => import('./warehouse-map'));

/**
 * The box the map will fill (h-80, as the map), with `text` centred: shown while the map's chunk
 * loads, and by the list while its warehouses load, so the table below never moves when the map
 * arrives (rules 21.4).
 */
export const MapPlaceholder = ({ text }: { readonly text: string }) => (
  <p className="flex h-80 items-center justify-center rounded-md bg-slate-50 text-sm text-slate-600">{text}</p>
);

/**
 * False until the browser is idle after the first render (at most 1 s later; a timer where there is
 * no requestIdleCallback): the list paints before OpenLayers and the basemap (about 290 KiB) start
 * downloading and compete with it (rules 21.5; Lighthouse's /warehouse LCP).
 */
const useIdleAfterRender = (): boolean => {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return idle;
};

/**
 * The lazily loaded warehouse map, its chunk asked for once the first screen of a first load has
 * painted with its data (useBackgroundReadsAllowed: on /warehouse, the list's rows; the idle
 * callback alone comes before them, and Lighthouse would count the map's requests in the list's
 * LCP; rules 21.5) and the browser is idle after the render, with a loading line (`loadingText`)
 * until it is there; a map
 * that fails to start leaves an empty slot, never a broken screen (the table and the wizard's
 * fields do not depend on it).
 */
export const MapSlot = ({ loadingText, ...props }: WarehouseMapProps & { readonly loadingText: string }) => {
  const idle = useIdleAfterRender();
  const allowed = useBackgroundReadsAllowed();
  if (!idle || !allowed) return <MapPlaceholder text={loadingText} />;
  return (
    <MapBoundary>
      <Suspense fallback={<MapPlaceholder text={loadingText} />}>
        <WarehouseMap {...props} />
      </Suspense>
    </MapBoundary>
  );
};
