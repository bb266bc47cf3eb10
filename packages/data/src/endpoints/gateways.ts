import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { deleteGateway, gatewayDetail, gatewayList, resetGateway } from '@yardfleet/contract/endpoints/gateways';
import { api } from '../api';
import { GATEWAY_LIST_TAG, WAREHOUSE_LIST_TAG, gatewayTag } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * Gateways area (rules 2.16, 3.7, 14): `POST web/gateway/list` (one tab's page with the counts
 * of every tab, tagged Gateway 'LIST' and `{ type: 'Gateway', id }` per row), `POST web/gateway/detail`
 * `{ id }` (the gateway and its sub-devices, tagged `{ type: 'Gateway', id }`), and reset / delete
 * (admin, manager). A reset or delete takes the gateway out of its warehouse, so both refetch the
 * gateway lists, the gateway's detail and the warehouse list (its linked gateway counts, rules 17.4).
 * The live stream invalidates the same tags when a gateway changes.
 */
export const gatewaysApi = api.injectEndpoints({
  endpoints: (build) => ({
    gatewayList: build.query<ResponseOf<typeof gatewayList>, RequestOf<typeof gatewayList>>({
      query: contractRequest(gatewayList),
      providesTags: (result) => [GATEWAY_LIST_TAG, ...(result?.items ?? []).map((gateway) => gatewayTag(gateway.id))],
    }),
    gatewayDetail: build.query<ResponseOf<typeof gatewayDetail>, RequestOf<typeof gatewayDetail>>({
      query: contractRequest(gatewayDetail),
      providesTags: (_result, _error, arg) => [gatewayTag(arg.id)],
    }),
    resetGateway: build.mutation<ResponseOf<typeof resetGateway>, RequestOf<typeof resetGateway>>({
      query: contractRequest(resetGateway),
      invalidatesTags: (_result, error, arg) => (error === undefined ? [GATEWAY_LIST_TAG, gatewayTag(arg.id), WAREHOUSE_LIST_TAG] : []),
    }),
    deleteGateway: build.mutation<null, RequestOf<typeof deleteGateway>>({
      query: contractRequest(deleteGateway),
      invalidatesTags: (_result, error, arg) => (error === undefined ? [GATEWAY_LIST_TAG, gatewayTag(arg.id), WAREHOUSE_LIST_TAG] : []),
    }),
  }),
});

export const { useGatewayListQuery, useGatewayDetailQuery, useResetGatewayMutation, useDeleteGatewayMutation } = gatewaysApi;
