import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** ended_sessions: sessions ended by account deletion or cancellation; their token answers 1456 (rules 19.9, 8.1). */
export interface EndedSessionsTable {
  token_hash: string;
  reason: 'account_unavailable';
  ended_at: Timestamp;
  /** When the row may be purged: the session's own absolute expiry. */
  forget_after: Timestamp;
}

/** mail_outbox: mails kept when SMTP_URL is unset, for the development mailbox (rules 20.2). */
export interface MailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  body_text: string;
  /** The links of the mail, in order (JSON array of strings). */
  links: ColumnType<string[], string, string>;
  sent_at: Timestamp;
  /** The mail's files (JSON array of StoredAttachment; migration 0007, rules 10.10); `[]` when none. */
  attachments: ColumnType<StoredAttachment[], string | undefined, string>;
}

/** One file of an outbox mail: name, MIME type, size in bytes and the content as base64. */
export interface StoredAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly size: number;
  readonly contentBase64: string;
}
