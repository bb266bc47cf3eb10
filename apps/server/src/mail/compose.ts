import type { FastifyRequest } from 'fastify';
import { HEADER } from '@yardfleet/contract/headers';
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, isLanguage, matchLanguage, type Language } from '@yardfleet/domain/locale/language';
import type { Database } from '../db/schema';
import { deDE } from './messages/de-de';
import { enUS } from './messages/en-us';
import { esES } from './messages/es-es';
import { frFR } from './messages/fr-fr';
import { itIT } from './messages/it-it';
import type { MailKind, MailParams, MailTexts } from './messages/mail-texts';
import { nlNL } from './messages/nl-nl';
import type { OutgoingMail } from './mailer';

const TEXTS: Readonly<Record<Language, MailTexts>> = { 'en-US': enUS, 'fr-FR': frFR, 'de-DE': deDE, 'nl-NL': nlNL, 'es-ES': esES, 'it-IT': itIT };

/**
 * The web routes mailed links open (the web app's screens post the token to the check calls); each
 * is a route of the domain's table (packages/domain/src/routing/routes.ts), `forgot` the
 * forgot-password request screen (linked from the notice of rules 19.1).
 */
export const LINK_ROUTES = {
  activation: '/activate',
  invitation: '/register-invite',
  reset: '/reset-password',
  login: '/login',
  forgot: '/forgot-password',
  reports: '/report',
} as const;

/** The language of the request that triggers a mail: its `lang` header (rules 7.4), else en-US. */
export const requestLanguage = (request: FastifyRequest): Language => {
  const raw = request.headers[HEADER.lang];
  return (typeof raw === 'string' ? matchLanguage(raw) : undefined) ?? DEFAULT_LANGUAGE;
};

/**
 * Remembers the language of a request (its `lang` header, when it names a language of rules 1.5) as the
 * user's language, so mails sent later without a request (scheduled reports, rules 10.10) use it.
 * Called by the login; a request without a usable header changes nothing.
 */
export const rememberLanguage = async (db: Kysely<Database>, userId: string, request: FastifyRequest): Promise<void> => {
  const raw = request.headers[HEADER.lang];
  const language = typeof raw === 'string' ? matchLanguage(raw) : undefined;
  if (language === undefined) return;
  await db
    .updateTable('users')
    .set({ language })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
    .execute();
};

/** The language to mail a stored user in: their remembered language, else en-US. */
export const storedLanguage = (stored: string | null | undefined): Language => (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);

/** `publicUrl` + `route` + `?token=` (token is base64url, so it needs no escaping). */
export const linkTo = (publicUrl: string, route: string, token?: string): string =>
  token === undefined ? `${publicUrl}${route}` : `${publicUrl}${route}?token=${token}`;

/**
 * Composes a mail of `kind` in `language` for `to`. `params.link` is the mail's own link (empty
 * for accountExists, whose links are `loginLink` and `resetLink`). Links are listed for the outbox.
 * The scheduled report mail also takes `reportKind`, `frequency`, `periodFrom`, `periodTo`; its
 * file is added by the caller (`{ ...mail, attachments }`).
 */
export const composeMail = (kind: MailKind, language: Language, to: string, params: Partial<MailParams> & { readonly publicUrl: string }): OutgoingMail => {
  const full: MailParams = {
    name: params.name ?? '',
    link: params.link ?? '',
    companyName: params.companyName ?? '',
    inviter: params.inviter ?? '',
    loginLink: linkTo(params.publicUrl, LINK_ROUTES.login),
    resetLink: linkTo(params.publicUrl, LINK_ROUTES.forgot),
    reportKind: params.reportKind ?? 'inventory',
    frequency: params.frequency ?? 'daily',
    periodFrom: params.periodFrom ?? '',
    periodTo: params.periodTo ?? '',
  };
  const text = TEXTS[language][kind];
  const links = kind === 'accountExists' ? [full.loginLink, full.resetLink] : [full.link];
  return { to, subject: text.subject(full), text: text.body(full), links };
};
