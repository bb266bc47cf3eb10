import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { deletePerson, invitePerson, peopleList, resendInvitation } from '@yardfleet/contract/endpoints/people';
import { api } from '../api';
import { contractRequest } from '../contract-request';

/** The cache tag of the company's people list (the api's `User` type; `ME` is the session's own user info). */
export const PEOPLE_TAG = { type: 'User' as const, id: 'PEOPLE' };

/**
 * People area (rules 2.12, 3.2, 6): the company's people list (admin, manager), invite with a role,
 * resend an invitation and delete a person (admin). Every change refetches the list.
 */
export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    peopleList: build.query<ResponseOf<typeof peopleList>, void>({ query: contractRequest(peopleList), providesTags: [PEOPLE_TAG] }),
    invitePerson: build.mutation<ResponseOf<typeof invitePerson>, RequestOf<typeof invitePerson>>({
      query: contractRequest(invitePerson),
      invalidatesTags: [PEOPLE_TAG],
    }),
    resendInvitation: build.mutation<ResponseOf<typeof resendInvitation>, RequestOf<typeof resendInvitation>>({
      query: contractRequest(resendInvitation),
      invalidatesTags: [PEOPLE_TAG],
    }),
    deletePerson: build.mutation<null, RequestOf<typeof deletePerson>>({ query: contractRequest(deletePerson), invalidatesTags: [PEOPLE_TAG] }),
  }),
});

export const { usePeopleListQuery, useInvitePersonMutation, useResendInvitationMutation, useDeletePersonMutation } = peopleApi;
