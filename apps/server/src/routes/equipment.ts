import { sql, type Kysely } from 'kysely';
import { equipmentList, type EquipmentFilters, type EquipmentListRequest, type EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import { EquipmentId, TagGroupId, TagId } from '@yardfleet/domain/entities/ids';
import type { EquipmentListItem, ServiceDue } from '@yardfleet/domain/entities/equipment';
import type { Tag } from '@yardfleet/domain/entities/tag';
import { reminderStatus } from '@yardfleet/domain/machines/reminder-plan';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import type { Database, Equipment } from '../db/schema';
import { asBranded, isRowId } from '../http/ids';
import { ok } from '../http/answers';
import type { Registrar } from '../http/registrar';
import { companyScope } from './caller-scope';
import { reminderStatesOf, serviceDueOf } from './reminders';
import { serviceDueIdsOf } from './service-due';

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
const likePattern = (needle: string): string => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `companyId`'s equipment matching `filters` (SPEC 2), as a query to select from: case-insensitive
 * substring search on name or serial number; exact filters on category, inventory status, online
 * status and tag (null = any). A tag of another company, or a malformed tag id, matches nothing.
 * Shared by the list and the fleet map's positions (routes/equipment-positions.ts).
 */
export const equipmentMatching = (db: Kysely<Database>, companyId: string, filters: EquipmentFilters) => {
  let q = db.selectFrom('equipment').where('equipment.company_id', '=', companyId);
  const needle = (filters.search ?? '').trim().toLowerCase();
  if (needle !== '') {
    const pattern = likePattern(needle);
    q = q.where((eb) => eb.or([eb(sql`lower(equipment.name)`, 'like', pattern), eb(sql`lower(equipment.serial_number)`, 'like', pattern)]));
  }
  if (filters.category !== null) q = q.where('equipment.category', '=', filters.category);
  if (filters.inventoryStatus !== null) q = q.where('equipment.inventory_status', '=', filters.inventoryStatus);
  if (filters.onlineStatus !== null) q = q.where('equipment.online_status', '=', filters.onlineStatus);
  if (filters.tagId !== null) {
    const tagId: string = filters.tagId;
    if (!isRowId(tagId)) q = q.where(sql<boolean>`false`);
    else {
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('equipment_tags')
            .innerJoin('tags', 'tags.id', 'equipment_tags.tag_id')
            .select(sql`1`.as('one'))
            .whereRef('equipment_tags.equipment_id', '=', 'equipment.id')
            .where('equipment_tags.tag_id', '=', tagId)
            .where('tags.company_id', '=', companyId),
        ),
      );
    }
  }
  return q;
};

/**
 * `equipmentMatching` plus the optional filters (keys old clients leave out): `activity` (SPEC 4,
 * the stored current activity), `faulty` (true: an error code is reported; false: none), and
 * `serviceDue` (SPEC 4): the machines whose reminder stands exactly at that status at `now`
 * (`serviceDueIdsOf`, the rule of the overview's counts), as `id = any(...)`: fine for demo
 * scale; a stored due date would let SQL filter it (issue 12).
 */
export const equipmentMatchingAt = async (db: Kysely<Database>, companyId: string, filters: EquipmentFilters, now: Date) => {
  let q = equipmentMatching(db, companyId, filters);
  const activity = filters.activity ?? null;
  if (activity !== null) q = q.where('equipment.activity', '=', activity);
  const faulty = filters.faulty ?? null;
  if (faulty !== null) q = q.where('equipment.error_code', faulty ? 'is not' : 'is', null);
  const wanted = filters.serviceDue ?? null;
  if (wanted === null) return q;
  const ids = (await serviceDueIdsOf(db, companyId, now))[wanted];
  return q.where(sql<boolean>`equipment.id = any(${ids}::uuid[])`);
};

/** The natural name order of the list ("Mower 2" before "Mower 10"): the name without its trailing number, then that number. */
export const NAME_ORDER = {
  base: sql<string>`lower(regexp_replace(equipment.name, '\\s*[0-9]+$', ''))`,
  number: sql<number>`coalesce(substring(equipment.name from '([0-9]+)$')::int, 0)`,
};

