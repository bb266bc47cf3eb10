import type { PillTone } from '../status-pill';
import { geoPoint } from './geo';
import type { MapMarker } from './marker-layer';

const TONES: readonly PillTone[] = ['green', 'blue', 'blue', 'blue', 'amber', 'gray'];

/** mulberry32: a small deterministic PRNG (same points on every run), values in [0, 1). */
const mulberry32 = (seed: number) => {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * `count` synthetic machines spread over a metro area (Chicago, about 60 × 50 km, denser near the
 * centre), deterministic for a `seed`; for the fleet map stories and its frame-time benchmark.
 */
export const syntheticFleet = (count: number, seed = 42): MapMarker[] => {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, i) => {
    const r = Math.sqrt(random()) * 0.25;
    const angle = random() * 2 * Math.PI;
    return {
      id: `eq_${String(i + 1).padStart(5, '0')}`,
      position: geoPoint(41.85 + r * Math.sin(angle), -87.75 + r * 1.35 * Math.cos(angle)),
      tone: TONES[Math.floor(random() * TONES.length)] ?? 'gray',
      label: `Machine ${i + 1}`,
    };
  });
};
