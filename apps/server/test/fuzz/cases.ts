import fc from 'fast-check';
import { arbitraryOf, type Hints } from './codec-arbitrary';
import { mutatedOf } from './mutations';
import type { FuzzCase } from './send';
import type { FuzzTarget } from './targets';

/** Share of each endpoint's cases that are valid values of its codec; the rest are mutated ones. */
const VALID_SHARE = 1 / 3;

/**
 * Header values: mostly what a real HTTP/1.1 connection can carry (printable ASCII, tab, Latin-1
 * from bytes 0x80..0xFF, long values); now and then NUL, a control character or a lone surrogate,
 * which only `inject` can send (Node answers 400 to them on a socket before any route runs) but
 * which the server must survive all the same.
 */
const headerText = fc.oneof(
  { arbitrary: fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 }), weight: 3 },
  {
    arbitrary: fc.string({
      unit: fc.oneof(
        fc.constant('\t'),
        fc.integer({ min: 0xa0, max: 0xff }).map((c) => String.fromCharCode(c)),
      ),
      maxLength: 40,
    }),
    weight: 2,
  },
  { arbitrary: fc.constantFrom('x'.repeat(2_000), 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0', ''), weight: 2 },
  { arbitrary: fc.constantFrom('Mozilla\u0000/5.0', 'de-DE\u0001', 'trace\ud800', '\uffff'), weight: 1 },
);
/** Extra headers of a case: mostly none; sometimes User-Agent (the security log stores it), traceId, lang, X-Forwarded-For, Last-Event-ID. */
const extraHeaders = fc.oneof(
  { arbitrary: fc.constant({}), weight: 3 },
  {
    arbitrary: fc.dictionary(fc.constantFrom('user-agent', 'traceid', 'lang', 'x-forwarded-for', 'last-event-id'), headerText, { minKeys: 1, maxKeys: 3 }),
    weight: 1,
  },
);
/** Loopback client addresses (inject only; nothing is sent on a network), so per-address limits do not end every case early. */
const loopback = fc.tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map(([a, b, c]) => `127.${a}.${b}.${c}`);

/** A stable number per path, so a new endpoint does not change the cases of the others. */
const seedOf = (seed: number, path: string): number => [...path].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, seed);

/**
 * `count` cases for `target` from `seed`: a third valid values of its request codec
 * (`arbitraryOf`), the rest mutated ones (`mutatedOf`); an endpoint without a request codec gets
 * no body for its valid cases and mutated JSON for the others (what a client might still send).
 */
export const casesFor = (target: FuzzTarget, hints: Hints, seed: number, count: number, unreachable: Set<string>): FuzzCase[] => {
  const base = seedOf(seed, `${target.method} ${target.path}`);
  const validCount = Math.ceil(count * VALID_SHARE);
  const valid = target.request === undefined ? fc.constant(undefined) : arbitraryOf(target.request, hints, base, unreachable);
  const values = fc.sample(valid, { numRuns: validCount, seed: base });
  const mutated = fc.sample(mutatedOf(target.request === undefined ? fc.jsonValue({ maxDepth: 2 }) : valid), { numRuns: count - validCount, seed: base + 1 });
  const headers = fc.sample(extraHeaders, { numRuns: count, seed: base + 2 });
  const addresses = fc.sample(loopback, { numRuns: count, seed: base + 3 });
  const at = (i: number) => ({ headers: headers[i] ?? {}, remoteAddress: addresses[i] ?? '127.0.0.1' });
  return [
    ...values.map((value, i): FuzzCase => ({ text: value === undefined ? null : JSON.stringify(value), badField: null, label: 'valid', ...at(i) })),
    ...mutated.map((m, i): FuzzCase => ({ text: m.text, badField: m.badField, label: m.kinds.join('+'), ...at(validCount + i) })),
  ];
};
