import type { ResponseOf } from '@yardfleet/contract/endpoint';
import { tagList } from '@yardfleet/contract/endpoints/tags';
import { api } from '../api';
import { TAG_LIST_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/** Tags area: `GET web/tag/list`, the company's tag groups with their tags (rules 3.6). */
export const tagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    tagList: build.query<ResponseOf<typeof tagList>, void>({
      query: contractRequest(tagList),
      providesTags: (result) => [...(result?.groups ?? []).flatMap((group) => group.tags.map((tag) => ({ type: 'Tag' as const, id: tag.id }))), TAG_LIST_TAG],
    }),
  }),
});

export const { useTagListQuery } = tagsApi;
