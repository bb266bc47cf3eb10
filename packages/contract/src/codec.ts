import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { hasUnstorableCharacters, withoutUnstorableCharacters } from '@yardfleet/domain/validation/storable-text';

/**
 * An object codec that refuses unknown keys (rules 7.8), then decodes
 * with `base`. The failure names the first unknown key so the server can answer it with a stable
 * code. `_tag`, `base` and `known` let tools walk it like io-ts's own codecs (the server's fuzz test
 * derives values from every endpoint's codec, rules 20.8).
 */
export class StrictKeysType<C extends t.Any> extends t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown> {
  readonly _tag = 'StrictKeysType' as const;
  constructor(
    name: string,
    readonly base: C,
    readonly known: ReadonlySet<string>,
  ) {
    super(
      name,
      base.is,
      (input, context) => {
        if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
          for (const key of Object.keys(input)) {
            if (!known.has(key)) return t.failure(input, context, `unknown field "${key}"`);
          }
        }
        return base.validate(input, context);
      },
      base.encode,
    );
  }
}

const refusingUnknownKeys = <C extends t.Any>(base: C, known: ReadonlySet<string>, name: string) => new StrictKeysType(name, base, known);

/** Like `t.type`, but refuses unknown keys. */
export const strictType = <P extends t.Props>(props: P, name: string) => refusingUnknownKeys(t.type(props), new Set(Object.keys(props)), name);

/** Like `t.partial`, but refuses unknown keys. */
export const strictPartial = <P extends t.Props>(props: P, name: string) => refusingUnknownKeys(t.partial(props), new Set(Object.keys(props)), name);

/**
 * Like `t.type(required)` plus `optional` keys that may be absent (older clients leave them out),
 * and still refuses unknown keys. Give each optional codec its own null (`t.union([X, t.null])`)
 * when null is allowed; an absent key decodes as absent (undefined).
 */
export const strictTypeWithOptional = <R extends t.Props, O extends t.Props>(required: R, optional: O, name: string) =>
  refusingUnknownKeys(t.intersection([t.type(required), t.partial(optional)]), new Set([...Object.keys(required), ...Object.keys(optional)]), name);

/** An integer within [min, max]. */
export const intBetween = (min: number, max: number, name: string) => t.refinement(t.number, (n) => Number.isInteger(n) && n >= min && n <= max, name);

/** Turns io-ts errors into short readable paths such as `page: expected integer 1..100000`. */
export const describeErrors = (errors: t.Errors): string[] =>
  errors.map((e) => {
    if (e.message) return e.message;
    const path = e.context
      .map((c) => c.key)
      .filter((k) => k !== '')
      .join('.');
    const expected = e.context[e.context.length - 1]?.type.name ?? 'value';
    return `${path || 'body'}: expected ${expected}`;
  });

/** Decodes `input` with `codec`, returning the value or the readable errors. */
export const decodeWith =
  <A, O>(codec: t.Type<A, O, unknown>) =>
  (input: unknown): E.Either<string[], A> =>
    E.mapLeft(describeErrors)(codec.decode(input));

/** Most fields one `unstorableFields` answer names (a large body full of NULs still gets a short answer). */
export const UNSTORABLE_MAX_FIELDS = 20;

/** `path` + `key` as the field name of a field error: `filters.search`, `recipients.2` (path null: the body itself). */
const fieldPath = (path: string | null, key: string): string => (path === null ? key : `${path}.${key}`);

/**
 * Rules 20.8 (decision 0012): every text of a raw request (JSON body or query string),
 * at any depth, keys included, that the domain's `hasUnstorableCharacters` refuses (NUL, a lone
 * surrogate, a C0 control other than tab / LF / CR, U+FFFE, U+FFFF), as the field errors of
 * 1170010001: `{ "filters.search": { code: 'unsupported_characters', field: 'filters.search' } }`
 * (a refused key is named with U+FFFD in place of its bad characters). Empty when all text can be
 * stored. Walks the input with its own stack (no recursion), so any depth of nesting is safe; stops
 * after UNSTORABLE_MAX_FIELDS fields.
 */
export const unstorableFields = (input: unknown): Readonly<Record<string, ValidationError>> => (holdsUnstorableText(input) ? namedUnstorableFields(input) : {});

/** The quick pass of `unstorableFields` (no paths kept): true when some text or key of `input` cannot be stored. */
const holdsUnstorableText = (input: unknown): boolean => {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasUnstorableCharacters(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (hasUnstorableCharacters(key)) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
};

/** The slow pass of `unstorableFields`, run only when the quick one found something: the field paths. */
const namedUnstorableFields = (input: unknown): Readonly<Record<string, ValidationError>> => {
  const found: Record<string, ValidationError> = {};
  let count = 0;
  const refuse = (field: string): void => {
    found[field] = { code: 'unsupported_characters', field };
    count += 1;
  };
  const pending: [string | null, unknown][] = [[null, input]];
  for (let next = pending.pop(); next !== undefined && count < UNSTORABLE_MAX_FIELDS; next = pending.pop()) {
    const [path, value] = next;
    if (typeof value === 'string') {
      if (hasUnstorableCharacters(value)) refuse(path ?? 'body');
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) pending.push([fieldPath(path, String(i)), value[i]]);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value).reverse()) {
        if (hasUnstorableCharacters(key)) refuse(fieldPath(path, withoutUnstorableCharacters(key, '\uFFFD')));
        else pending.push([fieldPath(path, key), item]);
      }
    }
  }
  return found;
};

/** Why a request was refused: text the database cannot store (field errors), or the codec's readable errors. */
export type InputRefusal =
  | { readonly kind: 'unstorable'; readonly fields: Readonly<Record<string, ValidationError>> }
  | { readonly kind: 'invalid'; readonly details: readonly string[] };

/**
 * The decoding of every request (rules 7.8, 20.8; decision 0012): first `unstorableFields`
 * over the raw input, whatever the codec declares, then `codec`. Left: the refusal (unstorable
 * text wins over codec errors, so the caller's form can name the field); right: the decoded value.
 */
export const decodeRequestInput =
  <A, O>(codec: t.Type<A, O, unknown>) =>
  (input: unknown): E.Either<InputRefusal, A> => {
    const fields = unstorableFields(input);
    if (Object.keys(fields).length > 0) return E.left({ kind: 'unstorable', fields });
    return E.mapLeft((details: string[]): InputRefusal => ({ kind: 'invalid', details }))(decodeWith(codec)(input));
  };
