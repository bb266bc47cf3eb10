import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import {
  equipmentBulkCount,
  equipmentBulkDelete,
  equipmentBulkExportPath,
  equipmentBulkTags,
  type BulkExportRequest,
} from '@yardfleet/contract/endpoints/equipment-bulk';
import { api } from '../api';
import { EQUIPMENT_LIST_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';
import type { AppPorts } from '../ports';
import { downloadExport, type ReportDownloadOutcome } from '../report-download';
import type { RootState } from '../root-reducer';

/** Every cached machine, the list and the overview (all carry the `Equipment` type): a bulk change may touch any of them. */
const EVERY_MACHINE = 'Equipment' as const;

/**
 * Bulk actions on the equipment list (docs/roles.md "Bulk actions"; contract equipment-bulk.ts), each
 * one call whatever the number of machines: `bulkCount` (how many a selection holds; tagged like
 * the list, so it refetches when machines change), `bulkTags` (admin, manager) and `bulkDelete`
 * (admin; a 1170010422 `selection_changed` answer is the caller's to show). Both writes
 * invalidate every cached machine, the equipment list and the inventory overview.
 */
export const equipmentBulkApi = api.injectEndpoints({
  endpoints: (build) => ({
    bulkCount: build.query<ResponseOf<typeof equipmentBulkCount>, RequestOf<typeof equipmentBulkCount>>({
      query: contractRequest(equipmentBulkCount),
      providesTags: [EQUIPMENT_LIST_TAG],
    }),
    bulkTags: build.mutation<ResponseOf<typeof equipmentBulkTags>, RequestOf<typeof equipmentBulkTags>>({
      query: contractRequest(equipmentBulkTags),
      invalidatesTags: [EVERY_MACHINE],
    }),
    bulkDelete: build.mutation<ResponseOf<typeof equipmentBulkDelete>, RequestOf<typeof equipmentBulkDelete>>({
      query: contractRequest(equipmentBulkDelete),
      invalidatesTags: [EVERY_MACHINE],
    }),
  }),
});

export const { useBulkCountQuery, useBulkTagsMutation, useBulkDeleteMutation } = equipmentBulkApi;

/**
 * Downloads the selection export (contract `equipmentBulkExportPath`): the selected machines as CSV
 * or XLSX with the inventory report's columns, via `downloadExport` (errors through the error
 * policy; never rejects).
 */
export const downloadSelection = (
  request: BulkExportRequest,
  signal?: AbortSignal,
): ThunkAction<Promise<ReportDownloadOutcome>, RootState, AppPorts, UnknownAction> =>
  downloadExport(equipmentBulkExportPath, request, `equipment-selection.${request.format}`, signal);
