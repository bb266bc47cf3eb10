import type { Kysely } from 'kysely';
import type { Member } from '@yardfleet/domain/machines/admin-transfer';
import { endUserSessions } from '../../auth/ended-sessions';
import { recordFailure } from '../../auth/login-throttle';
import type { Caller } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { fieldChanges, recordActivity, type ActingAs } from '../security-log/activity';
import { personTarget, recordMemberEvent, type RequestOrigin } from '../security-log/record';

/** The settings of company `companyId` (name, time zone, version). */
export const companySettingsOf = (db: Kysely<Database>, companyId: string) =>
  db.selectFrom('companies').select(['name', 'time_zone', 'version']).where('id', '=', companyId).executeTakeFirstOrThrow();

/** The email and password hash of user `userId`. */
export const credentialsOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();

/**
 * Counts a wrong old password like a failed login of `email` from `ip`, in one transaction with
 * an `account_locked` event (from `origin`, clock's time) when this try locks the account.
 */
export const recordWrongOldPassword = async (
  db: Kysely<Database>,
  clock: Clock,
  caller: Caller,
  email: string,
  ip: string,
  origin: RequestOrigin,
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    if (await recordFailure(trx, clock, email, ip)) await recordMemberEvent(trx, caller, origin, clock.now(), { kind: 'account_locked' });
  });
};

/** Stores the caller's new password in one transaction: their other sessions end (this one stays), `password_changed` is recorded. */
export const storeNewPassword = async (db: Kysely<Database>, clock: Clock, caller: Caller, passwordHash: string, origin: RequestOrigin): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', caller.userId).execute();
    await endUserSessions(trx, clock, caller.userId, { keep: caller.tokenHash });
    await recordMemberEvent(trx, caller, origin, clock.now(), { kind: 'password_changed' });
  });
};

/**
 * Changes company settings of `by.companyId` (rules 20.13): `name` and/or `time_zone`, its row
 * locked, in one transaction with a `company_settings_changed` event (the fields that changed,
 * before and after; none when nothing did) at `now` from `origin`.
 */
export const changeCompanySettings = async (
  db: Kysely<Database>,
  by: ActingAs & { readonly companyId: string },
  origin: RequestOrigin,
  change: { readonly name?: string; readonly timeZone?: string },
  now: Date,
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('companies').select(['id', 'name', 'time_zone']).where('id', '=', by.companyId).forUpdate().executeTakeFirstOrThrow();
    const after = { name: change.name ?? before.name, time_zone: change.timeZone ?? before.time_zone };
    await trx.updateTable('companies').set(after).where('id', '=', by.companyId).execute();
    const fields = fieldChanges({ name: before.name, timeZone: before.time_zone }, { name: after.name, timeZone: after.time_zone });
    const target = { type: 'company' as const, id: before.id, label: after.name };
    await recordActivity(trx, { by, origin, at: now, kind: 'company_settings_changed', target, fields });
  });
};

/** Every member of `companyId` with what the admin transfer and its security events need. */
export const membersOf = (db: Kysely<Database>, companyId: string) =>
  db.selectFrom('users').select(['id', 'role', 'status', 'first_name', 'last_name', 'email']).where('company_id', '=', companyId).execute();

/**
 * Stores the roles of an admin transfer to `targetId` in one transaction (at the clock's time):
 * `admin_transferred` (target: the new admin), then, for each member whose role changed from
 * `members` to `next`, the new role and a `role_changed` event.
 */
export const storeAdminTransfer = async (
  db: Kysely<Database>,
  clock: Clock,
  by: { readonly userId: string; readonly companyId: string },
  origin: RequestOrigin,
  targetId: string,
  rows: Awaited<ReturnType<typeof membersOf>>,
  members: readonly Member[],
  next: readonly Member[],
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const at = clock.now();
    // Security log (rules 20.12): admin_transferred (target: the new admin), then role_changed for each person whose role changed.
    const newAdmin = rows.find((r) => r.id === targetId);
    if (newAdmin) await recordMemberEvent(trx, by, origin, at, { kind: 'admin_transferred', target: personTarget(newAdmin) });
    for (const m of next) {
      const before = members.find((b) => b.id === m.id);
      const row = rows.find((r) => r.id === m.id);
      if (!before || !row || before.role === m.role) continue;
      await trx.updateTable('users').set({ role: m.role }).where('id', '=', m.id).where('company_id', '=', by.companyId).execute();
      await recordMemberEvent(trx, by, origin, at, {
        kind: 'role_changed',
        target: personTarget(row),
        change: { from: before.role, to: m.role },
        fields: [{ field: 'role', from: before.role, to: m.role }],
      });
    }
  });
};

/** Deletes the caller's account in one transaction: `account_cancelled` first (names kept), every session ends (account unavailable), the row goes. */
export const cancelOwnAccount = async (db: Kysely<Database>, clock: Clock, caller: Caller, origin: RequestOrigin): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    // Logged before the row goes (rules 20.12): the event keeps the name and email, its actor id becomes null.
    await recordMemberEvent(trx, caller, origin, clock.now(), { kind: 'account_cancelled' });
    await endUserSessions(trx, clock, caller.userId, { accountUnavailable: true });
    await trx.deleteFrom('users').where('id', '=', caller.userId).execute();
  });
};

/**
 * Ends every session of the caller in one transaction; when `withdrawn` (the domain's consent
 * machine accepted it) the withdrawal is stored at `now` and `consent_withdrawn` recorded first.
 */
export const withdrawOwnConsent = async (
  db: Kysely<Database>,
  clock: Clock,
  caller: Caller,
  origin: RequestOrigin,
  now: Date,
  withdrawn: boolean,
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    if (withdrawn) {
      await trx.updateTable('users').set({ consent_withdrawn_at: now }).where('id', '=', caller.userId).execute();
      await recordMemberEvent(trx, caller, origin, now, { kind: 'consent_withdrawn' });
    }
    await endUserSessions(trx, clock, caller.userId);
  });
};
