import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { devMailbox } from '@yardfleet/contract/endpoints/dev-mailbox';
import type { OutboxMail } from '@yardfleet/contract/endpoints/dev-mailbox';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { ok } from '../http/answers';
import { asBranded } from '../http/ids';
import type { Registrar } from '../http/registrar';

/** How many mails the mailbox shows (newest first). */
export const MAILBOX_LIMIT = 200;

/** The newest outbox mails, newest first. */
export const readOutbox = async (db: Kysely<Database>): Promise<OutboxMail[]> => {
  const rows = await db.selectFrom('mail_outbox').selectAll().orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(MAILBOX_LIMIT).execute();
  return rows.map((r) => ({ id: r.id, to: r.recipient, subject: r.subject, text: r.body_text, links: r.links, sentAt: asBranded(IsoDateTime, r.sent_at.toISOString()) }));
};

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The body as HTML: escaped, with every http(s) URL turned into a link. */
const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The development mailbox page: every outbox mail, newest first, with subject, recipient, time and
 * body with clickable links. No script or inline style, so the strict CSP holds.
 */
export const renderMailbox = (mails: readonly OutboxMail[]): string => {
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>To: <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.sentAt}">${m.sentAt}</time></p><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('<hr>');
  const body = mails.length === 0 ? '<p>No mail yet. Register, invite someone or ask for a password reset, then reload.</p>' : items;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Yardfleet development mailbox</title></head><body><h1>Development mailbox</h1><p>Mail is kept here because SMTP_URL is not set. Newest first; reload to see new mail.</p>${body}</body></html>`;
};

/**
 * Registers `GET /dev/mailbox` (HTML page) and `GET /web-hmac/dev/mailbox` (JSON, contract
 * devMailbox), only when mail goes to the outbox (SMTP_URL unset); otherwise both are 404.
 */
export const registerMailbox = (app: FastifyInstance, route: Registrar, ctx: AppContext): void => {
  if (ctx.mailer.mode !== 'outbox') return;
  route.open(devMailbox, async () => ok({ mails: await readOutbox(ctx.db) }));
  app.get('/dev/mailbox', async (_request, reply) => {
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderMailbox(await readOutbox(ctx.db));
  });
};
