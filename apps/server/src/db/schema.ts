import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EndedSessionsTable, MailOutboxTable } from './schema-accounts';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a database default. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** companies: a customer business (rules 3.3); `version` decides the home (rules 1.4, 6.6). */
export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  /** IANA time zone, e.g. "America/Chicago" (time zone per company, rules 1.7). */
  time_zone: string;
  version: 'FULL_VERSION' | 'POWER_VERSION';
  created_at: CreatedAt;
}

/** users: a login and a person of a company (person: rules 3.2; roles: rules 6.1). `email` is lower-case. */
export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** 2: web user; 3: app-only user (rules 6.4). */
  user_type: number;
  company_id: string | null;
  role: 'admin' | 'manager' | 'employee' | null;
  status: 'invited' | 'activated';
  invited_at: Timestamp | null;
  activated_at: Timestamp | null;
  invitation_address: string | null;
  consent_accepted_at: Timestamp | null;
  locked_until: Timestamp | null;
  failed_logins: Generated<number>;
  created_at: CreatedAt;
  /** Set when the user withdrew consent (rules 4.10, 19.8); login answers 1170012073 until accepted again. */
  consent_withdrawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The interface language (rules 1.5) of the user's last login (migration 0007, rules 10.10); null before it. Scheduled report mails use it. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

/** sessions: one row per login; only the SHA-256 of the token is kept (rules 19.10). */
export interface SessionsTable {
  /** Hex SHA-256 of the 32-byte token. */
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  /** Absolute expiry; idle expiry is `last_used_at` + the idle window. */
  expires_at: Timestamp;
}

/** login_throttle: failed-login counters per key ("email:<address>" or "ip:<address>"), shared by every process. */
export interface LoginThrottleTable {
  key: string;
  window_started_at: Timestamp;
  window_failures: number;
  /** Failures in a row since the last success (drives the 15-minute lock). */
  consecutive_failures: number;
  locked_until: Timestamp | null;
}

