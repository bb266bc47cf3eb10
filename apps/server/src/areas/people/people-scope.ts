import type { Answer } from '../../http/answers';
import type { Caller } from '../../auth/sessions';
import { can, type PeopleAction } from '@yardfleet/domain/rules/permissions';
import { roleForbidden } from '../../shared/form-answers';
import { companyScope } from '../../shared/caller-scope';

/**
 * The company scope of a people call whose role allows `action` (PERMISSIONS, docs/roles.md), or
 * the 1170010403 answer.
 */
export const scopeFor = (caller: Caller, action: PeopleAction): { companyId: string } | { refused: Answer<never> } => {
  const scope = companyScope(caller);
  if ('refused' in scope) return scope;
  return can(caller.role, action) ? scope : { refused: roleForbidden() };
};
