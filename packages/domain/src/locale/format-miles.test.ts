import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMiles } from './format-miles';
import { LANGUAGES } from './language';

describe('distances in miles (rules 9.6, 15.3)', () => {
  it.each([
    [3.44, 'en-US', '3.4 mi'],
    [12.6, 'en-US', '12.6 mi'],
    [999.96, 'en-US', '1,000 mi'],
    [1234, 'en-US', '1,234 mi'],
    [0, 'en-US', '0 mi'],
    [3.44, 'de-DE', '3,4 mi'],
    [1234, 'de-DE', '1.234 mi'],
    [3.44, 'fr-FR', '3,4 mi'],
  ])('%s miles in %s is %s', (miles, locale, text) => {
    expect(formatMiles(miles, locale).replace(/\s/g, ' ')).toBe(text);
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('%s is not a distance', (miles) => {
    expect(() => formatMiles(miles, 'en-US')).toThrow(RangeError);
  });

  it('property: every interface language formats any distance with a digit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 25_000, noNaN: true }), fc.constantFrom(...LANGUAGES), (miles, locale) => {
        expect(formatMiles(miles, locale)).toMatch(/\d/);
      }),
    );
  });
});