/** link_tokens: single-use, expiring activation / registration / reset / invitation links, stored hashed (rules 19.5). */
export interface LinkTokensTable {
  token_hash: string;
  user_id: string | null;
  email: string;
  purpose: 'activation' | 'registration' | 'reset' | 'invitation';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** warehouses: a named circle on the map (rules 3.9); equipment inside it is in warehouse (rules 4.2). */
export interface WarehousesTable {
  id: Generated<string>;
  company_id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  radius_m: number;
  created_at: CreatedAt;
}

/** gateways: charger, fixed, mobile, device and app gateways (rules 3.7, 14.1). */
export interface GatewaysTable {
  id: Generated<string>;
  company_id: string;
  warehouse_id: string | null;
  kind: 'charger_gateway' | 'app_gateway_fixed' | 'app_gateway_mobile' | 'device_gateway' | 'app_gateway';
  model: string;
  serial_number: string;
  firmware_version: string;
  lat: number | null;
  lng: number | null;
  last_connected_at: Timestamp | null;
  online_status: 'online' | 'offline';
  deleted_at: Timestamp | null;
}

/** tag_groups and tags (rules 3.6); deleting a group deletes its tags (rules 4.13, ON DELETE CASCADE). */
export interface TagGroupsTable {
  id: Generated<string>;
  company_id: string;
  name: string;
}
export interface TagsTable {
  id: Generated<string>;
  company_id: string;
  group_id: string;
  name: string;
}

/** equipment: one machine (rules 3.4). Positions and times come from device reports. */
export interface EquipmentTable {
  id: Generated<string>;
  company_id: string;
  name: string;
  serial_number: string;
  category: 'mower' | 'ride_on_mower' | 'string_trimmer' | 'blower' | 'hedge_trimmer' | 'chainsaw' | 'snow_blower' | 'edger';
  model_number: string;
  picture_url: string | null;
  inventory_status: 'in_warehouse' | 'out_for_work' | 'never_seen' | 'location_unknown';
  online_status: 'online' | 'offline';
  activity: 'mowing' | 'charging' | 'moving' | 'offline' | 'idle' | 'transfer' | 'faulty';
  last_seen_at: Timestamp | null;
  last_lat: number | null;
  last_lng: number | null;
  added_at: Timestamp;
  updated_at: Timestamp;
  error_code: string | null;
  firmware_version: string;
  battery_max_capacity_pct: number | null;
  battery_cycle_count: number | null;
  /** Total runtime, hours. */
  engine_hours: number;
}
export interface EquipmentTagsTable {
  equipment_id: string;
  tag_id: string;
}

/** chargers: a charge system with ports (rules 3.10). */
export interface ChargersTable {
  id: Generated<string>;
  company_id: string;
  warehouse_id: string | null;
  gateway_id: string | null;
  name: string;
  model: string;
  serial_number: string;
  firmware_version: string;
  port_count: number;
  online_status: 'online' | 'offline';
  /** Energy charged since installation, watt-hours. */
  energy_total_wh: number;
  installed_at: Timestamp;
}

/** batteries: portable or high-capacity packs, optionally on a charger port (rules 3.10, 4.6). */
export interface BatteriesTable {
  id: Generated<string>;
  company_id: string;
  charger_id: string | null;
  port_number: number | null;
  kind: 'portable' | 'high_capacity';
  model: string;
  serial_number: string;
  state: 'charging' | 'standby' | 'overheat' | 'error' | 'empty' | 'ready' | 'waiting' | 'discharging' | 'fully_charged';
  charge_pct: number;
  capacity_wh: number;
  max_capacity_pct: number;
  cycle_count: number;
  /** Legacy packs give no remaining-time estimate (rules 11.5). */
  legacy: boolean;
  optimization_active: boolean;
  error_code: string | null;
}

/** charger_energy_days: energy charged per charger per company-local day (rules 11.6; the power report, rules 10.5). */
export interface ChargerEnergyDaysTable {
  charger_id: string;
  company_id: string;
  /** The day as YYYY-MM-DD in the company's time zone. */
  day: string;
  energy_wh: number;
}

/** maintenance_logs (rules 3.5): service type, date, runtime (engine hours at service), labor time, expense, performer, details, reminder. */
export interface MaintenanceLogsTable {
  id: Generated<string>;
  company_id: string;
  equipment_id: string;
  service_type: 'maintenance' | 'inspection' | 'repair';
  performed_at: Timestamp;
  /** Engine hours of the machine when serviced. */
  runtime_hours: number;
  /** Labor time, minutes (the domain's MaintenanceLog.laborTime). */
  labor_minutes: number;
  expense_cents: number;
  /** ISO 4217 code of the expense, e.g. "USD". */
  currency: string;
  performed_by: string;
  details: string;
  /** Reminder plan set with the log (rules 3.5, 4.8): off, every N days/weeks/months, or every N engine hours. */
  reminder_kind: 'date' | 'engine_hours' | 'off';
  reminder_units: number | null;
  reminder_calendar_unit: 'days' | 'weeks' | 'months' | null;
}

/**
 * dealers: one directory of dealers for every company (rules 3.8), keyed for imports by `code`;
 * category, country (ISO alpha-2) and region hold the domain's codes (dealers/dealer-codes.ts).
 */
export interface DealersTable {
  id: Generated<string>;
  code: string;
  name: string;
  address: string;
  town: string;
  city: string;
  state: string;
  country: string;
  category: string;
  telephone: string;
  postcode: string;
  region: string;
  email: string;
  website: string;
  lat: number;
  lng: number;
}
/** user_dealers (migration 0009): each user's own collection of dealers ("in my collection", rules 15.1). */
export interface UserDealersTable {
  user_id: string;
  dealer_id: string;
  added_at: Timestamp;
}

/** Every table, as Kysely sees the database. */
export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  link_tokens: LinkTokensTable;
  ended_sessions: EndedSessionsTable;
  mail_outbox: MailOutboxTable;
  warehouses: WarehousesTable;
  gateways: GatewaysTable;
  tag_groups: TagGroupsTable;
  tags: TagsTable;
  equipment: EquipmentTable;
  equipment_tags: EquipmentTagsTable;
  chargers: ChargersTable;
  batteries: BatteriesTable;
  charger_energy_days: ChargerEnergyDaysTable;
  maintenance_logs: MaintenanceLogsTable;
  dealers: DealersTable;
  user_dealers: UserDealersTable;
}

export type Company = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type LoginThrottle = Selectable<LoginThrottleTable>;
export type Warehouse = Selectable<WarehousesTable>;
export type NewWarehouse = Insertable<WarehousesTable>;
export type Gateway = Selectable<GatewaysTable>;
export type NewGateway = Insertable<GatewaysTable>;
export type TagGroup = Selectable<TagGroupsTable>;
export type NewTagGroup = Insertable<TagGroupsTable>;
export type Tag = Selectable<TagsTable>;
export type NewTag = Insertable<TagsTable>;
export type Equipment = Selectable<EquipmentTable>;
export type NewEquipment = Insertable<EquipmentTable>;
export type EquipmentUpdate = Updateable<EquipmentTable>;
export type Charger = Selectable<ChargersTable>;
export type NewCharger = Insertable<ChargersTable>;
export type Battery = Selectable<BatteriesTable>;
export type NewBattery = Insertable<BatteriesTable>;
export type MaintenanceLog = Selectable<MaintenanceLogsTable>;
export type NewMaintenanceLog = Insertable<MaintenanceLogsTable>;
export type Dealer = Selectable<DealersTable>;
export type NewDealer = Insertable<DealersTable>;
