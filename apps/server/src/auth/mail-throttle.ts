import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/**
 * Limits on calls that send mail (registration, forgot password, invitations; rules 19.12), counted
 * in the database table login_throttle under their own keys, so every process shares them
 * (architecture 7): per recipient address 3 mails per 15 minutes, per client IP (or inviting user)
 * 20 per 15 minutes. Over a limit the call answers 1466 with the wait.
 */
export const MAIL_THROTTLE = { windowMs: 15 * 60_000, perAddress: 3, perSender: 20 } as const;

export const mailAddressKey = (email: string): string => `mail-to:${email}`;
export const mailSenderKey = (sender: string): string => `mail-from:${sender}`;

/**
 * Counts one mail to `email` requested by `sender` (an IP or a user id) and answers whether it may
 * be sent. The request counts even when refused, so hammering does not reset the window.
 * @returns null when allowed, else the seconds to wait.
 */
export const takeMailSlot = async (db: Kysely<Database>, clock: Clock, email: string, sender: string): Promise<number | null> => {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - MAIL_THROTTLE.windowMs);
  const count = async (key: string): Promise<{ failures: number; started: Date }> => {
    const row = await db
      .insertInto('login_throttle')
      .values({ key, window_started_at: now, window_failures: 1, consecutive_failures: 0, locked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          window_failures: sql<number>`case when login_throttle.window_started_at <= ${windowStart} then 1 else login_throttle.window_failures + 1 end`,
          window_started_at: sql<Date>`case when login_throttle.window_started_at <= ${windowStart} then ${now} else login_throttle.window_started_at end`,
        }),
      )
      .returning(['window_failures', 'window_started_at'])
      .executeTakeFirstOrThrow();
    return { failures: row.window_failures, started: row.window_started_at };
  };
  const address = await count(mailAddressKey(email));
  const sent = await count(mailSenderKey(sender));
  const over = [address.failures > MAIL_THROTTLE.perAddress ? address.started : null, sent.failures > MAIL_THROTTLE.perSender ? sent.started : null].filter(
    (d): d is Date => d !== null,
  );
  if (over.length === 0) return null;
  const ends = Math.max(...over.map((d) => d.getTime() + MAIL_THROTTLE.windowMs));
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
};
