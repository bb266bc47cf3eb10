import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import {
  acceptAgreements,
  createCompany,
  forgotPassword,
  registerCompany,
  registerInvite,
  registerPersonal,
  resetPassword,
} from '@yardfleet/contract/endpoints/account';
import { activityCheck, forgetCheckUser, registerCheck } from '@yardfleet/contract/endpoints/links';
import { api } from '../api';
import { contractRequest } from '../contract-request';

/**
 * Account area (rules 19, 4.12, 5.10): registration (company, personal, invited), the three link
 * checks of rules 7.7 (`/web-hmac/user/activityCheck`, `/registerCheck`, `/forgetCheckUser`, whose
 * failures the error policy passes to the screen), forgot and reset password, accept the
 * agreements again after a withdrawal, and create company for a user without one. Creating a
 * company invalidates the user info (`{ type: 'User', id: 'ME' }`), so the route guard re-routes.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerCompany: build.mutation<null, RequestOf<typeof registerCompany>>({ query: contractRequest(registerCompany) }),
    registerPersonal: build.mutation<null, RequestOf<typeof registerPersonal>>({ query: contractRequest(registerPersonal) }),
    registerInvite: build.mutation<ResponseOf<typeof registerInvite>, RequestOf<typeof registerInvite>>({ query: contractRequest(registerInvite) }),
    forgotPassword: build.mutation<null, RequestOf<typeof forgotPassword>>({ query: contractRequest(forgotPassword) }),
    resetPassword: build.mutation<ResponseOf<typeof resetPassword>, RequestOf<typeof resetPassword>>({ query: contractRequest(resetPassword) }),
    acceptAgreements: build.mutation<ResponseOf<typeof acceptAgreements>, RequestOf<typeof acceptAgreements>>({ query: contractRequest(acceptAgreements) }),
    createCompany: build.mutation<null, RequestOf<typeof createCompany>>({ query: contractRequest(createCompany) }),
    activityCheck: build.mutation<ResponseOf<typeof activityCheck>, RequestOf<typeof activityCheck>>({ query: contractRequest(activityCheck) }),
    registerCheck: build.query<ResponseOf<typeof registerCheck>, RequestOf<typeof registerCheck>>({ query: contractRequest(registerCheck) }),
    forgetCheckUser: build.query<ResponseOf<typeof forgetCheckUser>, RequestOf<typeof forgetCheckUser>>({ query: contractRequest(forgetCheckUser) }),
  }),
});

export const {
  useRegisterCompanyMutation,
  useRegisterPersonalMutation,
  useRegisterInviteMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useCreateCompanyMutation,
  useActivityCheckMutation,
  useRegisterCheckQuery,
  useForgetCheckUserQuery,
} = accountApi;
