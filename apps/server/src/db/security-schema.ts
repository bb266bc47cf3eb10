import type { ColumnType, Generated, Kysely } from 'kysely';
import type { FieldChange, SecurityEventKind, LoginFailureReason, SecurityTargetType } from '@yardfleet/contract/endpoints/security-log';
import type { Database } from './schema';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * The table migration 0011-security-log adds (rules 20.12, 3.13) with migration 0027's columns, typed with `securityDb(db)`.
 * Every column but id, kind and occurred_at may be null (see the migration for what null means).
 */
export type SecurityTables = {
  security_events: {
    id: Generated<string>;
    /** Null: a user without a company (kept, never shown). */
    company_id: string | null;
    kind: SecurityEventKind;
    occurred_at: Timestamp;
    /** Null when the system acted or the person was deleted since. */
    actor_user_id: string | null;
    actor_name: string | null;
    actor_email: string | null;
    /** The client's address as the server saw it (TRUST_PROXY), at most 64 characters. */
    address: string | null;
    /** The User-Agent header, at most 256 characters. */
    user_agent: string | null;
    target_type: SecurityTargetType | null;
    target_id: string | null;
    target_label: string | null;
    change_from: string | null;
    change_to: string | null;
    reason: LoginFailureReason | null;
    /** Migration 0027: the change field by field (a JSON array, written as its JSON text); null when the event has none. */
    fields: ColumnType<FieldChange[] | null, string | null, string | null>;
    /** Migration 0027: the machine the event concerns. */
    equipment_id: string | null;
    /** Migration 0027: the API key that acted (null once deleted; the prefix stays). */
    actor_api_key_id: string | null;
    actor_api_key_prefix: string | null;
  };
};

export type SecurityDatabase = Database & SecurityTables;

/** The same connection (or transaction), typed with the security log table. */
export const securityDb = (db: Kysely<Database>): Kysely<SecurityDatabase> => db.withTables<SecurityTables>();
