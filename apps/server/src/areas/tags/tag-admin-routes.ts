import * as E from 'fp-ts/lib/Either.js';
import { createTag, createTagGroup, deleteTag, deleteTagGroup, renameTag, renameTagGroup } from '@yardfleet/contract/endpoints/tag-admin';
import { TagGroupId, TagId } from '@yardfleet/domain/entities/ids';
import { validateMaxLength, validateRequired } from '@yardfleet/domain/validation/rules';
import { ok, type Answer } from '../../http/answers';
import { asBranded, isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { recordMemberEvent } from '../security-log/record';
import { invalidFields, notFound, writeScope } from '../../shared/fleet-scope';

/** A trimmed name (SPEC 5, 9: required, at most 50 characters), or the 1170010001 answer. */
const nameOf = (raw: string): E.Either<Answer<never>, string> => {
  const checked = E.chain((v: string) => validateMaxLength('name', v))(validateRequired('name', raw.trim()));
  return E.isLeft(checked) ? E.left(invalidFields({ name: checked.left })) : E.right(raw.trim());
};
const taken = (): Answer<never> => invalidFields({ name: { code: 'taken' } });

/** Tag groups and tags: create, rename, delete (SPEC 3, 4 "/tags"; issue 5), admin and manager of the company. */
export const tagAdminRoutes = (route: Registrar): void => {
  route.authed(createTagGroup, async ({ input, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const name = nameOf(input.name);
    if (E.isLeft(name)) return name.left;
    const row = await ctx.db.insertInto('tag_groups').values({ company_id: scope.companyId, name: name.right })
      .onConflict((oc) => oc.columns(['company_id', 'name']).doNothing()).returning(['id', 'name']).executeTakeFirst();
    return row ? ok({ id: asBranded(TagGroupId, row.id), name: row.name }) : taken();
  });

  route.authed(renameTagGroup, async ({ input, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('tag group');
    const name = nameOf(input.name);
    if (E.isLeft(name)) return name.left;
    const clash = await ctx.db.selectFrom('tag_groups').select('id').where('company_id', '=', scope.companyId).where('name', '=', name.right).where('id', '<>', id).executeTakeFirst();
    if (clash) return taken();
    const row = await ctx.db.updateTable('tag_groups').set({ name: name.right }).where('id', '=', id).where('company_id', '=', scope.companyId).returning(['id', 'name']).executeTakeFirst();
    return row ? ok({ id: asBranded(TagGroupId, row.id), name: row.name }) : notFound('tag group');
  });

  route.authed(deleteTagGroup, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('tag group');
    const result = await ctx.db.transaction().execute(async (trx) => {
      const tags = await trx.selectFrom('tags').select('id').where('group_id', '=', id).where('company_id', '=', scope.companyId).execute();
      // ON DELETE CASCADE removes the group's tags and their assignments.
      const group = await trx.deleteFrom('tag_groups').where('id', '=', id).where('company_id', '=', scope.companyId).returning(['id', 'name']).executeTakeFirst();
      if (!group) return null;
      // Security log (issue 13 item 3): one event for the group (its tags go with it).
      await recordMemberEvent(trx, { userId: caller.userId, companyId: scope.companyId }, request, ctx.clock.now(), {
        kind: 'record_deleted', target: { type: 'tag_group', id: group.id, label: group.name },
      });
      return tags.length;
    });
    return result === null ? notFound('tag group') : ok({ deletedTagCount: result });
  });

  route.authed(createTag, async ({ input, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const groupId: string = input.groupId;
    if (!isRowId(groupId)) return notFound('tag group');
    const name = nameOf(input.name);
    if (E.isLeft(name)) return name.left;
    const group = await ctx.db.selectFrom('tag_groups').select(['id', 'name']).where('id', '=', groupId).where('company_id', '=', scope.companyId).executeTakeFirst();
    if (!group) return notFound('tag group');
    const row = await ctx.db.insertInto('tags').values({ company_id: scope.companyId, group_id: group.id, name: name.right })
      .onConflict((oc) => oc.columns(['group_id', 'name']).doNothing()).returning(['id', 'name']).executeTakeFirst();
    if (!row) return taken();
    return ok({ id: asBranded(TagId, row.id), name: row.name, groupId: asBranded(TagGroupId, group.id), groupName: group.name });
  });

  route.authed(renameTag, async ({ input, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('tag');
    const name = nameOf(input.name);
    if (E.isLeft(name)) return name.left;
    const tag = await ctx.db.selectFrom('tags').innerJoin('tag_groups', 'tag_groups.id', 'tags.group_id')
      .select(['tags.id', 'tags.group_id', 'tag_groups.name as group_name']).where('tags.id', '=', id).where('tags.company_id', '=', scope.companyId).executeTakeFirst();
    if (!tag) return notFound('tag');
    const clash = await ctx.db.selectFrom('tags').select('id').where('group_id', '=', tag.group_id).where('name', '=', name.right).where('id', '<>', id).executeTakeFirst();
    if (clash) return taken();
    await ctx.db.updateTable('tags').set({ name: name.right }).where('id', '=', id).execute();
    return ok({ id: asBranded(TagId, tag.id), name: name.right, groupId: asBranded(TagGroupId, tag.group_id), groupName: tag.group_name });
  });

  route.authed(deleteTag, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('tag');
    const row = await ctx.db.transaction().execute(async (trx) => {
      const tag = await trx.deleteFrom('tags').where('id', '=', id).where('company_id', '=', scope.companyId).returning(['id', 'name']).executeTakeFirst();
      if (tag) {
        await recordMemberEvent(trx, { userId: caller.userId, companyId: scope.companyId }, request, ctx.clock.now(), {
          kind: 'record_deleted', target: { type: 'tag', id: tag.id, label: tag.name },
        });
      }
      return tag;
    });
    return row ? ok(null) : notFound('tag');
  });
};
