import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';

/**
 * Brands a stored string with its contract codec (`EquipmentId`, `TagId`, `IsoDateTime`...).
 * @throws Error when the stored value breaks the codec: a server fault (HTTP 500), never sent on.
 */
export const asBranded = <A>(codec: t.Type<A, string, unknown>, value: string): A => {
  const decoded = codec.decode(value);
  if (E.isLeft(decoded)) throw new Error(`stored value "${value}" is not a valid ${codec.name}`);
  return decoded.right;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` can name a row (ids are UUIDs); any other id matches no row, like a missing one. */
export const isRowId = (value: string): boolean => UUID.test(value);
