/**
 * Pure figures of the benchmarks (docs/benchmarks.md): percentiles, medians and goal verdicts, kept
 * apart from the scripts that measure so a unit test can pin them (stats.test.ts).
 */

/**
 * The `p`-th percentile (0..100) of `values` by the nearest-rank method: the smallest value with
 * at least p % of the values at or below it. NaN for no values. Does not sort `values` in place.
 * @throws RangeError when p is outside 0..100.
 */
export const percentile = (values: readonly number[], p: number): number => {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile ${p} is outside 0..100`);
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
};

/**
 * The median of `values`: the middle value of an odd count, the mean of the two middle values of
 * an even count (so the median of 3 cold runs is the middle run's figure). NaN values are left
 * out (a run that could not report a figure); NaN when none is left.
 */
export const median = (values: readonly number[]): number => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
};

/** A latency summary in ms: count, p50, p95, p99 and max. */
export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** Summarizes latencies (ms, one per answer); every figure NaN when there are none. */
export const summarizeLatencies = (latencies: readonly number[]): LatencySummary => ({
  count: latencies.length,
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  p99: percentile(latencies, 99),
  max: latencies.length === 0 ? Number.NaN : latencies.reduce((a, b) => Math.max(a, b), -Infinity),
});

/** A goal on one figure: at most (`max`) or at least (`min`) the limit. */
export type Goal = { readonly kind: 'max'; readonly limit: number } | { readonly kind: 'min'; readonly limit: number };

/** The verdict of a figure against its goal: `pass`, `fail`, or `n/a` when the figure is NaN or there is no goal. */
export type Verdict = 'pass' | 'fail' | 'n/a';

/** Whether `value` meets `goal` (limits included: "at most 50 ms" passes at exactly 50). */
export const verdict = (value: number, goal: Goal | undefined): Verdict => {
  if (goal === undefined || Number.isNaN(value)) return 'n/a';
  return (goal.kind === 'max' ? value <= goal.limit : value >= goal.limit) ? 'pass' : 'fail';
};

/** The goal as people write it: `<= 50` or `>= 1000` (the unit is the column's). */
export const goalText = (goal: Goal | undefined): string => (goal === undefined ? '' : `${goal.kind === 'max' ? '<=' : '>='} ${goal.limit}`);
