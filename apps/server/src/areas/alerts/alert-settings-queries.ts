import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { WorkingHours } from '@yardfleet/contract/endpoints/alert-settings';
import { DEFAULT_MAIL_PREFERENCE, type MailPreference } from '@yardfleet/domain/alerts/mail-delivery';
import type { Clock } from '../../clock';
import { alertDb } from '../../db/alert-schema';
import type { Database } from '../../db/schema';
import { recordMemberEvent, type RequestOrigin } from '../security-log/record';

/** The working hours of company `companyId` (rules 22.2), undefined when it is gone. @throws when the stored JSON is not WorkingHours (a stored-data fault). */
export const workingHoursOf = async (db: Kysely<Database>, companyId: string): Promise<WorkingHours | undefined> => {
  const row = await alertDb(db).selectFrom('companies').select('working_hours').where('id', '=', companyId).executeTakeFirst();
  if (row === undefined) return undefined;
  const decoded = WorkingHours.decode(row.working_hours);
  if (E.isLeft(decoded)) throw new Error(`stored working hours of company ${companyId} are not valid`);
  return decoded.right;
};

/**
 * Replaces the working hours of `by.companyId` with `hours` (validated), in one transaction with a
 * `working_hours_changed` security event naming the company (rules 22.7).
 */
export const setWorkingHours = (
  db: Kysely<Database>,
  by: { readonly userId: string; readonly companyId: string },
  origin: RequestOrigin,
  hours: WorkingHours,
  clock: Clock,
): Promise<void> =>
  db.transaction().execute(async (trx) => {
    const company = await alertDb(trx)
      .updateTable('companies')
      .set({ working_hours: JSON.stringify(hours) })
      .where('id', '=', by.companyId)
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    await recordMemberEvent(trx, by, origin, clock.now(), { kind: 'working_hours_changed', target: { type: 'company', id: company.id, label: company.name } });
  });

/** The alert mail preference of `userId` (rules 22.3): DEFAULT_MAIL_PREFERENCE (immediate, no quiet hours) until they set one. */
export const mailPreferenceOf = async (db: Kysely<Database>, userId: string): Promise<MailPreference> => {
  const row = await alertDb(db)
    .selectFrom('user_alert_settings')
    .select(['mail_mode', 'quiet_start', 'quiet_end'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) return DEFAULT_MAIL_PREFERENCE;
  const quietHours = row.quiet_start === null || row.quiet_end === null ? null : { start: row.quiet_start, end: row.quiet_end };
  return { mode: row.mail_mode, quietHours };
};

/** Stores `pref` (validated) as the alert mail preference of `userId`, at the clock's time. */
export const setMailPreference = async (db: Kysely<Database>, userId: string, pref: MailPreference, clock: Clock): Promise<void> => {
  const values = { mail_mode: pref.mode, quiet_start: pref.quietHours?.start ?? null, quiet_end: pref.quietHours?.end ?? null, updated_at: clock.now() };
  await alertDb(db)
    .insertInto('user_alert_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
};
