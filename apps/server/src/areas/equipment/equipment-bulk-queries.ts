import { sql, type Kysely } from 'kysely';
import type { BulkDeleteRequest, BulkTagsRequest } from '@yardfleet/contract/endpoints/equipment-bulk';
import { MAX_BULK_TAGS, deleteConfirmed } from '@yardfleet/domain/rules/bulk-actions';
import type { Database } from '../../db/schema';
import { isRowId } from '../../http/ids';
import { publishChanges } from '../../live/publish';
import { recordActivities, recordActivity, type ActingAs } from '../security-log/activity';
import type { RequestOrigin } from '../security-log/record';
import { companyTarget, machinesForHistory, tagChanges, type MachineForHistory } from './equipment-activity';
import { lockedSelectionIds } from './equipment-bulk-selection';
import { deleteMachinesIn } from './equipment-detail-queries';

/** Who acts: the member (or the API key) and their company. */
export type BulkActor = ActingAs & { readonly companyId: string };

/** The outcome of a bulk tag change: the machines changed, or why nothing changed. */
export type BulkTagsOutcome = { readonly count: number } | { readonly refused: 'unknownTag' | 'tooManyTags' };

/**
 * Adds `change.add` and removes `change.remove` on every machine of `change.selection` in one
 * transaction (the machines' rows locked), in a fixed number of statements whatever their number.
 * Every machine changed is announced on the live stream (publishChanges: lists refresh) and its
 * history records `equipment_tags_changed` (its tags before and after), with one
 * `equipment_bulk_tagged` for the company (the number of machines, the tags added and removed;
 * rules 20.13), at `now` from `origin`.
 * @returns the number of machines whose tag set changed; `unknownTag` (nothing changes) when a
 * tag is missing or another company's; `tooManyTags` (nothing changes) when a machine would hold
 * more than MAX_BULK_TAGS tags (a machine's tag set is at most that many, contract SetEquipmentTagsRequest).
 */
export const bulkTags = async (db: Kysely<Database>, by: BulkActor, origin: RequestOrigin, change: BulkTagsRequest, now: Date): Promise<BulkTagsOutcome> => {
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
      const before = await machinesForHistory(trx, by.companyId, ids);
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
      await recordBulkTags(trx, by, origin, now, before, await machinesForHistory(trx, by.companyId, [...changed]));
      return { count: changed.size };
    })
    .catch((error: unknown) => {
      if (error instanceof TooManyTags) return { refused: 'tooManyTags' as const };
      throw error;
    });
};

/**
 * Records a bulk tag change (rules 20.13): each machine's `equipment_tags_changed` (`before` and
 * `after`: the machines changed, with their tags) and one `equipment_bulk_tagged` for the company
 * with the number of machines and the tags added and removed (named "group: tag").
 */
const recordBulkTags = async (
  trx: Kysely<Database>,
  by: BulkActor,
  origin: RequestOrigin,
  at: Date,
  before: Map<string, MachineForHistory>,
  after: Map<string, MachineForHistory>,
): Promise<void> => {
  const changes = tagChanges(before, after);
  if (changes.length === 0) return;
  await recordActivities(trx, { by, origin, at, changes });
  const added = new Set<string>();
  const removed = new Set<string>();
  for (const [id, now] of after) {
    const was = before.get(id)?.tags ?? [];
    for (const tag of now.tags) if (!was.includes(tag)) added.add(tag);
    for (const tag of was) if (!now.tags.includes(tag)) removed.add(tag);
  }
  await recordActivity(trx, {
    by,
    origin,
    at,
    kind: 'equipment_bulk_tagged',
    target: await companyTarget(trx, by.companyId),
    fields: [
      { field: 'machines', from: null, to: changes.length },
      { field: 'added', from: null, to: [...added].sort() },
      { field: 'removed', from: null, to: [...removed].sort() },
    ],
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
    // Rules 20.13: one summary event for the company beside each machine's record_deleted.
    if (deleted.length > 0)
      await recordActivity(trx, {
        by,
        origin,
        at: now,
        kind: 'equipment_bulk_deleted',
        target: await companyTarget(trx, by.companyId),
        fields: [{ field: 'machines', from: null, to: deleted.length }],
      });
    await publishChanges(
      trx,
      by.companyId,
      deleted.map((id) => ({ entity: 'equipment' as const, id })),
    );
    return { count: deleted.length };
  });
