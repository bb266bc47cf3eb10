import type Feature from 'ol/Feature.js';
import type VectorLayer from 'ol/layer/Vector.js';
import VectorSource from 'ol/source/Vector.js';
import { useEffect, useRef, type RefObject } from 'react';
import { useOlMap } from './map-context';

/**
 * The lifecycle every vector layer component shares (map layers are components that render
 * nothing): while mounted, a new source and the layer `create` builds on it sit on the enclosing
 * `MapView`; on unmount (or another map) both are removed and disposed. Returns the source, null
 * while unmounted, for the component's own effects to fill. `create` is read once per map.
 */
export const useVectorLayer = (create: (source: VectorSource) => VectorLayer<VectorSource>): RefObject<VectorSource | null> => {
  const map = useOlMap();
  const sourceRef = useRef<VectorSource | null>(null);
  const createRef = useRef(create);
  useEffect(() => {
    const source = new VectorSource();
    const layer = createRef.current(source);
    sourceRef.current = source;
    map.addLayer(layer);
    return () => {
      sourceRef.current = null;
      map.removeLayer(layer);
      layer.dispose();
      source.dispose();
    };
  }, [map]);
  return sourceRef;
};

/** Replaces every feature of `source` (null: not mounted, nothing to do) with `features`, in one change event. */
export const replaceFeatures = (source: VectorSource | null, features: Feature[]): void => {
  if (source === null) return;
  source.clear(true);
  source.addFeatures(features);
};
