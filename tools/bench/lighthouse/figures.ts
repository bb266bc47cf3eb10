/**
 * The figures `npm run bench:lighthouse` reads from each Lighthouse run, their median over the
 * cold runs, and the goals per preset (rules 21.3) (mobile score >= 90, desktop >= 98; LCP <= 2.5 s
 * mobile, 0.8 s desktop; CLS <= 0.02). Pure (figures.test.ts).
 */
import { field } from '../common/field';
import { median, verdict, type Goal, type Verdict } from '../common/stats';

/** Lighthouse's two form factors: the default (mobile) config and its desktop config. */
export type Preset = 'mobile' | 'desktop';

/** One run's figures: performance score 0..100, FCP / LCP / TBT in ms, CLS, bytes transferred. */
export interface RunFigures {
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly bytes: number;
}

/** The audits each figure comes from (Lighthouse 12 ids; `numericValue` in ms or bytes, CLS unitless). */
const AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  bytes: 'total-byte-weight',
} as const;

/**
 * Reads the figures from a Lighthouse result (`lhr`): the performance category's score x 100 and
 * the audits' numericValue; a figure Lighthouse could not compute (an error, a missing audit) is NaN.
 */
export const figuresOf = (lhr: unknown): RunFigures => {
  const audits = field(lhr, 'audits');
  const numeric = (id: string): number => {
    const value = field(field(audits, id), 'numericValue');
    return typeof value === 'number' ? value : Number.NaN;
  };
  const score = field(field(field(lhr, 'categories'), 'performance'), 'score');
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    fcpMs: numeric(AUDITS.fcpMs),
    lcpMs: numeric(AUDITS.lcpMs),
    tbtMs: numeric(AUDITS.tbtMs),
    cls: numeric(AUDITS.cls),
    bytes: numeric(AUDITS.bytes),
  };
};

/** The median of each figure over the runs (each figure on its own; NaN runs left out). */
export const medianFigures = (runs: readonly RunFigures[]): RunFigures => ({
  score: median(runs.map((r) => r.score)),
  fcpMs: median(runs.map((r) => r.fcpMs)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
  bytes: median(runs.map((r) => r.bytes)),
});

/** The goals for a preset (rules 21.3): score, LCP (ms) and CLS. */
export interface PresetGoals {
  readonly score: Goal;
  readonly lcpMs: Goal;
  readonly cls: Goal;
}

/** The goals of rules 21.3 by preset. */
export const GOALS: Readonly<Record<Preset, PresetGoals>> = {
  mobile: { score: { kind: 'min', limit: 90 }, lcpMs: { kind: 'max', limit: 2500 }, cls: { kind: 'max', limit: 0.02 } },
  desktop: { score: { kind: 'min', limit: 98 }, lcpMs: { kind: 'max', limit: 800 }, cls: { kind: 'max', limit: 0.02 } },
};

/** Each goal's verdict and the whole row's: `pass` only when every goal passes, `n/a` when a figure is missing. */
export const verdicts = (
  figures: RunFigures,
  preset: Preset,
): { readonly score: Verdict; readonly lcp: Verdict; readonly cls: Verdict; readonly all: Verdict } => {
  const goals = GOALS[preset];
  const score = verdict(figures.score, goals.score);
  const lcp = verdict(figures.lcpMs, goals.lcpMs);
  const cls = verdict(figures.cls, goals.cls);
  const each = [score, lcp, cls];
  const all: Verdict = each.includes('fail') ? 'fail' : each.includes('n/a') ? 'n/a' : 'pass';
  return { score, lcp, cls, all };
};
