import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';

/**
 * Like `t.type`, but refuses unknown keys (DESIGN 3: "unknown keys are refused"). The failure
 * names the first unknown key so the server can answer it with a stable code.
 */
export const strictType = <P extends t.Props>(props: P, name: string) => {
  const base = t.type(props);
  const known = new Set(Object.keys(props));
  return new t.Type<t.TypeOf<typeof base>, t.OutputOf<typeof base>, unknown>(
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
};

/** Like `t.partial`, but refuses unknown keys. */
export const strictPartial = <P extends t.Props>(props: P, name: string) => {
  const base = t.partial(props);
  const known = new Set(Object.keys(props));
  return new t.Type<t.TypeOf<typeof base>, t.OutputOf<typeof base>, unknown>(
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
};

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
