import type { Kysely } from 'kysely';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import { TagGroupId, TagId } from '@yardfleet/domain/entities/ids';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { asBranded } from '../../http/ids';
import { recordActivity, tagLabel, type ActingAs } from '../security-log/activity';
import { recordMemberEvent, type RequestOrigin } from '../security-log/record';

/** Who changes the tags: the caller (a member or an API key) and the company the change is scoped to. */
type Changer = ActingAs & { readonly companyId: string };

/** `companyId`'s tag groups by name, each with its tags by name (groups without tags included). */
export const tagGroupsOf = async (db: Kysely<Database>, companyId: string): Promise<TagGroupWithTags[]> => {
  const rows = await db
    .selectFrom('tag_groups')
    .leftJoin('tags', 'tags.group_id', 'tag_groups.id')
    .select(['tag_groups.id as group_id', 'tag_groups.name as group_name', 'tags.id as tag_id', 'tags.name as tag_name'])
    .where('tag_groups.company_id', '=', companyId)
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
  return [...groups.values()];
};

/**
 * Adds the tag group `name` to `by.companyId`, in one transaction with its `tag_group_created`
 * event (rules 20.13) at `now` from `origin`. @returns the new row, undefined when the company has
 * a group of that name (nothing recorded).
 */
export const insertGroup = (db: Kysely<Database>, by: Changer, origin: RequestOrigin, name: string, now: Date) =>
  db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('tag_groups')
      .values({ company_id: by.companyId, name })
      .onConflict((oc) => oc.columns(['company_id', 'name']).doNothing())
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (row) {
      const target = { type: 'tag_group' as const, id: row.id, label: row.name };
      await recordActivity(trx, { by, origin, at: now, kind: 'tag_group_created', target, fields: [{ field: 'name', from: null, to: row.name }] });
    }
    return row;
  });

/** True when another group of `companyId` than `id` is named `name`. */
export const groupNameClash = async (db: Kysely<Database>, companyId: string, name: string, id: string): Promise<boolean> =>
  (await db.selectFrom('tag_groups').select('id').where('company_id', '=', companyId).where('name', '=', name).where('id', '<>', id).executeTakeFirst()) !==
  undefined;

/**
 * Renames group `id` of `by.companyId` (its row locked), in one transaction with its
 * `tag_group_changed` event (rules 20.13: the name before and after; none when it is the same).
 * @returns the row, undefined when there is no such group.
 */
export const updateGroupName = (db: Kysely<Database>, by: Changer, origin: RequestOrigin, id: string, name: string, now: Date) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('tag_groups').select('name').where('id', '=', id).where('company_id', '=', by.companyId).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const row = await trx
      .updateTable('tag_groups')
      .set({ name })
      .where('id', '=', id)
      .where('company_id', '=', by.companyId)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (row && before.name !== name) {
      const target = { type: 'tag_group' as const, id: row.id, label: row.name };
      await recordActivity(trx, { by, origin, at: now, kind: 'tag_group_changed', target, fields: [{ field: 'name', from: before.name, to: name }] });
    }
    return row;
  });

/**
 * Deletes group `id` of `by.companyId` with its tags and their assignments (ON DELETE CASCADE) in
 * one transaction, recording one `record_deleted` event for the group at the clock's time.
 * @returns how many tags went with it, null when there is no such group.
 */
export const deleteGroupWithTags = (db: Kysely<Database>, by: Changer, origin: RequestOrigin, id: string, clock: Clock): Promise<number | null> =>
  db.transaction().execute(async (trx) => {
    const tags = await trx.selectFrom('tags').select('id').where('group_id', '=', id).where('company_id', '=', by.companyId).execute();
    // ON DELETE CASCADE removes the group's tags and their assignments.
    const group = await trx.deleteFrom('tag_groups').where('id', '=', id).where('company_id', '=', by.companyId).returning(['id', 'name']).executeTakeFirst();
    if (!group) return null;
    // Security log (rules 20.12): one event for the group (its tags go with it).
    await recordMemberEvent(trx, by, origin, clock.now(), {
      kind: 'record_deleted',
      target: { type: 'tag_group', id: group.id, label: group.name },
    });
    return tags.length;
  });

