import * as t from 'io-ts';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { AlertId, AlertRuleId, EquipmentId, TagId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { Count } from '@yardfleet/domain/entities/units';
import { intBetween, strictType } from '../codec';
import { endpoint } from '../endpoint';
import { AlertRuleKind, AlertSubject } from './alert-rules';

/**
 * Alerts (rules 22.4, 22.5), scoped to the caller's company: every member (admin, manager,
 * employee) reads them and acknowledges or resolves them; users without a company and app-only
 * users get 1170010403. An alert opens when its rule's condition has held on a machine or charge
 * system for the rule's hold time, is acknowledged by a person (with a note), and resolves when the
 * condition clears or a person resolves it; a recurrence within the rule's reopen window reopens
 * it (`reopenCount`). At most one alert per rule and subject is not resolved. Alerts still pending
 * (hold time not passed) are never shown. An alert id of another company (or unknown) answers
 * 1170010404.
 */

/** Where a shown alert stands (rules 22.4). */
export const AlertStatus = t.keyof({ open: null, acknowledged: null, resolved: null }, 'AlertStatus');
export type AlertStatus = t.TypeOf<typeof AlertStatus>;

/** How an alert was resolved: its condition cleared, or a person resolved it. */
export const AlertResolvedHow = t.keyof({ condition: null, person: null }, 'AlertResolvedHow');
export type AlertResolvedHow = t.TypeOf<typeof AlertResolvedHow>;

/** What the subject showed when the alert opened: a fault's error code, the warehouse it left or entered (its name). */
export const AlertDetail = t.partial({ errorCode: t.union([t.string, t.null]), warehouseName: t.union([t.string, t.null]) }, 'AlertDetail');
export type AlertDetail = t.TypeOf<typeof AlertDetail>;

/**
 * One alert: its rule (id, current name, kind), its subject, status, when it opened,
 * was acknowledged (by whom: their name at the time; with the note) and resolved (how), whether it
 * was escalated, how often it reopened, and what the subject showed. Times are UTC.
 */
export const Alert = t.type(
  {
    id: AlertId,
    ruleId: AlertRuleId,
    ruleName: t.string,
    kind: AlertRuleKind,
    subject: AlertSubject,
    status: AlertStatus,
    openedAt: IsoDateTime,
    acknowledgedAt: t.union([IsoDateTime, t.null]),
    acknowledgedBy: t.union([t.string, t.null]),
    note: t.union([t.string, t.null]),
    resolvedAt: t.union([IsoDateTime, t.null]),
    resolvedHow: t.union([AlertResolvedHow, t.null]),
    escalated: t.boolean,
    reopenCount: Count,
    detail: AlertDetail,
  },
  'Alert',
);
export type Alert = t.TypeOf<typeof Alert>;

/** Most alerts per page. */
export const ALERT_PAGE_MAX = 100;

/**
 * A page (1-based) of `pageSize` (1..100) alerts, newest opened first (then by id), filtered by any
 * of (null: no filter): `status`, `kind` (the rule's), `equipmentId` (one machine), `tagId`,
 * `warehouseId` (machines with the tag, in the warehouse now), `from` / `to` (openedAt within
 * [from, to), UTC instants; the web sends the company-local day bounds).
 */
export const AlertListRequest = strictType(
  {
    status: t.union([AlertStatus, t.null]),
    kind: t.union([AlertRuleKind, t.null]),
    equipmentId: t.union([EquipmentId, t.null]),
    tagId: t.union([TagId, t.null]),
    warehouseId: t.union([WarehouseId, t.null]),
    from: t.union([IsoDateTime, t.null]),
    to: t.union([IsoDateTime, t.null]),
    page: intBetween(1, 100_000, 'Page'),
    pageSize: intBetween(1, ALERT_PAGE_MAX, 'PageSize'),
  },
  'AlertListRequest',
);
export type AlertListRequest = t.TypeOf<typeof AlertListRequest>;

/** A page of alerts with the total matching the filters. */
export const AlertListResponse = t.type({ items: t.array(Alert), total: Count, page: t.number, pageSize: t.number }, 'AlertListResponse');
export type AlertListResponse = t.TypeOf<typeof AlertListResponse>;

/** `POST /web-hmac/web/alert/list` (any member): the company's alerts (pending ones never), paged and filtered. */
export const alertList = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/list',
  request: AlertListRequest,
  response: AlertListResponse,
  auth: true,
  writes: false,
});

