import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { equipmentHistory, securityLog, securityLogExportPath, type SecurityLogExportRequest } from '@yardfleet/contract/endpoints/security-log';
import { api } from '../api';
import { SECURITY_LOG_TAG, equipmentTag } from '../cache-tags';
import { contractRequest } from '../contract-request';
import { downloadExport, type ReportDownloadOutcome } from '../report-download';
import type { AppPorts } from '../ports';
import type { RootState } from '../root-reducer';

/**
 * The company's security log and activity history (rules 20.12, 20.13; admin only,
 * `security.view`): one page of events, newest first, for the filters of the request (kinds,
 * categories, person, machine, search, from / to as UTC instants). Every page carries
 * SECURITY_LOG_TAG. Events are written by the server while other screens act, so the screen asks
 * with `refetchOnMountOrArgChange` (each visit reads the log afresh) and refetches on demand;
 * invalidating SECURITY_LOG_TAG refetches every page in use. A refusal (1170010403 for a role that
 * may not read it) reaches the screen as the query's error.
 *
 * One machine's history (`equipmentHistory`, every member) carries the machine's tag
 * `{ type: 'Equipment', id }` too, so a rename or tag change of that machine refetches it.
 */
export const securityLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    securityLog: build.query<ResponseOf<typeof securityLog>, RequestOf<typeof securityLog>>({
      query: contractRequest(securityLog),
      providesTags: [SECURITY_LOG_TAG],
    }),
    equipmentHistory: build.query<ResponseOf<typeof equipmentHistory>, RequestOf<typeof equipmentHistory>>({
      query: contractRequest(equipmentHistory),
      providesTags: (_result, _error, arg) => [SECURITY_LOG_TAG, equipmentTag(arg.id)],
    }),
  }),
});

export const { useSecurityLogQuery, useEquipmentHistoryQuery } = securityLogApi;

/**
 * Downloads the activity export (contract `securityLogExportPath`): every event matching the log's
 * filters as CSV or XLSX (`activity.<format>`), via `downloadExport` (errors through the error policy; never rejects).
 */
export const downloadActivity = (
  request: SecurityLogExportRequest,
  signal?: AbortSignal,
): ThunkAction<Promise<ReportDownloadOutcome>, RootState, AppPorts, UnknownAction> =>
  downloadExport(securityLogExportPath, request, `activity.${request.format}`, signal);
