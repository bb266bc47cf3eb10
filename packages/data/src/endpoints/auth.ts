import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { login, loginInfo, logout } from '@yardfleet/contract/endpoints/auth';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { api } from '../api';
import { contractRequest } from '../contract-request';

/**
 * Auth area (rules 7.5, 7.11): `POST web/auth/login` -> `{ token, uid }`,
 * `GET web/auth/login/info` -> user info, `GET web/auth/logout` -> null.
 * The session flow (session-flow.ts) chains them; screens use its thunks.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ResponseOf<typeof login>, RequestOf<typeof login>>({ query: contractRequest(login) }),
    loginInfo: build.query<UserInfo, void>({ query: contractRequest(loginInfo), providesTags: [{ type: 'User', id: 'ME' }] }),
    logout: build.mutation<null, void>({ query: contractRequest(logout, { applyPolicy: false }) }),
  }),
});

export const { useLoginMutation, useLoginInfoQuery, useLogoutMutation } = authApi;