/** Most alerts one acknowledge or resolve call changes. */
export const ALERT_IDS_MAX = 100;
/** Longest acknowledgement note, characters (after trimming). */
export const ALERT_NOTE_MAX = 500;

/** 1..100 alert ids. */
export const AlertIds = t.refinement(t.array(AlertId), (ids) => ids.length >= 1 && ids.length <= ALERT_IDS_MAX, 'AlertIds');

/** How many of the named alerts the call changed (the others already stood so, or were resolved). */
export const AlertsChanged = t.type({ changed: Count }, 'AlertsChanged');
export type AlertsChanged = t.TypeOf<typeof AlertsChanged>;

/** `{ ids, note }`: alerts to acknowledge, with a note (null or blank: none). */
export const AcknowledgeAlertsRequest = strictType({ ids: AlertIds, note: t.union([t.string, t.null]) }, 'AcknowledgeAlertsRequest');
export type AcknowledgeAlertsRequest = t.TypeOf<typeof AcknowledgeAlertsRequest>;

/**
 * `POST /web-hmac/web/alert/acknowledge` `{ ids, note }` (any member): acknowledges the open ones
 * among `ids` (rules 22.4: someone is on it; escalation stops), with the caller's name and the
 * trimmed note. Entry `{ changed }`. Failures: 1170010001 `{ note: { code: 'too_long', max: 500 } }`,
 * 1170010404 an id of another company or unknown (nothing is changed).
 */
export const acknowledgeAlerts = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/acknowledge',
  request: AcknowledgeAlertsRequest,
  response: AlertsChanged,
  auth: true,
});

/** `{ ids }`: alerts to resolve. */
export const ResolveAlertsRequest = strictType({ ids: AlertIds }, 'ResolveAlertsRequest');
export type ResolveAlertsRequest = t.TypeOf<typeof ResolveAlertsRequest>;

/**
 * `POST /web-hmac/web/alert/resolve` `{ ids }` (any member): resolves the open and acknowledged ones
 * among `ids` by the caller (rules 22.4; if the condition still holds, a new alert opens after the
 * rule's hold time). Entry `{ changed }`. Failure: 1170010404 an id of another company or unknown
 * (nothing is changed).
 */
export const resolveAlerts = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/resolve',
  request: ResolveAlertsRequest,
  response: AlertsChanged,
  auth: true,
});

/** The bell's alert count. */
export const AlertUnreadCount = t.type({ count: Count }, 'AlertUnreadCount');
export type AlertUnreadCount = t.TypeOf<typeof AlertUnreadCount>;

/**
 * `GET /web-hmac/web/alert/unreadCount` (any member): the bell's count (rules 22.5): open alerts
 * (not yet acknowledged by anyone) the caller was told of, as a recipient or by an escalation.
 */
export const alertUnreadCount = endpoint({
  method: 'GET',
  path: '/web-hmac/web/alert/unreadCount',
  request: undefined,
  response: AlertUnreadCount,
  auth: true,
});

/** `{ equipmentId }` of a machine. */
export const EquipmentAlertsRequest = strictType({ equipmentId: EquipmentId }, 'EquipmentAlertsRequest');
export type EquipmentAlertsRequest = t.TypeOf<typeof EquipmentAlertsRequest>;

/**
 * `POST /web-hmac/web/alert/for-equipment` `{ equipmentId }` (any member): the machine's open and
 * acknowledged alerts, newest opened first (its detail page, rules 22.5). Failure: 1170010404
 * another company's or an unknown machine.
 */
export const equipmentAlerts = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/for-equipment',
  request: EquipmentAlertsRequest,
  response: t.type({ items: t.array(Alert) }, 'EquipmentAlerts'),
  auth: true,
  writes: false,
});
