import type { PillTone } from '../status-pill';
import type { FleetPoints } from './fleet-points';

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
 * centre), deterministic for a `seed`, as fleet map columns; for the fleet map stories and its
 * frame-time benchmark (`npm run bench:map`, up to 100,000 points).
 */
export const syntheticFleet = (count: number, seed = 42): FleetPoints => {
  const random = mulberry32(seed);
  const ids: string[] = [];
  const labels: string[] = [];
  const lat = new Float64Array(count);
  const lng = new Float64Array(count);
  const tones: PillTone[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = Math.sqrt(random()) * 0.25;
    const angle = random() * 2 * Math.PI;
    ids.push(`eq_${String(i + 1).padStart(5, '0')}`);
    labels.push(`Machine ${i + 1}`);
    lat[i] = 41.85 + r * Math.sin(angle);
    lng[i] = -87.75 + r * 1.35 * Math.cos(angle);
    tones.push(TONES[Math.floor(random() * TONES.length)] ?? 'gray');
  }
  return { ids, labels, lat, lng, tones };
};
