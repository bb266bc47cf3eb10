import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import type { PillTone } from '../status-pill';
import { AreaLayer, type MapArea } from './area-layer';
import { fleetSize, type FleetPoints, type IdentifyPoint } from './fleet-points';
import { FleetPointsLayer } from './fleet-points-layer';
import { geoPoint } from './geo';
import { MapView, type MapTiles } from './map-view';
import { TONE_COLORS } from './tones';

export type { MapArea } from './area-layer';
export { NO_FLEET_POINTS, type FleetPoints, type IdentifyPoint, type PointIdentity } from './fleet-points';

export interface FleetMapProps {
  /** Accessible name of the map region ("Fleet map"). */
  readonly label: string;
  /** Online tiles over the offline basemap; null: basemap only. */
  readonly tiles: MapTiles | null;
  /** The machines as parallel columns: lat / lng in degrees, tones (colour), ids and labels (hover) or none (then `identify`). 100,000 and more. */
  readonly points: FleetPoints;
  /** Warehouses drawn as named circles (radius in metres). */
  readonly warehouses: readonly MapArea[];
  /** Called with the id of the clicked machine. */
  readonly onSelect: (id: string) => void;
  /** Finds a point's id and name when `points` carries none (a large fleet's answer, decision 0015). */
  readonly identify?: IdentifyPoint;
  /** What each colour means, shown as a legend (colour is never the only cue). */
  readonly legend?: readonly { readonly tone: PillTone; readonly label: string }[];
  /** Size classes; the map needs a height (default 'h-[32rem] w-full'). */
  readonly className?: string;
  /** More layer components drawn over the fleet (they read the map with `useOlMap()`). */
  readonly children?: ReactNode;
}

const messages = defineMessages({
  legend: { id: 'ui.map.legend', defaultMessage: 'Map legend', description: 'Accessible name of the list explaining the colours of the points on a map' },
});

/** Without points or warehouses the map shows the whole world from here. */
const WORLD_CENTER = geoPoint(20, 0);

const centreOf = (points: FleetPoints, warehouses: readonly MapArea[]): GeoPoint => {
  const [lat, lng] = [points.lat[0], points.lng[0]];
  return lat !== undefined && lng !== undefined ? geoPoint(lat, lng) : (warehouses[0]?.center ?? WORLD_CENTER);
};

/**
 * The fleet map (rules 17.9): every machine as a point coloured by its tone (the web app
 * maps inventory status: in warehouse green, out for work blue, location unknown amber, never seen
 * gray), warehouses as named circles, the view fitted to the points whenever they change, the
 * offline basemap under optional tiles. Clicking a point calls `onSelect(id)`; hovering shows its
 * name. Draws 100,000 points from columns (rules 21.13, decision 0015; `npm run bench:map`). Pointer only: the list view is the
 * keyboard and screen reader way to the same machines.
 */
export const FleetMap = ({ label, tiles, points, warehouses, onSelect, identify, legend, className, children }: FleetMapProps) => {
  const intl = useIntl();
  // The first centre only: later the view follows the points (fit), never a centre prop.
  const [{ center, zoom }] = useState(() => ({ center: centreOf(points, warehouses), zoom: fleetSize(points) === 0 && warehouses.length === 0 ? 2 : 11 }));
  return (
    <div className={clsx('relative', className ?? 'h-[32rem] w-full')}>
      <MapView label={label} center={center} zoom={zoom} tiles={tiles} className="h-full w-full">
        <AreaLayer areas={warehouses} />
        <FleetPointsLayer points={points} onSelect={onSelect} identify={identify} fit />
        {children}
      </MapView>
      {legend === undefined || legend.length === 0 ? null : (
        <ul
          aria-label={intl.formatMessage(messages.legend)}
          className="absolute bottom-2 left-2 z-10 space-y-1 rounded-md bg-white/95 px-3 py-2 text-xs text-slate-800 shadow ring-1 ring-slate-900/10"
        >
          {legend.map((entry) => (
            <li key={entry.tone} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-full ring-2 ring-white" style={{ backgroundColor: TONE_COLORS[entry.tone] }} />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
