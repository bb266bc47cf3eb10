import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import type { ResponseOf } from '@yardfleet/contract/endpoint';
import { alertRuleList } from '@yardfleet/contract/endpoints/alert-rules';
import {
  alertWorkingHours,
  myAlertSettings,
  setAlertWorkingHours,
  setMyAlertSettings,
  MailPreference,
  WorkingHoursRequest,
  type WorkingHours,
} from '@yardfleet/contract/endpoints/alert-settings';
import {
  AcknowledgeAlertsRequest,
  acknowledgeAlerts,
  alertList,
  AlertListRequest,
  alertUnreadCount,
  equipmentAlerts,
  resolveAlerts,
  ResolveAlertsRequest,
  ALERT_NOTE_MAX,
  type Alert,
} from '@yardfleet/contract/endpoints/alerts';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEFAULT_MAIL_PREFERENCE, validateMailPreference } from '@yardfleet/domain/alerts/mail-delivery';
import { DEFAULT_WORKING_HOURS, validateWorkingHours } from '@yardfleet/domain/alerts/working-hours';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { fixture } from '../decode';
import { ALERT_MACHINE_WAREHOUSES, ALERT_RULES, ALERTS } from '../fixtures/alerts';
import { EQUIPMENT } from '../fixtures/equipment';
import { adminUser } from '../fixtures/users';
import { alertRuleHandlers } from './alert-rules';
import { refuseUnlessManager, type AlertState } from './alert-state';
import { decodeBody, failureEnvelope, fieldErrorsEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** The fixture instant acknowledgements and resolutions are stamped with, so stories render the same every run. */
export const ALERT_FAKE_NOW: IsoDateTime = fixture(IsoDateTime, '2026-03-12T17:30:00.000Z');

/** The page of `alerts` for `query` as the server answers it: filtered, newest opened first (then by id), paged. */
export const queryAlerts = (alerts: readonly Alert[], query: AlertListRequest): ResponseOf<typeof alertList> => {
  const tagged = (a: Alert) =>
    query.tagId === null || (a.subject.kind === 'equipment' && EQUIPMENT.some((e) => e.id === a.subject.id && e.tags.some((t) => t.id === query.tagId)));
  const found = alerts
    .filter((a) => query.status === null || a.status === query.status)
    .filter((a) => query.kind === null || a.kind === query.kind)
    .filter((a) => query.equipmentId === null || (a.subject.kind === 'equipment' && a.subject.id === query.equipmentId))
    .filter(tagged)
    .filter((a) => query.warehouseId === null || ALERT_MACHINE_WAREHOUSES[a.subject.id] === query.warehouseId)
    .filter(
      (a) => (query.from === null || a.openedAt >= new Date(query.from).toISOString()) && (query.to === null || a.openedAt < new Date(query.to).toISOString()),
    )
    .sort((a, b) => b.openedAt.localeCompare(a.openedAt) || b.id.localeCompare(a.id));
  const start = (query.page - 1) * query.pageSize;
  return fixture(alertList.response, { items: found.slice(start, start + query.pageSize), total: found.length, page: query.page, pageSize: query.pageSize });
};

const unknownAlert = (): Response => failureEnvelope(ServerCode.notFound, 'The alert does not exist.');

/**
 * A fake alert area (rules 22.4, 22.5) for `user`: the list filtered and paged like the server;
 * acknowledge (the open ones among the ids, with `user`'s name and the trimmed note; a note over 500
 * characters answers 1170010001 `{ note: too_long }`) and resolve (open and acknowledged ones), each
 * answering `{ changed }` (ids of no alert count as not changed; 1170010404 only when none is one);
 * the bell's count (the open alerts: every fixture alert is addressed to the fixture users, and an
 * acknowledged one is taken care of); a machine's open and
 * acknowledged alerts (1170010404 for an unknown machine); the working hours (set by `alert.manage`
 * roles, the domain's validateWorkingHours) and the caller's mail preference (validateMailPreference).
 */
const alertArea = (state: AlertState, user: UserInfo): HttpHandler[] => [
  on(alertList, async ({ request }) => {
    const body = requireSession(request) ?? (await decodeBody(AlertListRequest, request));
    if (body instanceof Response) return body;
    return E.isLeft(body) ? body.left : okEnvelope(queryAlerts(state.alerts, body.right));
  }),
  on(acknowledgeAlerts, async ({ request }) => {
    const body = requireSession(request) ?? (await decodeBody(AcknowledgeAlertsRequest, request));
    if (body instanceof Response) return body;
    if (E.isLeft(body)) return body.left;
    const note = body.right.note?.trim() ?? '';
    if (note.length > ALERT_NOTE_MAX) return fieldErrorsEnvelope({ note: { code: 'too_long', field: 'note', max: ALERT_NOTE_MAX } });
    if (!body.right.ids.some((id) => state.alerts.some((a) => a.id === id))) return unknownAlert();
    const changing = state.alerts.filter((a) => body.right.ids.includes(a.id) && a.status === 'open');
    state.alerts = state.alerts.map((a) =>
      changing.includes(a) ? { ...a, status: 'acknowledged', acknowledgedAt: ALERT_FAKE_NOW, acknowledgedBy: user.name, note: note === '' ? null : note } : a,
    );
    return okEnvelope({ changed: changing.length });
  }),
  on(resolveAlerts, async ({ request }) => {
    const body = requireSession(request) ?? (await decodeBody(ResolveAlertsRequest, request));
    if (body instanceof Response) return body;
    if (E.isLeft(body)) return body.left;
    if (!body.right.ids.some((id) => state.alerts.some((a) => a.id === id))) return unknownAlert();
    const changing = state.alerts.filter((a) => body.right.ids.includes(a.id) && a.status !== 'resolved');
    state.alerts = state.alerts.map((a) => (changing.includes(a) ? { ...a, status: 'resolved', resolvedAt: ALERT_FAKE_NOW, resolvedHow: 'person' } : a));
    return okEnvelope({ changed: changing.length });
  }),
  on(alertUnreadCount, ({ request }) => requireSession(request) ?? okEnvelope({ count: state.alerts.filter((a) => a.status === 'open').length })),
  on(equipmentAlerts, async ({ request }) => {
    const body = requireSession(request) ?? (await decodeBody(equipmentAlerts.request, request));
    if (body instanceof Response) return body;
    if (E.isLeft(body)) return body.left;
    const { equipmentId } = body.right;
    if (!EQUIPMENT.some((e) => e.id === equipmentId)) return failureEnvelope(ServerCode.notFound, 'The equipment does not exist.');
    const items = state.alerts
      .filter((a) => a.status !== 'resolved' && a.subject.kind === 'equipment' && a.subject.id === equipmentId)
      .sort((a, b) => b.openedAt.localeCompare(a.openedAt));
    return okEnvelope({ items });
  }),
  on(alertWorkingHours, ({ request }) => requireSession(request) ?? okEnvelope(state.workingHours)),
  on(setAlertWorkingHours, async ({ request }) => {
    const refused = requireSession(request) ?? refuseUnlessManager(user);
    if (refused) return refused;
    const body = await decodeBody(WorkingHoursRequest, request);
    if (E.isLeft(body)) return body.left;
    const checked = validateWorkingHours(body.right as WorkingHours);
    if (E.isLeft(checked)) return fieldErrorsEnvelope(checked.left);
    state.workingHours = checked.right;
    return okEnvelope(state.workingHours);
  }),
  on(myAlertSettings, ({ request }) => requireSession(request) ?? okEnvelope(state.mail)),
  on(setMyAlertSettings, async ({ request }) => {
    const body = requireSession(request) ?? (await decodeBody(MailPreference, request));
    if (body instanceof Response) return body;
    if (E.isLeft(body)) return body.left;
    const checked = validateMailPreference(body.right);
    if (E.isLeft(checked)) return fieldErrorsEnvelope(checked.left);
    state.mail = checked.right;
    return okEnvelope(state.mail);
  }),
];

/** A fresh state: the fixture alerts and rules, the default working hours and mail preference (or `initial`'s). */
const stateOf = (initial: Partial<AlertState> = {}): AlertState => ({
  alerts: [...ALERTS],
  rules: [...ALERT_RULES],
  workingHours: DEFAULT_WORKING_HOURS,
  mail: DEFAULT_MAIL_PREFERENCE,
  ...initial,
});

/** Every alert call answering as a working server for `user` (default the admin), over `initial` (default the fixtures). */
const working = (user: UserInfo = adminUser, initial: Partial<AlertState> = {}): HttpHandler[] => {
  const state = stateOf(initial);
  return [...alertArea(state, user), ...alertRuleHandlers(state, user)];
};

/** The alert area in each state the screens show. Put them before `scenario()` to win over its default. */
export const alertHandlers = {
  /** The fixture alerts and rules, changed as `user` (default the admin) may. */
  working,
  /** A company without alerts (its rules are there). */
  empty: (user: UserInfo = adminUser): HttpHandler[] => working(user, { alerts: [] }),
  /** The alert list fails: HTTP 500 with `{ status, message }`. */
  httpError: (): HttpHandler[] => [on(alertList, () => httpFailure(500, 'Internal Server Error'))],
  /** The alert list never answers. */
  loading: (): HttpHandler[] => [neverAnswers(alertList)],
  /** The rule list never answers. */
  rulesLoading: (): HttpHandler[] => [neverAnswers(alertRuleList)],
  /** The rule list fails: HTTP 500. */
  rulesHttpError: (): HttpHandler[] => [on(alertRuleList, () => httpFailure(500, 'Internal Server Error'))],
};
