import { sql, type Kysely } from 'kysely';
import type { BulkDeleteRequest, BulkTagsRequest } from '@yardfleet/contract/endpoints/equipment-bulk';
import { MAX_BULK_TAGS, deleteConfirmed } from '@yardfleet/domain/rules/bulk-actions';
import type { Database } from '../../db/schema';
import { isRowId } from '../../http/ids';
import { publishChanges } from '../../live/publish';
import type { RequestOrigin } from '../security-log/record';
import { lockedSelectionIds } from './equipment-bulk-selection';
import { deleteMachinesIn } from './equipment-detail-queries';

/** Who acts: the member and their company. */
export interface BulkActor {
  readonly userId: string;
  readonly companyId: string;
}

/** The outcome of a bulk tag change: the machines changed, or why nothing changed. */
export type BulkTagsOutcome = { readonly count: number } | { readonly refused: 'unknownTag' | 'tooManyTags' };

/**
 * Adds `change.add` and removes `change.remove` on every machine of `change.selection` in one
 * transaction (the machines' rows locked), in a fixed number of statements whatever their number.
 * Every machine changed is announced on the live stream (publishChanges: lists refresh). Tag
 * changes are not security events (the security log keeps logins, roles and deletions, rules 20.12).
 * @returns the number of machines whose tag set changed; `unknownTag` (nothing changes) when a
 * tag is missing or another company's; `tooManyTags` (nothing changes) when a machine would hold
 * more than MAX_BULK_TAGS tags (a machine's tag set is at most that many, contract SetEquipmentTagsRequest).
 */
export const bulkTags = async (db: Kysely<Database>, by: BulkActor, change: BulkTagsRequest, now: Date): Promise<BulkTagsOutcome> => {
  const add = [...new Set<string>(change.add)];
  const remove = [...new Set<string>(change.remove)];
  const all = [...add, ...remove];
  if (!all.every(isRowId)) return { refused: 'unknownTag' };
  return db
    .transaction()
    .execute(async (trx) => {
      const known = await trx.selectFrom('tags').select('id').where('company_id', '=', by.companyId).where('id', 'in', all).execute();
      if (known.length !== all.length) return { refused: 'unknownTag' as const };
      const ids = await lockedSelectionIds(trx, by.companyId, change.selection, now);
      if (ids.length === 0) return { count: 0 };
      const changed = new Set<string>();
      if (add.length > 0) {
        const added = await sql<{ equipment_id: string }>`insert into equipment_tags (equipment_id, tag_id)
        select e, t from unnest(${ids}::uuid[]) as e cross join unnest(${add}::uuid[]) as t
        on conflict do nothing returning equipment_id`.execute(trx);
        for (const r of added.rows) changed.add(r.equipment_id);
      }
      if (remove.length > 0) {
        const removed = await trx
          .deleteFrom('equipment_tags')
          .where(sql<boolean>`equipment_id = any(${ids}::uuid[])`)
          .where(sql<boolean>`tag_id = any(${remove}::uuid[])`)
          .returning('equipment_id')
          .execute();
        for (const r of removed) changed.add(r.equipment_id);
      }
      if (add.length > 0) {
        const over = await sql<{ one: number }>`select 1 as one from equipment_tags where equipment_id = any(${ids}::uuid[])
        group by equipment_id having count(*) > ${MAX_BULK_TAGS} limit 1`.execute(trx);
        if (over.rows.length > 0) throw new TooManyTags();
      }
      await publishChanges(
        trx,
        by.companyId,
        [...changed].map((id) => ({ entity: 'equipment' as const, id })),
      );
      return { count: changed.size };
    })
    .catch((error: unknown) => {
      if (error instanceof TooManyTags) return { refused: 'tooManyTags' as const };
      throw error;
    });
};

/** Rolls the tag change back when a machine would hold too many tags. */
class TooManyTags extends Error {}

/** The outcome of a bulk delete: the machines deleted, or the number the selection holds now when it is not the confirmed one. */
export type BulkDeleteOutcome = { readonly count: number } | { readonly selectionChanged: number };

/**
 * Deletes every machine of `request.selection` in one transaction (rows locked first), the same
 * delete as a single machine's (`deleteMachinesIn`: tombstones, alerts resolved, one
 * `record_deleted` security event each; SPEC 4: collected data stays in statistics), and announces
 * them on the live stream. Nothing is deleted unless the selection holds exactly
 * `request.confirmedCount` machines now (the domain's `deleteConfirmed`).
 */
export const bulkDelete = async (
  db: Kysely<Database>,
  by: BulkActor,
  origin: RequestOrigin,
  request: BulkDeleteRequest,
  now: Date,
): Promise<BulkDeleteOutcome> =>
  db.transaction().execute(async (trx) => {
    const ids = await lockedSelectionIds(trx, by.companyId, request.selection, now);
    if (!deleteConfirmed(request.confirmedCount, ids.length)) return { selectionChanged: ids.length };
    const deleted = await deleteMachinesIn(trx, by, origin, ids, now);
    await publishChanges(
      trx,
      by.companyId,
      deleted.map((id) => ({ entity: 'equipment' as const, id })),
    );
    return { count: deleted.length };
  });
