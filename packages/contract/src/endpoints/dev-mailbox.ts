import * as t from 'io-ts';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { endpoint } from '../endpoint';

/** One mail of the development outbox: recipient, subject, plain-text body, the links it carries. */
export const OutboxMail = t.type(
  { id: t.string, to: t.string, subject: t.string, text: t.string, links: t.array(t.string), sentAt: IsoDateTime },
  'OutboxMail',
);
export type OutboxMail = t.TypeOf<typeof OutboxMail>;

/**
 * `GET /web-hmac/dev/mailbox`: the outbox, newest first (at most 200), for tests and tools. Exists
 * only when SMTP_URL is unset (mail then goes to the outbox); otherwise HTTP 404. The same mails
 * are shown as a page at `GET /dev/mailbox`.
 */
export const devMailbox = endpoint({
  method: 'GET',
  path: '/web-hmac/dev/mailbox',
  request: undefined,
  response: t.type({ mails: t.array(OutboxMail) }, 'DevMailboxResponse'),
  auth: false,
});
