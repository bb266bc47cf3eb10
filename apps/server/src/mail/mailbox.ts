import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { devMailbox } from '@yardfleet/contract/endpoints/dev-mailbox';
import type { OutboxAttachment, OutboxMail } from '@yardfleet/contract/endpoints/dev-mailbox';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { HttpFailure, ok } from '../http/answers';
import { asBranded, isRowId } from '../http/ids';
import type { Registrar } from '../http/registrar';

/** How many mails the mailbox shows (newest first). */
export const MAILBOX_LIMIT = 200;

/** The path that downloads attachment `index` (0-based) of outbox mail `id`. */
export const attachmentHref = (id: string, index: number): string => `/dev/mailbox/${encodeURIComponent(id)}/attachments/${index}`;

/** The newest outbox mails, newest first, each with its attachments' names, types, sizes and download paths (not their bytes). */
export const readOutbox = async (db: Kysely<Database>): Promise<OutboxMail[]> => {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'body_text', 'links', 'sent_at'])
    .select(
      sql<
        Omit<OutboxAttachment, 'href'>[]
      >`coalesce((select jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType', 'size', (a->>'size')::int)) from jsonb_array_elements(attachments) a), '[]'::jsonb)`.as(
        'files',
      ),
    )
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAILBOX_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    text: r.body_text,
    links: r.links,
    sentAt: asBranded(IsoDateTime, r.sent_at.toISOString()),
    attachments: r.files.map((f, index) => ({ filename: f.filename, contentType: f.contentType, size: f.size, href: attachmentHref(r.id, index) })),
  }));
};

/** The bytes and type of attachment `index` of outbox mail `id`, or undefined when there is none. */
export const readAttachment = async (
  db: Kysely<Database>,
  id: string,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> => {
  if (!isRowId(id)) return undefined;
  const row = await db.selectFrom('mail_outbox').select('attachments').where('id', '=', id).executeTakeFirst();
  const file = row?.attachments[index];
  return file === undefined ? undefined : { filename: file.filename, contentType: file.contentType, content: Buffer.from(file.contentBase64, 'base64') };
};

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The body as HTML: escaped, with every http(s) URL turned into a link. */
const linkify = (text: string): string => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const renderAttachments = (files: readonly OutboxAttachment[]): string =>
  files.length === 0
    ? ''
    : `<p>Attachments:</p><ul>${files.map((f) => `<li><a href="${escapeHtml(f.href)}" download="${escapeHtml(f.filename)}">${escapeHtml(f.filename)}</a> (${escapeHtml(f.contentType)}, ${f.size} bytes)</li>`).join('')}</ul>`;

/**
 * The development mailbox page: every outbox mail, newest first, with subject, recipient, time and
 * body with clickable links and its attachments (name, type, size, download link). No script or inline style, so the strict CSP holds.
 */
export const renderMailbox = (mails: readonly OutboxMail[]): string => {
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>To: <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.sentAt}">${m.sentAt}</time></p><pre>${linkify(m.text)}</pre>${renderAttachments(m.attachments)}</article>`,
    )
    .join('<hr>');
  const body = mails.length === 0 ? '<p>No mail yet. Register, invite someone or ask for a password reset, then reload.</p>' : items;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Yardfleet development mailbox</title></head><body><h1>Development mailbox</h1><p>Mail is kept here because SMTP_URL is not set. Newest first; reload to see new mail.</p>${body}</body></html>`;
};

/**
 * True when `address` (a socket's remote address) is this machine's loopback: 127.0.0.0/8, ::1, or
 * an IPv4 loopback address mapped into IPv6 (`::ffff:127.0.0.1`).
 */
export const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address));

/**
 * Refuses a caller that is not on this machine with the same 404 an unknown path answers. Reads
 * the socket's own address, never `request.ip`, so no `X-Forwarded-For` (trusted proxy or not)
 * makes a remote caller look local.
 * @throws HttpFailure 404 not_found for a remote caller.
 */
const onlyFromThisMachine = (request: FastifyRequest): void => {
  if (isLoopback(request.socket.remoteAddress)) return;
  throw new HttpFailure(404, 'not_found', `Route ${request.method} ${request.url.split('?')[0] ?? '/'} not found`);
};

/**
 * Registers `GET /dev/mailbox` (HTML page) and `GET /web-hmac/dev/mailbox` (JSON, contract
 * devMailbox) and `GET /dev/mailbox/:id/attachments/:index` (the file, as a download), only in the
 * demo when mail goes to the outbox (SMTP_URL unset); in production or with SMTP_URL all are 404.
 * They answer only callers on this machine (loopback socket address, rules 20.2: the outbox
 * holds every reset link); any other caller gets 404 as if they did not exist.
 */
export const registerMailbox = (app: FastifyInstance, route: Registrar, ctx: AppContext): void => {
  if (ctx.config.mode === 'production' || ctx.mailer.mode !== 'outbox') return;
  route.open(devMailbox, async ({ request }) => {
    onlyFromThisMachine(request);
    return ok({ mails: await readOutbox(ctx.db) });
  });
  app.get('/dev/mailbox', async (request, reply) => {
    onlyFromThisMachine(request);
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderMailbox(await readOutbox(ctx.db));
  });
  app.get<{ Params: { id: string; index: string } }>('/dev/mailbox/:id/attachments/:index', async (request, reply) => {
    onlyFromThisMachine(request);
    const index = /^\d{1,3}$/.test(request.params.index) ? Number(request.params.index) : -1;
    const file = index < 0 ? undefined : await readAttachment(ctx.db, request.params.id, index);
    if (file === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('No such attachment.');
    const ascii = file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .type(file.contentType)
      .send(file.content);
  });
};
