import * as t from 'io-ts';
import { MAX_BULK_TAGS, MAX_SELECTED_IDS } from '@yardfleet/domain/rules/bulk-actions';
import { EquipmentId, TagId } from '@yardfleet/domain/entities/ids';
import { intBetween, strictType, strictTypeWithOptional } from '../codec';
import { endpoint } from '../endpoint';
import { equipmentFilterProps, equipmentOptionalFilterProps } from './equipment';
import { ExportFormat } from './reports';

/** The equipment list's filters as one object (`equipmentFilterProps` plus the optional ones). */
export const EquipmentFilterSet = strictTypeWithOptional(equipmentFilterProps, equipmentOptionalFilterProps, 'EquipmentFilterSet');

/**
 * Which machines a bulk action acts on (the domain's `Selection`, docs/roles.md "Bulk actions"):
 * `{ kind: 'ids', ids }`, the machines ticked on the list (1..MAX_SELECTED_IDS ids), or
 * `{ kind: 'filters', filters }`, every machine matching the list's filters at the time of the call.
 * Only the caller's company's machines are ever in it: other ids are left out, never reported.
 */
export const EquipmentSelection = t.union(
  [
    strictType(
      { kind: t.literal('ids'), ids: t.refinement(t.array(EquipmentId), (a) => a.length >= 1 && a.length <= MAX_SELECTED_IDS, 'SelectedIds') },
      'IdsSelection',
    ),
    strictType({ kind: t.literal('filters'), filters: EquipmentFilterSet }, 'FiltersSelection'),
  ],
  'EquipmentSelection',
);
export type EquipmentSelection = t.TypeOf<typeof EquipmentSelection>;

/** How many machines a selection holds now. */
export const BulkCount = t.type({ count: t.number }, 'BulkCount');

/**
 * `POST /web-hmac/web/equipment/bulk/count` `{ selection }` (every member): how many of the company's
 * machines the selection holds now, for "select all N machines matching the filters" and the delete
 * confirmation. Failures: 1170010001, 1170010403 (no company).
 */
export const equipmentBulkCount = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/bulk/count',
  request: strictType({ selection: EquipmentSelection }, 'BulkCountRequest'),
  response: BulkCount,
  auth: true,
  writes: false,
});

const TagIds = t.refinement(t.array(TagId), (a) => a.length <= MAX_BULK_TAGS, 'BulkTagIds');

/** A tag change on a selection: tags to add and tags to remove (the domain's `tagChangeRefusal` says which are refused). */
export const BulkTagsRequest = strictType({ selection: EquipmentSelection, add: TagIds, remove: TagIds }, 'BulkTagsRequest');
export type BulkTagsRequest = t.TypeOf<typeof BulkTagsRequest>;

/**
 * `POST /web-hmac/web/equipment/bulk/tags` `{ selection, add, remove }` (admin, manager): adds and removes
 * tags on every selected machine in one transaction. Entry `{ count }`: the machines whose tag set
 * changed (a machine already tagged so is not counted). Failures: 1170010001 (nothing to change,
 * a tag both added and removed, `{ add }` / `{ remove }`), 1170010404 (a tag missing or another
 * company's; nothing changes), 1170010403 (employee, no company).
 */
export const equipmentBulkTags = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/bulk/tags',
  request: BulkTagsRequest,
  response: BulkCount,
  auth: true,
});

/** A bulk delete: the selection and the number of machines the person confirmed deleting. */
export const BulkDeleteRequest = strictType(
  { selection: EquipmentSelection, confirmedCount: intBetween(1, 10_000_000, 'ConfirmedCount') },
  'BulkDeleteRequest',
);
export type BulkDeleteRequest = t.TypeOf<typeof BulkDeleteRequest>;

/** The reason of a refused bulk delete: the selection holds another number of machines than confirmed. */
export const SelectionChanged = t.type({ reason: t.literal('selection_changed'), count: t.number }, 'SelectionChanged');

/**
 * `POST /web-hmac/web/equipment/bulk/delete` `{ selection, confirmedCount }` (admin only): deletes every
 * selected machine in one transaction, as the single delete does (SPEC 4: maintenance logs and
 * reports stay for statistics, a tombstone names each machine, a `record_deleted` security event
 * each). Entry `{ count }` deleted. Failures: 1170010422 `{ reason: 'selection_changed', count }`
 * when the selection holds another number than `confirmedCount` now (nothing deleted; `count` is
 * the number now), 1170010001, 1170010403 (manager, employee, no company).
 */
export const equipmentBulkDelete = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/bulk/delete',
  request: BulkDeleteRequest,
  response: BulkCount,
  auth: true,
});

/** The selection export's request: the selection and the file format. */
export const BulkExportRequest = strictType({ selection: EquipmentSelection, format: ExportFormat }, 'BulkExportRequest');
export type BulkExportRequest = t.TypeOf<typeof BulkExportRequest>;

/**
 * `POST /web-hmac/web/equipment/bulk/export` `BulkExportRequest` (every member): the selected machines
 * as a CSV or XLSX file (`equipment-selection.<format>`) with the inventory report's columns in the
 * reader's language, in the list's name order. Formula-looking text is written behind a leading
 * quote in CSV and as plain values in XLSX. A read (`writes: false`). Failures answer the JSON envelope
 * before any byte: 1170010001, 1170010403.
 */
export const equipmentBulkExportPath = '/web-hmac/web/equipment/bulk/export';
