import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { deleteEquipment, equipmentDetail, renameEquipment, setEquipmentTags } from '@yardfleet/contract/endpoints/equipment-detail';
import { api } from '../api';
import { EQUIPMENT_LIST_TAG, equipmentTag } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * Equipment detail area (rules 3.4, 2.11, 4.13, 17.8): the detail of one machine
 * (`POST web/equipment/detail`, tagged `{ type: 'Equipment', id }`), its tag set
 * (`POST web/equipment/setTags`, admin and manager) and its permanent deletion
 * (`POST web/equipment/delete`, admin and manager), and its name (`POST web/equipment/rename`,
 * admin and manager). The writes invalidate the machine and the equipment list, so the detail,
 * its history and the list refetch.
 */
export const equipmentDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    equipmentDetail: build.query<ResponseOf<typeof equipmentDetail>, RequestOf<typeof equipmentDetail>>({
      query: contractRequest(equipmentDetail),
      providesTags: (_result, _error, arg) => [equipmentTag(arg.id)],
    }),
    setEquipmentTags: build.mutation<ResponseOf<typeof setEquipmentTags>, RequestOf<typeof setEquipmentTags>>({
      query: contractRequest(setEquipmentTags),
      invalidatesTags: (_result, _error, arg) => [equipmentTag(arg.id), EQUIPMENT_LIST_TAG],
    }),
    renameEquipment: build.mutation<ResponseOf<typeof renameEquipment>, RequestOf<typeof renameEquipment>>({
      query: contractRequest(renameEquipment),
      invalidatesTags: (_result, _error, arg) => [equipmentTag(arg.id), EQUIPMENT_LIST_TAG],
    }),
    deleteEquipment: build.mutation<null, RequestOf<typeof deleteEquipment>>({
      query: contractRequest(deleteEquipment),
      invalidatesTags: (_result, error, arg) => (error === undefined ? [EQUIPMENT_LIST_TAG] : [equipmentTag(arg.id), EQUIPMENT_LIST_TAG]),
    }),
  }),
});

export const { useEquipmentDetailQuery, useSetEquipmentTagsMutation, useRenameEquipmentMutation, useDeleteEquipmentMutation } = equipmentDetailApi;
