import * as t from 'io-ts';

/** A non-empty string id; every entity id brands this (DESIGN 2). */
export interface NonEmptyStringBrand {
  readonly NonEmptyString: unique symbol;
}
export const NonEmptyString = t.brand(
  t.string,
  (s): s is t.Branded<string, NonEmptyStringBrand> => s.length > 0,
  'NonEmptyString',
);
export type NonEmptyString = t.TypeOf<typeof NonEmptyString>;

/**
 * Builds a branded id codec. The brand keeps an `EquipmentId` from being passed where a
 * `CompanyId` is expected, at compile time; at run time both are non-empty strings.
 */
export const idCodec = <B extends string>(name: B) =>
  t.brand(
    t.string,
    (s): s is t.Branded<string, { readonly [K in B]: symbol }> => s.length > 0 && s.length <= 64,
    name,
  );

/** An ISO 8601 timestamp in UTC, e.g. "2026-11-22T05:30:00.000Z". */
export interface IsoDateTimeBrand {
  readonly IsoDateTime: unique symbol;
}
export const IsoDateTime = t.brand(
  t.string,
  (s): s is t.Branded<string, IsoDateTimeBrand> => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s),
  'IsoDateTime',
);
export type IsoDateTime = t.TypeOf<typeof IsoDateTime>;
