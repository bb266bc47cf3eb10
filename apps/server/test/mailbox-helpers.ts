import type { FastifyInstance } from 'fastify';
import { call } from './harness';

/** One outbox mail as GET /web-hmac/dev/mailbox answers it. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: string[];
}

/** The outbox, newest first. */
export const mailbox = async (app: FastifyInstance): Promise<Mail[]> => {
  const { body } = await call<{ mails: Mail[] }>(app, { method: 'GET', url: '/web-hmac/dev/mailbox' });
  return body.entry.mails;
};

/** The token of the newest mail to `to` whose link opens `route`. @throws when there is none. */
export const tokenFor = async (app: FastifyInstance, to: string, route: string): Promise<string> => {
  for (const mail of await mailbox(app)) {
    if (mail.to !== to) continue;
    const link = mail.links.find((l) => new URL(l).pathname === route);
    const token = link === undefined ? null : new URL(link).searchParams.get('token');
    if (token) return token;
  }
  throw new Error(`no ${route} mail to ${to}`);
};

/** A POST with a JSON body and optional session headers. */
export const post = <E = unknown>(app: FastifyInstance, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<E>(app, { method: 'POST', url, payload, headers });