/** Group `groupId` of `companyId` (id, name), or undefined. */
export const companyGroup = (db: Kysely<Database>, companyId: string, groupId: string) =>
  db.selectFrom('tag_groups').select(['id', 'name']).where('id', '=', groupId).where('company_id', '=', companyId).executeTakeFirst();

/**
 * Adds the tag `name` to group `group` of `by.companyId`, in one transaction with its
 * `tag_created` event (rules 20.13; named "group: tag"). @returns the new row, undefined when the
 * group has a tag of that name (nothing recorded).
 */
export const insertTag = (
  db: Kysely<Database>,
  by: Changer,
  origin: RequestOrigin,
  group: { readonly id: string; readonly name: string },
  name: string,
  now: Date,
) =>
  db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('tags')
      .values({ company_id: by.companyId, group_id: group.id, name })
      .onConflict((oc) => oc.columns(['group_id', 'name']).doNothing())
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (row) {
      const target = { type: 'tag' as const, id: row.id, label: tagLabel(group.name, row.name) };
      await recordActivity(trx, { by, origin, at: now, kind: 'tag_created', target, fields: [{ field: 'name', from: null, to: row.name }] });
    }
    return row;
  });

/** Tag `id` of `companyId` with its group (id, name), or undefined. */
export const companyTag = (db: Kysely<Database>, companyId: string, id: string) =>
  db
    .selectFrom('tags')
    .innerJoin('tag_groups', 'tag_groups.id', 'tags.group_id')
    .select(['tags.id', 'tags.group_id', 'tag_groups.name as group_name'])
    .where('tags.id', '=', id)
    .where('tags.company_id', '=', companyId)
    .executeTakeFirst();

/** True when another tag of group `groupId` than `id` is named `name`. */
export const tagNameClash = async (db: Kysely<Database>, groupId: string, name: string, id: string): Promise<boolean> =>
  (await db.selectFrom('tags').select('id').where('group_id', '=', groupId).where('name', '=', name).where('id', '<>', id).executeTakeFirst()) !== undefined;

/**
 * Renames tag `tag` (already checked to be the caller's company's), in one transaction with its
 * `tag_changed` event (rules 20.13: the name before and after; none when it is the same).
 */
export const updateTagName = async (
  db: Kysely<Database>,
  by: Changer,
  origin: RequestOrigin,
  tag: { readonly id: string; readonly group_name: string },
  name: string,
  now: Date,
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('tags').select('name').where('id', '=', tag.id).where('company_id', '=', by.companyId).forUpdate().executeTakeFirst();
    if (!before || before.name === name) return;
    await trx.updateTable('tags').set({ name }).where('id', '=', tag.id).execute();
    const target = { type: 'tag' as const, id: tag.id, label: tagLabel(tag.group_name, name) };
    await recordActivity(trx, { by, origin, at: now, kind: 'tag_changed', target, fields: [{ field: 'name', from: before.name, to: name }] });
  });
};

/**
 * Deletes tag `id` of `by.companyId` in one transaction with a `record_deleted` event at the
 * clock's time. @returns the deleted tag, undefined when there is none.
 */
export const deleteTagRow = (db: Kysely<Database>, by: Changer, origin: RequestOrigin, id: string, clock: Clock) =>
  db.transaction().execute(async (trx) => {
    const tag = await trx.deleteFrom('tags').where('id', '=', id).where('company_id', '=', by.companyId).returning(['id', 'name']).executeTakeFirst();
    if (tag) {
      await recordMemberEvent(trx, by, origin, clock.now(), {
        kind: 'record_deleted',
        target: { type: 'tag', id: tag.id, label: tag.name },
      });
    }
    return tag;
  });
