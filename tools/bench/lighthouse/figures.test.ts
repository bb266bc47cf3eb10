import { describe, expect, it } from 'vitest';
import { figuresOf, medianFigures, verdicts, type RunFigures } from './figures';

/** A Lighthouse result with only what the benchmark reads. */
const lhr = (score: number | null, lcp: number, cls: number) => ({
  categories: { performance: { score } },
  audits: {
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 40 },
    'cumulative-layout-shift': { numericValue: cls },
    'total-byte-weight': { numericValue: 250_000 },
  },
});

const run = (score: number, lcpMs: number, cls: number): RunFigures => ({ score, fcpMs: 800, lcpMs, tbtMs: 0, cls, bytes: 100_000 });

describe('figuresOf', () => {
  it('reads the performance score as 0..100 and each audit’s numeric value', () => {
    expect(figuresOf(lhr(0.934, 2100, 0.01))).toEqual({ score: 93, fcpMs: 900, lcpMs: 2100, tbtMs: 40, cls: 0.01, bytes: 250_000 });
  });
  it('gives NaN for what Lighthouse could not compute (no score, missing audits)', () => {
    const figures = figuresOf({ categories: { performance: { score: null } }, audits: {} });
    expect(figures.score).toBeNaN();
    expect(figures.lcpMs).toBeNaN();
  });
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own over the cold runs', () => {
    const m = medianFigures([run(70, 3000, 0.3), run(95, 1000, 0), run(90, 2000, 0.01)]);
    expect(m.score).toBe(90);
    expect(m.lcpMs).toBe(2000);
    expect(m.cls).toBe(0.01);
  });
});

describe('verdicts', () => {
  it('holds mobile to a score of 90 and an LCP of 2.5 s, desktop to 98 and 0.8 s, both to CLS 0.02', () => {
    expect(verdicts(run(90, 2500, 0.02), 'mobile').all).toBe('pass');
    expect(verdicts(run(90, 2500, 0.02), 'desktop')).toEqual({ score: 'fail', lcp: 'fail', cls: 'pass', all: 'fail' });
    expect(verdicts(run(98, 800, 0.021), 'desktop')).toEqual({ score: 'pass', lcp: 'pass', cls: 'fail', all: 'fail' });
  });
  it('has no overall verdict when a figure is missing and nothing failed', () => {
    expect(verdicts(run(Number.NaN, 700, 0), 'desktop').all).toBe('n/a');
  });
});
