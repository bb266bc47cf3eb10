import * as t from 'io-ts';
import { TagGroupId, TagId } from '@yardfleet/domain/entities/ids';
import { Tag, TagGroup } from '@yardfleet/domain/entities/tag';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * Tag administration ("/tags", rules 17.7): admin and manager (FLEET_WRITE_ROLES), scoped
 * to the caller's company. Names are trimmed, required and at most 50 characters (rules 5.13) and
 * unique within their group (group names within the company): failures answer 1170010001 with
 * `{ name: ValidationError | { code: 'taken' } }`. Another company's ids answer 1170010404.
 */
export const CreateTagGroupRequest = strictType({ name: t.string }, 'CreateTagGroupRequest');
/** `POST /web-hmac/web/tag/createGroup` `{ name }`. Entry: the group. */
export const createTagGroup = endpoint({
  method: 'POST',
  path: '/web-hmac/web/tag/createGroup',
  request: CreateTagGroupRequest,
  response: TagGroup,
  auth: true,
});

export const RenameTagGroupRequest = strictType({ id: TagGroupId, name: t.string }, 'RenameTagGroupRequest');
/** `POST /web-hmac/web/tag/renameGroup` `{ id, name }`. Entry: the group. */
export const renameTagGroup = endpoint({
  method: 'POST',
  path: '/web-hmac/web/tag/renameGroup',
  request: RenameTagGroupRequest,
  response: TagGroup,
  auth: true,
});

export const TagGroupRequest = strictType({ id: TagGroupId }, 'TagGroupRequest');
/**
 * `POST /web-hmac/web/tag/deleteGroup` `{ id }` (the web confirms first): deletes the group, its
 * tags and their assignments. Entry `{ deletedTagCount }`.
 */
export const deleteTagGroup = endpoint({
  method: 'POST',
  path: '/web-hmac/web/tag/deleteGroup',
  request: TagGroupRequest,
  response: t.type({ deletedTagCount: t.number }, 'DeletedTagGroup'),
  auth: true,
});

export const CreateTagRequest = strictType({ groupId: TagGroupId, name: t.string }, 'CreateTagRequest');
/** `POST /web-hmac/web/tag/create` `{ groupId, name }`. Entry: the tag. */
export const createTag = endpoint({
  method: 'POST',
  path: '/web-hmac/web/tag/create',
  request: CreateTagRequest,
  response: Tag,
  auth: true,
});

export const RenameTagRequest = strictType({ id: TagId, name: t.string }, 'RenameTagRequest');
/** `POST /web-hmac/web/tag/rename` `{ id, name }`. Entry: the tag. */
export const renameTag = endpoint({
  method: 'POST',
  path: '/web-hmac/web/tag/rename',
  request: RenameTagRequest,
  response: Tag,
  auth: true,
});

export const TagRequest = strictType({ id: TagId }, 'TagRequest');
/** `POST /web-hmac/web/tag/delete` `{ id }`: deletes the tag and its assignments. Entry null. */
export const deleteTag = endpoint({
  method: 'POST',
  path: '/web-hmac/web/tag/delete',
  request: TagRequest,
  response: t.null,
  auth: true,
});
