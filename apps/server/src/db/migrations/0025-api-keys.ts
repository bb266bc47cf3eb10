import { sql, type Kysely } from 'kysely';

/**
 * API keys for integrations (docs/security.md "API keys", docs/decisions/0027):
 * - `api_keys`: one row per key of a company: its name, the public id shown in its prefix
 *   (`yf_live_<public_id>`), the SHA-256 of the whole key (`key_hash`, the only form in which the
 *   key is kept), its scope (`read` or `read_write`), expiry (null: never), who created it and
 *   when, when it was revoked (null: live), its last use (time and address) and the last few
 *   addresses it was used from (`known_addresses`, newest first, at most 10: a use from another
 *   address is a security event);
 * - every update or delete of a key NOTIFYs `yardfleet_sessions` with `{"s": key_hash}` (the
 *   payload of a changed session, migration 0013), and a truncate `{"x": 1}`, so each server
 *   process's caller cache forgets the key at once: a revoked key is refused by every process as
 *   soon as the revocation commits.
 * - the security log takes `api_key_created`, `api_key_used_from_new_address` and
 *   `api_key_revoked`, on the target type `api_key`.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('read', 'read_write')`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('last_used_address', 'text')
    .addColumn('known_addresses', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await sql`create index api_keys_company_idx on api_keys (company_id, created_at)`.execute(db);
  await sql`create function yardfleet_api_key_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify('yardfleet_sessions', '{"x":1}');
      else
        perform pg_notify('yardfleet_sessions', json_build_object('s', old.key_hash)::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger api_keys_changed after update or delete on api_keys for each row execute function yardfleet_api_key_change()`.execute(db);
  await sql`create trigger api_keys_truncated after truncate on api_keys for each statement execute function yardfleet_api_key_change()`.execute(db);
  await setChecks(db, [...KINDS, ...KEY_KINDS], [...TARGETS, 'api_key']);
};

/** Reverses `up`: the keys and their security events go. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from security_events where kind in (${inList(KEY_KINDS)}) or target_type = 'api_key'`.execute(db);
  await setChecks(db, KINDS, TARGETS);
  await sql`drop table if exists api_keys`.execute(db);
  await sql`drop function if exists yardfleet_api_key_change()`.execute(db);
};

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

const setChecks = async (db: Kysely<unknown>, kinds: readonly string[], targets: readonly string[]): Promise<void> => {
  await sql`alter table security_events drop constraint if exists security_events_kind_check`.execute(db);
  await sql`alter table security_events add constraint security_events_kind_check check (kind in (${inList(kinds)}))`.execute(db);
  await sql`alter table security_events drop constraint if exists security_events_target_type_check`.execute(db);
  await sql`alter table security_events add constraint security_events_target_type_check check (target_type in (${inList(targets)}))`.execute(db);
};

// ---- Frozen as they stood when this migration was written (a migration never imports live code).

/** The security log's kinds before this migration (0011, 0020). */
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
];
/** The kinds this migration adds. */
const KEY_KINDS = ['api_key_created', 'api_key_used_from_new_address', 'api_key_revoked'];
/** What an event may act on before this migration (0011, 0020). */
const TARGETS = [
  'person',
  'company',
  'equipment',
  'warehouse',
  'tag',
  'tag_group',
  'gateway',
  'maintenance_log',
  'reminder_plan',
  'report_schedule',
  'alert_rule',
];
