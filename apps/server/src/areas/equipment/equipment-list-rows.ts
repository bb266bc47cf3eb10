import { sql, type AliasedExpression, type Kysely } from 'kysely';
import type { EquipmentListRow } from '@yardfleet/contract/endpoints/equipment';
import type { EquipmentListItem, ServiceDue } from '@yardfleet/domain/entities/equipment';
import { EquipmentId, TagGroupId, TagId } from '@yardfleet/domain/entities/ids';
import type { Tag } from '@yardfleet/domain/entities/tag';
import { reminderStatus } from '@yardfleet/domain/machines/reminder-plan';
import { fleetDb } from '../../db/fleet-schema';
import { NAMED_STATEMENT } from '../../db/named-statements';
import type { Database, Equipment } from '../../db/schema';
import { fromUuidColumn, isoDateTimeOf } from '../../http/ids';
import { serviceDueOf, stateFrom } from '../maintenance/reminders';

/** The equipment columns a list row is built from (`listItemsOf` in equipment-list-queries.ts, the inventory report and `listRowsOf`). */
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

/** The LIST_COLUMNS a list item shows. */
type ListItemColumns = Pick<
  Equipment,
  'id' | 'name' | 'picture_url' | 'serial_number' | 'category' | 'model_number' | 'inventory_status' | 'online_status' | 'last_seen_at'
>;

/**
 * The list item (rules 2.10) of row `r` with its `tags` (tag group, then tag name) and `serviceDue`:
 * the id branded from its uuid column (`fromUuidColumn`), the last report as IsoDateTime. One shape
 * for the equipment list's rows (`listRowsFrom`) and the inventory report's (`listItemsOf`).
 */
export const listItemOf = (r: ListItemColumns, tags: Tag[], serviceDue: ServiceDue): EquipmentListItem => ({
  id: fromUuidColumn(EquipmentId, r.id),
  name: r.name,
  pictureUrl: r.picture_url,
  serialNumber: r.serial_number,
  category: r.category,
  modelNumber: r.model_number,
  inventoryStatus: r.inventory_status,
  tags,
  onlineStatus: r.online_status,
  lastSeenAt: r.last_seen_at === null ? null : isoDateTimeOf(r.last_seen_at),
  serviceDue,
});

/** One tag as the row query's json answers it. */
type TagJson = { id: string; name: string; groupId: string; groupName: string };

/**
 * The equipment list rows of the machines `idPage` names (a subquery `page (id)` of the caller's
 * company: equipment-list-queries.ts `equipmentPageIds`, or a searched page's ids), in list order (sort key, name, serial
 * number, id), in ONE query (rules 21.6): each machine's columns, its tags of `companyId` as json
 * (tag group name, then tag name), its latest maintenance log (a lateral read of
 * `maintenance_logs_equipment_idx`) and its stored reminder plan. `serviceDue` is the domain's
 * `reminderStatus` at `now` (rules 18.4), as `listItemsOf` computes it for the inventory report.
 * A named statement on PostgreSQL (one per shape of `idPage`; db/named-statements.ts): parsed once
 * per connection, planned once.
 * With `withStoredTotal`, the same query also reads the company's stored machine count
 * (`equipment_counts`, as `storedEquipmentTotal`): `storedTotal`, null when the page has no row.
 * @returns the rows (`items`) and `storedTotal` (null unless asked for).
 * @throws Error when a stored plan breaks the domain's codecs (`stateFrom`).
 */
export const listRowsOf = async (
  db: Kysely<Database>,
  companyId: string,
  idPage: AliasedExpression<{ id: string }, 'page'>,
  now: Date,
  withStoredTotal = false,
): Promise<{ readonly items: EquipmentListRow[]; readonly storedTotal: number | null }> =>
  listRowsFrom(await listRowsQuery(db, companyId, idPage, withStoredTotal).execute(), now);

