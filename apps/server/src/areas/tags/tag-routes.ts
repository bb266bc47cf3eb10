import { tagList } from '@yardfleet/contract/endpoints/tags';
import { ok } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { tagGroupsOf } from './tag-queries';

/**
 * `GET /web-hmac/web/tag/list` (rules 3.6): the caller's company's tag groups by name, each with its
 * tags by name (groups without tags included). 1170010403 for users without a company or app-only users.
 */
export const tagRoutes = (route: Registrar): void => {
  route.authed(
    tagList,
    async ({ ctx, caller }) => {
      const scope = companyScope(caller);
      if ('refused' in scope) return scope.refused;
      return ok({ groups: await tagGroupsOf(ctx.db, scope.companyId) });
    },
    { readOnly: true },
  );
};
