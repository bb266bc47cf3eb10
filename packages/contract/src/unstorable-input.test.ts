import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRequestInput, UNSTORABLE_MAX_FIELDS, unstorableFields } from './codec';
import { ForgotPasswordRequest } from './endpoints/account';
import { ReportRequest } from './endpoints/reports';

const storableUnit = fc
  .oneof(
    fc.constantFrom(0x09, 0x0a, 0x0d),
    fc.integer({ min: 0x20, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0xfffd }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  .map((cp) => String.fromCodePoint(cp));
const storableText = fc.string({ unit: storableUnit, maxLength: 12 });
/** JSON as a client may send it, every string (keys too) one the database can store. */
const storableJson = fc.jsonValue({ stringUnit: storableUnit, maxDepth: 3 });
/** A text with a NUL or a lone surrogate somewhere in it. */
const badText = fc
  .tuple(
    storableText,
    fc.oneof(
      fc.constant('\u0000'),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)),
    ),
    storableText,
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`);

/** One step from a container down to the bad text: an object key beside other keys, or an array index after other items. */
type Step = { readonly key: string; readonly siblings: Record<string, unknown> } | { readonly before: unknown[] };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ key: storableText.filter((k) => !k.includes('.')), siblings: fc.dictionary(storableText, storableJson, { maxKeys: 3 }) }),
  fc.record({ before: fc.array(storableJson, { maxLength: 3 }) }),
);

/** Wraps `leaf` in `steps` (outermost first); returns the input and the field path the refusal must name. */
const nest = (steps: readonly Step[], leaf: string): { input: unknown; path: string } => {
  let input: unknown = leaf;
  for (const s of [...steps].reverse()) input = 'key' in s ? { ...s.siblings, [s.key]: input } : [...s.before, input];
  const names = steps.map((s) => ('key' in s ? s.key : String(s.before.length)));
  return { input, path: names.length === 0 ? 'body' : names.join('.') };
};

describe('rules 20.8: a request with text the database cannot store is refused, naming the field', () => {
  it('names the field of a NUL or lone surrogate at any depth of any JSON, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 6 }), badText, (steps, leaf) => {
        const { input, path } = nest(steps, leaf);
        expect(unstorableFields(input)).toEqual({ [path]: { code: 'unsupported_characters', field: path } });
      }),
    );
  });

  it('accepts any JSON whose texts and keys can all be stored', () => {
    fc.assert(
      fc.property(storableJson, (input) => {
        expect(unstorableFields(input)).toEqual({});
      }),
    );
  });

  it('refuses a bad key, names it with U+FFFD, and caps the answer at UNSTORABLE_MAX_FIELDS fields', () => {
    expect(unstorableFields({ filters: { 'ta\u0000g': 1 } })).toEqual({ 'filters.ta\uFFFDg': { code: 'unsupported_characters', field: 'filters.ta\uFFFDg' } });
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, '\u0000']));
    expect(Object.keys(unstorableFields(many))).toHaveLength(UNSTORABLE_MAX_FIELDS);
  });

  it('walks any depth without recursion (a 64 KiB body can nest 30,000 arrays)', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 30_000; i += 1) deep = [deep];
    const fields = Object.keys(unstorableFields(deep));
    expect(fields).toHaveLength(1);
    expect(fields[0]?.split('.')).toHaveLength(30_000);
  });

  it('decodeRequestInput: unstorable text wins over codec errors; otherwise the codec decides', () => {
    expect(decodeRequestInput(ForgotPasswordRequest)({ email: 'a\u0000@b.co' })).toEqual(
      E.left({ kind: 'unstorable', fields: { email: { code: 'unsupported_characters', field: 'email' } } }),
    );
    expect(decodeRequestInput(ForgotPasswordRequest)({ email: 'a@b.co', extra: '\ud800' })).toEqual(
      E.left({ kind: 'unstorable', fields: { extra: { code: 'unsupported_characters', field: 'extra' } } }),
    );
    expect(decodeRequestInput(ForgotPasswordRequest)({ email: 'a@b.co' })).toEqual(E.right({ email: 'a@b.co' }));
    expect(decodeRequestInput(ForgotPasswordRequest)({ email: 3 })).toMatchObject(E.left({ kind: 'invalid' }));
    const report = {
      period: { from: '2026-01-01', to: '2026-01-31' },
      filters: { tagId: null, category: 'mower\u0000', warehouseId: null },
      page: 1,
      pageSize: 20,
    };
    expect(decodeRequestInput(ReportRequest)(report)).toEqual(
      E.left({ kind: 'unstorable', fields: { 'filters.category': { code: 'unsupported_characters', field: 'filters.category' } } }),
    );
  });
});
