import { sql, type Kysely } from 'kysely';

/**
 * The security log (rules 20.12): `security_events`, one row per security-relevant event of
 * a company (contract endpoints/security-log.ts SecurityEvent), written in the same transaction as
 * the change it records.
 * - `company_id` is null for an event of a user without a company (a guest's login): kept, pruned
 *   like the rest, never shown (only a company's admin reads the log); a company's deletion takes
 *   its log along (cascade);
 * - the actor is copied (`actor_name`, `actor_email`) so the row survives the person; `actor_user_id`
 *   becomes null when the person is deleted or cancels (set null); all three null: the system acted;
 * - `address` is text, not inet: behind a proxy the client address comes from a header and may be
 *   anything (it is stored as given, at most 64 characters); `user_agent` at most 256 characters;
 * - the target is a copy too (type, id as text, label as it was), so a deleted record stays named;
 * - indexes: the company's newest-first pages (occurred_at desc, id desc), the same per kind, and
 *   the retention prune by time.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('security_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('login_succeeded', 'login_failed', 'account_locked', 'password_changed', 'password_reset_requested', 'password_reset',
        'invitation_sent', 'invitation_resent', 'invitation_accepted', 'role_changed', 'admin_transferred', 'consent_withdrawn', 'consent_given',
        'account_cancelled', 'gateway_reset', 'record_deleted')`),
    )
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('address', 'text', (c) => c.check(sql`char_length(address) <= 64`))
    .addColumn('user_agent', 'text', (c) => c.check(sql`char_length(user_agent) <= 256`))
    .addColumn('target_type', 'text', (c) =>
      c.check(
        sql`target_type in ('person', 'company', 'equipment', 'warehouse', 'tag', 'tag_group', 'gateway', 'maintenance_log', 'reminder_plan', 'report_schedule')`,
      ),
    )
    .addColumn('target_id', 'text')
    .addColumn('target_label', 'text')
    .addColumn('change_from', 'text')
    .addColumn('change_to', 'text')
    .addColumn('reason', 'text', (c) => c.check(sql`reason in ('bad_password', 'not_activated', 'consent_required', 'locked')`))
    .addCheckConstraint('security_events_target_check', sql`(target_type is null) = (target_label is null)`)
    .execute();
  await sql`create index security_events_company_idx on security_events (company_id, occurred_at desc, id desc)`.execute(db);
  await sql`create index security_events_company_kind_idx on security_events (company_id, kind, occurred_at desc, id desc)`.execute(db);
  await sql`create index security_events_occurred_idx on security_events (occurred_at)`.execute(db);
  await db.schema.createIndex('security_events_actor_idx').on('security_events').column('actor_user_id').execute();
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('security_events').ifExists().execute();
};
