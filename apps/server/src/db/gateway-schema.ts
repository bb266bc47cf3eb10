import type { ColumnType, Kysely } from 'kysely';
import type { PowerDatabase, PowerTables } from './power-schema';
import type { FleetTables } from './fleet-schema';
import type { Database } from './schema';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A nullable column that inserts may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * The columns and table migration 0009-gateways-dealers adds for gateways (rules 14), typed with
 * `gatewayDb(db)` (Kysely's `withTables`) like power-schema.ts. The dealer tables are in schema.ts.
 */
export type GatewayTables = {
  /** App gateway fields (rules 3.7; null for charger and device gateways) and the reset time. */
  gateways: {
    brand: Optional<string>;
    system_version: Optional<string>;
    app_version: Optional<string>;
    udid: Optional<string>;
    /** The email of the member signed in to the mobile app when it bound this app gateway. */
    bound_email: Optional<string>;
    /** Set by a reset (credential revoked, warehouse left), cleared by the next bind. */
    reset_at: Optional<Date | string>;
  };
  /** A machine a device or app gateway heard: first and last time (its sub-devices, rules 14.7). */
  gateway_sub_devices: {
    gateway_id: string;
    equipment_id: string;
    company_id: string;
    first_heard_at: Timestamp;
    last_heard_at: Timestamp;
  };
};

export type GatewayDatabase = PowerDatabase & GatewayTables;

/** The same connection, typed with the fleet, power and gateway tables. */
export const gatewayDb = (db: Kysely<Database>): Kysely<GatewayDatabase> => db.withTables<FleetTables & PowerTables & GatewayTables>();
