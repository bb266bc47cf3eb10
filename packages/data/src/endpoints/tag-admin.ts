import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { createTag, createTagGroup, deleteTag, deleteTagGroup, renameTag, renameTagGroup } from '@yardfleet/contract/endpoints/tag-admin';
import { api } from '../api';
import { EQUIPMENT_LIST_TAG, TAG_LIST_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * What every tag change refreshes: the tag list (/tags, the equipment list's tag filter) and the
 * equipment list (its rows show their tags; deleting a tag or a group removes it from machines).
 */
const TAG_CHANGE = [TAG_LIST_TAG, EQUIPMENT_LIST_TAG];

/**
 * Tag administration (/tags, rules 2.14, 3.6, 4.13, 17.7): create, rename and delete tag groups and
 * tags (admin and manager, the domain's `fleet.edit`). Names are sent as typed; the server trims
 * them and refuses a required / too long (50) / taken name with 1170010001. Deleting a group
 * answers `{ deletedTagCount }`. Every change invalidates the 'Tag' and 'Equipment' lists.
 */
export const tagAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    createTagGroup: build.mutation<ResponseOf<typeof createTagGroup>, RequestOf<typeof createTagGroup>>({
      query: contractRequest(createTagGroup),
      invalidatesTags: TAG_CHANGE,
    }),
    renameTagGroup: build.mutation<ResponseOf<typeof renameTagGroup>, RequestOf<typeof renameTagGroup>>({
      query: contractRequest(renameTagGroup),
      invalidatesTags: TAG_CHANGE,
    }),
    deleteTagGroup: build.mutation<ResponseOf<typeof deleteTagGroup>, RequestOf<typeof deleteTagGroup>>({
      query: contractRequest(deleteTagGroup),
      invalidatesTags: TAG_CHANGE,
    }),
    createTag: build.mutation<ResponseOf<typeof createTag>, RequestOf<typeof createTag>>({ query: contractRequest(createTag), invalidatesTags: TAG_CHANGE }),
    renameTag: build.mutation<ResponseOf<typeof renameTag>, RequestOf<typeof renameTag>>({ query: contractRequest(renameTag), invalidatesTags: TAG_CHANGE }),
    deleteTag: build.mutation<null, RequestOf<typeof deleteTag>>({ query: contractRequest(deleteTag), invalidatesTags: TAG_CHANGE }),
  }),
});

export const {
  useCreateTagGroupMutation,
  useRenameTagGroupMutation,
  useDeleteTagGroupMutation,
  useCreateTagMutation,
  useRenameTagMutation,
  useDeleteTagMutation,
} = tagAdminApi;
