import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/schema';
import { storedLanguage } from '../../../mail/compose';
import type { Mailer } from '../../../mail/mailer';
import { composeAlertMail, mailRows } from './alert-mail';

/** How long a claimed mail belongs to its sender, ms: a sender that stops mid-send leaves it to the next one after this. */
export const ALERT_MAIL_LEASE_MS = 5 * 60_000;
/** Most people one poll mails (each gets one mail of everything due for them, rules 22.3). */
export const ALERT_MAIL_PEOPLE_PER_POLL = 50;
/** Most queued rows one poll claims in all (an outage at 100,000 machines queues one per alert and person). */
export const ALERT_MAIL_ROWS_PER_POLL = 50_000;
/** How often the mail worker polls, ms: the fallback when no wake-up signal came (a restart, a lost notification, mail held back by a preference). */
export const ALERT_MAIL_POLL_MS = 30_000;
/**
 * The PostgreSQL notification channel that wakes the alert mail workers (rules 22.3): a transaction
 * that queues mail due at once NOTIFYs it (recipients.ts), which PostgreSQL and PGlite deliver to
 * every listening process when that transaction commits, never for one rolled back.
 */
export const ALERT_MAIL_CHANNEL = 'yardfleet_alert_mail';
/** The longest wait before a failed mail is tried again, ms. */
export const ALERT_MAIL_RETRY_MAX_MS = 60 * 60_000;

/** The wait before the next try of a mail that failed `attempts` times: 1, 2, 4, ... minutes, at most an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(ALERT_MAIL_RETRY_MAX_MS, 60_000 * 2 ** Math.max(0, attempts - 1));

/** What the mail worker needs: database, clock, mailer and the origin of the links. */
export interface AlertMailDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly publicUrl: string;
}

interface Claimed {
  readonly id: string;
  readonly company_id: string;
  readonly user_id: string;
}

/**
 * Claims due mails (rules 22.3): for at most `people` people, ALL their unsent rows whose
 * `send_after` passed and that no sender holds (`claimed_until` unset or past), so each of them
 * gets one mail of everything due (an outage's thousands of alerts are one mail), at most `rowsMax`
 * rows in all; locked `for update skip locked` so two senders never take the same row, each held
 * for ALERT_MAIL_LEASE_MS. Commits before any mail is built.
 */
export const claimAlertMail = async (
  db: Kysely<Database>,
  now: Date,
  people = ALERT_MAIL_PEOPLE_PER_POLL,
  rowsMax = ALERT_MAIL_ROWS_PER_POLL,
): Promise<Claimed[]> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const until = new Date(now.getTime() + ALERT_MAIL_LEASE_MS).toISOString();
  const due = sql`sent_at is null and send_after <= ${at} and (claimed_until is null or claimed_until <= ${at})`;
  const { rows } = await sql<Claimed>`update alert_mail_queue set claimed_until = ${until}::timestamptz
    where id in (select id from alert_mail_queue where ${due}
        and user_id in (select distinct user_id from alert_mail_queue where ${due} order by user_id limit ${people})
      order by user_id, send_after limit ${rowsMax} for update skip locked)
    returning id::text as id, company_id::text as company_id, user_id::text as user_id`.execute(db);
  return rows;
};

interface Reader {
  readonly id: string;
  readonly email: string;
  readonly first_name: string;
  readonly language: string | null;
  readonly company_id: string | null;
}

const markSent = (db: Kysely<Database>, ids: readonly string[], now: Date, note: string | null) =>
  sql`update alert_mail_queue set sent_at = ${now.toISOString()}::timestamptz, claimed_until = null, last_error = ${note}
    where id = any(${[...ids]}::uuid[]) and sent_at is null`.execute(db);

/** What one poll did: mails handed to the mailer, queued rows skipped (the person left the company), mails that failed, and whether it claimed as many as it may (more may be due). */
export interface AlertMailResult {
  readonly sent: number;
  readonly skipped: number;
  readonly failed: number;
  readonly more: boolean;
}

