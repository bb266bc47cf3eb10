import { describe, expect, it } from 'vitest';
import { goalText, median, percentile, summarizeLatencies, verdict } from './stats';

describe('median', () => {
  it('is the middle run of three cold runs, whatever their order', () => {
    expect(median([91, 72, 88])).toBe(88);
    expect(median([3, 1, 2])).toBe(2);
  });
  it('is the mean of the two middle values of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });
  it('leaves out runs that could not report a figure, and is NaN when none could', () => {
    expect(median([Number.NaN, 5, 7])).toBe(6);
    expect(median([Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
  it('takes the nearest rank: p95 of 1..100 is 95, p50 is 50, p100 the maximum', () => {
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
  });
  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
  it('is NaN without values and refuses a percentile outside 0..100', () => {
    expect(percentile([], 95)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
  it('summarizes latencies with p50, p95, p99 and max', () => {
    expect(summarizeLatencies([5, 1, 9, 3])).toEqual({ count: 4, p50: 3, p95: 9, p99: 9, max: 9 });
    expect(summarizeLatencies([]).max).toBeNaN();
  });
});

describe('verdict', () => {
  it('passes a figure exactly at its limit, for at-most and at-least goals', () => {
    expect(verdict(50, { kind: 'max', limit: 50 })).toBe('pass');
    expect(verdict(50.1, { kind: 'max', limit: 50 })).toBe('fail');
    expect(verdict(1000, { kind: 'min', limit: 1000 })).toBe('pass');
    expect(verdict(999, { kind: 'min', limit: 1000 })).toBe('fail');
  });
  it('has no verdict for a missing figure or a missing goal', () => {
    expect(verdict(Number.NaN, { kind: 'max', limit: 1 })).toBe('n/a');
    expect(verdict(1, undefined)).toBe('n/a');
  });
  it('writes goals as people do', () => {
    expect(goalText({ kind: 'max', limit: 0.02 })).toBe('<= 0.02');
    expect(goalText({ kind: 'min', limit: 90 })).toBe('>= 90');
  });
});
