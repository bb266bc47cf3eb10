import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { ok, type Answer } from '../../http/answers';
import { mailAccountExists, mailLink, mailThrottled } from '../../shared/account-mail';
import { accountOfEmail, insertAccount } from './account-queries';

/** A checked registration request (company or personal). */
export interface Registration {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly password: string;
  readonly company: { readonly name: string; readonly timeZone: string } | null;
}

/**
 * Shared by both registrations: counts the mail, hashes the password (also for a known address,
 * so timing does not tell), then either creates the unactivated user (and the company, as its
 * admin) and mails an activation link, or, for an address with an account, mails the owner: a
 * fresh activation link when that account is an unactivated self-registration, else the
 * "someone tried to register" notice. Answers 200 in every case (the email's existence is not told).
 */
export const register = async (ctx: AppContext, request: FastifyRequest, r: Registration): Promise<Answer<null>> => {
  const throttled = await mailThrottled(ctx, r.email, `ip:${request.ip}`);
  if (throttled) return throttled;
  const passwordHash = await hashPassword(r.password);
  const existing = await accountOfEmail(ctx.db, r.email);
  if (existing) {
    if (existing.status === 'invited' && existing.invitation_address === null)
      await mailLink(ctx, request, 'activation', existing, { name: existing.first_name });
    else await mailAccountExists(ctx, request, existing.email, existing.first_name);
    return ok(null);
  }
  const user = await insertAccount(ctx.db, { email: r.email, firstName: r.firstName, lastName: r.lastName, passwordHash, company: r.company }, ctx.clock.now());
  await mailLink(ctx, request, 'activation', user, { name: r.firstName });
  return ok(null);
};
