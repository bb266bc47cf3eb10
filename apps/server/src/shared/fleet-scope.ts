import type { Kysely } from 'kysely';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { FLEET_WRITE_ROLES } from '@yardfleet/contract/endpoints/equipment-detail';
import type { Caller } from '../auth/sessions';
import type { Database } from '../db/schema';
import { fail, type Answer } from '../http/answers';
import { isRowId } from '../http/ids';
import { companyScope } from './caller-scope';

/**
 * The company a fleet change (rules 6.2, 6.8) is scoped to, or the 1170010403 answer: users without a
 * company, app-only users, and roles outside FLEET_WRITE_ROLES (admin, manager) may not change it.
 */
export const writeScope = (caller: Caller): { readonly companyId: string } | { readonly refused: Answer<never> } => {
  const scope = companyScope(caller);
  if ('refused' in scope) return scope;
  if (caller.role === null || !FLEET_WRITE_ROLES.includes(caller.role)) {
    return { refused: fail(ServerCode.forbiddenRole, 'Your role may not change fleet data.') };
  }
  return scope;
};

/** The 1170010404 answer for a record missing from the caller's company (another company's answers the same). */
export const notFound = (what: string): Answer<never> => fail(ServerCode.notFound, `The ${what} does not exist.`);

/** The 1170010001 answer with `{ field: ValidationError }` entries. */
export const invalidFields = (errors: Readonly<Record<string, unknown>>): Answer<never> =>
  fail(ServerCode.validationFailed, 'Some fields are not valid.', errors);

/** True when `warehouseId` names a warehouse of `companyId` (a malformed id names none). */
export const ownsWarehouse = async (db: Kysely<Database>, companyId: string, warehouseId: string): Promise<boolean> =>
  (isRowId(warehouseId)
    ? await db.selectFrom('warehouses').select('id').where('id', '=', warehouseId).where('company_id', '=', companyId).executeTakeFirst()
    : undefined) !== undefined;

/** True when `tagId` names a tag of `companyId` (a malformed id names none). */
export const ownsTag = async (db: Kysely<Database>, companyId: string, tagId: string): Promise<boolean> =>
  (isRowId(tagId) ? await db.selectFrom('tags').select('id').where('id', '=', tagId).where('company_id', '=', companyId).executeTakeFirst() : undefined) !==
  undefined;
