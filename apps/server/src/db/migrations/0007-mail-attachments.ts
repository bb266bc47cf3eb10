import { sql, type Kysely } from 'kysely';

/**
 * Scheduled reports mail an XLSX file (rules 10.10):
 * - `mail_outbox.attachments`: the files of each mail kept in the development outbox (JSON array of
 *   `{ filename, contentType, size, contentBase64 }`), so the development mailbox lists them and
 *   tests and tools can download and read them;
 * - `users.language`: the interface language the user last logged in with (rules 1.5 languages), so a
 *   scheduled report reaches each recipient who is a user in that user's language (en-US otherwise);
 * - `report_runs.delivered_to`: the addresses a run has already mailed (JSON array), so a retried
 *   run (SMTP failure, or a process that stopped mid-run) mails only the recipients still missing.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
  await db.schema
    .alterTable('report_runs')
    .addColumn('delivered_to', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('report_runs').dropColumn('delivered_to').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
};
