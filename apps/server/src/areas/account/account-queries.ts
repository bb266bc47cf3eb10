import type { Kysely } from 'kysely';
import { USER_TYPE_WEB } from '@yardfleet/domain/entities/user-info';
import { createSession } from '../../auth/sessions';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { insertDefaultAlertRules } from '../alerts/default-rules';
import { recordSecurityEvent, type RequestOrigin } from '../security-log/record';
import type { VerifiedUser } from './login-credentials';

/** A new self-registered account: the person, the password's hash and, for a company registration, the company. */
export interface NewAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly passwordHash: string;
  readonly company: { readonly name: string; readonly timeZone: string } | null;
}

/** The account registered with `email` (what registration mails its owner), or undefined. */
export const accountOfEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('users').select(['id', 'email', 'first_name', 'status', 'invitation_address']).where('email', '=', email).executeTakeFirst();

/**
 * Stores `account` in one transaction: its company first (full version, the person its admin,
 * with the default alert rules of rules 22.6), then the person, not yet activated, with the agreements accepted at `now` (the registration
 * screen shows them, rules 19.1). @returns the new user's id and email.
 */
export const insertAccount = (db: Kysely<Database>, account: NewAccount, now: Date): Promise<{ id: string; email: string }> =>
  db.transaction().execute(async (trx) => {
    const company =
      account.company === null
        ? null
        : await trx
            .insertInto('companies')
            .values({ name: account.company.name, time_zone: account.company.timeZone, version: 'FULL_VERSION' })
            .returning('id')
            .executeTakeFirstOrThrow();
    if (company !== null) await insertDefaultAlertRules(trx, company.id, 'FULL_VERSION');
    return trx
      .insertInto('users')
      .values({
        email: account.email,
        password_hash: account.passwordHash,
        first_name: account.firstName,
        last_name: account.lastName,
        user_type: USER_TYPE_WEB,
        company_id: company?.id ?? null,
        role: company === null ? null : 'admin',
        status: 'invited',
        invited_at: null,
        activated_at: null,
        invitation_address: null,
        // The registration screen shows the agreements (rules 19.1); registering accepts them.
        consent_accepted_at: now,
        created_at: now,
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
  });

/** The account `email` belongs to, as a password reset needs it (status, name, company), or undefined. */
export const resetRequesterOf = (db: Kysely<Database>, email: string) =>
  db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'company_id', 'status']).where('email', '=', email).executeTakeFirst();

/**
 * The agreements accepted again at `at` by `user` (consent on, rules 4.10), in one transaction with a
 * new session: security events `consent_given` (when `consentGiven`: it was withdrawn) and the
 * `login_succeeded` it opens, from `origin`. @returns the session token.
 */
export const acceptAgreementsAndLogIn = (ctx: AppContext, user: VerifiedUser, origin: RequestOrigin, at: Date, consentGiven: boolean): Promise<string> =>
  ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ consent_withdrawn_at: null, consent_accepted_at: at }).where('id', '=', user.id).execute();
    const base = { companyId: user.member.companyId, at, actor: user.member.actor, origin };
    if (consentGiven) await recordSecurityEvent(trx, { ...base, kind: 'consent_given' });
    const started = await createSession(trx, ctx.clock, ctx.sessions, user.id);
    await recordSecurityEvent(trx, { ...base, kind: 'login_succeeded' });
    return started;
  });

/** A new full-version company named `name` in `timeZone` with user `userId` as its admin and the default alert rules (rules 22.6), in one transaction. */
export const insertCompanyOf = async (db: Kysely<Database>, userId: string, name: string, timeZone: string): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const company = await trx.insertInto('companies').values({ name, time_zone: timeZone, version: 'FULL_VERSION' }).returning('id').executeTakeFirstOrThrow();
    await insertDefaultAlertRules(trx, company.id, 'FULL_VERSION');
    await trx.updateTable('users').set({ company_id: company.id, role: 'admin' }).where('id', '=', userId).execute();
  });
};
