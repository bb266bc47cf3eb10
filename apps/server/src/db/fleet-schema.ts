import type { ColumnType, Kysely } from 'kysely';
import type { Database } from './schema';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * The tables and columns migration 0003-fleet adds (machines' detail, service log, tags,
 * warehouses, device side). They live beside `schema.ts` so the fleet code can type them with
 * `fleetDb(db)` (Kysely's `withTables`) without editing the shared Database interface.
 */
export type FleetTables = {
  /** One live credential per bound machine or gateway; `id` is the device id of DEVICE_HEADER. */
  device_credentials: {
    id: ColumnType<string, string | undefined, never>;
    company_id: string;
    equipment_id: string | null;
    gateway_id: string | null;
    /** Hex SHA-256 of the 32-byte secret. */
    secret_hash: string;
    created_at: Timestamp;
  };
  /** Accepted reports, unique per (equipment_id, fix_at); kept after the machine is deleted. */
  equipment_reports: {
    equipment_id: string;
    fix_at: Timestamp;
    company_id: string;
    source: 'device' | 'gateway';
    lat: number | null;
    lng: number | null;
    activity: string | null;
    error_code: string | null;
    error_cleared: boolean;
    firmware_version: string | null;
    battery_capacity_pct: number | null;
    battery_cycle_count: number | null;
    engine_hours: number | null;
    received_at: Timestamp;
  };
  /** The current reminder plan of a machine; `every` is 1..9999 units (days/weeks/months or engine hours). */
  reminder_plans: {
    equipment_id: string;
    company_id: string;
    kind: 'date' | 'engine_hours' | 'off';
    every: number | null;
    calendar_unit: 'days' | 'weeks' | 'months' | null;
    since_at: Timestamp;
    since_engine_hours: number;
    updated_at: Timestamp;
  };
  /** Tombstone of a deleted machine: its logs and reports keep its id. */
  deleted_equipment: {
    id: string;
    company_id: string;
    name: string;
    serial_number: string;
    category: string;
    model_number: string;
    deleted_at: Timestamp;
  };
  /** Machines per company (migration 0012, rules 21.6), kept by triggers on equipment insert, delete and change of company. */
  equipment_counts: {
    company_id: string;
    /** bigint: pg answers it as a string. */
    total: ColumnType<string, never, never>;
  };
  /**
   * Every suffix of each machine's lower-cased name and serial number, cut to 24 characters
   * (migration 0016, decision 0017): the search's index, kept by triggers (read-only for the app).
   */
  equipment_search_suffixes: {
    equipment_id: ColumnType<string, never, never>;
    company_id: ColumnType<string, never, never>;
    suffix: ColumnType<string, never, never>;
  };
  /** The columns 0003 and 0023 add to equipment, and the generated ones of 0012 (read-only: PostgreSQL computes them from `name`). */
  equipment: {
    /** The name without its trailing number, lower case: the list's first sort key (rules 21.6). */
    sort_base: ColumnType<string, never, never>;
    /** The name's trailing number (0 without one), numeric: pg answers it as a string. */
    sort_number: ColumnType<string, never, never>;
    /** The warehouse whose geofence holds the last position (null: out for work or never located). */
    warehouse_id: ColumnType<string | null, string | null | undefined, string | null>;
    /** Fix time of the last position (the domain's InventoryState.reportedAt). */
    last_position_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    battery_optimization_active: ColumnType<boolean, boolean | undefined, boolean>;
    /** The warehouse the machine is in, or the one it was last in (migration 0023; kept by the ingest's fold, rules 16.5). */
    last_warehouse_id: ColumnType<string | null, string | null | undefined, string | null>;
  };
};

export type FleetDatabase = Database & FleetTables;

/** The same connection, typed with the fleet tables. */
export const fleetDb = (db: Kysely<Database>): Kysely<FleetDatabase> => db.withTables<FleetTables>();
