import type { EquipmentPositionsRequest, EquipmentPositionsResponse } from '@yardfleet/contract/endpoints/equipment-positions';
import { equipmentPositions } from '@yardfleet/contract/endpoints/equipment-positions';
import { api } from '../api';
import { EQUIPMENT_LIST_TAG, WAREHOUSE_LIST_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * Fleet map (issue 5 item 8): `POST web/equipment/positions`, every located machine matching the
 * equipment list's filters (at most 20,000) and the company's warehouses. Provides the
 * `{ type: 'Equipment', id: 'LIST' }` tag, so whatever refreshes the list (reports, edits) also
 * refreshes the map.
 */
export const equipmentPositionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    equipmentPositions: build.query<EquipmentPositionsResponse, EquipmentPositionsRequest>({
      query: contractRequest(equipmentPositions),
      providesTags: [EQUIPMENT_LIST_TAG, WAREHOUSE_LIST_TAG],
    }),
  }),
});

export const { useEquipmentPositionsQuery } = equipmentPositionsApi;
