import { lazy, Suspense } from 'react';
import { MapBoundary } from '@yardfleet/ui/map/map-boundary';
import type { GatewayMapProps } from './gateway-map';

/** OpenLayers loads with its own chunk, only when a gateway detail with a position is shown. */
const GatewayMap = lazy(() => import('./gateway-map'));

/**
 * The lazily loaded gateway map in a reserved 288 px high slot (no layout jump), with a loading
 * line (`loadingText`) while its chunk loads; a map that fails to start leaves the slot empty.
 */
export const GatewayMapSlot = ({ loadingText, ...props }: GatewayMapProps & { readonly loadingText: string }) => (
  <div className="h-72 overflow-hidden rounded-md bg-slate-50">
    <MapBoundary>
      <Suspense fallback={<p className="flex h-72 items-center justify-center text-sm text-slate-600">{loadingText}</p>}>
        <GatewayMap {...props} />
      </Suspense>
    </MapBoundary>
  </div>
);
