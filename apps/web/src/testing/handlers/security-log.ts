import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  EquipmentHistoryRequest,
  equipmentHistory,
  securityLog,
  SecurityLogRequest,
  type SecurityEvent,
  type SecurityLogResponse,
} from '@yardfleet/contract/endpoints/security-log';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { can } from '@yardfleet/domain/rules/permissions';
import { ACTIVITY_EVENTS } from '../fixtures/activity-events';
import { SECURITY_EVENTS } from '../fixtures/security-log';
import { adminUser } from '../fixtures/users';
import { decodeBody, failureEnvelope, httpFailureHandler, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** True when the event matches the search: a case-insensitive substring of the actor's name or email, the address or the target's label. */
const matches = (event: SecurityEvent, search: string): boolean => {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  return [event.actor?.name, event.actor?.email, event.address, event.target?.label].some((field) => field?.toLowerCase().includes(text) === true);
};

/** The page for `query` over `events` as the server answers it: filtered by kinds, search and [from, to), newest first (then by id), paged. */
export const querySecurityLog = (events: readonly SecurityEvent[], query: SecurityLogRequest): SecurityLogResponse => {
  const found = events
    .filter((e) => query.kinds === undefined || query.kinds.length === 0 || query.kinds.includes(e.kind))
    .filter((e) => matches(e, query.search ?? ''))
    .filter(
      (e) =>
        (query.from === undefined || e.occurredAt >= new Date(query.from).toISOString()) &&
        (query.to === undefined || e.occurredAt < new Date(query.to).toISOString()),
    )
    .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || b.id.localeCompare(a.id));
  const start = (query.page - 1) * query.pageSize;
  return { items: found.slice(start, start + query.pageSize), total: found.length, page: query.page, pageSize: query.pageSize };
};

/**
 * A fake security log as the server behaves (rules 20.12): the request decoded with the
 * contract (HTTP 400 otherwise), 1401 without a session, 1170010403 unless `user`'s role may
 * `security.view`, else the page of `events` for the filters.
 */
const working = (events: readonly SecurityEvent[], user: UserInfo): HttpHandler =>
  on(securityLog, async ({ request }) => {
    const session = requireSession(request);
    if (session) return session;
    if (!can(user.role, 'security.view')) return failureEnvelope(ServerCode.forbiddenRole, 'You do not have permission.');
    const body = await decodeBody(SecurityLogRequest, request);
    return E.isLeft(body) ? body.left : okEnvelope(querySecurityLog(events, body.right));
  });

/**
 * A machine's history as the server answers it (rules 20.13): the request decoded with the
 * contract, 1401 without a session, the events of `events` that concern the machine (newest first,
 * paged; none for another machine), without address and browser, for every role.
 */
const history = (events: readonly SecurityEvent[]): HttpHandler =>
  on(equipmentHistory, async ({ request }) => {
    const session = requireSession(request);
    if (session) return session;
    const body = await decodeBody(EquipmentHistoryRequest, request);
    if (E.isLeft(body)) return body.left;
    const page = querySecurityLog(
      events.filter((e) => e.equipmentId === body.right.id),
      { page: body.right.page, pageSize: body.right.pageSize },
    );
    return okEnvelope({ ...page, items: page.items.map((e) => ({ ...e, address: null, userAgent: null })) });
  });

/** Security log handlers: populated (SECURITY_EVENTS; `user` decides the permission, default the admin), empty, HTTP 500, never answering. */
export const securityLogHandlers = {
  populated: ({ events = SECURITY_EVENTS, user = adminUser }: { readonly events?: readonly SecurityEvent[]; readonly user?: UserInfo } = {}): HttpHandler[] => [
    working(events, user),
    history(ACTIVITY_EVENTS),
  ],
  empty: (): HttpHandler[] => [working([], adminUser)],
  httpError: (): HttpHandler[] => [httpFailureHandler(securityLog)],
  loading: (): HttpHandler[] => [neverAnswers(securityLog)],
};
