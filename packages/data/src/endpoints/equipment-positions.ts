import type { EquipmentPositionsRequest, EquipmentPositionsResponse } from '@yardfleet/contract/endpoints/equipment-positions';
import { equipmentPositions } from '@yardfleet/contract/endpoints/equipment-positions';
import { api } from '../api';
import { EQUIPMENT_LIST_TAG, WAREHOUSE_LIST_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * Fleet map (rules 17.9): `POST web/equipment/positions`, every located machine matching the
 * equipment list's filters as parallel columns (100,000 machines in one answer, rules 21.7) and the
 * company's warehouses. Provides the `{ type: 'Equipment', id: 'LIST' }` tag, so whatever
 * refreshes the list (reports, edits) also refreshes the map. No structural sharing: comparing
 * 100,000-entry columns with the previous answer would cost more than the map's redraw saves.
 */
export const equipmentPositionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    equipmentPositions: build.query<EquipmentPositionsResponse, EquipmentPositionsRequest>({
      query: contractRequest(equipmentPositions),
      providesTags: [EQUIPMENT_LIST_TAG, WAREHOUSE_LIST_TAG],
      structuralSharing: false,
    }),
  }),
});

/**
 * `useEquipmentPositionsQuery` for the whole fleet; `useLazyEquipmentPositionsQuery` for the
 * machines at one point (`at`, the map's click and hover), cached per point like any query.
 */
export const { useEquipmentPositionsQuery, useLazyEquipmentPositionsQuery } = equipmentPositionsApi;
