import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';

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

/**
 * The value of a `uuid` column as a branded id (`EquipmentId`, `TagId`...), without the codec's
 * check: PostgreSQL only ever answers a uuid in its canonical 36-character form, which every id
 * codec accepts (1 to 64 characters, domain entities/brand.ts `idCodec`). For the hot row mappings
 * (the equipment list maps 50 rows and their tags per call); elsewhere use `asBranded`.
 */
export const fromUuidColumn = <A extends string>(_codec: t.Type<A, string, unknown>, value: string): A => value as A;

/**
 * `date` as the contract's IsoDateTime (`toISOString()`, e.g. "2026-11-22T05:30:00.000Z"), checked
 * by its year only: for the years 1000 to 9999 `toISOString()` always writes a form IsoDateTime
 * accepts, so the codec's parse is not repeated per row; other years go through it.
 * @throws Error for an invalid Date or a year IsoDateTime refuses (`asBranded`).
 */
export const isoDateTimeOf = (date: Date): IsoDateTime => {
  const year = date.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? (date.toISOString() as IsoDateTime) : asBranded(IsoDateTime, Number.isNaN(year) ? 'Invalid Date' : date.toISOString());
};
