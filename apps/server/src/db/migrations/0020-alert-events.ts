import { sql, type Kysely } from 'kysely';

/**
 * What the alerts' HTTP calls record and announce (rules 22.5, 22.7):
 * - the security log takes the rule changes (`alert_rule_created`, `alert_rule_changed`,
 *   `alert_rule_paused`, `alert_rule_resumed`) and `working_hours_changed`, and may name an alert
 *   rule as what an event acted on (`alert_rule`; its delete is a `record_deleted`);
 * - live events may name an alert (the stream's LiveEntity 'alert').
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await setChecks(db, [...KINDS, ...ALERT_KINDS], [...TARGETS, 'alert_rule'], [...ENTITIES, 'alert']);
};

/** Reverses `up`: the events of the alert kinds and on alert rules go, and the alerts' live events. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from security_events where kind in (${sql.join(ALERT_KINDS.map((k) => sql.lit(k)))}) or target_type = 'alert_rule'`.execute(db);
  await sql`delete from live_events where entity = 'alert'`.execute(db);
  await setChecks(db, KINDS, TARGETS, ENTITIES);
};

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

const setChecks = async (db: Kysely<unknown>, kinds: readonly string[], targets: readonly string[], entities: readonly string[]): Promise<void> => {
  await sql`alter table security_events drop constraint if exists security_events_kind_check`.execute(db);
  await sql`alter table security_events add constraint security_events_kind_check check (kind in (${inList(kinds)}))`.execute(db);
  await sql`alter table security_events drop constraint if exists security_events_target_type_check`.execute(db);
  await sql`alter table security_events add constraint security_events_target_type_check check (target_type in (${inList(targets)}))`.execute(db);
  await sql`alter table live_events drop constraint if exists live_events_entity_check`.execute(db);
  await sql`alter table live_events add constraint live_events_entity_check check (entity in (${inList(entities)}))`.execute(db);
};

// ---- Frozen as they stood when this migration was written (a migration never imports live code).

/** The security log's kinds before this migration (0011). */
const KINDS = [
  'login_succeeded',
  'login_failed',
  'account_locked',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'invitation_sent',
  'invitation_resent',
  'invitation_accepted',
  'role_changed',
  'admin_transferred',
  'consent_withdrawn',
  'consent_given',
  'account_cancelled',
  'gateway_reset',
  'record_deleted',
];
/** The kinds this migration adds (rules 22.7). */
const ALERT_KINDS = ['alert_rule_created', 'alert_rule_changed', 'alert_rule_paused', 'alert_rule_resumed', 'working_hours_changed'];
/** What an event may act on before this migration (0011). */
const TARGETS = ['person', 'company', 'equipment', 'warehouse', 'tag', 'tag_group', 'gateway', 'maintenance_log', 'reminder_plan', 'report_schedule'];
/** The live entities before this migration (0010). */
const ENTITIES = ['charger', 'charge_system', 'equipment', 'warehouse', 'gateway', 'notification'];
