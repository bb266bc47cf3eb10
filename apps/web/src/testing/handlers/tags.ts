import type { HttpHandler } from 'msw';
import { tagList, type TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import { TAG_GROUPS } from '../fixtures/tags';
import { envelopeFailureHandler, httpFailureHandler, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** Where the list handler reads its groups: a fixed list, or a live store (handlers/tag-admin.ts). */
export type TagGroupsSource = readonly TagGroupWithTags[] | (() => readonly TagGroupWithTags[]);

/**
 * `GET /web-hmac/web/tag/list` answering `groups` (default: the fixture groups Crews, Service,
 * Sites); a function is read on every request, so tags created by the tag-admin handlers appear.
 */
export const tagListHandler = (groups: TagGroupsSource = TAG_GROUPS): HttpHandler =>
  on(tagList, ({ request }) => requireSession(request) ?? okEnvelope({ groups: typeof groups === 'function' ? groups() : groups }));

/** The tag list in each state (the equipment list's Tag filter and /tags read it). */
export const tagHandlers = {
  populated: (groups: TagGroupsSource = TAG_GROUPS): HttpHandler => tagListHandler(groups),
  empty: (): HttpHandler => tagListHandler([]),
  httpError: (status = 500, message = 'Internal Server Error'): HttpHandler => httpFailureHandler(tagList, status, message),
  envelopeError: (code: number, message: string): HttpHandler => envelopeFailureHandler(tagList, code, message),
  loading: (): HttpHandler => neverAnswers(tagList),
};
