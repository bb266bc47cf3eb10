import type { Kysely } from 'kysely';
import type { Alert, AlertListRequest } from '@yardfleet/contract/endpoints/alerts';
import { alertDb } from '../../db/alert-schema';
import type { FleetTables } from '../../db/fleet-schema';
import type { Database } from '../../db/schema';
import { isRowId } from '../../http/ids';
import { alertView, detailWarehouseId, type AlertViewRow } from './alert-views';

/** The connection typed with the alert and fleet tables (alerts name machines, deleted machines and chargers). */
const alertFleetDb = (db: Kysely<Database>) => alertDb(db).withTables<FleetTables>();

/** The company's alerts people see (rules 22.4: pending ones never), with their rule. */
const shownAlerts = (db: Kysely<Database>, companyId: string) =>
  alertFleetDb(db)
    .selectFrom('alerts as a')
    .innerJoin('alert_rules as r', 'r.id', 'a.rule_id')
    .where('a.company_id', '=', companyId)
    .where('a.status', '<>', 'pending');

type Shown = ReturnType<typeof shownAlerts>;

/** `q` with its rows' subject names and the view's columns. */
const withView = (q: Shown) =>
  q
    .leftJoin('equipment as e', (j) => j.onRef('e.id', '=', 'a.subject_id').on('a.subject_kind', '=', 'equipment'))
    .leftJoin('deleted_equipment as d', (j) => j.onRef('d.id', '=', 'a.subject_id').on('a.subject_kind', '=', 'equipment'))
    .leftJoin('chargers as c', (j) => j.onRef('c.id', '=', 'a.subject_id').on('a.subject_kind', '=', 'charger'))
    .select([
      'a.id',
      'a.rule_id',
      'r.name as rule_name',
      'r.kind',
      'a.subject_kind',
      'a.subject_id',
      'a.status',
      'a.condition_since',
      'a.opened_at',
      'a.acknowledged_at',
      'a.acknowledged_by_name',
      'a.note',
      'a.resolved_at',
      'a.resolved_how',
      'a.escalated_at',
      'a.reopen_count',
      'a.detail',
      'e.name as equipment_name',
      'e.serial_number as equipment_serial',
      'd.name as deleted_name',
      'd.serial_number as deleted_serial',
      'c.name as charger_name',
      'c.serial_number as charger_serial',
    ])
    .orderBy('a.opened_at', 'desc')
    .orderBy('a.id', 'desc');

/** The rows as the contract shows them, the warehouses their details name read in one query. */
const viewsOf = async (db: Kysely<Database>, companyId: string, rows: readonly AlertViewRow[]): Promise<Alert[]> => {
  const ids = [...new Set(rows.flatMap((r) => detailWarehouseId(r.detail) ?? []))].filter(isRowId);
  const names =
    ids.length === 0 ? [] : await db.selectFrom('warehouses').select(['id', 'name']).where('company_id', '=', companyId).where('id', 'in', ids).execute();
  const byId = new Map(names.map((w) => [w.id, w.name]));
  return rows.map((r) => alertView(r, byId));
};

/** The filters of `request` on `q` (rules 22.5); an id that cannot name a row matches nothing. */
const filtered = (q: Shown, request: AlertListRequest): Shown | null => {
  let out = q;
  if (request.status !== null) out = out.where('a.status', '=', request.status);
  if (request.kind !== null) out = out.where('r.kind', '=', request.kind);
  const equipmentId: string | null = request.equipmentId;
  const tagId: string | null = request.tagId;
  const warehouseId: string | null = request.warehouseId;
  if ([equipmentId, tagId, warehouseId].some((id) => id !== null && !isRowId(id))) return null;
  if (equipmentId !== null) out = out.where('a.subject_kind', '=', 'equipment').where('a.subject_id', '=', equipmentId);
  if (tagId !== null)
    out = out
      .where('a.subject_kind', '=', 'equipment')
      .where((eb) =>
        eb.exists(eb.selectFrom('equipment_tags as et').select('et.tag_id').whereRef('et.equipment_id', '=', 'a.subject_id').where('et.tag_id', '=', tagId)),
      );
  if (warehouseId !== null)
    out = out
      .where('a.subject_kind', '=', 'equipment')
      .where((eb) => eb.exists(eb.selectFrom('equipment as w').select('w.id').whereRef('w.id', '=', 'a.subject_id').where('w.warehouse_id', '=', warehouseId)));
  if (request.from !== null) out = out.where('a.opened_at', '>=', new Date(request.from));
  if (request.to !== null) out = out.where('a.opened_at', '<', new Date(request.to));
  return out;
};

/** A page of the company's shown alerts matching `request`, newest opened first, and how many match (rules 22.5, 7.9). */
export const alertPage = async (db: Kysely<Database>, companyId: string, request: AlertListRequest): Promise<{ items: Alert[]; total: number }> => {
  const q = filtered(shownAlerts(db, companyId), request);
  if (q === null) return { items: [], total: 0 };
  const counted = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await withView(q)
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize)
    .execute();
  return { items: await viewsOf(db, companyId, rows), total: Number(counted.n) };
};

/** The open and acknowledged alerts of machine `equipmentId` of the company, newest opened first (rules 22.5, equipment detail). */
export const alertsOfEquipment = async (db: Kysely<Database>, companyId: string, equipmentId: string): Promise<Alert[]> => {
  const rows = await withView(
    shownAlerts(db, companyId)
      .where('a.subject_kind', '=', 'equipment')
      .where('a.subject_id', '=', equipmentId)
      .where('a.status', 'in', ['open', 'acknowledged']),
  ).execute();
  return viewsOf(db, companyId, rows);
};

/** True when `equipmentId` names a machine of the company (a malformed id names none). */
export const ownsEquipment = async (db: Kysely<Database>, companyId: string, equipmentId: string): Promise<boolean> =>
  isRowId(equipmentId) &&
  (await db.selectFrom('equipment').select('id').where('id', '=', equipmentId).where('company_id', '=', companyId).executeTakeFirst()) !== undefined;

/**
 * The bell's alert count of `userId` (rules 22.5): the company's open alerts (not yet acknowledged
 * by anyone) the person was told of, as a recipient or by an escalation, and has not read.
 */
export const unreadAlertCount = async (db: Kysely<Database>, companyId: string, userId: string): Promise<number> => {
  const row = await alertDb(db)
    .selectFrom('alert_recipients as ar')
    .innerJoin('alerts as a', 'a.id', 'ar.alert_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ar.user_id', '=', userId)
    .where('ar.read_at', 'is', null)
    .where('a.company_id', '=', companyId)
    .where('a.status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
