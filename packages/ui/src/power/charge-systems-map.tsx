import { clsx } from 'clsx';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { MapView, type MapTiles } from '../map/map-view';
import { ChargeSystemsLayer, markerColor, placesCentre, WORLD_VIEW, type ChargeSystemPlace } from './charge-systems-layer';
import type { StateTone } from './state-tone';

export type { ChargeSystemPlace } from './charge-systems-layer';
export type { StateTone } from './state-tone';

const messages = defineMessages({
  legend: { id: 'ui.map.legend', defaultMessage: 'Map legend', description: 'Accessible name of the list explaining the colours of the points on a map' },
});

export interface ChargeSystemsMapProps {
  /** Accessible name of the map region (e.g. "Charge systems map"). */
  readonly label: string;
  /** Online tiles over the offline basemap; null: basemap only. */
  readonly tiles: MapTiles | null;
  /** The systems with a known position: id, name (label beside the marker), position and tone (colour). */
  readonly systems: readonly ChargeSystemPlace[];
  /** Called with the id of the system whose marker or name was clicked. */
  readonly onOpen: (id: string) => void;
  /** What each colour means, shown as a legend (colour is never the only cue). */
  readonly legend?: readonly { readonly tone: StateTone; readonly label: string }[];
  /** Size classes of the map and its legend together; it needs a fixed height (default 'h-96 w-full'). The legend takes its own row below the map. */
  readonly className?: string;
}

/**
 * The company's charge systems on a map (the power overview, rules 11.2): each system a
 * dot coloured by its tone with its name, the view fitted to them (one system: zoom 14; none: the
 * whole world; padded so every name shows), the offline basemap under optional tiles, an optional
 * legend in a row below the map (never over a marker). A click on a system
 * calls `onOpen(id)`. Pointer only, like the fleet map: the list of systems beside it is the
 * keyboard and screen reader way to the same systems. OpenLayers is large: import this lazily and
 * wrap it in `MapBoundary` and Suspense with a placeholder of the same height.
 */
export const ChargeSystemsMap = ({ label, tiles, systems, onOpen, legend, className }: ChargeSystemsMapProps) => {
  const intl = useIntl();
  // The centre of the fitted view (MapView re-centres when it changes; the layer fits the zoom).
  const centre = placesCentre(systems);
  const [zoom] = useState(() => (systems.length === 0 ? WORLD_VIEW.zoom : 11));
  return (
    <div className={clsx('flex flex-col gap-2', className ?? 'h-96 w-full')}>
      <MapView label={label} center={centre} zoom={zoom} tiles={tiles} className="min-h-0 w-full flex-1">
        <ChargeSystemsLayer systems={systems} onOpen={onOpen} />
      </MapView>
      {legend === undefined || legend.length === 0 ? null : (
        <ul aria-label={intl.formatMessage(messages.legend)} className="flex shrink-0 flex-wrap gap-x-4 gap-y-1 text-xs text-slate-800">
          {legend.map((entry) => (
            <li key={entry.tone} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={clsx('size-3 rounded-full', entry.tone === 'offline' ? 'border-2 border-dashed border-slate-700' : 'ring-2 ring-white')}
                style={{ backgroundColor: markerColor(entry.tone) }}
              />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
