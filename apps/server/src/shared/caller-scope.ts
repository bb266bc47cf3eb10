import { ServerCode } from '@yardfleet/contract/error-codes';
import { USER_TYPE_APP_ONLY } from '@yardfleet/domain/entities/user-info';
import type { Caller } from '../auth/sessions';
import { fail, type Answer } from '../http/answers';

/**
 * The company that scopes a company-data request (rules 6.8), or the failure to answer instead:
 * 1170010403 for a user without a company (guest, rules 4.14) or an app-only user (user type 3, rules 6.4).
 */
export const companyScope = (caller: Caller): { readonly companyId: string } | { readonly refused: Answer<never> } => {
  if (caller.userType === USER_TYPE_APP_ONLY) {
    return { refused: fail(ServerCode.forbiddenRole, 'Access is restricted. Please log in to the mobile app to see this information.') };
  }
  if (caller.companyId === null) return { refused: fail(ServerCode.forbiddenRole, 'Your account has no company yet.') };
  return { companyId: caller.companyId };
};
