import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacters, validateStorableText, withoutUnstorableCharacters } from './storable-text';

/** Any well-formed text (whole code points, surrogate pairs included), refused characters included. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
/** A code point the database can store and XML 1.0 allows: tab, LF, CR, U+0020..U+D7FF, U+E000..U+FFFD, astral. */
const storableCodePoint = fc
  .oneof(
    fc.constantFrom(0x09, 0x0a, 0x0d),
    fc.integer({ min: 0x20, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0xfffd }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  .map((cp) => String.fromCodePoint(cp));
const storableText = fc.string({ unit: storableCodePoint, maxLength: 40 });
/** A single UTF-16 surrogate unit; placed between two well-formed texts it is always unpaired (see below). */
const surrogateUnit = fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u));
const otherRefused = fc
  .constantFrom(...[...Array.from({ length: 0x20 }, (_, i) => i).filter((i) => ![0x09, 0x0a, 0x0d].includes(i)), 0xfffe, 0xffff])
  .map((cp) => String.fromCodePoint(cp));

describe('rules 5.17: text the database can store', () => {
  it('refuses any text with a NUL in it, naming the field', () => {
    fc.assert(
      fc.property(anyText, anyText, (before, after) => {
        expect(validateStorableText('email', `${before}\u0000${after}`)).toEqual(E.left({ code: 'unsupported_characters', field: 'email' }));
      }),
    );
  });

  it('refuses any text with a lone surrogate in it', () => {
    // `before` never ends with a high surrogate and `after` never starts with a low one (both are
    // whole code points), so the inserted unit has no partner on either side.
    fc.assert(
      fc.property(anyText, surrogateUnit, anyText, (before, unit, after) => {
        expect(hasUnstorableCharacters(`${before}${unit}${after}`)).toBe(true);
      }),
    );
  });

  it('refuses the other C0 controls and U+FFFE / U+FFFF', () => {
    fc.assert(fc.property(storableText, otherRefused, storableText, (before, c, after) => hasUnstorableCharacters(`${before}${c}${after}`)));
  });

  it('accepts any well-formed text without them: letters of every script, emoji (surrogate pairs), tabs and line breaks', () => {
    fc.assert(
      fc.property(storableText, (text) => {
        expect(validateStorableText('name', text)).toEqual(E.right(text));
      }),
    );
    expect(hasUnstorableCharacters('Größe 5 ½ — 東京 🚜\tline\r\nnext \u007f\u0085\ufdd0')).toBe(false);
  });

  it('strips exactly the refused characters from a header kept as sent', () => {
    fc.assert(
      fc.property(anyText, fc.oneof(surrogateUnit, otherRefused, fc.constant('\u0000')), storableText, (before, bad, after) => {
        const cleaned = withoutUnstorableCharacters(`${before}${bad}${after}`);
        expect(hasUnstorableCharacters(cleaned)).toBe(false);
        expect(withoutUnstorableCharacters(cleaned)).toBe(cleaned);
      }),
    );
    expect(withoutUnstorableCharacters('Mozilla\u0000/5.0 \ud800(X11)')).toBe('Mozilla/5.0 (X11)');
  });
});
