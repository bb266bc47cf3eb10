import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { UserId } from '@yardfleet/domain/entities/ids';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { createSession } from '../../auth/sessions';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { recordSecurityEvent, type RequestOrigin } from '../security-log/record';
import type { VerifiedUser } from './login-credentials';

/** Starts a session of `user` at `at` in one transaction with its `login_succeeded` security event from `origin`. @returns the session token. */
export const logIn = (ctx: AppContext, user: VerifiedUser, origin: RequestOrigin, at: Date): Promise<string> =>
  ctx.db.transaction().execute(async (trx) => {
    const started = await createSession(trx, ctx.clock, ctx.sessions, user.id);
    await recordSecurityEvent(trx, { kind: 'login_succeeded', companyId: user.member.companyId, at, actor: user.member.actor, origin });
    return started;
  });

/**
 * The user info (rules 3.1) of `userId` (name, email, company name and version, user type, role), null
 * when the user is gone. @throws Error when the stored id is not a valid UserId.
 */
export const userInfoOf = async (db: Kysely<Database>, userId: string): Promise<UserInfo | null> => {
  const row = await db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.user_type',
      'users.role',
      'companies.name as company_name',
      'companies.version',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const id = UserId.decode(row.id);
  if (E.isLeft(id)) throw new Error('stored user id is not a valid UserId');
  return {
    id: id.right,
    name: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    companyName: row.company_name,
    // A user without a company has no version; "NONE" is "other than FULL_VERSION" (rules 3.1).
    companyRole: row.version ?? 'NONE',
    userType: row.user_type,
    role: row.role,
  };
};
