import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import {
  cancelAccount,
  changeCompanyName,
  changePassword,
  changeTimeZone,
  companySettings,
  transferAdmin,
  withdrawConsent,
} from '@yardfleet/contract/endpoints/personal';
import { api } from '../api';
import { contractRequest } from '../contract-request';
import { PEOPLE_TAG } from './people';

const COMPANY_TAG = { type: 'User' as const, id: 'COMPANY' };
const ME_TAG = { type: 'User' as const, id: 'ME' };

/**
 * Personal Center and Legal Information (rules 2.13, 19.7, 5, 6): company settings, change password (the
 * old/new password failures reach the user as error toasts through the error policy), company name
 * and time zone, transfer admin (refreshes the user info and the people list), cancel the personal
 * account and withdraw consent (session-ending calls: see account-flow.ts).
 */
export const personalApi = api.injectEndpoints({
  endpoints: (build) => ({
    companySettings: build.query<ResponseOf<typeof companySettings>, void>({ query: contractRequest(companySettings), providesTags: [COMPANY_TAG] }),
    changePassword: build.mutation<null, RequestOf<typeof changePassword>>({ query: contractRequest(changePassword) }),
    changeCompanyName: build.mutation<null, RequestOf<typeof changeCompanyName>>({
      query: contractRequest(changeCompanyName),
      invalidatesTags: [COMPANY_TAG, ME_TAG],
    }),
    changeTimeZone: build.mutation<null, RequestOf<typeof changeTimeZone>>({ query: contractRequest(changeTimeZone), invalidatesTags: [COMPANY_TAG] }),
    transferAdmin: build.mutation<null, RequestOf<typeof transferAdmin>>({ query: contractRequest(transferAdmin), invalidatesTags: [PEOPLE_TAG, ME_TAG] }),
    cancelAccount: build.mutation<null, RequestOf<typeof cancelAccount>>({ query: contractRequest(cancelAccount) }),
    withdrawConsent: build.mutation<null, RequestOf<typeof withdrawConsent>>({ query: contractRequest(withdrawConsent) }),
  }),
});

export const { useCompanySettingsQuery, useChangePasswordMutation, useChangeCompanyNameMutation, useChangeTimeZoneMutation, useTransferAdminMutation } =
  personalApi;
