import { useState, type ReactNode } from 'react';

/**
 * A story fixture of the warehouse set-up's radius step: a "Radius" slider (50 to 2,000 m in steps
 * of 50, starting at 500, its value shown as "<n> m") above what `children(radius)` draws with it,
 * e.g. a map whose circle follows the slider. Only stories use it.
 */
export const RadiusSliderDemo = ({ children }: { readonly children: (radiusMeters: number) => ReactNode }) => {
  const [radius, setRadius] = useState(500);
  return (
    <div className="space-y-2">
      <label className="flex items-center gap-2 text-sm">
        Radius
        <input type="range" min={50} max={2000} step={50} value={radius} onChange={(event) => setRadius(Number(event.target.value))} />
        <output>{radius} m</output>
      </label>
      {children(radius)}
    </div>
  );
};
