import fc from 'fast-check';

/** What a mutation did to a valid request (the fuzz test of rules 20.8). */
export type MutationKind =
  'bad_char' | 'bad_key' | 'wrong_type' | 'unknown_key' | 'huge_number' | 'deep_nesting' | 'missing_key' | 'long_string' | 'whole_body';

/** A mutated request: its JSON text as sent, what was done, and for a single bad_char / bad_key the field the refusal must name. */
export interface Mutated {
  readonly text: string;
  readonly kinds: readonly MutationKind[];
  readonly badField: string | null;
}

type Path = readonly (string | number)[];
type Json = unknown;

/** Characters the database cannot store, one each: NUL, lone high and low surrogates, C0 controls, the two non-characters. */
export const BAD_CHARACTERS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\u0001', '\u001b', '\u001f', '\ufffe', '\uffff'] as const;
/** JSON number texts JSON.stringify cannot write: they parse to Infinity, -Infinity, or lose precision. Written in place of a RAW marker. */
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '1e-400', '-0.0'];
const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53 + 2, -(2 ** 53) - 2, 2 ** 31, -(2 ** 31) - 1, 2 ** 63, 5e-324, 0.1, 1.5];
const OTHER_TYPES: readonly Json[] = [0, -1, 1.5, '', 'x', true, false, null, [], {}, [1, 'a'], { a: 1 }];
const EXTRA_KEYS = ['extra', 'constructor', 'admin', 'companyId', 'role', '__proto__', ''];
const RAW = (i: number) => `\u0002raw${i}\u0002`;

const typeOf = (v: Json): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every node of `value` with its path, the root first. */
const nodesOf = (value: Json): { path: Path; value: Json }[] => {
  const out: { path: Path; value: Json }[] = [];
  const pending: { path: Path; value: Json }[] = [{ path: [], value }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    out.push(next);
    const v = next.value;
    if (Array.isArray(v)) v.forEach((item, i) => pending.push({ path: [...next.path, i], value: item }));
    else if (isObject(v)) for (const [k, item] of Object.entries(v)) pending.push({ path: [...next.path, k], value: item });
  }
  return out;
};

/** `root` with the node at `path` replaced by `update(old)` (copies along the path; an own `__proto__` key stays a key). */
const setAt = (root: Json, path: Path, update: (old: Json) => Json): Json => {
  const [head, ...rest] = path;
  if (head === undefined) return update(root);
  if (Array.isArray(root)) return root.map((item, i) => (i === head ? setAt(item, rest, update) : item));
  const copy: Record<string, Json> = {};
  for (const [k, v] of Object.entries(root as Record<string, Json>))
    Object.defineProperty(copy, k, { value: k === head ? setAt(v, rest, update) : v, enumerable: true, writable: true, configurable: true });
  return copy;
};
const withKey = (obj: Record<string, Json>, key: string, value: Json): Record<string, Json> => {
  const copy = { ...obj };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
};

const fieldName = (path: Path): string => (path.length === 0 ? 'body' : path.join('.'));

