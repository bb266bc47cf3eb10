import * as t from 'io-ts';
import { TagGroupId, TagId } from './ids';

/** A tag group (SPEC 3): a named set of tags. */
export const TagGroup = t.type({ id: TagGroupId, name: t.string }, 'TagGroup');
export type TagGroup = t.TypeOf<typeof TagGroup>;

/** A tag (SPEC 3): a name within a group. */
export const Tag = t.type({ id: TagId, name: t.string, groupId: TagGroupId, groupName: t.string }, 'Tag');
export type Tag = t.TypeOf<typeof Tag>;
