import { useMemo } from 'react';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { CirclesLayer } from './circles-layer';

export interface CircleLayerProps {
  /** Centre of the circle ({ lat, lng } in degrees). */
  readonly center: GeoPoint;
  /** Radius in metres, measured on the ground (geodesic), e.g. a warehouse radius (rules 3.9). */
  readonly radiusMeters: number;
  /** Text drawn in the middle of the circle (e.g. the warehouse name). */
  readonly label?: string;
}

/**
 * A single geodesic circle (translucent green fill, as in the warehouse set-up of rules 17.2) on the enclosing
 * `MapView`: a `CirclesLayer` of one circle, so it looks the same. Renders nothing; adds one vector
 * layer while mounted and updates the circle in place whenever `center`, `radiusMeters` or `label`
 * change (a radius slider drags it live). Several circles on one map: use `CirclesLayer`.
 */
export const CircleLayer = ({ center, radiusMeters, label }: CircleLayerProps) => {
  const { lat, lng } = center;
  const circles = useMemo(
    () => [{ id: 'circle', center: { lat, lng }, radiusMeters, ...(label === undefined ? {} : { label }) }],
    [lat, lng, radiusMeters, label],
  );
  return <CirclesLayer circles={circles} />;
};
