import * as E from 'fp-ts/lib/Either.js';
import { GeoPoint } from '../entities/units';

/**
 * Why typed text is not a position: `not_coordinates` (not two decimal-degree numbers, or their
 * hemisphere letters contradict each other) or `out_of_range` (latitude outside -90..90 or
 * longitude outside -180..180 degrees).
 */
export type CoordinatesError = { readonly code: 'not_coordinates' } | { readonly code: 'out_of_range' };

type Axis = 'lat' | 'lng';
type Hemisphere = 'N' | 'S' | 'E' | 'W';
type Token = { readonly kind: 'number'; readonly text: string } | { readonly kind: 'letter'; readonly letter: Hemisphere };
interface Part {
  readonly value: number;
  readonly signed: boolean;
  letter: Hemisphere | undefined;
}

const NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
const notCoordinates: CoordinatesError = { code: 'not_coordinates' };

/** Splits the text into numbers and hemisphere letters; undefined when anything else is in it. */
const tokenize = (text: string): Token[] | undefined => {
  const upper = text.trim().toUpperCase();
  // Degree signs, commas and semicolons only separate; at most one comma or semicolon.
  if ((upper.match(/[,;]/g) ?? []).length > 1) return undefined;
  const spaced = upper.replace(/[°º,;]/g, ' ').replace(/([NSEW])/g, ' $1 ');
  const tokens: Token[] = [];
  for (const word of spaced.split(/\s+/).filter((w) => w.length > 0)) {
    if (word === 'N' || word === 'S' || word === 'E' || word === 'W') tokens.push({ kind: 'letter', letter: word });
    else if (NUMBER.test(word)) tokens.push({ kind: 'number', text: word });
    else return undefined;
  }
  return tokens;
};

/** Gives each hemisphere letter to the number it belongs to (prefix "N 41", suffix "41 N" or mixed). */
const attach = (tokens: readonly Token[]): [Part, Part] | undefined => {
  const numbers = tokens.flatMap((tk, i) => (tk.kind === 'number' ? [i] : []));
  const [i0, i1] = numbers;
  if (numbers.length !== 2 || i0 === undefined || i1 === undefined) return undefined;
  const part = (i: number): Part => {
    const tk = tokens[i];
    const text = tk?.kind === 'number' ? tk.text : '';
    return { value: Number(text), signed: /^[+-]/.test(text), letter: undefined };
  };
  const first = part(i0);
  const second = part(i1);
  const letterAt = (i: number): Hemisphere | undefined => {
    const tk = tokens[i];
    return tk?.kind === 'letter' ? tk.letter : undefined;
  };
  const before = tokens.slice(0, i0);
  const between = tokens.slice(i0 + 1, i1);
  const after = tokens.slice(i1 + 1);
  if (before.length > 1 || between.length > 2 || after.length > 1) return undefined;
  if (before.length === 1) first.letter = letterAt(0);
  if (after.length === 1) second.letter = letterAt(i1 + 1);
  if (between.length === 2) {
    if (first.letter !== undefined || second.letter !== undefined) return undefined;
    first.letter = letterAt(i0 + 1);
    second.letter = letterAt(i0 + 2);
  } else if (between.length === 1) {
    const letter = letterAt(i0 + 1);
    // "N 41 W 87": the letter between opens the second number; "41 N 87 W" or "41 N, -87": it closes the first.
    if (first.letter !== undefined && second.letter === undefined) second.letter = letter;
    else if (first.letter === undefined) first.letter = letter;
    else return undefined;
  }
  return [first, second];
};

const axisOf = (letter: Hemisphere): Axis => (letter === 'N' || letter === 'S' ? 'lat' : 'lng');

/** The signed degrees of a part: S and W are negative; a letter and a sign together are refused. */
const degrees = (p: Part): number | undefined => {
  if (p.letter === undefined) return p.value;
  if (p.signed) return undefined;
  const v = p.letter === 'S' || p.letter === 'W' ? -p.value : p.value;
  return v === 0 ? 0 : v;
};

/**
 * Parses a position as people type it (rules 5.15; warehouse set-up step 1, rules 17.2): two
 * decimal-degree numbers, latitude first unless hemisphere letters say otherwise, separated by a comma,
 * semicolon or spaces, each with an optional degree sign and hemisphere letter before or after:
 * "41.8781, -87.6298", "41.8781 -87.6298", "41.8781° N, 87.6298° W", "N 41.8781 W 87.6298",
 * "87.6298 W 41.8781 N". Right: the GeoPoint (degrees, WGS84). Left: `not_coordinates` or
 * `out_of_range` (latitude -90..90, longitude -180..180).
 */
export const parseCoordinates = (text: string): E.Either<CoordinatesError, GeoPoint> => {
  const tokens = tokenize(text);
  const parts = tokens === undefined ? undefined : attach(tokens);
  if (parts === undefined) return E.left(notCoordinates);
  const [a, b] = parts;
  const axisA = a.letter === undefined ? undefined : axisOf(a.letter);
  const axisB = b.letter === undefined ? undefined : axisOf(b.letter);
  if (axisA !== undefined && axisA === axisB) return E.left(notCoordinates);
  const swapped = axisA === 'lng' || axisB === 'lat';
  const [latPart, lngPart] = swapped ? [b, a] : [a, b];
  const lat = degrees(latPart);
  const lng = degrees(lngPart);
  if (lat === undefined || lng === undefined) return E.left(notCoordinates);
  const point = GeoPoint.decode({ lat, lng });
  return E.isLeft(point) ? E.left({ code: 'out_of_range' }) : E.right(point.right);
};

/** True when the text reads as a position (even one out of range), so a search can skip the geocoder. */
export const looksLikeCoordinates = (text: string): boolean => {
  const parsed = parseCoordinates(text);
  return E.isRight(parsed) || parsed.left.code === 'out_of_range';
};

/**
 * Writes a position for people: `decimal` "41.87810, -87.62980" (the default) or `hemisphere`
 * "41.87810° N, 87.62980° W", with `decimals` digits (default 5, about 1 m). parseCoordinates reads
 * both back.
 */
export const formatCoordinates = (
  point: { readonly lat: number; readonly lng: number },
  options: { readonly decimals?: number; readonly style?: 'decimal' | 'hemisphere' } = {},
): string => {
  const decimals = options.decimals ?? 5;
  const fixed = (n: number) => (Math.abs(n) < 0.5 * 10 ** -decimals ? 0 : n).toFixed(decimals);
  if (options.style !== 'hemisphere') return `${fixed(point.lat)}, ${fixed(point.lng)}`;
  const lat = `${fixed(Math.abs(point.lat))}° ${point.lat < 0 ? 'S' : 'N'}`;
  const lng = `${fixed(Math.abs(point.lng))}° ${point.lng < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lng}`;
};