/** The row query of `listRowsOf`, not yet run (`compiledForCompany` keeps its compiled form). */
export const listRowsQuery = (db: Kysely<Database>, companyId: string, idPage: AliasedExpression<{ id: string }, 'page'>, withStoredTotal = false) =>
  fleetDb(db)
    .selectFrom(idPage)
    .innerJoin('equipment', 'equipment.id', 'page.id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('maintenance_logs')
          .select(['performed_at', 'runtime_hours', 'reminder_kind', 'reminder_units', 'reminder_calendar_unit'])
          .whereRef('maintenance_logs.equipment_id', '=', 'equipment.id')
          .orderBy('maintenance_logs.performed_at', 'desc')
          .limit(sql.lit(1))
          .as('last_log'),
      (join) => join.onTrue(),
    )
    .leftJoin('reminder_plans as plan', 'plan.equipment_id', 'equipment.id')
    .select([
      ...LIST_COLUMNS,
      'equipment.activity',
      'equipment.error_code',
      'last_log.performed_at',
      'last_log.runtime_hours',
      'last_log.reminder_kind',
      'last_log.reminder_units',
      'last_log.reminder_calendar_unit',
      'plan.kind as plan_kind',
      'plan.every as plan_every',
      'plan.calendar_unit as plan_calendar_unit',
      'plan.since_at as plan_since_at',
      'plan.since_engine_hours as plan_since_engine_hours',
      sql<
        TagJson[]
      >`(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'groupId', t.group_id, 'groupName', g.name) order by g.name, t.name), '[]'::json)
        from equipment_tags et join tags t on t.id = et.tag_id join tag_groups g on g.id = t.group_id
        where et.equipment_id = equipment.id and t.company_id = ${companyId}::uuid)`.as('tags'),
    ])
    .$if(withStoredTotal, (qb) => qb.select(sql<string | null>`(select total from equipment_counts where company_id = ${companyId}::uuid)`.as('stored_total')))
    .orderBy(sql`equipment.sort_base, equipment.sort_number, equipment.name, equipment.serial_number, equipment.id`)
    .modifyEnd(NAMED_STATEMENT);

/** One row of `listRowsQuery`. */
type ListRowsRow = Awaited<ReturnType<ReturnType<typeof listRowsQuery>['execute']>>[number];

/**
 * The list rows (`EquipmentListRow`) of `rows` of `listRowsQuery`, with `serviceDue` at `now`,
 * and the stored total when the query read it (else null).
 */
export const listRowsFrom = (rows: readonly ListRowsRow[], now: Date): { readonly items: EquipmentListRow[]; readonly storedTotal: number | null } => {
  const items = rows.map((r): EquipmentListRow => {
    const last =
      r.performed_at === null || r.runtime_hours === null || r.reminder_kind === null
        ? undefined
        : {
            performed_at: r.performed_at,
            runtime_hours: r.runtime_hours,
            reminder_kind: r.reminder_kind,
            reminder_units: r.reminder_units,
            reminder_calendar_unit: r.reminder_calendar_unit,
          };
    const stored =
      r.plan_kind === null || r.plan_since_at === null || r.plan_since_engine_hours === null
        ? undefined
        : {
            kind: r.plan_kind,
            every: r.plan_every,
            calendar_unit: r.plan_calendar_unit,
            since_at: r.plan_since_at,
            since_engine_hours: r.plan_since_engine_hours,
          };
    const state = stateFrom(stored, last, r.added_at);
    const tags: Tag[] = r.tags.map((t) => ({
      id: fromUuidColumn(TagId, t.id),
      name: t.name,
      groupId: fromUuidColumn(TagGroupId, t.groupId),
      groupName: t.groupName,
    }));
    return { ...listItemOf(r, tags, serviceDueOf(reminderStatus(state.plan, now, r.engine_hours))), activity: r.activity, errorCode: r.error_code };
  });
  const stored = rows[0]?.stored_total;
  return { items, storedTotal: stored === undefined || stored === null ? null : Number(stored) };
};
