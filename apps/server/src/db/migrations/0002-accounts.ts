import { sql, type Kysely } from 'kysely';

/**
 * Accounts, people and consent (rules 19):
 * - users.consent_withdrawn_at: set when the user withdraws consent; login answers 1170012073
 *   until the agreements are accepted again (cleared then);
 * - ended_sessions: hashes of sessions ended because the account was deleted or cancelled, so a
 *   request with such a token answers 1456 instead of 1401 (kept until the session would have expired);
 * - mail_outbox: mails kept when SMTP_URL is unset, listed by the development mailbox.
 * Mail rate limits reuse login_throttle with their own key prefixes.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').addColumn('consent_withdrawn_at', 'timestamptz').execute();
  await db.schema
    .createTable('ended_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('account_unavailable')`))
    .addColumn('ended_at', 'timestamptz', (c) => c.notNull())
    .addColumn('forget_after', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('links', 'jsonb', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_sent_idx').on('mail_outbox').column('sent_at').execute();
  await db.schema.createIndex('link_tokens_user_idx').on('link_tokens').columns(['user_id', 'purpose']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('link_tokens_user_idx').ifExists().execute();
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.dropTable('ended_sessions').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('consent_withdrawn_at').execute();
};
