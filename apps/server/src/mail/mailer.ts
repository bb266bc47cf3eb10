import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { StoredAttachment } from '../db/schema-accounts';

/** A file sent with a mail: its name, MIME type and bytes. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** A mail ready to send: recipient, subject, plain-text body, the links it carries and its files (none when left out). */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
  readonly attachments?: readonly MailAttachment[];
}

/** Sends mail (rules 19.13): through SMTP when configured, else into the outbox table. */
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
 * `clock`, attachments as base64) and listed by the development mailbox.
 */
export const createMailer = (config: { readonly smtpUrl: string | null; readonly mailFrom: string }, db: Kysely<Database>, clock: Clock): Mailer => {
  if (config.smtpUrl !== null) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      send: async (mail) => {
        const attachments = (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content }));
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, attachments });
      },
      close: () => transport.close(),
    };
  }
  return {
    mode: 'outbox',
    send: async (mail) => {
      await db
        .insertInto('mail_outbox')
        .values({
          recipient: mail.to,
          subject: mail.subject,
          body_text: mail.text,
          links: JSON.stringify(mail.links),
          sent_at: clock.now(),
          attachments: JSON.stringify(
            (mail.attachments ?? []).map((a): StoredAttachment => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.content.length,
              contentBase64: a.content.toString('base64'),
            })),
          ),
        })
        .execute();
    },
    close: () => undefined,
  };
};
