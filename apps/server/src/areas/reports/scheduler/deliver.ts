import { sql, type Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '@yardfleet/domain/locale/language';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/schema';
import { composeMail, LINK_ROUTES, linkTo, storedLanguage } from '../../../mail/compose';
import type { MailAttachment, Mailer } from '../../../mail/mailer';
import type { ReportAttachmentBuilder } from './attachment';
import { runnerDb, type ClaimedRun } from './claim';
import { enqueueWebhookEvents } from '../../../live/webhook-outbox';

/** What sending a run needs. */
export interface DeliverDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly publicUrl: string;
  readonly buildAttachment: ReportAttachmentBuilder;
}

/**
 * The language of each address (contract ReportSchedule): the remembered language of the user with
 * that e-mail (users.language, set at login), en-US for an address that is not a user's.
 */
export const recipientLanguages = async (db: Kysely<Database>, addresses: readonly string[]): Promise<Map<string, Language>> => {
  const languages = new Map<string, Language>(addresses.map((a) => [a, DEFAULT_LANGUAGE]));
  if (addresses.length === 0) return languages;
  const users = await db
    .selectFrom('users')
    .select(['email', 'language'])
    .where('email', 'in', [...addresses])
    .execute();
  for (const user of users) languages.set(user.email, storedLanguage(user.language));
  return languages;
};

/** The report a mail carries: which schedule's report, for whom (company) and which period. */
export type ReportMail = Omit<ClaimedRun, 'deliveredTo' | 'recipients'>;

/**
 * Mails `run`'s report to each address of `to` (rules 10.10), one after the other: in the
 * address's language (recipientLanguages), with the XLSX of the report built once per language
 * (column titles are translated). `afterEach` runs after each mail is handed to the mailer.
 * Used by the runner (deliverRun) and by "send now".
 */
export const mailReport = async (deps: DeliverDeps, run: ReportMail, to: readonly string[], afterEach: (address: string) => Promise<void>): Promise<void> => {
  const languages = await recipientLanguages(deps.db, to);
  const files = new Map<Language, MailAttachment>();
  for (const address of to) {
    const language = languages.get(address) ?? DEFAULT_LANGUAGE;
    let file = files.get(language);
    if (file === undefined) {
      const scope = { companyId: run.companyId, timeZone: run.timeZone, version: run.version };
      file = await deps.buildAttachment(deps.db, { scope, kind: run.kind, period: run.period, filters: run.filters, language });
      files.set(language, file);
    }
    const mail = composeMail('scheduledReport', language, address, {
      publicUrl: deps.publicUrl,
      link: linkTo(deps.publicUrl, LINK_ROUTES.reports),
      companyName: run.companyName,
      reportKind: run.kind,
      frequency: run.frequency,
      periodFrom: run.period.from,
      periodTo: run.period.to,
    });
    await deps.mailer.send({ ...mail, attachments: [file] });
    await afterEach(address);
  }
};

/**
 * Sends one claimed run (rules 10.10): one mail per recipient not yet mailed, in the
 * recipient's language, with the XLSX of the report (built once per language: column titles are
 * translated). Each delivered address is recorded on the run at once (`delivered_to`), so a retry
 * mails only the missing ones. Ends the run 'sent' (and the schedule's `last_sent_at`), or
 * 'failed' with the error, which a later poll retries (claimRetries).
 * @returns true when every recipient got the mail.
 */
export const deliverRun = async (deps: DeliverDeps, run: ClaimedRun): Promise<boolean> => {
  const rdb = runnerDb(deps.db);
  const where = { schedule: run.scheduleId, from: run.period.from };
  try {
    const pending = run.recipients.filter((r) => !run.deliveredTo.includes(r));
    await mailReport(deps, run, pending, async (to) => {
      await rdb
        .updateTable('report_runs')
        .set({ delivered_to: sql`delivered_to || ${JSON.stringify([to])}::jsonb` })
        .where('schedule_id', '=', where.schedule)
        .where('period_from', '=', where.from)
        .execute();
    });
    const now = deps.clock.now();
    await rdb.transaction().execute(async (trx) => {
      await trx
        .updateTable('report_runs')
        .set({ status: 'sent', sent_at: now, error: null })
        .where('schedule_id', '=', where.schedule)
        .where('period_from', '=', where.from)
        .execute();
      await trx.updateTable('report_schedules').set({ last_sent_at: now }).where('id', '=', run.scheduleId).execute();
      // A sent report is a webhook event (docs/api.md "Webhooks"), written with the run's end.
      const data = { id: run.scheduleId, reportKind: run.kind, frequency: run.frequency, periodFrom: run.period.from, periodTo: run.period.to };
      await enqueueWebhookEvents(trx, run.companyId, [{ kind: 'report.sent', data }]);
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await rdb
      .updateTable('report_runs')
      .set({ status: 'failed', error: message.slice(0, 2000) })
      .where('schedule_id', '=', where.schedule)
      .where('period_from', '=', where.from)
      .execute();
    return false;
  }
};
