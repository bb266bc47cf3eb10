import type { FastifyRequest } from 'fastify';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { issueLinkToken, type LinkPurpose } from '../auth/link-tokens';
import { takeMailSlot } from '../auth/mail-throttle';
import type { AppContext } from '../context';
import { fail, type Answer } from '../http/answers';
import { composeMail, LINK_ROUTES, linkTo, requestLanguage } from '../mail/compose';
import type { MailParams } from '../mail/messages/mail-texts';

/**
 * Counts a mail to `to` against the mail limits (per address, and per `sender`: the client IP or
 * the inviting user). @returns the 1466 answer when over a limit, else null.
 */
export const mailThrottled = async (ctx: AppContext, to: string, sender: string): Promise<Answer<never> | null> => {
  const wait = await takeMailSlot(ctx.db, ctx.clock, to, sender);
  return wait === null ? null : fail(ServerCode.tooManyAttempts, `Too many emails were requested. Please try again in ${wait} seconds.`);
};

const ROUTE_OF: Readonly<Record<LinkPurpose, string>> = { activation: LINK_ROUTES.activation, invitation: LINK_ROUTES.invitation, reset: LINK_ROUTES.reset };

/**
 * Issues a link token of `purpose` for the user and mails it in the request's language
 * (`lang` header, else en-US). The mail kind is the purpose's (activation, invitation, reset).
 */
export const mailLink = async (
  ctx: AppContext,
  request: FastifyRequest,
  purpose: LinkPurpose,
  user: { readonly id: string; readonly email: string },
  params: Partial<MailParams>,
): Promise<void> => {
  const token = await issueLinkToken(ctx.db, ctx.clock, user.id, user.email, purpose);
  const link = linkTo(ctx.config.publicUrl, ROUTE_OF[purpose], token);
  await ctx.mailer.send(composeMail(purpose, requestLanguage(request), user.email, { ...params, link, publicUrl: ctx.config.publicUrl }));
};

/** Mails the "someone tried to register with your address" notice (registration never says so). */
export const mailAccountExists = async (ctx: AppContext, request: FastifyRequest, email: string, name: string): Promise<void> => {
  await ctx.mailer.send(composeMail('accountExists', requestLanguage(request), email, { name, publicUrl: ctx.config.publicUrl }));
};
