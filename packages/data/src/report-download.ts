import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import * as E from 'fp-ts/lib/Either.js';
import { describeErrors } from '@yardfleet/contract/codec';
import { RawEnvelope } from '@yardfleet/contract/envelope';
import { reportExportPath, type ReportExportRequest } from '@yardfleet/contract/endpoints/reports';
import { CODE_OK } from '@yardfleet/domain/policy/codes';
import type { ApiError } from './api-error';
import { httpFailure, readJson, requestHeaders } from './base-query';
import type { AppPorts } from './ports';
import { requestDeadline } from './request-deadline';
import { requestFailed } from './request-failed';
import type { RootState } from './root-reducer';

/** A downloaded export: the file's bytes and the name the server gave it (Content-Disposition). */
export interface ReportFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** The outcome of an export download: the file, or the failure (the error policy has already reacted to it). */
export type ReportDownloadOutcome = { readonly ok: true; readonly file: ReportFile } | { readonly ok: false; readonly error: ApiError };

/**
 * The file name of a `Content-Disposition: attachment; filename="inventory-2026-03-02-2026-03-08.csv"`
 * header (RFC 6266: `filename*=UTF-8''...` wins over `filename=`); `fallback` when there is none.
 */
export const fileNameFromDisposition = (header: string | null, fallback: string): string => {
  if (header === null) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: use the plain name below
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name !== undefined && name.length > 0 ? name : fallback;
};

const isJson = (response: Response): boolean => (response.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json');

/** A JSON answer instead of the file: the envelope's failure (the server refused before any byte of the file). */
const envelopeFailure = async (response: Response, path: string): Promise<ApiError> => {
  const body = await readJson(response);
  if (E.isLeft(body)) return { kind: 'decode', message: body.left };
  const envelope = RawEnvelope.decode(body.right);
  if (E.isLeft(envelope)) return { kind: 'decode', message: describeErrors(envelope.left).join('; ') };
  const { code, message, entry } = envelope.right;
  if (code === CODE_OK) return { kind: 'decode', message: 'expected a file, got an envelope' };
  return { kind: 'envelope', code, message, path, ...(entry === null || entry === undefined ? {} : { entry }) };
};

/**
 * Downloads a file export: `POST path` with `request` as JSON and the headers of every call (rules
 * 7.4) (`requestHeaders`, the base query's own: the `lang` header picks the column titles'
 * language). The file comes back to the caller as a Blob with the server's file name (`fallback`
 * without one); a JSON envelope answer (1401, 1170010001, 1170010403), an HTTP failure, a timeout
 * (REQUEST_TIMEOUT_MS until the answer starts) or a network failure goes through `requestFailed`
 * like every call, so the error policy shows its toast or alert, and comes back as
 * `{ ok: false, error }`. Never rejects. A plain thunk (no fulfilled action), so the Blob never
 * passes through the store; `signal` cancels it.
 */
export const downloadExport =
  (path: string, request: unknown, fallback: string, signal?: AbortSignal): ThunkAction<Promise<ReportDownloadOutcome>, RootState, AppPorts, UnknownAction> =>
  async (dispatch, getState, extra) => {
    const fail = (error: ApiError): ReportDownloadOutcome => {
      dispatch(requestFailed(error));
      return { ok: false, error };
    };
    const deadline = requestDeadline(signal);
    try {
      const headers = { ...requestHeaders(getState(), extra), 'content-type': 'application/json' };
      const response = await fetch(`${extra.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(request), signal: deadline.signal });
      deadline.stopTimer();
      if (!response.ok) return fail(await httpFailure(response));
      if (isJson(response)) return fail(await envelopeFailure(response, path));
      const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), fallback);
      return { ok: true, file: { blob: await response.blob(), fileName } };
    } catch (error) {
      return fail(deadline.failureOf(error));
    } finally {
      deadline.release();
    }
  };

/** Downloads a report export (rules 10.9; contract `reportExportPath`, `POST web/report/export`) with `downloadExport`. */
export const downloadReport = (
  request: ReportExportRequest,
  signal?: AbortSignal,
): ThunkAction<Promise<ReportDownloadOutcome>, RootState, AppPorts, UnknownAction> =>
  downloadExport(reportExportPath, request, `${request.kind}-${request.period.from}-${request.period.to}.${request.format}`, signal);
