import * as E from 'fp-ts/lib/Either.js';
import type { ValidationError } from './errors';

/**
 * One character a stored text may not hold (rules 5.17, 20.8; decision 0012): everything
 * outside the XML 1.0 `Char` production, that is
 * - U+0000 NUL: PostgreSQL refuses it in `text` and `jsonb` (the write would fail with HTTP 500);
 * - lone surrogates (an unpaired U+D800..U+DFFF): the driver silently stores U+FFFD in `text`
 *   and `jsonb` refuses it (HTTP 500);
 * - the other C0 controls except tab, line feed and carriage return (U+0001..U+0008, U+000B,
 *   U+000C, U+000E..U+001F), and the non-characters U+FFFE and U+FFFF: the database keeps them,
 *   but the XLSX export (XML) and mails cannot carry them, and no keyboard types them.
 * DEL, the C1 controls and the other non-characters stay allowed (XML 1.0 allows them).
 */
export const UNSTORABLE_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const UNSTORABLE_CHARACTERS = new RegExp(UNSTORABLE_CHARACTER.source, 'gu');

/** True when `value` holds at least one UNSTORABLE_CHARACTER (rules 5.17). */
export const hasUnstorableCharacters = (value: string): boolean => UNSTORABLE_CHARACTER.test(value);

/**
 * Rules 5.17: a text the database can store as given. Error: `unsupported_characters` with
 * `field` when `value` holds an UNSTORABLE_CHARACTER (NUL, a lone surrogate, a C0 control other
 * than tab / line feed / carriage return, U+FFFE, U+FFFF).
 */
export const validateStorableText = (field: string, value: string): E.Either<ValidationError, string> =>
  hasUnstorableCharacters(value) ? E.left({ code: 'unsupported_characters', field }) : E.right(value);

/**
 * `value` with each UNSTORABLE_CHARACTER replaced by `replacement` (default: removed), for text the
 * server keeps as it was sent rather than refusing it (a request header such as User-Agent, stored
 * by the security log, rules 20.12), or names in an error (`'\uFFFD'`).
 */
export const withoutUnstorableCharacters = (value: string, replacement = ''): string => value.replace(UNSTORABLE_CHARACTERS, replacement);
