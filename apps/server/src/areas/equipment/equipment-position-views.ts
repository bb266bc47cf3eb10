import * as E from 'fp-ts/lib/Either.js';
import { INVENTORY_CODES, MAX_EQUIPMENT_POSITIONS, POSITION_SCALE, type EquipmentPositions } from '@yardfleet/contract/endpoints/equipment-positions';
import type { InventoryStatus } from '@yardfleet/domain/entities/equipment';

/** Decoded rows; a stored row that breaks its codec (a coordinate out of range) is left off the map. */
export const decodedRows = <A>(codec: { readonly decode: (value: unknown) => E.Either<unknown, A> }, rows: readonly unknown[]): A[] =>
  rows.flatMap((row) => {
    const decoded = codec.decode(row);
    return E.isRight(decoded) ? [decoded.right] : [];
  });

/** One machine's row as the query answers it: coordinates already fixed-point (degrees × POSITION_SCALE, rounded); id and name for an `at` query. */
export interface PositionRow {
  readonly id?: string;
  readonly name?: string;
  readonly inventory_status: InventoryStatus;
  readonly lat: number;
  readonly lng: number;
}

/**
 * The rows of an `at` query as parallel columns (rules 21.7), in one pass; a row whose coordinates fall outside WGS84
 * (the query already leaves them out; the columns are plain doubles) is left out. `more` says the
 * query found more than the MAX_MACHINES_AT rows it answers.
 */
export const positionColumns = (rows: readonly PositionRow[], more: boolean): EquipmentPositions => {
  const ids: string[] = [];
  const names: string[] = [];
  const lat: number[] = [];
  const lng: number[] = [];
  const codes: string[] = [];
  const maxLat = 90 * POSITION_SCALE;
  const maxLng = 180 * POSITION_SCALE;
  for (const row of rows) {
    if (Math.abs(row.lat) > maxLat || Math.abs(row.lng) > maxLng) continue;
    if (row.id !== undefined) ids.push(row.id);
    if (row.name !== undefined) names.push(row.name);
    lat.push(row.lat);
    lng.push(row.lng);
    codes.push(INVENTORY_CODES[row.inventory_status]);
  }
  const labelled = ids.length === lat.length && names.length === lat.length;
  return { ids: labelled ? ids : [], names: labelled ? names : [], lat, lng, inventory: codes.join(''), truncated: more };
};

/** The whole fleet's columns as the aggregate query answers them: `count` rows, and each column as text. */
export interface AggregatedColumns {
  readonly count: number;
  /** One INVENTORY_CODES character per row. */
  readonly inventory: string;
  /** Fixed-point latitudes, comma-separated ('' without rows). */
  readonly lat: string;
  /** Fixed-point longitudes, comma-separated. */
  readonly lng: string;
}

/** The integers of a comma-separated list of PostgreSQL int4s, parsed natively ([] for ''). */
const intsOf = (text: string): number[] => JSON.parse(`[${text}]`) as number[];

/**
 * The whole fleet's answer (rules 21.7: the positions of 100,000 machines in one compact
 * answer, at most 300 ms p95) from ONE row that PostgreSQL aggregated: the status codes as one string
 * and each coordinate column as one comma-separated text, in the same row order (one aggregate
 * node feeds every aggregate the same rows). Reading 100,000 rows of three fields through the
 * driver cost about 185 ms of the server's CPU per call (a cpu profile: the protocol's row parsing,
 * a string and an integer parse per field, and their garbage); three texts parse natively in a few.
 * Of `count` rows, those past MAX_EQUIPMENT_POSITIONS are cut and `truncated` set.
 */
export const aggregatedPositions = (row: AggregatedColumns): EquipmentPositions => {
  const more = row.count > MAX_EQUIPMENT_POSITIONS;
  const lat = intsOf(row.lat);
  const lng = intsOf(row.lng);
  return more
    ? {
        ids: [],
        names: [],
        lat: lat.slice(0, MAX_EQUIPMENT_POSITIONS),
        lng: lng.slice(0, MAX_EQUIPMENT_POSITIONS),
        inventory: row.inventory.slice(0, MAX_EQUIPMENT_POSITIONS),
        truncated: true,
      }
    : { ids: [], names: [], lat, lng, inventory: row.inventory, truncated: false };
};
