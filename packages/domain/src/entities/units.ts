import * as t from 'io-ts';

const nonNegative = <B extends string>(name: B) =>
  t.brand(t.number, (n): n is t.Branded<number, { readonly [K in B]: symbol }> => Number.isFinite(n) && n >= 0, name);

/** A distance in statute miles (rules 1.8: distances are shown in miles). */
export const Miles = nonNegative('Miles');
export type Miles = t.TypeOf<typeof Miles>;
/** A distance in metres (warehouse radius). */
export const Meters = nonNegative('Meters');
export type Meters = t.TypeOf<typeof Meters>;
/** Engine (runtime) hours of a machine. */
export const EngineHours = nonNegative('EngineHours');
export type EngineHours = t.TypeOf<typeof EngineHours>;
/** Energy in watt-hours. */
export const WattHours = nonNegative('WattHours');
export type WattHours = t.TypeOf<typeof WattHours>;
/** A duration in seconds. */
export const Seconds = nonNegative('Seconds');
export type Seconds = t.TypeOf<typeof Seconds>;
/** A percentage from 0 to 100. */
export const Percent = t.brand(
  t.number,
  (n): n is t.Branded<number, { readonly Percent: unique symbol }> => Number.isFinite(n) && n >= 0 && n <= 100,
  'Percent',
);
export type Percent = t.TypeOf<typeof Percent>;
/** WGS84 latitude in degrees, -90..90. */
export const Latitude = t.brand(
  t.number,
  (n): n is t.Branded<number, { readonly Latitude: unique symbol }> => Number.isFinite(n) && n >= -90 && n <= 90,
  'Latitude',
);
export type Latitude = t.TypeOf<typeof Latitude>;
/** WGS84 longitude in degrees, -180..180. */
export const Longitude = t.brand(
  t.number,
  (n): n is t.Branded<number, { readonly Longitude: unique symbol }> => Number.isFinite(n) && n >= -180 && n <= 180,
  'Longitude',
);
export type Longitude = t.TypeOf<typeof Longitude>;

/** A WGS84 position. */
export const GeoPoint = t.type({ lat: Latitude, lng: Longitude }, 'GeoPoint');
export type GeoPoint = t.TypeOf<typeof GeoPoint>;

/** A duration in minutes (labor time of a maintenance log). */
export const Minutes = nonNegative('Minutes');
export type Minutes = t.TypeOf<typeof Minutes>;
/** Power in watts (charging power of a port). */
export const Watts = nonNegative('Watts');
export type Watts = t.TypeOf<typeof Watts>;
/** A count that is a whole number from 0 (charge cycles, sub-devices, gateways). */
export const Count = t.brand(t.number, (n): n is t.Branded<number, { readonly Count: unique symbol }> => Number.isInteger(n) && n >= 0, 'Count');
export type Count = t.TypeOf<typeof Count>;

/** The largest value of a database `integer` column (PostgreSQL int4). */
export const MAX_INTEGER_COLUMN = 2_147_483_647;
/**
 * A Count a request may send for an `integer` column, at most MAX_INTEGER_COLUMN (rules 3.15, 20.8:
 * the database refuses a larger one, so a battery reporting 2^31 charge cycles is refused first).
 */
export const StoredCount = t.refinement(Count, (n) => n <= MAX_INTEGER_COLUMN, 'StoredCount');
