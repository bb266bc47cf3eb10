import { sql, type Kysely } from 'kysely';

/**
 * The activity history in the security log (rules 20.12, docs/decisions/0030): one table keeps
 * "who did what", so `security_events` also records every change of a company's data.
 * - `fields`: the change field by field, `[{ field, from, to }]` (a JSON array; null for the
 *   security events that carry none); `from` / `to` are a string, number, boolean, null or a list
 *   of strings (tags);
 * - `equipment_id`: the machine the event concerns (its rename, its tags, its maintenance logs and
 *   reminder plan, its delete), so one machine's history is one index range; no foreign key: the
 *   history outlives the machine until the retention prunes it;
 * - `actor_api_key_id`, `actor_api_key_prefix`: a change made with an API key is the key's
 *   (`actor_name` holds the key's name, `actor_user_id` and `actor_email` stay null), not the
 *   admin's who created it; the prefix stays when the key is deleted (set null on the id);
 * - new kinds for the changes of data (the list below), on the target types that already exist.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table security_events add column fields jsonb`.execute(db);
  await sql`alter table security_events add constraint security_events_fields_check check (fields is null or jsonb_typeof(fields) = 'array')`.execute(db);
  await sql`alter table security_events add column equipment_id uuid`.execute(db);
  await sql`alter table security_events add column actor_api_key_id uuid references api_keys (id) on delete set null`.execute(db);
  await sql`alter table security_events add column actor_api_key_prefix text`.execute(db);
  await sql`alter table security_events add constraint security_events_actor_api_key_prefix_check check (char_length(actor_api_key_prefix) <= 64)`.execute(db);
  await sql`create index security_events_equipment_idx on security_events (company_id, equipment_id, occurred_at desc, id desc) where equipment_id is not null`.execute(
    db,
  );
  await sql`create index security_events_api_key_idx on security_events (actor_api_key_id) where actor_api_key_id is not null`.execute(db);
  await setKinds(db, [...KINDS, ...ACTIVITY_KINDS]);
};

/** Reverses `up`: the activity events and the new columns go. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from security_events where kind in (${inList(ACTIVITY_KINDS)})`.execute(db);
  await setKinds(db, KINDS);
  await sql`drop index if exists security_events_api_key_idx`.execute(db);
  await sql`drop index if exists security_events_equipment_idx`.execute(db);
  await sql`alter table security_events drop column if exists actor_api_key_prefix`.execute(db);
  await sql`alter table security_events drop column if exists actor_api_key_id`.execute(db);
  await sql`alter table security_events drop column if exists equipment_id`.execute(db);
  await sql`alter table security_events drop column if exists fields`.execute(db);
};

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

const setKinds = async (db: Kysely<unknown>, kinds: readonly string[]): Promise<void> => {
  await sql`alter table security_events drop constraint if exists security_events_kind_check`.execute(db);
  await sql`alter table security_events add constraint security_events_kind_check check (kind in (${inList(kinds)}))`.execute(db);
};

// ---- Frozen as they stood when this migration was written (a migration never imports live code).

/** The security log's kinds before this migration (0011, 0020, 0025, 0026). */
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
  'alert_rule_created',
  'alert_rule_changed',
  'alert_rule_paused',
  'alert_rule_resumed',
  'working_hours_changed',
  'api_key_created',
  'api_key_used_from_new_address',
  'api_key_revoked',
  'webhook_created',
  'webhook_secret_rotated',
];
/** The kinds this migration adds: changes of data (a delete stays `record_deleted`). */
const ACTIVITY_KINDS = [
  'equipment_renamed',
  'equipment_tags_changed',
  'equipment_bulk_tagged',
  'equipment_bulk_deleted',
  'equipment_imported',
  'maintenance_log_added',
  'maintenance_log_changed',
  'reminder_plan_changed',
  'company_settings_changed',
  'warehouse_created',
  'warehouse_changed',
  'tag_group_created',
  'tag_group_changed',
  'tag_created',
  'tag_changed',
];
