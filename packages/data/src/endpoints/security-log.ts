import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { securityLog } from '@yardfleet/contract/endpoints/security-log';
import { api } from '../api';
import { SECURITY_LOG_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * The company's security log (rules 20.12; admin only, `security.view`): one page of events,
 * newest first, for the filters of the request (kinds, search, from / to as UTC instants). Every
 * page carries SECURITY_LOG_TAG. Events are written by the server while other screens act, so the
 * screen asks with `refetchOnMountOrArgChange` (each visit reads the log afresh) and refetches on
 * demand; invalidating SECURITY_LOG_TAG refetches every page in use. A refusal (1170010403 for a
 * role that may not read it) reaches the screen as the query's error.
 */
export const securityLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    securityLog: build.query<ResponseOf<typeof securityLog>, RequestOf<typeof securityLog>>({
      query: contractRequest(securityLog),
      providesTags: [SECURITY_LOG_TAG],
    }),
  }),
});

export const { useSecurityLogQuery } = securityLogApi;
