import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { reportInventory, reportMaintenance, reportPower, reportUsage } from '@yardfleet/contract/endpoints/reports';
import { api } from '../api';
import { reportTag } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * Reports (/report, rules 2.18, 10.1 to 10.5): the four report reads, each `POST web/report/<kind>`
 * with a ReportRequest (company-local period, filters, page) and tagged `{ type: 'Report', id:
 * kind }`. Read-only: the live stream (src/live/cache-updater) invalidates the inventory and usage
 * reports when equipment changes, the power report when a charger or charge system changes, and
 * the inventory and power reports when a warehouse changes; `event: reset` refetches them all.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportInventory: build.query<ResponseOf<typeof reportInventory>, RequestOf<typeof reportInventory>>({
      query: contractRequest(reportInventory),
      providesTags: [reportTag('inventory')],
    }),
    reportUsage: build.query<ResponseOf<typeof reportUsage>, RequestOf<typeof reportUsage>>({
      query: contractRequest(reportUsage),
      providesTags: [reportTag('usage')],
    }),
    reportMaintenance: build.query<ResponseOf<typeof reportMaintenance>, RequestOf<typeof reportMaintenance>>({
      query: contractRequest(reportMaintenance),
      providesTags: [reportTag('maintenance')],
    }),
    reportPower: build.query<ResponseOf<typeof reportPower>, RequestOf<typeof reportPower>>({
      query: contractRequest(reportPower),
      providesTags: [reportTag('power')],
    }),
  }),
});

export const { useReportInventoryQuery, useReportUsageQuery, useReportMaintenanceQuery, useReportPowerQuery } = reportsApi;
