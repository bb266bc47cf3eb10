import * as t from 'io-ts';
import { TagGroupId, TagId } from './ids';

/** A tag group (rules 3.6): a named set of tags. */
export const TagGroup = t.type({ id: TagGroupId, name: t.string }, 'TagGroup');
export type TagGroup = t.TypeOf<typeof TagGroup>;

/** A tag (rules 3.6): a name within a group. */
export const Tag = t.type({ id: TagId, name: t.string, groupId: TagGroupId, groupName: t.string }, 'Tag');
export type Tag = t.TypeOf<typeof Tag>;
