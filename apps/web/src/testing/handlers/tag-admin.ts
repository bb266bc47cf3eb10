import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler, HttpResponseResolver } from 'msw';
import {
  createTag,
  CreateTagGroupRequest,
  CreateTagRequest,
  createTagGroup,
  deleteTag,
  deleteTagGroup,
  renameTag,
  RenameTagGroupRequest,
  RenameTagRequest,
  renameTagGroup,
  TagGroupRequest,
  TagRequest,
} from '@yardfleet/contract/endpoints/tag-admin';
import { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { Tag } from '@yardfleet/domain/entities/tag';
import { validateMaxLength, validateRequired } from '@yardfleet/domain/validation/rules';
import { fixture } from '../decode';
import { TAG_GROUPS } from '../fixtures/tags';
import { decodeBody, failureEnvelope, fieldErrorsEnvelope, okEnvelope, on, requireSession, type AnyEndpoint } from './respond';
import { tagHandlers, tagListHandler } from './tags';

/** A live set of tag groups the fake server reads and changes (one per story or test). */
export interface TagStore {
  /** The groups with their tags, sorted like the server answers them (group name, then tag name). */
  readonly groups: () => readonly TagGroupWithTags[];
}

const byName = <T extends { readonly name: string }>(a: T, b: T): number => a.name.localeCompare(b.name);

const invalid = (name: unknown): Response => fieldErrorsEnvelope({ name });
const missing = (what: string): Response => failureEnvelope(ServerCode.notFound, `The ${what} does not exist.`);

/** `on(endpoint, resolver)` answering 1401 first when the session headers are missing, like the server. */
const guarded = (endpoint: AnyEndpoint, resolver: HttpResponseResolver): HttpHandler => on(endpoint, (info) => requireSession(info.request) ?? resolver(info));

/** The server's name rule (rules 5.13, 9.1): trimmed, required, at most 50; Left is the 1170010001 answer. */
const nameOf = (raw: string): E.Either<Response, string> => {
  const checked = E.chain((v: string) => validateMaxLength('name', v))(validateRequired('name', raw.trim()));
  return E.isLeft(checked) ? E.left(invalid(checked.left)) : E.right(raw.trim());
};

/**
 * A working fake of the six tag-admin calls over a store seeded with `seed` (default the fixture
 * groups Crews, Service, Sites): bodies decoded with the contract codecs (unknown keys: HTTP 400),
 * names checked and trimmed like the server, duplicates (group names in the company, tag names in
 * their group) answered 1170010001 `{ name: { code: 'taken' } }`, unknown ids 1170010404.
 */
export const createTagAdmin = (seed: readonly TagGroupWithTags[] = TAG_GROUPS): { readonly store: TagStore; readonly handlers: HttpHandler[] } => {
  let groups: TagGroupWithTags[] = seed.map((g) => ({ ...g, tags: [...g.tags] }));
  let next = 1;
  const sorted = (): TagGroupWithTags[] => [...groups].sort(byName).map((g) => ({ ...g, tags: [...g.tags].sort(byName) }));
  const store: TagStore = { groups: sorted };
  const replaceGroup = (group: TagGroupWithTags): void => {
    groups = groups.map((g) => (g.id === group.id ? group : g));
  };
  const groupOfTag = (id: string) => groups.find((g) => g.tags.some((tag) => tag.id === id));

  const handlers: HttpHandler[] = [
    guarded(createTagGroup, async ({ request }) => {
      const body = await decodeBody(CreateTagGroupRequest, request);
      if (E.isLeft(body)) return body.left;
      const name = nameOf(body.right.name);
      if (E.isLeft(name)) return name.left;
      if (groups.some((g) => g.name === name.right)) return invalid({ code: 'taken' });
      const group = fixture(TagGroupWithTags, { id: `grp_new_${next++}`, name: name.right, tags: [] });
      groups = [...groups, group];
      return okEnvelope({ id: group.id, name: group.name });
    }),
    guarded(renameTagGroup, async ({ request }) => {
      const body = await decodeBody(RenameTagGroupRequest, request);
      if (E.isLeft(body)) return body.left;
      const group = groups.find((g) => g.id === body.right.id);
      if (!group) return missing('tag group');
      const name = nameOf(body.right.name);
      if (E.isLeft(name)) return name.left;
      if (groups.some((g) => g.name === name.right && g.id !== group.id)) return invalid({ code: 'taken' });
      replaceGroup({ ...group, name: name.right, tags: group.tags.map((tag) => ({ ...tag, groupName: name.right })) });
      return okEnvelope({ id: group.id, name: name.right });
    }),
    guarded(deleteTagGroup, async ({ request }) => {
      const body = await decodeBody(TagGroupRequest, request);
      if (E.isLeft(body)) return body.left;
      const group = groups.find((g) => g.id === body.right.id);
      if (!group) return missing('tag group');
      groups = groups.filter((g) => g.id !== group.id);
      return okEnvelope({ deletedTagCount: group.tags.length });
    }),
    guarded(createTag, async ({ request }) => {
      const body = await decodeBody(CreateTagRequest, request);
      if (E.isLeft(body)) return body.left;
      const name = nameOf(body.right.name);
      if (E.isLeft(name)) return name.left;
      const group = groups.find((g) => g.id === body.right.groupId);
      if (!group) return missing('tag group');
      if (group.tags.some((tag) => tag.name === name.right)) return invalid({ code: 'taken' });
      const tag = fixture(Tag, { id: `tag_new_${next++}`, name: name.right, groupId: group.id, groupName: group.name });
      replaceGroup({ ...group, tags: [...group.tags, tag] });
      return okEnvelope(tag);
    }),
    guarded(renameTag, async ({ request }) => {
      const body = await decodeBody(RenameTagRequest, request);
      if (E.isLeft(body)) return body.left;
      const group = groupOfTag(body.right.id);
      if (!group) return missing('tag');
      const name = nameOf(body.right.name);
      if (E.isLeft(name)) return name.left;
      if (group.tags.some((tag) => tag.name === name.right && tag.id !== body.right.id)) return invalid({ code: 'taken' });
      const tags = group.tags.map((tag) => (tag.id === body.right.id ? { ...tag, name: name.right } : tag));
      replaceGroup({ ...group, tags });
      return okEnvelope(tags.find((tag) => tag.id === body.right.id));
    }),
    guarded(deleteTag, async ({ request }) => {
      const body = await decodeBody(TagRequest, request);
      if (E.isLeft(body)) return body.left;
      const group = groupOfTag(body.right.id);
      if (!group) return missing('tag');
      replaceGroup({ ...group, tags: group.tags.filter((tag) => tag.id !== body.right.id) });
      return okEnvelope(null);
    }),
  ];
  return { store, handlers };
};

/** How the tag list answers in a scenario (the ListState of handlers/scenarios.ts). */
type TagListState = 'populated' | 'empty' | 'httpError' | 'loading';

/**
 * The whole tag area of a fake server: the list in `state` and the six admin calls. Populated and
 * empty lists read the live store (seeded with `seed`, or nothing when empty), so changes show on
 * the next list request; httpError and loading keep the list failing while the writes still work.
 */
export const tagArea = (state: TagListState = 'populated', seed: readonly TagGroupWithTags[] = TAG_GROUPS): HttpHandler[] => {
  const admin = createTagAdmin(state === 'empty' ? [] : seed);
  const list = state === 'populated' || state === 'empty' ? tagListHandler(admin.store.groups) : tagHandlers[state]();
  return [list, ...admin.handlers];
};
