import { lazy, Suspense } from 'react';
import { MapBoundary } from '@yardfleet/ui/map/map-boundary';
import type { WarehouseMapProps } from './warehouse-map';

/** OpenLayers loads with its own chunk, only on the Warehouses screens. */
const WarehouseMap = lazy(() => import('./warehouse-map'));

/**
 * The box the map will fill (h-80, as the map), with `text` centred: shown while the map's chunk
 * loads, and by the list while its warehouses load, so the table below never moves when the map
 * arrives (issue 12 item 2).
 */
export const MapPlaceholder = ({ text }: { readonly text: string }) => (
  <p className="flex h-80 items-center justify-center rounded-md bg-slate-50 text-sm text-slate-600">{text}</p>
);

/**
 * The lazily loaded warehouse map with a loading line (`loadingText`) while its chunk loads; a map
 * that fails to start leaves an empty slot, never a broken screen (the table and the wizard's
 * fields do not depend on it).
 */
export const MapSlot = ({ loadingText, ...props }: WarehouseMapProps & { readonly loadingText: string }) => (
  <MapBoundary>
    <Suspense fallback={<MapPlaceholder text={loadingText} />}>
      <WarehouseMap {...props} />
    </Suspense>
  </MapBoundary>
);
