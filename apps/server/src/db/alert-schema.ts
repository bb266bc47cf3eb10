import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AlertRuleKind } from '@yardfleet/domain/alerts/alert-rule';
import type { Database } from './schema';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a database default (now()). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable timestamptz column that inserts may leave out. */
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A nullable column that inserts may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A jsonb column: read as the parsed value (decode it with its codec), written as JSON text. */
type Json = ColumnType<unknown, string, string>;

/** Where an alert stands (rules 22.4); `pending` (the condition holds, its hold time not yet passed) is never shown. */
export type AlertStatusColumn = 'pending' | 'open' | 'acknowledged' | 'resolved';
/** What a rule's scope names (rules 22.1); `scope_id` holds the tag id, category, warehouse id or charger id (null for `all`). */
export type AlertScopeKindColumn = 'all' | 'tag' | 'category' | 'warehouse' | 'charge_system';
/** A person's mail mode (rules 22.3). */
export type AlertMailModeColumn = 'immediate' | 'hourly' | 'daily' | 'off';
/** Why a mail is sent (rules 22.3, 22.4). */
export type AlertMailReasonColumn = 'opened' | 'reopened' | 'escalated';

/** The tables and the column migration 0019-alerts adds (rules 22), typed with `alertDb(db)`. */
export type AlertTables = {
  /** The column 0019 adds to companies: the working hours (the domain's WorkingHours as JSON; Monday to Friday 07:00 to 18:00 by default, rules 22.2, 22.6). */
  companies: {
    working_hours: ColumnType<unknown, string | undefined, string>;
  };
  /** A rule (rules 22.1): `condition`, `recipients` and `escalation` hold the domain's AlertCondition, AlertRecipients and AlertEscalation as JSON. */
  alert_rules: {
    id: Generated<string>;
    company_id: string;
    name: string;
    kind: AlertRuleKind;
    condition: Json;
    scope_kind: AlertScopeKindColumn;
    scope_id: string | null;
    recipients: Json;
    /** Mail the recipients too (the domain's AlertChannels.email). */
    email: boolean;
    escalation: ColumnType<unknown, string | null | undefined, string | null>;
    /** Minutes the condition must hold before an alert opens. */
    hold_minutes: number;
    /** Minutes after a resolution within which a recurrence reopens the alert instead of opening a new one. */
    reopen_within_minutes: number;
    paused: Generated<boolean>;
    /** The person who wrote the rule (null once deleted). */
    created_by: string | null;
    created_at: DefaultedTimestamp;
    updated_at: DefaultedTimestamp;
  };
  /** One opening of a rule on a subject and its lifecycle (rules 22.4); at most one row per rule and subject is not resolved (unique index). */
  alerts: {
    id: Generated<string>;
    company_id: string;
    rule_id: string;
    subject_kind: 'equipment' | 'charger';
    /** The machine (equipment.id) or charge system (chargers.id). */
    subject_id: string;
    status: AlertStatusColumn;
    /** Since when the condition holds without a break. */
    condition_since: Timestamp;
    /** When the hold time passed and the alert showed (null while pending). */
    opened_at: OptionalTimestamp;
    acknowledged_at: OptionalTimestamp;
    acknowledged_by: Optional<string>;
    /** The acknowledging person's name at the time (kept when the person is deleted). */
    acknowledged_by_name: Optional<string>;
    /** The note given with the acknowledgement. */
    note: Optional<string>;
    resolved_at: OptionalTimestamp;
    resolved_how: Optional<'condition' | 'person'>;
    resolved_by: Optional<string>;
    escalated_at: OptionalTimestamp;
    reopen_count: Generated<number>;
    /** What the subject showed when the alert opened, e.g. `{ errorCode, warehouseId }` (JSON; `{}` by default). */
    detail: ColumnType<unknown, string | undefined, string>;
    /** The newest observation applied (older ones are replays and change nothing). */
    last_observed_at: Timestamp;
    updated_at: DefaultedTimestamp;
  };
  /** Who was told of an alert (`escalation`: by its escalation) and when each read it. */
  alert_recipients: {
    alert_id: string;
    user_id: string;
    escalation: Generated<boolean>;
    read_at: OptionalTimestamp;
  };
  /** A person's mail preference (rules 22.3); quiet hours are both set (local `HH:MM`, may wrap midnight) or both null. No row: immediate, no quiet hours. */
  user_alert_settings: {
    user_id: string;
    mail_mode: ColumnType<AlertMailModeColumn, AlertMailModeColumn | undefined, AlertMailModeColumn>;
    quiet_start: Optional<string>;
    quiet_end: Optional<string>;
    updated_at: DefaultedTimestamp;
  };
  /** An alert mail to one person, sent once (`dedupe_key`, unique) not before `send_after`, claimed by one sender until `claimed_until`. */
  alert_mail_queue: {
    id: Generated<string>;
    company_id: string;
    user_id: string;
    alert_id: string;
    reason: AlertMailReasonColumn;
    send_after: Timestamp;
    claimed_until: OptionalTimestamp;
    sent_at: OptionalTimestamp;
    attempts: Generated<number>;
    last_error: Optional<string>;
    created_at: DefaultedTimestamp;
    dedupe_key: string;
  };
};

export type AlertDatabase = Database & AlertTables;

/** The same connection (or transaction), typed with the alert tables and the companies' working hours. */
export const alertDb = (db: Kysely<Database>): Kysely<AlertDatabase> => db.withTables<AlertTables>();

export type AlertRuleRow = Selectable<AlertTables['alert_rules']>;
export type NewAlertRule = Insertable<AlertTables['alert_rules']>;
export type AlertRuleUpdate = Updateable<AlertTables['alert_rules']>;
export type AlertRow = Selectable<AlertTables['alerts']>;
export type NewAlert = Insertable<AlertTables['alerts']>;
export type AlertUpdate = Updateable<AlertTables['alerts']>;
export type AlertMailRow = Selectable<AlertTables['alert_mail_queue']>;
export type NewAlertMail = Insertable<AlertTables['alert_mail_queue']>;
