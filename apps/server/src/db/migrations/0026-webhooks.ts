import { sql, type Kysely } from 'kysely';

/**
 * Webhooks (docs/api.md "Webhooks", docs/decisions on the webhook outbox):
 * - `webhook_endpoints`: a company's receivers: URL, subscribed event kinds (`events`), the signing
 *   secret (`whsec_...`) and, for a grace period after a rotation, the previous one (both sign);
 *   `enabled` (false once disabled by its admin or after a day of failures, `disabled_at` then),
 *   `failing_since` (the first failed attempt since the last success; null while healthy);
 * - `webhook_deliveries`: the outbox, written in the transaction of the change: one row per event
 *   and endpoint (unique), its body (`payload`), the attempts made, when the next is due, the
 *   claim of the process sending it (`claim_id` until `claimed_until`: a lease, so a row claimed by
 *   a process that died is sent by another once it expires), and how it ended (`delivered_at` or
 *   `gave_up_at`); a partial index finds the due rows;
 * - `webhook_attempts`: the delivery log: each attempt's time, HTTP status (null: no answer),
 *   duration, error and at most 1 KiB of the answer;
 * - the security log takes `webhook_created`, `webhook_secret_rotated` on the target type
 *   `webhook` (a delete is a `record_deleted`).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', sql`text[]`, (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', 'timestamptz')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('failing_since', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index webhook_endpoints_company_idx on webhook_endpoints (company_id) where enabled`.execute(db);
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .addColumn('endpoint_id', 'uuid', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claim_id', 'uuid')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('gave_up_at', 'timestamptz')
    .addUniqueConstraint('webhook_deliveries_event_endpoint_key', ['endpoint_id', 'event_id'])
    .execute();
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where delivered_at is null and gave_up_at is null`.execute(db);
  await sql`create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc)`.execute(db);
  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('delivery_id', 'uuid', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('endpoint_id', 'uuid', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('response_body', 'text', (c) => c.check(sql`octet_length(response_body) <= 1024`))
    .execute();
  await sql`create index webhook_attempts_endpoint_idx on webhook_attempts (endpoint_id, attempted_at desc, id desc)`.execute(db);
  await sql`create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id)`.execute(db);
  await setChecks(db, [...KINDS, ...WEBHOOK_KINDS], [...TARGETS, 'webhook']);
};

/** Reverses `up`: the endpoints, their deliveries and their security events go. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from security_events where kind in (${inList(WEBHOOK_KINDS)}) or target_type = 'webhook'`.execute(db);
  await setChecks(db, KINDS, TARGETS);
  await sql`drop table if exists webhook_attempts`.execute(db);
  await sql`drop table if exists webhook_deliveries`.execute(db);
  await sql`drop table if exists webhook_endpoints`.execute(db);
};

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

const setChecks = async (db: Kysely<unknown>, kinds: readonly string[], targets: readonly string[]): Promise<void> => {
  await sql`alter table security_events drop constraint if exists security_events_kind_check`.execute(db);
  await sql`alter table security_events add constraint security_events_kind_check check (kind in (${inList(kinds)}))`.execute(db);
  await sql`alter table security_events drop constraint if exists security_events_target_type_check`.execute(db);
  await sql`alter table security_events add constraint security_events_target_type_check check (target_type in (${inList(targets)}))`.execute(db);
};

// ---- Frozen as they stood when this migration was written (a migration never imports live code).

/** The security log's kinds before this migration (0011, 0020, 0025). */
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
];
/** The kinds this migration adds. */
const WEBHOOK_KINDS = ['webhook_created', 'webhook_secret_rotated'];
/** What an event may act on before this migration (0011, 0020, 0025). */
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
  'api_key',
];
