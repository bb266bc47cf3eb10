import { tagList } from '@yardfleet/contract/endpoints/tags';
import { TagGroupId, TagId } from '@yardfleet/domain/entities/ids';
import { asBranded } from '../../http/ids';
import { ok } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';

/**
 * `GET /web-hmac/web/tag/list` (SPEC 3): the caller's company's tag groups by name, each with its
 * tags by name (groups without tags included). 1170010403 for users without a company or app-only users.
 */
export const tagRoutes = (route: Registrar): void => {
  route.authed(tagList, async ({ ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const rows = await ctx.db
      .selectFrom('tag_groups')
      .leftJoin('tags', 'tags.group_id', 'tag_groups.id')
      .select(['tag_groups.id as group_id', 'tag_groups.name as group_name', 'tags.id as tag_id', 'tags.name as tag_name'])
      .where('tag_groups.company_id', '=', scope.companyId)
      .orderBy('tag_groups.name')
      .orderBy('tags.name')
      .execute();
    const groups = new Map<string, { id: TagGroupId; name: string; tags: { id: TagId; name: string; groupId: TagGroupId; groupName: string }[] }>();
    for (const row of rows) {
      const groupId = asBranded(TagGroupId, row.group_id);
      const group = groups.get(row.group_id) ?? { id: groupId, name: row.group_name, tags: [] };
      groups.set(row.group_id, group);
      if (row.tag_id !== null && row.tag_name !== null) {
        group.tags.push({ id: asBranded(TagId, row.tag_id), name: row.tag_name, groupId, groupName: row.group_name });
      }
    }
    return ok({ groups: [...groups.values()] });
  }, { readOnly: true });
};
