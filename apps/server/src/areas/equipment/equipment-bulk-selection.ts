import { sql, type Kysely } from 'kysely';
import type { EquipmentSelection } from '@yardfleet/contract/endpoints/equipment-bulk';
import type { Database } from '../../db/schema';
import { isRowId } from '../../http/ids';
import { equipmentMatching, equipmentMatchingAt } from './equipment-filters';

/**
 * The machines of `companyId` in `selection` at `now`, as a query to select from (docs/roles.md
 * "Bulk actions"): the ticked ids, or every machine matching the list's filters exactly as the list
 * counts them (`equipmentMatchingAt`). Company-scoped always: an id of another company or of no
 * machine (a malformed one too) is simply not there, so the selection never holds another
 * company's machine and never tells that one exists.
 */
export const selectionQuery = async (db: Kysely<Database>, companyId: string, selection: EquipmentSelection, now: Date) => {
  if (selection.kind === 'filters') return equipmentMatchingAt(db, companyId, selection.filters, now);
  const ids = [...new Set<string>(selection.ids)].filter(isRowId);
  const none = { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
  return equipmentMatching(db, companyId, none).where(sql<boolean>`equipment.id = any(${ids}::uuid[])`);
};

/** How many machines `selection` holds now (the list's total for the same filters). */
export const selectionCount = async (db: Kysely<Database>, companyId: string, selection: EquipmentSelection, now: Date): Promise<number> => {
  const row = await (await selectionQuery(db, companyId, selection, now)).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * The ids of the machines `selection` holds, read inside the transaction `trx` with their rows
 * locked (FOR UPDATE), so a concurrent change of the same machines waits for the bulk action.
 */
export const lockedSelectionIds = async (trx: Kysely<Database>, companyId: string, selection: EquipmentSelection, now: Date): Promise<string[]> =>
  (await (await selectionQuery(trx, companyId, selection, now)).select('equipment.id').forUpdate().execute()).map((r) => r.id);
