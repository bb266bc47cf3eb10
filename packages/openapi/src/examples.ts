import type * as t from 'io-ts';
import { InexpressibleCodecError, isAbsent, type CustomCodec, type Walkable } from './json-schema';

/** Strings tried, in order, for a refined string (a brand, a pattern, a length limit): the first the codec accepts wins. */
const STRING_CANDIDATES = [
  'Mower 1',
  '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  '2026-06-15T12:00:00.000Z',
  '2026-06-15',
  'admin@example.com',
  'Europe/Berlin',
  'en-US',
  'DE',
  'EUR',
  '08:00',
  'SN00001',
  'E12',
  'Abcd1234',
  'abc',
  'x',
  '',
];
/** Numbers tried, in order, for a refined number (`intBetween`, a radius, a percentage). */
const NUMBER_CANDIDATES = [1, 10, 100, 50, 0, 1_000, 10_000, 2026, 0.5, 48.1, 11.5, -1, 100_000];

/** A string fitting the field's key, before the generic candidates. */
const stringForKey = (key: string | undefined): string | undefined => {
  const k = (key ?? '').toLowerCase();
  if (k.includes('email')) return 'admin@example.com';
  if (k.includes('password')) return 'Abcd1234';
  if (k.includes('zone')) return 'Europe/Berlin';
  if (k.includes('serial')) return 'SN00001';
  if (k === 'country') return 'DE';
  if (k === 'currency') return 'EUR';
  if (/(id)$/.test(k)) return '3fa85f64-5717-4562-b3fc-2c963f66afa6';
  if (/(at|from|to|since|until)$/.test(k)) return '2026-06-15T12:00:00.000Z';
  if (/(day|date)$/.test(k)) return '2026-06-15';
  if (k === 'name' || k.endsWith('name')) return 'North yard';
  return undefined;
};

/**
 * A value `codec` accepts, for the example of an operation: derived from the codec's `_tag` as the
 * schema is (json-schema.ts), strings chosen by the field's `key`, refinements met by trying
 * STRING_CANDIDATES / NUMBER_CANDIDATES, optional keys filled, the first non-null union member.
 * Not guaranteed to pass every refinement: the tests decode each example with its codec.
 * @throws InexpressibleCodecError for a codec json-schema.ts cannot express either.
 */
export const exampleOf = (codec: t.Mixed, custom: ReadonlyMap<unknown, CustomCodec>, key?: string): unknown => {
  const c = codec as unknown as Walkable;
  const walk = (inner: t.Mixed, innerKey: string | undefined = key): unknown => exampleOf(inner, custom, innerKey);
  const known = custom.get(codec);
  if (known !== undefined) return known.example;
  switch (c._tag) {
    case 'StringType':
      return stringForKey(key) ?? 'text';
    case 'NumberType':
      return 1;
    case 'BooleanType':
      return true;
    case 'NullType':
      return null;
    case 'UnknownType':
    case 'AnyType':
      return {};
    case 'LiteralType':
      return c.value;
    case 'KeyofType':
      return Object.keys(c.keys ?? {})[0];
    case 'InterfaceType':
    case 'PartialType':
      return Object.fromEntries(Object.entries(c.props ?? {}).map(([k, v]) => [k, walk(v, k)]));
    case 'ReadonlyType':
    case 'ExactType':
    case 'StrictType':
      if (c.type !== undefined) return walk(c.type);
      break;
    case 'ArrayType':
    case 'ReadonlyArrayType':
      if (c.type !== undefined) return [walk(c.type)];
      break;
    case 'TupleType':
      return (c.types ?? []).map((inner) => walk(inner));
    case 'DictionaryType':
      if (c.domain !== undefined && c.codomain !== undefined) return dictionaryExample(c.domain, c.codomain, walk);
      break;
    case 'StrictKeysType':
      if (c.base !== undefined) return walk(c.base);
      break;
    case 'IntersectionType':
      return Object.assign({}, ...((c.types ?? []).map((inner) => walk(inner)) as object[])) as unknown;
    case 'UnionType':
      return unionExample(c, walk);
    case 'RefinementType':
      if (c.type !== undefined) return refinedExample(c, walk(c.type));
      break;
  }
  throw new InexpressibleCodecError(c.name, String(c._tag));
};

const dictionaryExample = (domain: t.Mixed, codomain: t.Mixed, walk: (inner: t.Mixed, key?: string) => unknown): unknown => {
  const d = domain as unknown as Walkable;
  if (d._tag === 'KeyofType') return Object.fromEntries(Object.keys(d.keys ?? {}).map((k) => [k, walk(codomain, k)]));
  return { [String(walk(domain))]: walk(codomain) };
};

const unionExample = (c: Walkable, walk: (inner: t.Mixed) => unknown): unknown => {
  const members = (c.types ?? []).filter((m) => !isAbsent(m));
  const preferred = members.filter((m) => (m as unknown as Walkable)._tag !== 'NullType');
  for (const member of [...preferred, ...members]) {
    const value = walk(member);
    if (c.is(value)) return value;
  }
  const first = members[0];
  if (first === undefined) throw new InexpressibleCodecError(c.name, 'UnionType of undefined only');
  return walk(first);
};

const refinedExample = (c: Walkable, base: unknown): unknown => {
  if (c.is(base)) return base;
  const candidates = typeof base === 'string' ? STRING_CANDIDATES : typeof base === 'number' ? NUMBER_CANDIDATES : [];
  return candidates.find((candidate) => c.is(candidate)) ?? base;
};
