import * as t from 'io-ts';
import { TagGroupId } from '@yardfleet/domain/entities/ids';
import { Tag } from '@yardfleet/domain/entities/tag';
import { endpoint } from '../endpoint';

/** A tag group with its tags (rules 3.6). */
export const TagGroupWithTags = t.type({ id: TagGroupId, name: t.string, tags: t.array(Tag) }, 'TagGroupWithTags');
export type TagGroupWithTags = t.TypeOf<typeof TagGroupWithTags>;

/** `GET /web-hmac/web/tag/list`: the caller's company's tag groups and tags, by group name. */
export const tagList = endpoint({
  method: 'GET',
  path: '/web-hmac/web/tag/list',
  request: undefined,
  response: t.type({ groups: t.array(TagGroupWithTags) }, 'TagListResponse'),
  auth: true,
});
