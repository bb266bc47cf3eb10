import * as E from 'fp-ts/lib/Either.js';
import type { InventoryStatus } from '@yardfleet/domain/entities/equipment';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { buildWarehouseIndex } from '@yardfleet/domain/geometry/warehouse-index';
import { inventoryStatusAt, inventoryTransition, NEVER_SEEN } from '@yardfleet/domain/machines/inventory-status';
import { numberField, stringField, type Row, type RowError } from '../io/read-table';

/** A warehouse row: name, lat, lng, radius_m (metres, > 0). */
export interface WarehouseRow {
  readonly name: string;
  readonly location: GeoPoint;
  readonly radiusM: number;
}

/** A position row: id, lat, lng and, optionally, reported_at (ISO 8601). */
export interface PositionRow {
  readonly id: string;
  readonly position: GeoPoint;
  readonly reportedAt: string | undefined;
}

/** The outcome for one position: its inventory status (rules 4.2) and the containing warehouse (if any). */
export interface PositionStatus {
  readonly id: string;
  readonly status: InventoryStatus;
  readonly warehouse: string | undefined;
}

type Parsed<A> = E.Either<readonly RowError[], readonly A[]>;

const point = (row: Row): GeoPoint | undefined => {
  const d = GeoPoint.decode({ lat: numberField(row, 'lat'), lng: numberField(row, 'lng') });
  return E.isRight(d) ? d.right : undefined;
};

/** Decodes warehouse rows; every bad row is reported with its number. */
export const parseWarehouses = (rows: readonly Row[]): Parsed<WarehouseRow> => {
  const errors: RowError[] = [];
  const out: WarehouseRow[] = [];
  rows.forEach((row, i) => {
    const name = stringField(row, 'name');
    const location = point(row);
    const radiusM = numberField(row, 'radius_m');
    if (!name) errors.push({ row: i + 1, message: 'name is required' });
    if (!location) errors.push({ row: i + 1, message: 'lat must be -90..90 and lng -180..180' });
    if (radiusM === undefined || radiusM <= 0) errors.push({ row: i + 1, message: 'radius_m must be a number of metres above 0' });
    if (name && location && radiusM !== undefined && radiusM > 0) out.push({ name, location, radiusM });
  });
  return errors.length > 0 ? E.left(errors) : E.right(out);
};

/** Decodes position rows; `reported_at`, when present, must be an ISO 8601 time. */
export const parsePositions = (rows: readonly Row[]): Parsed<PositionRow> => {
  const errors: RowError[] = [];
  const out: PositionRow[] = [];
  rows.forEach((row, i) => {
    const id = stringField(row, 'id');
    const position = point(row);
    const reportedAt = stringField(row, 'reported_at');
    if (!id) errors.push({ row: i + 1, message: 'id is required' });
    if (!position) errors.push({ row: i + 1, message: 'lat must be -90..90 and lng -180..180' });
    const badTime = reportedAt !== undefined && Number.isNaN(Date.parse(reportedAt));
    if (badTime) errors.push({ row: i + 1, message: 'reported_at must be an ISO 8601 time' });
    if (id && position && !badTime) out.push({ id, position, reportedAt: reportedAt === undefined ? undefined : new Date(reportedAt).toISOString() });
  });
  return errors.length > 0 ? E.left(errors) : E.right(out);
};

/**
 * Inventory status (rules 4.2) of each position, through the domain's geofence machine: inside any
 * warehouse radius -> in_warehouse (nearest centre named), else out_for_work; a position with a
 * `reported_at` older than 24 h at `now` -> location_unknown. Positions without a time count as current.
 */
export const classifyPositions = (warehouses: readonly WarehouseRow[], positions: readonly PositionRow[], now: Date): readonly PositionStatus[] => {
  const index = buildWarehouseIndex(warehouses.map((w, i) => ({ id: i, location: w.location, radius: w.radiusM })));
  const step = inventoryTransition<number>(index.locate);
  return positions.map((p) => {
    const next = step(NEVER_SEEN, { type: 'positionReported', at: p.reportedAt ?? now.toISOString(), position: p.position, source: 'device' });
    const state = E.isRight(next) ? next.right : NEVER_SEEN;
    const status = inventoryStatusAt(state, now);
    const warehouse = status === 'in_warehouse' && state.status === 'in_warehouse' ? warehouses[state.warehouseId]?.name : undefined;
    return { id: p.id, status, warehouse };
  });
};

/** One output line: "mower-17\tin_warehouse\tUtrecht depot" (a dash when no warehouse contains it). */
export const formatStatus = (s: PositionStatus): string => `${s.id}\t${s.status}\t${s.warehouse ?? '-'}`;
