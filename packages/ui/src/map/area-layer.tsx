import Feature from 'ol/Feature.js';
import VectorLayer from 'ol/layer/Vector.js';
import { useEffect } from 'react';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { geodesicCircle } from './geo';
import { useOlMap } from './map-context';
import { replaceFeatures, useVectorLayer } from './vector-layer';

/** A named circular area (a warehouse, rules 3.9): centre ({ lat, lng } in degrees) and radius in metres. */
export interface MapArea {
  readonly id: string;
  readonly name: string;
  readonly center: GeoPoint;
  readonly radiusMeters: number;
}

/**
 * Geodesic circles with their names (translucent green, the `CircleLayer` look) on the enclosing
 * `MapView`, for several areas at once (the fleet map's warehouses). Renders nothing; one vector
 * layer below the fleet points (zIndex 2). Names show from zoom 13, where they fit.
 */
export const AreaLayer = ({ areas }: { readonly areas: readonly MapArea[] }) => {
  const map = useOlMap();
  const sourceRef = useVectorLayer(
    (source) =>
      new VectorLayer({
        source,
        zIndex: 2,
        style: [
          { style: { 'fill-color': 'rgba(5, 150, 105, 0.18)', 'stroke-color': '#047857', 'stroke-width': 2 } },
          {
            filter: ['<=', ['resolution'], 20], // metres per pixel: zoom 13 and closer
            style: {
              'text-value': ['get', 'name'],
              'text-font': '600 13px system-ui, sans-serif',
              'text-fill-color': '#064e3b',
              'text-stroke-color': '#ffffff',
              'text-stroke-width': 3,
              'text-overflow': true,
            },
          },
        ],
        properties: { name: 'areas' },
      }),
  );

  useEffect(() => {
    replaceFeatures(
      sourceRef.current,
      areas.map((area) => {
        const feature = new Feature({ geometry: geodesicCircle(area.center, area.radiusMeters), name: area.name });
        feature.setId(area.id);
        return feature;
      }),
    );
  }, [map, sourceRef, areas]);

  return null;
};
