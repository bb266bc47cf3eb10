import fc from 'fast-check';
import type * as t from 'io-ts';

/**
 * Values a request field may take, by the field's key (the fuzz test of rules 20.8): ids of the
 * seeded database, e-mail addresses, dates... so that generated requests reach the handlers rather
 * than stopping at the codec. `strings(key)` is mixed into every string the codec declares.
 */
export interface Hints {
  readonly strings: (key: string | undefined) => fc.Arbitrary<string>;
}

/** How many samples a refinement (a brand, intBetween, a length limit ...) gets to find values that pass it. */
const REFINEMENT_SAMPLES = 400;

/** A codec seen through its `_tag` (io-ts codecs and the contract's StrictKeysType), with the fields each kind carries. */
interface Walkable {
  readonly _tag?: string;
  readonly name: string;
  readonly value?: unknown;
  readonly keys?: Record<string, unknown>;
  readonly props?: Record<string, t.Mixed>;
  readonly types?: readonly t.Mixed[];
  readonly type?: t.Mixed;
  readonly base?: t.Mixed;
  readonly domain?: t.Mixed;
  readonly codomain?: t.Mixed;
  readonly predicate?: (value: unknown) => boolean;
}

/** A JSON text of any script, emoji included, never a character the database cannot store. */
const storableUnit = fc
  .oneof(
    { arbitrary: fc.integer({ min: 0x20, max: 0x7e }), weight: 6 },
    { arbitrary: fc.integer({ min: 0xa0, max: 0xd7ff }), weight: 2 },
    { arbitrary: fc.integer({ min: 0x1f300, max: 0x1f6ff }), weight: 1 },
  )
  .map((cp) => String.fromCodePoint(cp));
export const storableString = fc.string({ unit: storableUnit, maxLength: 24 });

/**
 * Keeps the values of `base` that pass `predicate`; one that does not is replaced by one of the
 * passing samples fast-check found (seeded, so the run stays the same). `unreachable` collects the
 * names of refinements no sample passed: their values stay invalid, and the test prints them.
 */
const refine = (
  base: fc.Arbitrary<unknown>,
  predicate: (value: unknown) => boolean,
  name: string,
  seed: number,
  unreachable: Set<string>,
): fc.Arbitrary<unknown> => {
  const passing = fc.sample(base, { numRuns: REFINEMENT_SAMPLES, seed }).filter(predicate);
  if (passing.length === 0) {
    unreachable.add(name);
    return base;
  }
  return fc.tuple(base, fc.nat()).map(([value, i]) => (predicate(value) ? value : passing[i % passing.length]));
};

/** Numbers: small ones most, and now and then the extremes a codec without a range still accepts. */
const numbers = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 120 }), weight: 5 },
  { arbitrary: fc.integer({ min: -1_000, max: 100_000 }), weight: 2 },
  { arbitrary: fc.double({ min: -200, max: 200, noNaN: true }), weight: 2 },
  { arbitrary: fc.constantFrom(2 ** 31, 2 ** 53 - 1, 1e15, 1e300, 5e-324, 1e-138, -0), weight: 1 },
);

/**
 * A fast-check arbitrary of values `codec` accepts (as far as its refinements can be met by
 * sampling), derived by walking the codec's `_tag`: StringType, NumberType, BooleanType, NullType,
 * UndefinedType / VoidType, UnknownType / AnyType, LiteralType, KeyofType, InterfaceType,
 * PartialType, StrictType / ExactType / ReadonlyType, the contract's StrictKeysType (strictType and
 * friends), IntersectionType, UnionType, ArrayType / ReadonlyArrayType, DictionaryType, TupleType,
 * RefinementType (brands, intBetween). `key` is the field the value goes in (for hints).
 * @throws Error naming a codec of another kind, so a new kind is never skipped silently.
 */
export const arbitraryOf = (codec: t.Mixed, hints: Hints, seed: number, unreachable: Set<string>, key?: string): fc.Arbitrary<unknown> => {
  const c = codec as unknown as Walkable;
  const walk = (inner: t.Mixed, innerKey: string | undefined = key) => arbitraryOf(inner, hints, seed, unreachable, innerKey);
  const propsOf = (props: Record<string, t.Mixed>) => Object.fromEntries(Object.entries(props).map(([k, v]) => [k, walk(v, k)]));
  switch (c._tag) {
    case 'StringType':
      return fc.oneof({ arbitrary: hints.strings(key), weight: 3 }, { arbitrary: storableString, weight: 1 });
    case 'NumberType':
      return numbers;
    case 'BooleanType':
      return fc.boolean();
    case 'NullType':
      return fc.constant(null);
    case 'UndefinedType':
    case 'VoidType':
      return fc.constant(undefined);
    case 'UnknownType':
    case 'AnyType':
      return fc.jsonValue({ maxDepth: 2 });
    case 'LiteralType':
      return fc.constant(c.value);
    case 'KeyofType':
      return fc.constantFrom(...Object.keys(c.keys ?? {}));
    case 'InterfaceType':
      return fc.record(propsOf(c.props ?? {}));
    case 'PartialType':
      return fc.record(propsOf(c.props ?? {}), { requiredKeys: [] });
    case 'StrictType':
    case 'ExactType':
    case 'ReadonlyType':
    case 'ArrayType':
    case 'ReadonlyArrayType':
      if (c.type === undefined) break;
      return c._tag.endsWith('ArrayType') ? fc.array(walk(c.type), { maxLength: 4 }) : walk(c.type);
    case 'StrictKeysType':
      if (c.base === undefined) break;
      return walk(c.base);
    case 'IntersectionType':
      return fc.tuple(...(c.types ?? []).map((inner) => walk(inner))).map((parts) => Object.assign({}, ...parts) as unknown);
    case 'UnionType':
      return fc.oneof(...(c.types ?? []).map((inner) => walk(inner)));
    case 'TupleType':
      return fc.tuple(...(c.types ?? []).map((inner) => walk(inner)));
    case 'DictionaryType':
      if (c.domain === undefined || c.codomain === undefined) break;
      return fc.dictionary(walk(c.domain) as fc.Arbitrary<string>, walk(c.codomain), { maxKeys: 4 });
    case 'RefinementType':
      if (c.type === undefined || c.predicate === undefined) break;
      return refine(walk(c.type), c.predicate, c.name, seed, unreachable);
  }
  throw new Error(`the fuzz test cannot derive values of codec ${c.name} (_tag ${String(c._tag)}): teach codec-arbitrary.ts its kind`);
};
