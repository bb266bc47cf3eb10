/**
 * A seeded pseudo-random generator (mulberry32) so the demo data is the same on every machine and
 * every run: tests and end-to-end checks can rely on its names, serial numbers and counts.
 */
export interface Prng {
  /** A float in [0, 1). */
  readonly next: () => number;
  /** An integer in [min, max] (both included). */
  readonly int: (min: number, max: number) => number;
  /** A float in [min, max). */
  readonly float: (min: number, max: number) => number;
  /** One element of a non-empty list. @throws Error on an empty list. */
  readonly pick: <T>(items: readonly T[]) => T;
  /** True with probability `p`. */
  readonly chance: (p: number) => boolean;
  /** A version 4 UUID built from the generator (deterministic, not secret). */
  readonly uuid: () => string;
}

/** Builds the generator from a 32-bit seed. */
export const prng = (seed: number): Prng => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number): string => Array.from({ length: n }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + int(0, 3)).toString(16)}${hex(3)}-${hex(12)}`,
  };
};
