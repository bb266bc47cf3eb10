import type { ResponseOf } from '@yardfleet/contract/endpoint';
import { equipmentOverview } from '@yardfleet/contract/endpoints/reports';
import { api } from '../api';
import { EQUIPMENT_LIST_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * Inventory home overview (rules 10.11): `GET web/equipment/overview`, the company's counts by
 * inventory status, online status and service due. Tagged like the equipment list
 * (EQUIPMENT_LIST_TAG), so equipment mutations and the live stream's equipment changes refetch it.
 */
export const equipmentOverviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    equipmentOverview: build.query<ResponseOf<typeof equipmentOverview>, void>({
      query: contractRequest(equipmentOverview),
      providesTags: [EQUIPMENT_LIST_TAG],
    }),
  }),
});

export const { useEquipmentOverviewQuery } = equipmentOverviewApi;
