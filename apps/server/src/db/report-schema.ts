import type { ColumnType, Kysely } from 'kysely';
import type { PowerDatabase, PowerTables } from './power-schema';
import type { FleetTables } from './fleet-schema';
import type { Database } from './schema';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A nullable column that inserts may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The tables and columns migration 0006-reports adds (rules 10), typed with `reportDb(db)`. */
export type ReportTables = {
  /** The columns 0006 adds to equipment_reports: the geofence's verdict at ingest. */
  equipment_reports: {
    inventory_status: Optional<'in_warehouse' | 'out_for_work' | 'never_seen' | 'location_unknown'>;
    warehouse_id: Optional<string>;
  };
  /** A scheduled report; `filters` is the contract's ReportFilters, `recipients` a JSON array of e-mail addresses. */
  report_schedules: {
    id: ColumnType<string, string | undefined, never>;
    company_id: string;
    kind: 'inventory' | 'usage' | 'maintenance' | 'power';
    filters: ColumnType<unknown, string, string>;
    frequency: 'daily' | 'weekly' | 'monthly';
    recipients: ColumnType<unknown, string, string>;
    next_run_at: Timestamp;
    last_sent_at: Optional<Date | string>;
    /** Weekly: 1 Monday to 7 Sunday; null otherwise (rules 10.10). */
    weekday: Optional<number>;
    /** Monthly: 1 to 31 (a shorter month sends on its last day); null otherwise. */
    day_of_month: Optional<number>;
    /** Company-local time of day `HH:MM` of every run. */
    time_of_day: ColumnType<string, string | undefined, string>;
    created_by: string | null;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
  /** One run per schedule and period (unique): claimed as 'sending', then 'sent' or 'failed'. */
  report_runs: {
    schedule_id: string;
    period_from: string;
    period_to: string;
    status: 'sending' | 'sent' | 'failed';
    started_at: Timestamp;
    sent_at: Optional<Date | string>;
    error: Optional<string>;
  };
};

export type ReportDatabase = PowerDatabase & ReportTables;

/** The same connection, typed with the fleet, power and report tables. */
export const reportDb = (db: Kysely<Database>): Kysely<ReportDatabase> => db.withTables<FleetTables & PowerTables & ReportTables>();
