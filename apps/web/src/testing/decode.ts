import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { describeErrors } from '@yardfleet/contract/codec';

/**
 * Decodes a fixture with the codec the real data layer uses, so every fixture is a value the
 * contract accepts (branded ids included). Throws with the readable io-ts paths when a fixture
 * breaks the contract: a broken fixture must fail loudly, at module load, in stories and tests.
 */
export const fixture = <A, O>(codec: t.Type<A, O, unknown>, value: unknown): A => {
  const result = codec.decode(value);
  if (E.isLeft(result)) {
    throw new Error(`Fixture does not match ${codec.name}: ${describeErrors(result.left).join('; ')}`);
  }
  return result.right;
};
