import { sql, type Kysely } from 'kysely';

/**
 * Alerts (rules 22): rules a manager writes, the alerts they open on machines and charge systems,
 * who is told and how.
 * - `companies.working_hours`: the company's working hours (rules 22.2) as JSON
 *   `{ days: { mon: { start, end } | null, ..., sun } }`, local `HH:MM`; every company starts with
 *   Monday to Friday 07:00 to 18:00 (rules 22.6);
 * - `alert_rules`: one row per rule (rules 22.1): its kind, condition, recipients and escalation as
 *   the domain's AlertRuleDraft writes them (JSON), its scope as kind and id (tag, category,
 *   warehouse or charge system), e-mail on or off, hold and reopen windows (minutes), paused; an
 *   index serves the sweep's "live rules of this kind";
 * - `alerts`: one row per opening of a rule on a subject (machine or charge system) and its
 *   lifecycle (rules 22.4: pending, open, acknowledged, resolved); at most ONE row per rule and
 *   subject is not resolved (`alerts_one_live_idx`), so two processes observing the same condition
 *   cannot both open an alert. `acknowledged_by_name` keeps the name after the person is deleted;
 * - `alert_recipients`: who was told of an alert (escalation: told by the escalation), and when
 *   each read it (the bell, rules 22.5);
 * - `user_alert_settings`: each person's mail preference (rules 22.3): immediate, hourly, daily or
 *   off, and quiet hours (both ends or neither); no row means immediate without quiet hours;
 * - `alert_mail_queue`: mails to send (rules 22.3), each once (`dedupe_key`), not before
 *   `send_after`, claimed by one sender until `claimed_until`; an index serves the unsent ones.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table companies add column working_hours jsonb not null default ${sql.lit(DEFAULT_WORKING_HOURS)}::jsonb`.execute(db);

  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in (${sql.join(RULE_KINDS.map((k) => sql.lit(k)))})`))
    .addColumn('condition', 'jsonb', (c) => c.notNull())
    .addColumn('scope_kind', 'text', (c) => c.notNull().check(sql`scope_kind in ('all', 'tag', 'category', 'warehouse', 'charge_system')`))
    .addColumn('scope_id', 'text')
    .addColumn('recipients', 'jsonb', (c) => c.notNull())
    .addColumn('email', 'boolean', (c) => c.notNull())
    .addColumn('escalation', 'jsonb')
    .addColumn('hold_minutes', 'integer', (c) => c.notNull())
    .addColumn('reopen_within_minutes', 'integer', (c) => c.notNull())
    .addColumn('paused', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('alert_rules_scope_id_check', sql`(scope_kind = 'all') = (scope_id is null)`)
    .execute();
  await sql`create index alert_rules_company_kind_idx on alert_rules (company_id, kind) where not paused`.execute(db);

  await db.schema
    .createTable('alerts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('rule_id', 'uuid', (c) => c.notNull().references('alert_rules.id').onDelete('cascade'))
    .addColumn('subject_kind', 'text', (c) => c.notNull().check(sql`subject_kind in ('equipment', 'charger')`))
    .addColumn('subject_id', 'uuid', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'open', 'acknowledged', 'resolved')`))
    .addColumn('condition_since', 'timestamptz', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz')
    .addColumn('acknowledged_at', 'timestamptz')
    .addColumn('acknowledged_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('acknowledged_by_name', 'text')
    .addColumn('note', 'text')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_how', 'text', (c) => c.check(sql`resolved_how in ('condition', 'person')`))
    .addColumn('resolved_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('escalated_at', 'timestamptz')
    .addColumn('reopen_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('last_observed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index alerts_one_live_idx on alerts (rule_id, subject_id) where status <> 'resolved'`.execute(db);
  await sql`create index alerts_company_status_opened_idx on alerts (company_id, status, opened_at desc)`.execute(db);
  await sql`create index alerts_company_subject_idx on alerts (company_id, subject_id)`.execute(db);
  await sql`create index alerts_rule_subject_resolved_idx on alerts (rule_id, subject_id, resolved_at desc)`.execute(db);

  await db.schema
    .createTable('alert_recipients')
    .addColumn('alert_id', 'uuid', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('escalation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_at', 'timestamptz')
    .addPrimaryKeyConstraint('alert_recipients_pkey', ['alert_id', 'user_id'])
    .execute();
  await db.schema.createIndex('alert_recipients_user_read_idx').on('alert_recipients').columns(['user_id', 'read_at']).execute();

  await db.schema
    .createTable('user_alert_settings')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('mail_mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('immediate')
        .check(sql`mail_mode in ('immediate', 'hourly', 'daily', 'off')`),
    )
    .addColumn('quiet_start', 'text')
    .addColumn('quiet_end', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('user_alert_settings_quiet_check', sql`(quiet_start is null) = (quiet_end is null)`)
    .execute();

  await db.schema
    .createTable('alert_mail_queue')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('alert_id', 'uuid', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('opened', 'reopened', 'escalated')`))
    .addColumn('send_after', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .execute();
  await sql`create index alert_mail_queue_unsent_idx on alert_mail_queue (send_after) where sent_at is null`.execute(db);
  // Deleting an alert (its rule deleted) finds its mails by this index, not by a scan of the queue.
  await db.schema.createIndex('alert_mail_queue_alert_idx').on('alert_mail_queue').column('alert_id').execute();
};

/** Reverses `up`: every alert, rule, mail and setting goes, and the companies' working hours. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('alert_mail_queue').ifExists().execute();
  await db.schema.dropTable('user_alert_settings').ifExists().execute();
  await db.schema.dropTable('alert_recipients').ifExists().execute();
  await db.schema.dropTable('alerts').ifExists().execute();
  await db.schema.dropTable('alert_rules').ifExists().execute();
  await sql`alter table companies drop column if exists working_hours`.execute(db);
};

// ---- Frozen as they stood when this migration was written (the domain's ALERT_RULE_KINDS and
// DEFAULT_WORKING_HOURS); a migration never imports live code.

/** The kinds of rule (rules 22.1). */
const RULE_KINDS = [
  'machine_offline',
  'left_warehouse',
  'entered_warehouse',
  'out_after_hours',
  'not_returned',
  'fault_reported',
  'battery_health_low',
  'battery_optimization_needed',
  'charger_offline',
  'charger_port_fault',
  'service_due',
  'service_overdue',
];

/** Monday to Friday 07:00 to 18:00, no weekend (rules 22.6). */
const WEEKDAY = { start: '07:00', end: '18:00' };
const DEFAULT_WORKING_HOURS = JSON.stringify({ days: { mon: WEEKDAY, tue: WEEKDAY, wed: WEEKDAY, thu: WEEKDAY, fri: WEEKDAY, sat: null, sun: null } });
