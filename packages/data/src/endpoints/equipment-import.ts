import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import {
  equipmentImportApply,
  equipmentImportDryRun,
  equipmentImportTemplatePath,
  ImportRefusal,
  type ImportTemplateRequest,
} from '@yardfleet/contract/endpoints/equipment-import';
import { isRight } from 'fp-ts/lib/Either.js';
import { api } from '../api';
import type { ApiError } from '../api-error';
import { contractRequest } from '../contract-request';
import type { AppPorts } from '../ports';
import { downloadExport, type ReportDownloadOutcome } from '../report-download';
import type { RootState } from '../root-reducer';

/** Every cached machine, the list and the overview (all carry the `Equipment` type): an applied import may rename or re-tag any of them. */
const EVERY_MACHINE = 'Equipment' as const;

/**
 * The equipment import (rules 23; contract equipment-import.ts): `importDryRun` (the file's rows as
 * changed, unchanged or refused; writes nothing, so it invalidates nothing) and `importApply` (all
 * or nothing; invalidates every cached machine). Both are mutations: each call sends a file and
 * must run when asked, never from a cache. Their 1170010422 refusals pass to the dialog
 * (`importRefusalOf`), which shows them translated.
 */
export const equipmentImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    importDryRun: build.mutation<ResponseOf<typeof equipmentImportDryRun>, RequestOf<typeof equipmentImportDryRun>>({
      query: contractRequest(equipmentImportDryRun),
    }),
    importApply: build.mutation<ResponseOf<typeof equipmentImportApply>, RequestOf<typeof equipmentImportApply>>({
      query: contractRequest(equipmentImportApply),
      invalidatesTags: [EVERY_MACHINE],
    }),
  }),
});

export const { useImportDryRunMutation, useImportApplyMutation } = equipmentImportApi;

/** The import's refusal in an error (a 1170010422 envelope whose entry decodes as ImportRefusal), else null. */
export const importRefusalOf = (error: ApiError | undefined): ImportRefusal | null => {
  if (error === undefined || error.kind !== 'envelope' || error.code !== 1170010422) return null;
  const decoded = ImportRefusal.decode(error.entry);
  return isRight(decoded) ? decoded.right : null;
};

/** Downloads the import template (contract `equipmentImportTemplatePath`) as CSV or XLSX with `downloadExport` (errors through the error policy; never rejects). */
export const downloadImportTemplate = (
  request: ImportTemplateRequest,
  signal?: AbortSignal,
): ThunkAction<Promise<ReportDownloadOutcome>, RootState, AppPorts, UnknownAction> =>
  downloadExport(equipmentImportTemplatePath, request, `equipment-import.${request.format}`, signal);