/** The equipment columns a list row is built from (`listItemsOf`). */
export const LIST_COLUMNS = [
  'equipment.id',
  'equipment.name',
  'equipment.picture_url',
  'equipment.serial_number',
  'equipment.category',
  'equipment.model_number',
  'equipment.inventory_status',
  'equipment.online_status',
  'equipment.last_seen_at',
  'equipment.added_at',
  'equipment.engine_hours',
] as const;
type ListRow = Pick<Equipment, 'id' | 'name' | 'picture_url' | 'serial_number' | 'category' | 'model_number' | 'inventory_status' | 'online_status' | 'last_seen_at' | 'added_at' | 'engine_hours'>;

/**
 * The list items of `rows` (SPEC 2), in their order: each with its tags (tag group, then tag name)
 * and its `serviceDue`, the domain's `reminderStatus` at `now` of its reminder plan with its engine
 * hours (SPEC 4), read for all the rows in three queries. Shared with the inventory report.
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
          .where('equipment_tags.equipment_id', 'in', rows.map((r) => r.id))
          .where('tags.company_id', '=', companyId)
          .orderBy('tag_groups.name')
          .orderBy('tags.name')
          .execute();
  const reminders = await reminderStatesOf(db, rows.map((r) => ({ id: r.id, addedAt: r.added_at })));
  const serviceDue = (r: ListRow): ServiceDue => {
    const state = reminders.get(r.id);
    return state ? serviceDueOf(reminderStatus(state.plan, now, r.engine_hours)) : null;
  };
  const tagsOf = new Map<string, Tag[]>();
  for (const t of tagRows) {
    const tag: Tag = { id: asBranded(TagId, t.id), name: t.name, groupId: asBranded(TagGroupId, t.group_id), groupName: t.group_name };
    tagsOf.set(t.equipment_id, [...(tagsOf.get(t.equipment_id) ?? []), tag]);
  }
  return rows.map((r) => ({
    id: asBranded(EquipmentId, r.id),
    name: r.name,
    pictureUrl: r.picture_url,
    serialNumber: r.serial_number,
    category: r.category,
    modelNumber: r.model_number,
    inventoryStatus: r.inventory_status,
    tags: tagsOf.get(r.id) ?? [],
    onlineStatus: r.online_status,
    lastSeenAt: r.last_seen_at === null ? null : asBranded(IsoDateTime, r.last_seen_at.toISOString()),
    serviceDue: serviceDue(r),
  }));
};

/**
 * One page of `companyId`'s equipment for `query` (SPEC 2): the filters of `equipmentMatchingAt`,
 * ordered by name in natural order (`NAME_ORDER`), then serial number. `total` counts every match.
 * The rows are `listItemsOf` the page, each with its activity and error code (issue 14 defect 11).
 */
export const listEquipment = async (db: Kysely<Database>, companyId: string, query: EquipmentListRequest, now: Date): Promise<EquipmentListResponse> => {
  const matching = await equipmentMatchingAt(db, companyId, query, now);
  const base = () => matching;

  const counted = await base().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await base()
    .select([...LIST_COLUMNS, 'equipment.activity', 'equipment.error_code'])
    .orderBy(NAME_ORDER.base)
    .orderBy(NAME_ORDER.number)
    .orderBy('equipment.name')
    .orderBy('equipment.serial_number')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();

  const items = await listItemsOf(db, companyId, rows, now);
  return {
    items: items.map((item, i) => ({ ...item, activity: rows[i]?.activity ?? 'offline', errorCode: rows[i]?.error_code ?? null })),
    total: counted.total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/**
 * `POST /web-hmac/web/equipment/list` (SPEC 2), scoped to the caller's company. A power-only
 * company gets its own equipment (it never sees another company's); users without a company and
 * app-only users get 1170010403 (see docs/error-codes.md).
 */
export const equipmentRoutes = (route: Registrar): void => {
  route.authed(equipmentList, async ({ input, ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    return ok(await listEquipment(ctx.db, scope.companyId, input, ctx.clock.now()));
  });
};
