import type { ColumnType, Kysely } from 'kysely';
import type { FleetDatabase, FleetTables } from './fleet-schema';
import type { Database } from './schema';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A nullable column that inserts may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The nine port and battery states (rules 4.6; the domain's ChargeState). */
type ChargeStateColumn = 'charging' | 'standby' | 'overheat' | 'error' | 'empty' | 'ready' | 'waiting' | 'discharging' | 'fully_charged';

/**
 * The tables and columns migrations 0004-live-events and 0005-power add (rules 11, 12), typed with
 * `powerDb(db)` (Kysely's `withTables`) like fleet-schema.ts.
 */
export type PowerTables = {
  /** Recent change events per company (src/live); `id` is the stream's event id. */
  live_events: {
    id: ColumnType<string, never, never>;
    company_id: string;
    entity: 'charger' | 'charge_system' | 'equipment' | 'warehouse' | 'gateway';
    entity_id: string;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
  /** The current state of each port of a charger; `state_at` is the fix time of that state. */
  charger_ports: {
    charger_id: string;
    port_number: number;
    company_id: string;
    state: ChargeStateColumn;
    battery_id: Optional<string>;
    /** Charging (or discharging) power, watts. */
    power_w: ColumnType<number, number | undefined, number>;
    error_code: Optional<string>;
    state_at: Optional<Date | string>;
  };
  /** Accepted charger snapshots, unique per (charger_id, fix_at); the energy meter readings. */
  charger_reports: {
    charger_id: string;
    fix_at: Timestamp;
    company_id: string;
    gateway_id: string | null;
    /** Cumulative energy meter, Wh since `meter_started_at`. */
    meter_wh: number;
    /** When the meter last started from zero (installation, replacement, reboot). */
    meter_started_at: Timestamp;
    error_code: string | null;
    /** The ports as reported (contract ReportedPort[]), kept for statistics. */
    ports: ColumnType<unknown, string, string>;
    received_at: Timestamp;
  };
  /** The columns 0005 adds to chargers. */
  chargers: {
    last_report_at: Optional<Date | string>;
    error_code: Optional<string>;
    /** The newest meter reading (Wh) and its start, by fix time. */
    meter_wh: Optional<number>;
    meter_started_at: Optional<Date | string>;
  };
  /** The column 0005 adds to gateways: the site of a charge system that is not at a warehouse. */
  gateways: { site_name: Optional<string> };
  /** The column 0005 adds to batteries: fix time of the last reading of the pack. */
  batteries: { reported_at: Optional<Date | string> };
};

export type PowerDatabase = FleetDatabase & PowerTables;

/** The same connection, typed with the fleet and power tables. */
export const powerDb = (db: Kysely<Database>): Kysely<PowerDatabase> => db.withTables<FleetTables & PowerTables>();
