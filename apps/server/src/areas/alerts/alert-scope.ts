import { ServerCode } from '@yardfleet/contract/error-codes';
import { can } from '@yardfleet/domain/rules/permissions';
import type { Caller } from '../../auth/sessions';
import { fail, type Answer } from '../../http/answers';
import { companyScope } from '../../shared/caller-scope';

/**
 * The company an alert rule or working hours change is scoped to, or 1170010403 (rules 22.7): only
 * roles with `alert.manage` (admin, manager) may; users without a company and app-only users never.
 */
export const manageScope = (caller: Caller): { readonly companyId: string } | { readonly refused: Answer<never> } => {
  const scope = companyScope(caller);
  if ('refused' in scope) return scope;
  if (!can(caller.role, 'alert.manage')) return { refused: fail(ServerCode.forbiddenRole, 'Your role may not change alert rules or working hours.') };
  return scope;
};
