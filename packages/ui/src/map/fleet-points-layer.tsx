import type MapBrowserEvent from 'ol/MapBrowserEvent.js';
import Layer from 'ol/layer/Layer.js';
import { useEffect, useRef, useState } from 'react';
import { fleetSize, nearestPoint, projectPoints, type FleetPoints, type IdentifyPoint, type PointIdentity, type ProjectedPoints } from './fleet-points';
import { useOlMap } from './map-context';
import { pointsCanvas, toneIndexes } from './points-canvas';

/** How far from a point a click or hover still hits it, CSS pixels. */
export const HIT_TOLERANCE_PX = 10;
/** How long the pointer rests on a point before its label is asked of `identify`, ms (no call per pixel moved). */
export const HOVER_IDENTIFY_DELAY_MS = 150;

interface FleetPointsLayerProps {
  readonly points: FleetPoints;
  readonly onSelect: (id: string) => void;
  /** Finds a point's id and label when `points` has none (a large fleet). */
  readonly identify?: IdentifyPoint;
  /** Fit the view to the points whenever they change (padding 40 px, at most zoom 16). */
  readonly fit: boolean;
}

const EMPTY: { readonly projected: ProjectedPoints; readonly tones: Uint8Array } = {
  projected: { x: new Float64Array(0), y: new Float64Array(0), extent: null },
  tones: new Uint8Array(0),
};

/**
 * Many points (rules 17.9, 21.13: 100,000 machines) on the enclosing `MapView`: one
 * OpenLayers layer whose render function draws the points straight from typed arrays (projected
 * once per `points`, no feature object per machine; docs/decisions/0015, which replaces 0007's
 * feature layers), a dot per tone colour with a white ring. A click within HIT_TOLERANCE_PX of a
 * point calls `onSelect(id)`; hovering one shows its label beside the pointer. Without ids and
 * labels in `points`, `identify(index)` finds them (on click, and after HOVER_IDENTIFY_DELAY_MS of
 * hovering). Hit testing is one pass over the projected columns.
 */
export const FleetPointsLayer = ({ points, onSelect, identify, fit }: FleetPointsLayerProps) => {
  const map = useOlMap();
  const dataRef = useRef(EMPTY);
  const pointsRef = useRef(points);
  const layerRef = useRef<Layer | null>(null);
  const onSelectRef = useRef(onSelect);
  const identifyRef = useRef(identify);
  const [hovered, setHovered] = useState<{ readonly label: string; readonly x: number; readonly y: number } | null>(null);

  useEffect(() => {
    onSelectRef.current = onSelect;
    identifyRef.current = identify;
  });

  useEffect(() => {
    const layer = new Layer({ render: pointsCanvas(() => dataRef.current), zIndex: 3, properties: { name: 'fleet-points' } });
    layerRef.current = layer;
    map.addLayer(layer);

    const pointAt = (pixel: number[]): number => {
      const coordinate = map.getCoordinateFromPixel(pixel);
      const resolution = map.getView().getResolution();
      if (coordinate === null || resolution === undefined) return -1;
      const [cx = 0, cy = 0] = coordinate;
      return nearestPoint(dataRef.current.projected, cx, cy, HIT_TOLERANCE_PX * resolution);
    };
    /** Point `index`'s id and label: from the columns, else from `identify` (undefined: none). */
    const identityOf = async (index: number): Promise<PointIdentity | undefined> => {
      if (index < 0) return undefined;
      const id = pointsRef.current.ids[index];
      if (id !== undefined) return { id, label: pointsRef.current.labels[index] ?? '' };
      return identifyRef.current?.(index).catch(() => undefined);
    };
    const onClick = (event: MapBrowserEvent) => {
      void identityOf(pointAt(event.pixel)).then((identity) => {
        if (identity !== undefined) onSelectRef.current(identity.id);
      });
    };
    let hoverIndex = -1;
    let hoverTimer: ReturnType<typeof setTimeout> | undefined;
    const onMove = (event: MapBrowserEvent) => {
      if (event.dragging) return;
      const index = pointAt(event.pixel);
      const target = map.getTargetElement();
      if (target) target.style.cursor = index < 0 ? '' : 'pointer';
      const [x = 0, y = 0] = event.pixel;
      if (index === hoverIndex) {
        setHovered((shown) => (shown === null ? null : { ...shown, x, y }));
        return;
      }
      hoverIndex = index;
      clearTimeout(hoverTimer);
      setHovered(null);
      if (index < 0) return;
      const label = pointsRef.current.labels[index];
      if (label !== undefined) {
        setHovered({ label, x, y });
        return;
      }
      hoverTimer = setTimeout(() => {
        void identityOf(index).then((identity) => {
          if (identity !== undefined && hoverIndex === index) setHovered({ label: identity.label, x, y });
        });
      }, HOVER_IDENTIFY_DELAY_MS);
    };
    map.on('singleclick', onClick);
    map.on('pointermove', onMove);
    return () => {
      clearTimeout(hoverTimer);
      map.un('singleclick', onClick);
      map.un('pointermove', onMove);
      layerRef.current = null;
      map.removeLayer(layer);
      layer.dispose();
    };
  }, [map]);

  useEffect(() => {
    pointsRef.current = points;
    const projected = projectPoints(points);
    dataRef.current = { projected, tones: toneIndexes(points.tones) };
    layerRef.current?.changed();
    if (fit && fleetSize(points) > 0 && projected.extent !== null) map.getView().fit(projected.extent, { padding: [40, 40, 40, 40], maxZoom: 16 });
  }, [map, points, fit]);

  return hovered === null ? null : (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute z-10 -translate-x-1/2 whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow"
      style={{ left: hovered.x, top: hovered.y - 32 }}
    >
      {hovered.label}
    </div>
  );
};
