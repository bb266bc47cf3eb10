import type { Kysely } from 'kysely';
import type { AlertRuleDraft } from '@yardfleet/domain/alerts/alert-rule';
import type { Database } from '../../db/schema';
import type { Answer } from '../../http/answers';
import { isRowId } from '../../http/ids';
import { notFound, ownsTag, ownsWarehouse } from '../../shared/fleet-scope';

/** True when `chargerId` names a charge system (a chargers row) of `companyId` (a malformed id names none). */
export const ownsCharger = async (db: Kysely<Database>, companyId: string, chargerId: string): Promise<boolean> =>
  isRowId(chargerId) &&
  (await db.selectFrom('chargers').select('id').where('id', '=', chargerId).where('company_id', '=', companyId).executeTakeFirst()) !== undefined;

/** True when every id of `userIds` names a person (a users row) of `companyId`. */
export const ownsPeople = async (db: Kysely<Database>, companyId: string, userIds: readonly string[]): Promise<boolean> => {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return true;
  if (!wanted.every(isRowId)) return false;
  const found = await db.selectFrom('users').select('id').where('id', 'in', wanted).where('company_id', '=', companyId).execute();
  return found.length === wanted.length;
};

/**
 * The 1170010404 answer for a (validated) draft naming a tag, warehouse, charge system or person
 * that is not of `companyId` (another company's or unknown alike, rules 22.7), or null when all are.
 * Reads only; the caller stores nothing when it answers.
 */
export const refusalOfDraft = async (db: Kysely<Database>, companyId: string, draft: AlertRuleDraft): Promise<Answer<never> | null> => {
  const { scope, condition } = draft;
  if (scope.kind === 'tag' && !(await ownsTag(db, companyId, scope.tagId))) return notFound('tag');
  if (scope.kind === 'warehouse' && !(await ownsWarehouse(db, companyId, scope.warehouseId))) return notFound('warehouse');
  if (scope.kind === 'charge_system' && !(await ownsCharger(db, companyId, scope.chargerId))) return notFound('charge system');
  if ((condition.kind === 'left_warehouse' || condition.kind === 'entered_warehouse') && condition.warehouseId !== null) {
    if (!(await ownsWarehouse(db, companyId, condition.warehouseId))) return notFound('warehouse');
  }
  const people = [...draft.recipients.people, ...(draft.escalation?.recipients.people ?? [])];
  if (!(await ownsPeople(db, companyId, people))) return notFound('person');
  return null;
};
