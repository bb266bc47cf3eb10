import * as E from 'fp-ts/lib/Either.js';
import { HttpResponse, http, type HttpHandler } from 'msw';
import {
  ReportExportRequest,
  ReportRequest,
  reportExportPath,
  reportInventory,
  reportMaintenance,
  reportPower,
  reportUsage,
} from '@yardfleet/contract/endpoints/reports';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { isFullVersion, type UserInfo } from '@yardfleet/domain/entities/user-info';
import { inventoryReportOf, maintenanceReportOf, powerReportOf, usageReportOf } from '../fixtures/reports';
import { adminUser } from '../fixtures/users';
import { decodeBody, failureEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession, type AnyEndpoint } from './respond';

const FULL_VERSION_ONLY = 'This report is not available for your company.';

/** What the fixture reports answer for a decoded request. */
type Answer = (request: ReportRequest) => unknown;

/**
 * A report endpoint answering `answer(request)` after the session check and the body decoding the
 * server does; a report of the full version asked by a power-only company answers 1170010403.
 */
const reportHandler = (endpoint: AnyEndpoint, answer: Answer, user: UserInfo, fullVersionOnly: boolean): HttpHandler =>
  on(endpoint, async ({ request }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const body = await decodeBody(ReportRequest, request);
    if (E.isLeft(body)) return body.left;
    if (fullVersionOnly && !isFullVersion(user)) return failureEnvelope(ServerCode.forbiddenRole, FULL_VERSION_ONLY);
    return okEnvelope(answer(body.right));
  });

const EXPORT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** `POST web/report/export`: a small file named as the server names it (`<kind>-<from>-<to>.<format>`); the request body is decoded as the server does. */
const exportHandler = (user: UserInfo): HttpHandler =>
  http.post(`*${reportExportPath}`, async ({ request }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const body = await decodeBody(ReportExportRequest, request);
    if (E.isLeft(body)) return body.left;
    const { kind, period, format } = body.right;
    if (kind !== 'power' && !isFullVersion(user)) return failureEnvelope(ServerCode.forbiddenRole, FULL_VERSION_ONLY);
    return new HttpResponse(format === 'csv' ? `\uFEFF${kind},${period.from},${period.to}\n` : new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
      headers: { 'content-type': EXPORT_TYPES[format], 'content-disposition': `attachment; filename="${kind}-${period.from}-${period.to}.${format}"` },
    });
  });

const working = (user: UserInfo, empty: boolean): HttpHandler[] => [
  reportHandler(reportInventory, (request) => inventoryReportOf(request, { empty }), user, true),
  reportHandler(reportUsage, (request) => usageReportOf(request, { empty }), user, true),
  reportHandler(reportMaintenance, (request) => maintenanceReportOf(request, { empty }), user, true),
  reportHandler(reportPower, (request) => powerReportOf(request, { empty }), user, false),
  exportHandler(user),
];

const ALL = [reportInventory, reportUsage, reportMaintenance, reportPower];

/** The reports of /report in each state a screen shows (fixtures/reports.ts). Put them before `scenario()` to win over its default. */
export const reportHandlers = {
  /** The fixture reports for `user` (default the full-version admin; a power-only user gets 1170010403 for the other three) and the export. */
  populated: (user: UserInfo = adminUser): HttpHandler[] => working(user, false),
  /** Nothing recorded in any period: usage, maintenance and power are empty, and the inventory has no machine. */
  emptyPeriod: (user: UserInfo = adminUser): HttpHandler[] => working(user, true),
  /** A server fault on every report: HTTP 500 with `{ status, message }`. */
  httpError: (): HttpHandler[] => ALL.map((endpoint) => on(endpoint, () => httpFailure(500, 'Internal Server Error'))),
  /** The reports never answer: the screen stays loading. */
  loading: (): HttpHandler[] => ALL.map((endpoint) => neverAnswers(endpoint)),
};
