import { describe, expect, it } from 'vitest';
import { unwrapRing } from './basemap';

describe('offline basemap shapes across the antimeridian', () => {
  it('keeps a ring that crosses 180 degrees one shape past it, instead of a band around the world', () => {
    expect(unwrapRing([[170, 60], [-175, 60], [-175, 70], [170, 70], [170, 60]])).toEqual([[170, 60], [185, 60], [185, 70], [170, 70], [170, 60]]);
    expect(unwrapRing([[-170, -17], [175, -17], [175, -16], [-170, -17]])).toEqual([[-170, -17], [-185, -17], [-185, -16], [-170, -17]]);
  });

  it('leaves a ring that does not cross it as it is', () => {
    expect(unwrapRing([[-87.7, 41.8], [-87.6, 41.8], [-87.6, 41.9], [-87.7, 41.8]])).toEqual([[-87.7, 41.8], [-87.6, 41.8], [-87.6, 41.9], [-87.7, 41.8]]);
  });
});
