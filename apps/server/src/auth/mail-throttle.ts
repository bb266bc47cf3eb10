import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { countInWindow } from './window-count';

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
  const address = await countInWindow(db, mailAddressKey(email), now, MAIL_THROTTLE.windowMs);
  const sent = await countInWindow(db, mailSenderKey(sender), now, MAIL_THROTTLE.windowMs);
  const over = [address.count > MAIL_THROTTLE.perAddress ? address.startedAt : null, sent.count > MAIL_THROTTLE.perSender ? sent.startedAt : null].filter(
    (d): d is Date => d !== null,
  );
  if (over.length === 0) return null;
  const ends = Math.max(...over.map((d) => d.getTime() + MAIL_THROTTLE.windowMs));
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
};
