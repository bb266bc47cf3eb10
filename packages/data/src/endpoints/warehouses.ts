import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { createWarehouse, deleteWarehouse, editWarehouse, warehouseList } from '@yardfleet/contract/endpoints/warehouses';
import { api } from '../api';
import { EQUIPMENT_LIST_TAG, WAREHOUSE_LIST_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * Warehouses area (rules 3.9, 4.13, 17.1 to 17.5): the company's warehouses (name, location, radius m, linked
 * gateways, address), create and edit (admin, manager) and delete (refused with 1170010409 while
 * gateways are linked). Every change refetches the list and the equipment list, whose inventory
 * statuses the server re-classifies.
 */
export const warehousesApi = api.injectEndpoints({
  endpoints: (build) => ({
    warehouseList: build.query<ResponseOf<typeof warehouseList>, void>({
      query: contractRequest(warehouseList),
      providesTags: (result) => [WAREHOUSE_LIST_TAG, ...(result?.warehouses ?? []).map((w) => ({ type: 'Warehouse' as const, id: w.id }))],
    }),
    createWarehouse: build.mutation<ResponseOf<typeof createWarehouse>, RequestOf<typeof createWarehouse>>({
      query: contractRequest(createWarehouse),
      invalidatesTags: (result) => (result === undefined ? [] : [WAREHOUSE_LIST_TAG, EQUIPMENT_LIST_TAG]),
    }),
    editWarehouse: build.mutation<ResponseOf<typeof editWarehouse>, RequestOf<typeof editWarehouse>>({
      query: contractRequest(editWarehouse),
      invalidatesTags: (result, _error, arg) =>
        result === undefined ? [] : [WAREHOUSE_LIST_TAG, { type: 'Warehouse' as const, id: arg.id }, EQUIPMENT_LIST_TAG],
    }),
    deleteWarehouse: build.mutation<null, RequestOf<typeof deleteWarehouse>>({
      query: contractRequest(deleteWarehouse),
      invalidatesTags: (_result, error) => (error === undefined ? [WAREHOUSE_LIST_TAG, EQUIPMENT_LIST_TAG] : []),
    }),
  }),
});

export const { useWarehouseListQuery, useCreateWarehouseMutation, useEditWarehouseMutation, useDeleteWarehouseMutation } = warehousesApi;
