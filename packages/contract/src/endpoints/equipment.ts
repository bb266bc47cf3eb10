import * as t from 'io-ts';
import { MAX_PAGE_SIZE } from '@yardfleet/domain/constants';
import { EquipmentCategory, EquipmentListItem, InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';
import { EquipmentActivity } from '@yardfleet/domain/entities/equipment-detail';
import { TagId } from '@yardfleet/domain/entities/ids';
import { intBetween, strictTypeWithOptional } from '../codec';
import { endpoint } from '../endpoint';

/**
 * The equipment filters (rules 2.10), shared by the list and the fleet map's positions: optional search
 * by name or serial number (case-insensitive substring, at most 50 characters), and filters by
 * category, inventory status, online status and tag. Null means "no filter".
 */
export const equipmentFilterProps = {
  search: t.union([t.refinement(t.string, (s) => s.length <= 50, 'Search'), t.null]),
  category: t.union([EquipmentCategory, t.null]),
  inventoryStatus: t.union([InventoryStatus, t.null]),
  onlineStatus: t.union([OnlineStatus, t.null]),
  tagId: t.union([TagId, t.null]),
};

/**
 * The optional equipment filters (keys older clients may leave out, rules 7.8): `serviceDue` (rules
 * 18.5) keeps the machines whose reminder plan stands exactly at that status now ('due' = due
 * and not yet overdue, 'overdue' = past its mark), as the list's `serviceDue` column and the
 * inventory overview's separate due / overdue counts. `activity` (equipment activity, rules 4.5,
 * 2.10) keeps the machines whose current activity is that one; `faulty` true keeps the
 * machines reporting an error code, false those without one. Absent or null means "no filter".
 */
export const equipmentOptionalFilterProps = {
  serviceDue: t.union([t.literal('due'), t.literal('overdue'), t.null], 'ServiceDueFilter'),
  activity: t.union([EquipmentActivity, t.null]),
  faulty: t.union([t.boolean, t.null], 'FaultyFilter'),
};
/** The filter part of an equipment query (see `equipmentFilterProps` and `equipmentOptionalFilterProps`). */
export type EquipmentFilters = t.TypeOf<t.TypeC<typeof equipmentFilterProps>> & t.TypeOf<t.PartialC<typeof equipmentOptionalFilterProps>>;

/**
 * Equipment list query (rules 2.10, 7.9): page (1-based) and page size (1..100) plus the filters
 * (`equipmentFilterProps`, `equipmentOptionalFilterProps`).
 */
export const EquipmentListRequest = strictTypeWithOptional(
  {
    page: intBetween(1, 100_000, 'Page'),
    pageSize: intBetween(1, MAX_PAGE_SIZE, 'PageSize'),
    ...equipmentFilterProps,
  },
  equipmentOptionalFilterProps,
  'EquipmentListRequest',
);
export type EquipmentListRequest = t.TypeOf<typeof EquipmentListRequest>;

/**
 * One row of the equipment list: the domain's `EquipmentListItem` plus the machine's current
 * activity (rules 4.5: mowing, charging, moving, offline, idle, transfer, faulty) and its error code
 * (null when it reports none), so a fault shows in the list (rules 2.10).
 */
export const EquipmentListRow = t.intersection(
  [EquipmentListItem, t.type({ activity: EquipmentActivity, errorCode: t.union([t.string, t.null]) })],
  'EquipmentListRow',
);
export type EquipmentListRow = t.TypeOf<typeof EquipmentListRow>;

/**
 * A page of equipment rows (`EquipmentListRow`) with the total count matching the query. A filtered
 * list without a search counts at most FILTERED_TOTAL_CAP matches (rules 21.6): `totalCapped` true
 * means more match than `total` (which is then the cap) and the pages end there.
 */
export const EquipmentListResponse = t.type(
  { items: t.array(EquipmentListRow), total: t.number, totalCapped: t.boolean, page: t.number, pageSize: t.number },
  'EquipmentListResponse',
);
export type EquipmentListResponse = t.TypeOf<typeof EquipmentListResponse>;

/** `POST /web-hmac/web/equipment/list`, scoped to the caller's company. Full-version companies only. */
export const equipmentList = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/list',
  request: EquipmentListRequest,
  response: EquipmentListResponse,
  auth: true,
  writes: false,
});
