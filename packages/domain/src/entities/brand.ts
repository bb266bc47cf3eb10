import * as t from 'io-ts';

/** A non-empty string id; every entity id brands this (rules 3.15). */
export interface NonEmptyStringBrand {
  readonly NonEmptyString: unique symbol;
}
export const NonEmptyString = t.brand(t.string, (s): s is t.Branded<string, NonEmptyStringBrand> => s.length > 0, 'NonEmptyString');
export type NonEmptyString = t.TypeOf<typeof NonEmptyString>;

/**
 * Builds a branded id codec. The brand keeps an `EquipmentId` from being passed where a
 * `CompanyId` is expected, at compile time; at run time both are non-empty strings.
 */
export const idCodec = <B extends string>(name: B) =>
  t.brand(t.string, (s): s is t.Branded<string, { readonly [K in B]: symbol }> => s.length > 0 && s.length <= 64, name);

/**
 * True when `year`-`month`-`day` is a day of the four-digit years 1000 to 9999 of the Gregorian
 * calendar: no 30 February, no 31 April. JavaScript's Date.parse rolls such days over to the next
 * month while PostgreSQL refuses them, and refuses year 0 (rules 3.15, 20.8); PGlite
 * reads a year below 100 back as 19xx or 20xx, so no earlier year is taken.
 */
export const isCalendarDay = (year: number, month: number, day: number): boolean => {
  if (!Number.isInteger(year) || year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * True when `s` is an ISO 8601 date-time with a zone (`Z` or `±hh:mm`) naming a real instant the
 * database can store: a calendar day (`isCalendarDay`), hours 00..23, minutes and seconds 00..59,
 * offsets up to ±14:59 (rules 3.15, 20.8; Date.parse alone takes "2026-02-30T00:00:00Z").
 */
export const isIsoDateTime = (s: string): boolean => {
  const m = ISO_DATE_TIME.exec(s);
  if (m === null) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  return (
    isCalendarDay(year ?? 0, month ?? 0, day ?? 0) &&
    (hour ?? 24) <= 23 &&
    (minute ?? 60) <= 59 &&
    second <= 59 &&
    offsetHours <= 14 &&
    offsetMinutes <= 59 &&
    !Number.isNaN(Date.parse(s))
  );
};

/** An ISO 8601 timestamp with its zone, normally UTC, e.g. "2026-11-22T05:30:00.000Z" (`isIsoDateTime`). */
export interface IsoDateTimeBrand {
  readonly IsoDateTime: unique symbol;
}
export const IsoDateTime = t.brand(t.string, (s): s is t.Branded<string, IsoDateTimeBrand> => isIsoDateTime(s), 'IsoDateTime');
export type IsoDateTime = t.TypeOf<typeof IsoDateTime>;
