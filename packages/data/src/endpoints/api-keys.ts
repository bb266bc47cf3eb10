import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { apiKeyCreate, apiKeyList, apiKeyRevoke } from '@yardfleet/contract/endpoints/api-keys';
import { api } from '../api';
import { SECURITY_LOG_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * API keys (/api-keys; the admin's, docs/security.md "API keys"): the company's keys, creating one
 * (the answer holds the key once; it is never read again) and revoking one. A change updates the
 * cached list in place (the new key first; a revoked key with its `revokedAt`) and refreshes the
 * security log, which records both. A refusal (1170010403 for a role that may not manage keys)
 * reaches the screen as the query's error; field errors (1170010001 `{ name }`) reach the dialog.
 */
export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    apiKeyList: build.query<ResponseOf<typeof apiKeyList>, void>({
      query: contractRequest(apiKeyList),
    }),
    createApiKey: build.mutation<ResponseOf<typeof apiKeyCreate>, RequestOf<typeof apiKeyCreate>>({
      query: contractRequest(apiKeyCreate),
      invalidatesTags: [SECURITY_LOG_TAG],
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data === undefined) return;
        dispatch(apiKeysApi.util.updateQueryData('apiKeyList', undefined, (list) => void list.items.unshift(data.key)));
      },
    }),
    revokeApiKey: build.mutation<ResponseOf<typeof apiKeyRevoke>, RequestOf<typeof apiKeyRevoke>>({
      query: contractRequest(apiKeyRevoke),
      invalidatesTags: [SECURITY_LOG_TAG],
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data === undefined) return;
        dispatch(
          apiKeysApi.util.updateQueryData('apiKeyList', undefined, (list) => {
            list.items = list.items.map((key) => (key.id === data.id ? data : key));
          }),
        );
      },
    }),
  }),
});

export const { useApiKeyListQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