/**
 * One poll of the alert mail worker (rules 22.3), the durable outbox of alert mail:
 * 1. claims the due rows of up to ALERT_MAIL_PEOPLE_PER_POLL people (claimAlertMail);
 * 2. per person: checks at send time that they are still an activated web member of the mail's
 *    company — a person removed, cancelled or moved gets nothing: their rows are marked sent
 *    without mail (`last_error` 'not_a_member');
 * 3. composes ONE mail per person: the alert, or a digest of all of them (alert-mail.ts), in their
 *    language (users.language) with times in the company's time zone, and hands it to the mailer;
 * 4. marks the rows sent only after the mailer accepted it; on failure counts the attempt, keeps
 *    the error and pushes `send_after` back (retryDelayMs), releasing the claim.
 * A process that stops between the claim and the send leaves the rows to a sender after the
 * lease; a row once marked sent is never claimed again.
 */
export const runAlertMail = async (deps: AlertMailDeps): Promise<AlertMailResult> => {
  const now = deps.clock.now();
  const claimed = await claimAlertMail(deps.db, now);
  const byUser = new Map<string, Claimed[]>();
  for (const c of claimed) byUser.set(c.user_id, [...(byUser.get(c.user_id) ?? []), c]);
  let [sent, skipped, failed] = [0, 0, 0];
  for (const [userId, rows] of byUser) {
    const reader = (
      await sql<Reader>`select id::text as id, email, first_name, language, company_id::text as company_id from users
        where id = ${userId}::uuid and status = 'activated' and user_type = 2`.execute(deps.db)
    ).rows[0];
    const own = rows.filter((r) => reader !== undefined && r.company_id === reader.company_id);
    const foreign = rows.filter((r) => !own.includes(r));
    if (foreign.length > 0) {
      await markSent(
        deps.db,
        foreign.map((r) => r.id),
        now,
        'not_a_member',
      );
      skipped += foreign.length;
    }
    if (reader === undefined || own.length === 0) continue;
    const ids = own.map((r) => r.id);
    try {
      const mail = composeAlertMail(
        { email: reader.email, name: reader.first_name, language: storedLanguage(reader.language) },
        await mailRows(deps.db, ids),
        deps.publicUrl,
      );
      if (mail !== null) await deps.mailer.send(mail);
      await markSent(deps.db, ids, deps.clock.now(), mail === null ? 'nothing_to_tell' : null);
      sent += mail === null ? 0 : 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      await sql`update alert_mail_queue set attempts = attempts + 1, last_error = ${message}, claimed_until = null,
          send_after = ${now.toISOString()}::timestamptz + (least(${ALERT_MAIL_RETRY_MAX_MS}::double precision, 60000 * power(2, greatest(attempts, 0))) * interval '1 millisecond')
        where id = any(${ids}::uuid[]) and sent_at is null`.execute(deps.db);
      failed += 1;
    }
  }
  return { sent, skipped, failed, more: byUser.size >= ALERT_MAIL_PEOPLE_PER_POLL || claimed.length >= ALERT_MAIL_ROWS_PER_POLL };
};

/** A running alert mail worker: `wake` polls at once (or right after the poll under way), `stop` ends the polling and waits for the poll under way. */
export interface AlertMailWorker {
  readonly wake: () => void;
  readonly stop: () => Promise<void>;
}

/**
 * Polls `runAlertMail` every `pollMs` after the end of the previous poll (polls never overlap), the
 * first at once (mail held back while the server was down goes out right after a restart). `wake`
 * (mail was queued: ALERT_MAIL_CHANNEL) starts a poll at once when none is under way, or one more
 * right after the poll under way (which may have claimed before the new mail committed); wake-ups
 * meanwhile make one poll, not one each. A failing poll is reported to `onError` and tried again at
 * the next interval; the timer does not keep the process alive.
 */
export const startAlertMailWorker = (deps: AlertMailDeps, pollMs: number, onError: (error: unknown) => void): AlertMailWorker => {
  let stopped = false;
  let polling = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const schedule = (ms: number): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = (): void => {
    timer = undefined;
    polling = true;
    again = false;
    current = runAlertMail(deps)
      .then((result) => {
        // A full poll leaves people waiting: the next one starts at once.
        if (result.more) again = true;
      }, onError)
      .finally(() => {
        polling = false;
        if (!stopped) schedule(again ? 0 : pollMs);
      });
  };
  schedule(0);
  return {
    wake: () => {
      if (stopped) return;
      if (polling) again = true;
      else schedule(0);
    },
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await current;
    },
  };
};
