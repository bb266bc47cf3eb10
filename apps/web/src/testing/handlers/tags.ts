import type { HttpHandler } from 'msw';
import { tagList, type TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import { TAG_GROUPS } from '../fixtures/tags';
import { envelopeFailureHandler, httpFailureHandler, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** `GET /web-hmac/web/tag/list` answering `groups` (default: the fixture groups Crews, Service, Sites). */
export const tagListHandler = (groups: readonly TagGroupWithTags[] = TAG_GROUPS): HttpHandler =>
  on(tagList, ({ request }) => requireSession(request) ?? okEnvelope({ groups }));

/** The tag list in each state (the equipment list's Tag filter reads it). */
export const tagHandlers = {
  populated: (groups: readonly TagGroupWithTags[] = TAG_GROUPS): HttpHandler => tagListHandler(groups),
  empty: (): HttpHandler => tagListHandler([]),
  httpError: (status = 500, message = 'Internal Server Error'): HttpHandler => httpFailureHandler(tagList, status, message),
  envelopeError: (code: number, message: string): HttpHandler => envelopeFailureHandler(tagList, code, message),
  loading: (): HttpHandler => neverAnswers(tagList),
};
