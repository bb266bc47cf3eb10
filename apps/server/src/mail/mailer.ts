import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** A mail ready to send: recipient, subject, plain-text body and the links it carries. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
}

/** Sends mail (DESIGN 3): through SMTP when configured, else into the outbox table. */
export interface Mailer {
  /** `smtp` or `outbox`: whether the development mailbox exists (outbox only). */
  readonly mode: 'smtp' | 'outbox';
  /** Sends one mail. @throws the transport's error when the SMTP server refuses it. */
  readonly send: (mail: OutgoingMail) => Promise<void>;
  /** Closes the SMTP connection pool (nothing for the outbox). */
  readonly close: () => void;
}

/**
 * Builds the mailer of the configuration: with `smtpUrl` (SMTP_URL) every mail goes through that
 * server via nodemailer, from `mailFrom`; without it mails are stored in mail_outbox (time from
 * `clock`) and listed by the development mailbox.
 */
export const createMailer = (config: { readonly smtpUrl: string | null; readonly mailFrom: string }, db: Kysely<Database>, clock: Clock): Mailer => {
  if (config.smtpUrl !== null) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      },
      close: () => transport.close(),
    };
  }
  return {
    mode: 'outbox',
    send: async (mail) => {
      await db
        .insertInto('mail_outbox')
        .values({ recipient: mail.to, subject: mail.subject, body_text: mail.text, links: JSON.stringify(mail.links), sent_at: clock.now() })
        .execute();
    },
    close: () => undefined,
  };
};
