import * as t from 'io-ts';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { endpoint } from '../endpoint';

/** A file of an outbox mail (a scheduled report's XLSX, rules 10.10): name, MIME type, size in bytes and the path that downloads it (`GET`, same origin). */
export const OutboxAttachment = t.type({ filename: t.string, contentType: t.string, size: t.number, href: t.string }, 'OutboxAttachment');
export type OutboxAttachment = t.TypeOf<typeof OutboxAttachment>;

/** One mail of the development outbox: recipient, subject, plain-text body, the links it carries, its files. */
export const OutboxMail = t.type(
  { id: t.string, to: t.string, subject: t.string, text: t.string, links: t.array(t.string), sentAt: IsoDateTime, attachments: t.array(OutboxAttachment) },
  'OutboxMail',
);
export type OutboxMail = t.TypeOf<typeof OutboxMail>;

/**
 * `GET /web-hmac/dev/mailbox`: the outbox, newest first (at most 200), for tests and tools. Exists
 * only when SMTP_URL is unset (mail then goes to the outbox); otherwise HTTP 404. The same mails
 * are shown as a page at `GET /dev/mailbox`; each attachment downloads from its `href`
 * (`/dev/mailbox/<mail id>/attachments/<index>`).
 */
export const devMailbox = endpoint({
  method: 'GET',
  path: '/web-hmac/dev/mailbox',
  request: undefined,
  response: t.type({ mails: t.array(OutboxMail) }, 'DevMailboxResponse'),
  auth: false,
});
