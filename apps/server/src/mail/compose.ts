import type { FastifyRequest } from 'fastify';
import { HEADER } from '@yardfleet/contract/headers';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@yardfleet/domain/locale/language';
import { deDE } from './messages/de-de';
import { enUS } from './messages/en-us';
import { esES } from './messages/es-es';
import { frFR } from './messages/fr-fr';
import { itIT } from './messages/it-it';
import type { MailKind, MailParams, MailTexts } from './messages/mail-texts';
import { nlNL } from './messages/nl-nl';
import type { OutgoingMail } from './mailer';

const TEXTS: Readonly<Record<Language, MailTexts>> = { 'en-US': enUS, 'fr-FR': frFR, 'de-DE': deDE, 'nl-NL': nlNL, 'es-ES': esES, 'it-IT': itIT };

/** The web routes mailed links open (the web app's screens post the token to the check calls). */
export const LINK_ROUTES = { activation: '/activate', invitation: '/register-invite', reset: '/reset-password', login: '/login', forgot: '/login?forgot=1' } as const;

/** The language of the request that triggers a mail: its SPEC 7 `lang` header, else en-US. */
export const requestLanguage = (request: FastifyRequest): Language => {
  const raw = request.headers[HEADER.lang];
  return (typeof raw === 'string' ? matchLanguage(raw) : undefined) ?? DEFAULT_LANGUAGE;
};

/** `publicUrl` + `route` + `?token=` (token is base64url, so it needs no escaping). */
export const linkTo = (publicUrl: string, route: string, token?: string): string =>
  token === undefined ? `${publicUrl}${route}` : `${publicUrl}${route}?token=${token}`;

/**
 * Composes a mail of `kind` in `language` for `to`. `params.link` is the mail's own link (empty
 * for accountExists, whose links are `loginLink` and `resetLink`). Links are listed for the outbox.
 */
export const composeMail = (kind: MailKind, language: Language, to: string, params: Partial<MailParams> & { readonly publicUrl: string }): OutgoingMail => {
  const full: MailParams = {
    name: params.name ?? '',
    link: params.link ?? '',
    companyName: params.companyName ?? '',
    inviter: params.inviter ?? '',
    loginLink: linkTo(params.publicUrl, LINK_ROUTES.login),
    resetLink: linkTo(params.publicUrl, LINK_ROUTES.forgot),
  };
  const text = TEXTS[language][kind];
  const links = kind === 'accountExists' ? [full.loginLink, full.resetLink] : [full.link];
  return { to, subject: text.subject(full), text: text.body(full), links };
};
