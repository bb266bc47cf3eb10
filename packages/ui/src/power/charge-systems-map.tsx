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
  /** Size classes; the map needs a fixed height (default 'h-96 w-full'). */
  readonly className?: string;
}

/**
 * The company's charge systems on a map (issue 9 item 2, SPEC 2 power overview): each system a
 * dot coloured by its tone with its name, the view fitted to them (one system: zoom 14; none: the
 * whole world), the offline basemap under optional tiles, an optional legend. A click on a system
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
    <div className={clsx('relative', className ?? 'h-96 w-full')}>
      <MapView label={label} center={centre} zoom={zoom} tiles={tiles} className="h-full w-full">
        <ChargeSystemsLayer systems={systems} onOpen={onOpen} />
      </MapView>
      {legend === undefined || legend.length === 0 ? null : (
        <ul
          aria-label={intl.formatMessage(messages.legend)}
          className="absolute bottom-2 left-2 z-10 space-y-1 rounded-md bg-white/95 px-3 py-2 text-xs text-slate-800 shadow ring-1 ring-slate-900/10"
        >
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
