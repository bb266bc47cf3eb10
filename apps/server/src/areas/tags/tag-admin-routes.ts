import * as E from 'fp-ts/lib/Either.js';
import { createTag, createTagGroup, deleteTag, deleteTagGroup, renameTag, renameTagGroup } from '@yardfleet/contract/endpoints/tag-admin';
import { TagGroupId, TagId } from '@yardfleet/domain/entities/ids';
import { validateMaxLength, validateRequired } from '@yardfleet/domain/validation/rules';
import { ok, type Answer } from '../../http/answers';
import { asBranded, isRowId } from '../../http/ids';
import { actingAs } from '../security-log/activity';
import type { Registrar } from '../../http/registrar';
import { invalidFields, notFound, writeScope } from '../../shared/fleet-scope';
import {
  companyGroup,
  companyTag,
  deleteGroupWithTags,
  deleteTagRow,
  groupNameClash,
  insertGroup,
  insertTag,
  tagNameClash,
  updateGroupName,
  updateTagName,
} from './tag-queries';

/** A trimmed name (rules 5.13: required, at most 50 characters), or the 1170010001 answer. */
const nameOf = (raw: string): E.Either<Answer<never>, string> => {
  const checked = E.chain((v: string) => validateMaxLength('name', v))(validateRequired('name', raw.trim()));
  return E.isLeft(checked) ? E.left(invalidFields({ name: checked.left })) : E.right(raw.trim());
};
const taken = (): Answer<never> => invalidFields({ name: { code: 'taken' } });

/** Tag groups and tags: create, rename, delete (rules 17.7), admin and manager of the company. */
export const tagAdminRoutes = (route: Registrar): void => {
  route.authed(createTagGroup, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const name = nameOf(input.name);
    if (E.isLeft(name)) return name.left;
    const row = await insertGroup(ctx.db, actingAs(caller, scope.companyId), request, name.right, ctx.clock.now());
    return row ? ok({ id: asBranded(TagGroupId, row.id), name: row.name }) : taken();
  });

  route.authed(renameTagGroup, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('tag group');
    const name = nameOf(input.name);
    if (E.isLeft(name)) return name.left;
    if (await groupNameClash(ctx.db, scope.companyId, name.right, id)) return taken();
    const row = await updateGroupName(ctx.db, actingAs(caller, scope.companyId), request, id, name.right, ctx.clock.now());
    return row ? ok({ id: asBranded(TagGroupId, row.id), name: row.name }) : notFound('tag group');
  });

  route.authed(deleteTagGroup, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('tag group');
    const result = await deleteGroupWithTags(ctx.db, actingAs(caller, scope.companyId), request, id, ctx.clock);
    return result === null ? notFound('tag group') : ok({ deletedTagCount: result });
  });

  route.authed(createTag, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const groupId: string = input.groupId;
    if (!isRowId(groupId)) return notFound('tag group');
    const name = nameOf(input.name);
    if (E.isLeft(name)) return name.left;
    const group = await companyGroup(ctx.db, scope.companyId, groupId);
    if (!group) return notFound('tag group');
    const row = await insertTag(ctx.db, actingAs(caller, scope.companyId), request, group, name.right, ctx.clock.now());
    if (!row) return taken();
    return ok({ id: asBranded(TagId, row.id), name: row.name, groupId: asBranded(TagGroupId, group.id), groupName: group.name });
  });

  route.authed(renameTag, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('tag');
    const name = nameOf(input.name);
    if (E.isLeft(name)) return name.left;
    const tag = await companyTag(ctx.db, scope.companyId, id);
    if (!tag) return notFound('tag');
    if (await tagNameClash(ctx.db, tag.group_id, name.right, id)) return taken();
    await updateTagName(ctx.db, actingAs(caller, scope.companyId), request, tag, name.right, ctx.clock.now());
    return ok({ id: asBranded(TagId, tag.id), name: name.right, groupId: asBranded(TagGroupId, tag.group_id), groupName: tag.group_name });
  });

  route.authed(deleteTag, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('tag');
    const row = await deleteTagRow(ctx.db, actingAs(caller, scope.companyId), request, id, ctx.clock);
    return row ? ok(null) : notFound('tag');
  });
};