/** One mutation of `value`, driven by the numbers `pick` (fast-check's, so runs repeat). */
const mutateOnce = (value: Json, kind: MutationKind, pick: readonly number[], raw: string[]): { value: Json; badField: string | null } => {
  const [a = 0, b = 0, c = 0] = pick;
  const nodes = nodesOf(value);
  const choose = <T>(list: readonly T[], n: number): T | undefined => list[n % Math.max(1, list.length)];
  const objects = nodes.filter((n) => isObject(n.value));
  const strings = nodes.filter((n) => typeof n.value === 'string');
  const leaves = nodes.filter((n) => typeOf(n.value) !== 'object' && typeOf(n.value) !== 'array');
  const bad = choose(BAD_CHARACTERS, b) ?? '\u0000';
  switch (kind) {
    case 'bad_char': {
      const target = choose(strings, a) ?? choose(leaves, a) ?? nodes[0];
      if (target === undefined) return { value, badField: null };
      const old = typeof target.value === 'string' ? target.value : '';
      const at = c % (old.length + 1);
      return { value: setAt(value, target.path, () => `${old.slice(0, at)}${bad}${old.slice(at)}`), badField: fieldName(target.path) };
    }
    case 'bad_key': {
      const target = choose(objects, a);
      if (target === undefined) return { value: { [`k${bad}`]: 1 }, badField: 'k\uFFFD' };
      const key = `k${c % 10}${bad}`;
      return {
        value: setAt(value, target.path, (old) => withKey(old as Record<string, Json>, key, 'v')),
        badField: fieldName([...target.path, `k${c % 10}\uFFFD`]),
      };
    }
    case 'wrong_type': {
      const target = choose(nodes, a) ?? { path: [], value };
      const others = OTHER_TYPES.filter((o) => typeOf(o) !== typeOf(target.value));
      return { value: setAt(value, target.path, () => choose(others, b)), badField: null };
    }
    case 'unknown_key': {
      const target = choose(objects, a);
      return {
        value:
          target === undefined
            ? { extra: 1 }
            : setAt(value, target.path, (old) => withKey(old as Record<string, Json>, choose(EXTRA_KEYS, b) ?? 'extra', choose(OTHER_TYPES, c))),
        badField: null,
      };
    }
    case 'huge_number': {
      const target = choose(leaves, a) ?? { path: [], value };
      if (b % 3 === 0) {
        raw.push(choose(RAW_NUMBERS, c) ?? '1e400');
        return { value: setAt(value, target.path, () => RAW(raw.length - 1)), badField: null };
      }
      return { value: setAt(value, target.path, () => choose(HUGE_NUMBERS, c)), badField: null };
    }
    case 'deep_nesting': {
      // Written as text: JSON.stringify itself overflows the stack on such values (the server's JSON.parse does not).
      const target = choose(nodes, a) ?? { path: [], value };
      const depth = choose([50, 1_000, 5_000, 20_000], b) ?? 50;
      const [open, close] = c % 2 === 0 ? ['[', ']'] : ['{"a":', '}'];
      raw.push(`${open.repeat(depth)}${JSON.stringify(target.value) ?? 'null'}${close.repeat(depth)}`);
      return { value: setAt(value, target.path, () => RAW(raw.length - 1)), badField: null };
    }
    case 'missing_key': {
      const target = objects.filter((o) => Object.keys(o.value as object).length > 0)[a % Math.max(1, objects.length)];
      if (target === undefined) return { value, badField: null };
      const keys = Object.keys(target.value as object);
      const drop = choose(keys, b);
      return { value: setAt(value, target.path, (old) => Object.fromEntries(Object.entries(old as object).filter(([k]) => k !== drop))), badField: null };
    }
    case 'long_string': {
      const target = choose(strings, a) ?? choose(leaves, a) ?? { path: [], value };
      const long = (choose(['x', 'é', '🚜', ' '], c) ?? 'x').repeat(choose([300, 5_000, 30_000], b) ?? 300);
      return { value: setAt(value, target.path, () => long), badField: null };
    }
    case 'whole_body':
      return { value: choose([null, [], 'text', 42, true, {}, [value]], a), badField: null };
  }
};

const KINDS: readonly MutationKind[] = [
  'bad_char',
  'bad_key',
  'wrong_type',
  'unknown_key',
  'huge_number',
  'deep_nesting',
  'missing_key',
  'long_string',
  'whole_body',
];

/**
 * Mutated requests from `valid`: one to three mutations (a NUL, a lone surrogate or another bad
 * character in a string or a key; a wrong type; an unknown key; a huge or non-finite number; deep
 * nesting; a missing key; a long string; another body altogether), serialised to JSON text.
 * `badField` is set when the only mutation put a bad character in: the field the answer must name.
 */
export const mutatedOf = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<Mutated> =>
  fc
    .tuple(valid, fc.array(fc.tuple(fc.constantFrom(...KINDS), fc.array(fc.nat(), { minLength: 3, maxLength: 3 })), { minLength: 1, maxLength: 3 }))
    .map(([start, steps]) => {
      const raw: string[] = [];
      let value: Json = start;
      let badField: string | null = null;
      // Deep nesting goes last (once): its text replaces a marker after serialising, so no later mutation could reach inside.
      const ordered = [...steps.filter(([kind]) => kind !== 'deep_nesting'), ...steps.filter(([kind]) => kind === 'deep_nesting').slice(0, 1)];
      for (const [kind, pick] of ordered) ({ value, badField } = mutateOnce(value, kind, pick, raw));
      let text = JSON.stringify(value === undefined ? null : value);
      // Last first: a later marker's text may hold an earlier marker (deep nesting around a huge number).
      for (let i = raw.length - 1; i >= 0; i -= 1) text = text.replace(JSON.stringify(RAW(i)), () => raw[i] ?? 'null');
      return { text, kinds: ordered.map(([kind]) => kind), badField: ordered.length === 1 ? badField : null };
    });
