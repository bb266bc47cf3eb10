import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { webhookCreate, webhookDelete, webhookList, webhookLog, webhookRotate, webhookTest, webhookUpdate } from '@yardfleet/contract/endpoints/webhooks';
import type { WebhookEndpoint } from '@yardfleet/contract/endpoints/webhooks';
import { api } from '../api';
import { SECURITY_LOG_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/** The delivery log of one endpoint, refetched after a test event to that endpoint. */
const logTag = (id: string) => ({ type: 'WebhookLog' as const, id });

/**
 * Webhooks (/webhooks; the admin's, docs/api.md "Webhooks"): the company's endpoints, creating one
 * (the answer holds its secret once), changing its events or enabled state, rotating its secret
 * (the new secret answered once), deleting it, its delivery log and a test event. A change updates
 * the cached list in place; create, rotate and delete refresh the security log, which records them;
 * a test event refreshes that endpoint's log. A refusal (1170010403) reaches the screen as the
 * query's error; field errors (1170010001 `{ url }`, `{ events }`) reach the dialog.
 */
export const webhooksApi = api.enhanceEndpoints({ addTagTypes: ['WebhookLog'] }).injectEndpoints({
  endpoints: (build) => {
    const replace = (data: WebhookEndpoint) =>
      webhooksApi.util.updateQueryData('webhookList', undefined, (list) => {
        list.items = list.items.map((e) => (e.id === data.id ? data : e));
      });
    return {
      webhookList: build.query<ResponseOf<typeof webhookList>, void>({ query: contractRequest(webhookList) }),
      createWebhook: build.mutation<ResponseOf<typeof webhookCreate>, RequestOf<typeof webhookCreate>>({
        query: contractRequest(webhookCreate),
        invalidatesTags: [SECURITY_LOG_TAG],
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data !== undefined) dispatch(webhooksApi.util.updateQueryData('webhookList', undefined, (list) => void list.items.push(data.endpoint)));
        },
      }),
      updateWebhook: build.mutation<ResponseOf<typeof webhookUpdate>, RequestOf<typeof webhookUpdate>>({
        query: contractRequest(webhookUpdate),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data !== undefined) dispatch(replace(data));
        },
      }),
      rotateWebhook: build.mutation<ResponseOf<typeof webhookRotate>, RequestOf<typeof webhookRotate>>({
        query: contractRequest(webhookRotate),
        invalidatesTags: [SECURITY_LOG_TAG],
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data !== undefined) dispatch(replace(data.endpoint));
        },
      }),
      deleteWebhook: build.mutation<ResponseOf<typeof webhookDelete>, RequestOf<typeof webhookDelete>>({
        query: contractRequest(webhookDelete),
        invalidatesTags: [SECURITY_LOG_TAG],
        onQueryStarted: async (arg, { dispatch, queryFulfilled }) => {
          const answer = await queryFulfilled.catch(() => null);
          if (answer === null) return;
          dispatch(
            webhooksApi.util.updateQueryData('webhookList', undefined, (list) => {
              list.items = list.items.filter((e) => e.id !== arg.id);
            }),
          );
        },
      }),
      webhookLog: build.query<ResponseOf<typeof webhookLog>, RequestOf<typeof webhookLog>>({
        query: contractRequest(webhookLog),
        providesTags: (_result, _error, arg) => [logTag(arg.id)],
      }),
      testWebhook: build.mutation<ResponseOf<typeof webhookTest>, RequestOf<typeof webhookTest>>({
        query: contractRequest(webhookTest),
        invalidatesTags: (_result, _error, arg) => [logTag(arg.id)],
      }),
    };
  },
});

export const {
  useWebhookListQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useRotateWebhookMutation,
  useDeleteWebhookMutation,
  useWebhookLogQuery,
  useTestWebhookMutation,
} = webhooksApi;
