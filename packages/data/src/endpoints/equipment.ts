import type { EquipmentListRequest, EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import { equipmentList } from '@yardfleet/contract/endpoints/equipment';
import { api } from '../api';
import { EQUIPMENT_LIST_TAG, equipmentTag } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * Equipment area: `POST web/equipment/list` (paged, searched and filtered, rules 2.10). Each row is
 * tagged `{ type: 'Equipment', id }` and the list `{ type: 'Equipment', id: 'LIST' }`.
 */
export const equipmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    equipmentList: build.query<EquipmentListResponse, EquipmentListRequest>({
      query: contractRequest(equipmentList),
      providesTags: (result) => [...(result?.items ?? []).map((item) => equipmentTag(item.id)), EQUIPMENT_LIST_TAG],
    }),
  }),
});

export const { useEquipmentListQuery } = equipmentApi;
