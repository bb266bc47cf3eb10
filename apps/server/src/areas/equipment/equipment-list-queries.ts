import { sql, type Kysely } from 'kysely';
import type { EquipmentFilters, EquipmentListRequest, EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import { FILTERED_TOTAL_CAP } from '@yardfleet/domain/constants';
import { TagGroupId, TagId } from '@yardfleet/domain/entities/ids';
import type { EquipmentListItem, ServiceDue } from '@yardfleet/domain/entities/equipment';
import type { Tag } from '@yardfleet/domain/entities/tag';
import { reminderStatus } from '@yardfleet/domain/machines/reminder-plan';
import { fleetDb } from '../../db/fleet-schema';
import { compiledForCompany } from '../../db/compiled-for-company';
import { NAMED_STATEMENT } from '../../db/named-statements';
import type { Database, Equipment } from '../../db/schema';
import { asBranded } from '../../http/ids';
import { reminderStatesOf, serviceDueOf } from '../maintenance/reminders';
import { equipmentMatching, equipmentMatchingAt, NAME_ORDER } from './equipment-filters';
import { listItemOf, listRowsFrom, listRowsOf, listRowsQuery } from './equipment-list-rows';

type ListRow = Pick<
  Equipment,
  | 'id'
  | 'name'
  | 'picture_url'
  | 'serial_number'
  | 'category'
  | 'model_number'
  | 'inventory_status'
  | 'online_status'
  | 'last_seen_at'
  | 'added_at'
  | 'engine_hours'
>;

/**
 * The list items of `rows` (rules 2.10), in their order: each with its tags (tag group, then tag name)
 * and its `serviceDue`, the domain's `reminderStatus` at `now` of its reminder plan with its engine
 * hours (rules 18.4), read for all the rows in three queries. Shared with the inventory report.
 */
export const listItemsOf = async (db: Kysely<Database>, companyId: string, rows: readonly ListRow[], now: Date): Promise<EquipmentListItem[]> => {
  const tagRows =
    rows.length === 0
      ? []
      : await db
          .selectFrom('equipment_tags')
          .innerJoin('tags', 'tags.id', 'equipment_tags.tag_id')
          .innerJoin('tag_groups', 'tag_groups.id', 'tags.group_id')
          .select(['equipment_tags.equipment_id', 'tags.id', 'tags.name', 'tags.group_id', 'tag_groups.name as group_name'])
          .where(
            'equipment_tags.equipment_id',
            'in',
            rows.map((r) => r.id),
          )
          .where('tags.company_id', '=', companyId)
          .orderBy('tag_groups.name')
          .orderBy('tags.name')
          .execute();
  const reminders = await reminderStatesOf(
    db,
    rows.map((r) => ({ id: r.id, addedAt: r.added_at })),
  );
  const serviceDue = (r: ListRow): ServiceDue => {
    const state = reminders.get(r.id);
    return state ? serviceDueOf(reminderStatus(state.plan, now, r.engine_hours)) : null;
  };
  const tagsOf = new Map<string, Tag[]>();
  for (const t of tagRows) {
    const tag: Tag = { id: asBranded(TagId, t.id), name: t.name, groupId: asBranded(TagGroupId, t.group_id), groupName: t.group_name };
    tagsOf.set(t.equipment_id, [...(tagsOf.get(t.equipment_id) ?? []), tag]);
  }
  return rows.map((r) => listItemOf(r, tagsOf.get(r.id) ?? [], serviceDue(r)));
};

/** True when `query` filters nothing: its total is the company's stored machine count. */
const filtersNothing = (query: EquipmentFilters): boolean =>
  (query.search ?? '').trim() === '' &&
  query.category === null &&
  query.inventoryStatus === null &&
  query.onlineStatus === null &&
  query.tagId === null &&
  (query.serviceDue ?? null) === null &&
  (query.activity ?? null) === null &&
  (query.faulty ?? null) === null;

/**
 * The number of `companyId`'s machines (rules 21.6): `equipment_counts`, which triggers keep on every
 * insert, delete and change of company (migration 0012), so it equals `count(*)` in the same
 * snapshot without reading 100,000 rows. A named statement on PostgreSQL (db/named-statements.ts).
 */
export const storedEquipmentTotal = async (db: Kysely<Database>, companyId: string): Promise<number> => {
  const row = await fleetDb(db)
    .selectFrom('equipment_counts')
    .select('total')
    .where('company_id', '=', companyId)
    .modifyEnd(NAMED_STATEMENT)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
};

/**
 * Where page `page` of `pageSize` rows lies in a list of `total` rows (rules 21.6): pages whose middle
 * lies past the list's middle are read backwards from the end (the index is read the other way), so
 * the last page costs what the first does. `skip` and `take` count in the reading direction; `take`
 * is 0 past the end.
 */
export const pageWindow = (page: number, pageSize: number, total: number): { readonly backwards: boolean; readonly skip: number; readonly take: number } => {
  const offset = (page - 1) * pageSize;
  const take = Math.max(0, Math.min(pageSize, total - offset));
  const backwards = 2 * offset + take > total;
  return backwards ? { backwards, skip: Math.max(0, total - offset - take), take } : { backwards, skip: offset, take };
};

/** Where a page lies and which way it is read (`pageWindow`). */
type PageWindow = ReturnType<typeof pageWindow>;

/** The list order (`NAME_ORDER`, name, serial number, id), ascending or descending. */
const listOrder = (direction: 'asc' | 'desc') => {
  const d = sql.raw(direction);
  return sql`equipment.sort_base ${d}, equipment.sort_number ${d}, equipment.name ${d}, equipment.serial_number ${d}, equipment.id ${d}`;
};

/**
 * The ids of one page (`window`) of `matching` (without a search) in list order, as the subquery
 * `page`: read in order from `equipment_list_order_idx` with only the index's columns (forwards,
 * or backwards for the back half). The row count is a literal and a skip of 0 (the first and the
 * last page) has no OFFSET, so the named statement's generic plan (db/named-statements.ts) knows
 * it reads `take` index entries and keeps the nested loops of the custom plan (with
 * `LIMIT $n` PostgreSQL would plan for a tenth of the company's machines and hash-join them all).
 */
export const equipmentPageIds = (matching: ReturnType<typeof equipmentMatching>, window: PageWindow) => {
  const ordered = matching
    .select('equipment.id')
    .orderBy(listOrder(window.backwards ? 'desc' : 'asc'))
    .limit(sql.lit(window.take));
  return (window.skip === 0 ? ordered : ordered.offset(window.skip)).as('page');
};

/**
 * Page `page` of `pageSize` of a search's `matching` machines with their number, in one pass
 * (rules 21.6): the matches come from the suffix index (migration 0016; a needle under 3 characters
 * reads the company's rows), are counted (`count(*) over ()`, the same on every row) and sorted in list
 * order. The OFFSET 0 keeps the planner from walking the order index instead, row by row, on a
 * misjudged LIKE estimate. A page past the end answers no row, hence no count.
 */
export const searchedPage = (db: Kysely<Database>, matching: ReturnType<typeof equipmentMatching>, page: number, pageSize: number) =>
  db
    .selectFrom(
      matching
        .select(['equipment.id', 'equipment.name', 'equipment.serial_number', NAME_ORDER.base.as('sort_base'), NAME_ORDER.number.as('sort_number')])
        .offset(0)
        .as('equipment'),
    )
    .select(['equipment.id', sql<string>`count(*) over ()`.as('total')])
    .orderBy(listOrder('asc'))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

/** The exact number of `matching` machines. */
const countOf = async (matching: ReturnType<typeof equipmentMatching>): Promise<number> =>
  Number((await matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()).total);

/**
 * The number of `matching` machines up to `cap` (rules 21.6): the count stops at the cap's next
 * match, so a filter matching half a large fleet reads about `cap` rows, not the company's.
 * @returns `total` (at most `cap`) and `capped`, true when more than `cap` match.
 */
const countUpTo = async (db: Kysely<Database>, matching: ReturnType<typeof equipmentMatching>, cap: number): Promise<{ total: number; capped: boolean }> => {
  const limited = matching
    .select(sql`1`.as('one'))
    .limit(sql.lit(cap + 1))
    .as('limited');
  const row = await db
    .selectFrom(limited)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
};

/**
 * One page of `companyId`'s equipment for `query` (rules 2.10): the filters of `equipmentMatchingAt`,
 * ordered by name in natural order (`NAME_ORDER`), then serial number (then id), and `total`, the
 * number of matches. With a search: `searchedPage` (exact). Without: the total is the stored count
 * when nothing is filtered (`storedEquipmentTotal`), read with the rows for an unfiltered first
 * page (one query), else a count up to FILTERED_TOTAL_CAP (`countUpTo`; `totalCapped` when more
 * match, and the pages end at the cap) through the indexes the filters have (category, tag,
 * inventory status, online status, activity, faults: migration 0031); the page's ids come from `equipment_list_order_idx` (`equipmentPageIds`, a
 * deferred join: only the page's rows are read), backwards for the back half (`pageWindow`). The
 * rows, with their tags, service due, activity and error code (rules 2.10), come in one
 * query (`listRowsOf`, the same items as `listItemsOf`).
 */
export const listEquipment = async (db: Kysely<Database>, companyId: string, query: EquipmentListRequest, now: Date): Promise<EquipmentListResponse> => {
  const answer = (items: EquipmentListResponse['items'], total: number, totalCapped = false): EquipmentListResponse => ({
    items,
    total,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
  });
  if (filtersNothing(query)) {
    if (query.page === 1) {
      // The first page does not depend on the total: one query reads both (no rows: no machines).
      const { items, storedTotal } = await unfilteredRows(db, companyId, { backwards: false, skip: 0, take: query.pageSize }, now, true);
      return answer(items, storedTotal ?? 0);
    }
    const total = await storedEquipmentTotal(db, companyId);
    const window = pageWindow(query.page, query.pageSize, total);
    if (window.take === 0) return answer([], total);
    if (window.skip === 0) return answer((await unfilteredRows(db, companyId, window, now, false)).items, total);
    return answer((await listRowsOf(db, companyId, equipmentPageIds(equipmentMatching(db, companyId, NO_FILTERS), window), now)).items, total);
  }
  const matching = await equipmentMatchingAt(db, companyId, query, now);
  if ((query.search ?? '').trim() !== '') {
    const found = await searchedPage(db, matching, query.page, query.pageSize).execute();
    const first = found[0];
    if (first === undefined) return answer([], query.page === 1 ? 0 : await countOf(matching));
    const ids = sql<{ id: string }>`(select unnest(${found.map((r) => r.id)}::uuid[]) as id)`.as('page');
    return answer((await listRowsOf(db, companyId, ids, now)).items, Number(first.total));
  }
  const { total, capped } = await countUpTo(db, matching, FILTERED_TOTAL_CAP);
  const window = pageWindow(query.page, query.pageSize, total);
  // A capped total is not the list's end: its pages are read forwards only.
  const forwards = capped ? { ...window, backwards: false, skip: (query.page - 1) * query.pageSize } : window;
  return answer(window.take === 0 ? [] : (await listRowsOf(db, companyId, equipmentPageIds(matching, forwards), now)).items, total, capped);
};

/**
 * The rows of an unfiltered page that starts at one end of the list (`window.skip` 0: the first
 * page, or the last read backwards), as `listRowsOf` answers them, through the row query compiled
 * once per shape (db/compiled-for-company.ts).
 */
const unfilteredRows = async (db: Kysely<Database>, companyId: string, window: PageWindow, now: Date, withStoredTotal: boolean) => {
  const compiled = compiledForCompany(`equipment-list:${window.backwards ? 'last' : 'first'}:${window.take}:${withStoredTotal}`, companyId, (company) =>
    listRowsQuery(db, company, equipmentPageIds(equipmentMatching(db, company, NO_FILTERS), window), withStoredTotal),
  );
  return listRowsFrom((await db.executeQuery(compiled)).rows, now);
};

const NO_FILTERS: EquipmentFilters = { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null }; // the unfiltered list
