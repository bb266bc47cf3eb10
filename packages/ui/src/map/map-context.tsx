import { createContext, useContext } from 'react';
import type OlMap from 'ol/Map.js';

/** The OpenLayers map of the enclosing `MapView`, for layer components. */
export const MapContext = createContext<OlMap | null>(null);

/**
 * The OpenLayers map of the enclosing `MapView`. Layer components call it to add their one layer
 * in an effect. `MapView` renders its children only once the map exists, so this never answers
 * a half-built map; it throws when used outside a `MapView` (a programming error).
 */
export const useOlMap = (): OlMap => {
  const map = useContext(MapContext);
  if (map === null) throw new Error('useOlMap: the layer must be a child of <MapView>');
  return map;
};
