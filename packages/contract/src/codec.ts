import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';

/**
 * Wraps an object codec so that it refuses unknown keys (DESIGN 3: "unknown keys are refused").
 * The failure names the first unknown key so the server can answer it with a stable code.
 */
const refusingUnknownKeys = <C extends t.Any>(base: C, known: ReadonlySet<string>, name: string) =>
  new t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown>(
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

/** Like `t.type`, but refuses unknown keys. */
export const strictType = <P extends t.Props>(props: P, name: string) =>
  refusingUnknownKeys(t.type(props), new Set(Object.keys(props)), name);

/** Like `t.partial`, but refuses unknown keys. */
export const strictPartial = <P extends t.Props>(props: P, name: string) =>
  refusingUnknownKeys(t.partial(props), new Set(Object.keys(props)), name);

/**
 * Like `t.type(required)` plus `optional` keys that may be absent (older clients leave them out),
 * and still refuses unknown keys. Give each optional codec its own null (`t.union([X, t.null])`)
 * when null is allowed; an absent key decodes as absent (undefined).
 */
export const strictTypeWithOptional = <R extends t.Props, O extends t.Props>(required: R, optional: O, name: string) =>
  refusingUnknownKeys(t.intersection([t.type(required), t.partial(optional)]), new Set([...Object.keys(required), ...Object.keys(optional)]), name);

/** An integer within [min, max]. */
export const intBetween = (min: number, max: number, name: string) =>
  t.refinement(t.number, (n) => Number.isInteger(n) && n >= min && n <= max, name);

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
