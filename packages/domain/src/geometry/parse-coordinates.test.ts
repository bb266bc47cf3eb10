import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCoordinates, looksLikeCoordinates, parseCoordinates } from './parse-coordinates';

const point = (text: string) => {
  const parsed = parseCoordinates(text);
  return E.isRight(parsed) ? { ...parsed.right } : parsed.left;
};

describe('parseCoordinates (rules 5.15: warehouse location typed as coordinates)', () => {
  it.each([
    ['41.8781, -87.6298', 41.8781, -87.6298],
    ['41.8781 -87.6298', 41.8781, -87.6298],
    ['41.8781° N, 87.6298° W', 41.8781, -87.6298],
    ['N 41.8781 W 87.6298', 41.8781, -87.6298],
    ['41.8781N 87.6298W', 41.8781, -87.6298],
    ['87.6298° W, 41.8781° N', 41.8781, -87.6298],
    ['  -33.8688;151.2093 ', -33.8688, 151.2093],
    ['s 33.8688 e 151.2093', -33.8688, 151.2093],
    ['+52.37, 4.89', 52.37, 4.89],
    ['0, 0', 0, 0],
    ['90, 180', 90, 180],
    ['-90 -180', -90, -180],
  ])('reads %j as a position', (text, lat, lng) => {
    expect(point(text)).toEqual({ lat, lng });
  });

  it.each([['91, 10'], ['-90.0001, 10'], ['45, 180.5'], ['95° N, 10° E']])('refuses %j as out of range', (text) => {
    expect(point(text)).toEqual({ code: 'out_of_range' });
  });

  it.each([
    [''],
    ['Chicago'],
    ['233 S Wacker Dr, Chicago'],
    ['41.8781'],
    ['41.8781, -87.6298, 12'],
    ['41.8781 N 87.6298 S'],
    ['N 41.8781 N 87.6298'],
    ['-41.8781 N, 87.6298 W'],
    ['41,8781 -87,6298'],
    ['1e3, 5'],
  ])('refuses %j as not coordinates', (text) => {
    expect(point(text)).toEqual({ code: 'not_coordinates' });
  });

  it('tells coordinates (even out of range ones) from addresses', () => {
    expect(looksLikeCoordinates('95, 10')).toBe(true);
    expect(looksLikeCoordinates('41.88, -87.63')).toBe(true);
    expect(looksLikeCoordinates('1200 W Fulton Market')).toBe(false);
  });

  it('formats with five decimals by default, in either style', () => {
    expect(formatCoordinates({ lat: 41.8781, lng: -87.6298 })).toBe('41.87810, -87.62980');
    expect(formatCoordinates({ lat: -33.8688, lng: 151.2093 }, { style: 'hemisphere', decimals: 4 })).toBe('33.8688° S, 151.2093° E');
    expect(formatCoordinates({ lat: -0.000001, lng: 0 })).toBe('0.00000, 0.00000');
  });

  it('reads back what it formats, in both styles (property)', () => {
    const micro = (max: number) => fc.integer({ min: -max * 1e6, max: max * 1e6 }).map((k) => k / 1e6);
    fc.assert(
      fc.property(micro(90), micro(180), fc.constantFrom('decimal' as const, 'hemisphere' as const), (lat, lng, style) => {
        expect(point(formatCoordinates({ lat, lng }, { decimals: 6, style }))).toEqual({ lat, lng });
      }),
    );
  });
});
