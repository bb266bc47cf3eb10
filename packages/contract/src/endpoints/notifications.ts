import * as t from 'io-ts';
import { IsoDateTime, idCodec } from '@yardfleet/domain/entities/brand';
import { EquipmentId, UserId } from '@yardfleet/domain/entities/ids';
import { intBetween, strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * The notification bell and its panel (rules 13), scoped to the caller's company:
 * every member of a company (admin, manager, employee) reads its notifications; read / unread is
 * each user's own (marking read never changes what another user sees). Users without a company and
 * app-only users get 1170010403.
 *
 * Notifications come from company events that are no machine's, written by the server where they
 * happen (rules 13.1): `invitation_accepted`, an invited person activated their account. A
 * machine's events are alerts (`alerts.ts`, rules 22; decision 0025). Notifications of the machine
 * kinds written before alerts stay readable: `machine_faulty` (its error code is `errorCode`),
 * `machine_offline`, `service_due`, and the grouped `machines_offline` / `services_due` with their
 * number of machines (`machineCount`).
 *
 * The bell's count is ALWAYS the server's: the caller's unread notifications
 * (`notification/unreadCount`) plus the open alerts told to the caller (`alert/unreadCount`; rules
 * 2.7, 13.3). The demo admin starts at 5; a fresh company starts at 0.
 */

export const NotificationId = idCodec('NotificationId');
export type NotificationId = t.TypeOf<typeof NotificationId>;

/** What happened (see above). */
export const NotificationKind = t.keyof(
  { machine_faulty: null, machine_offline: null, machines_offline: null, service_due: null, services_due: null, invitation_accepted: null },
  'NotificationKind',
);
export type NotificationKind = t.TypeOf<typeof NotificationKind>;

/**
 * One notification: when it happened (`createdAt`), whether the caller has read it, the machine it
 * is about (machine kinds; its current name) or the person (`invitation_accepted`; their name and
 * email), the error code of a fault, and the number of machines of a grouped `machines_offline`
 * or `services_due` (null on every other kind).
 */
export const Notification = t.type(
  {
    id: NotificationId,
    kind: NotificationKind,
    createdAt: IsoDateTime,
    read: t.boolean,
    equipment: t.union([t.type({ id: EquipmentId, name: t.string }), t.null]),
    person: t.union([t.type({ id: UserId, name: t.string, email: t.string }), t.null]),
    errorCode: t.union([t.string, t.null]),
    machineCount: t.union([t.number, t.null]),
  },
  'Notification',
);
export type Notification = t.TypeOf<typeof Notification>;

/** Most notifications per page. */
export const NOTIFICATION_PAGE_MAX = 50;

/** A page (1-based) of `pageSize` (1..50) notifications. */
export const NotificationListRequest = strictType(
  { page: intBetween(1, 100_000, 'Page'), pageSize: intBetween(1, NOTIFICATION_PAGE_MAX, 'PageSize') },
  'NotificationListRequest',
);
export type NotificationListRequest = t.TypeOf<typeof NotificationListRequest>;

/** A page of the company's notifications, newest first, with the total and the caller's unread count. */
export const NotificationListResponse = t.type(
  { items: t.array(Notification), total: t.number, unread: t.number, page: t.number, pageSize: t.number },
  'NotificationListResponse',
);
export type NotificationListResponse = t.TypeOf<typeof NotificationListResponse>;

/** `POST /web-hmac/web/notification/list`: newest first (then by id), paged. */
export const notificationList = endpoint({
  method: 'POST',
  path: '/web-hmac/web/notification/list',
  request: NotificationListRequest,
  response: NotificationListResponse,
  auth: true,
  writes: false,
});

/** The bell's count: the caller's unread notifications (after the call, for the marks). */
export const UnreadCountResponse = t.type({ unread: t.number }, 'UnreadCountResponse');
export type UnreadCountResponse = t.TypeOf<typeof UnreadCountResponse>;

/** `GET /web-hmac/web/notification/unreadCount`: the bell's count (the caller's unread notifications). */
export const notificationUnreadCount = endpoint({
  method: 'GET',
  path: '/web-hmac/web/notification/unreadCount',
  request: undefined,
  response: UnreadCountResponse,
  auth: true,
});

/**
 * `POST /web-hmac/web/notification/markRead`: marks one notification read for the caller (again is
 * fine); another company's or an unknown id answers 1170010404. Answers the new unread count.
 */
export const notificationMarkRead = endpoint({
  method: 'POST',
  path: '/web-hmac/web/notification/markRead',
  request: strictType({ id: NotificationId }, 'NotificationMarkReadRequest'),
  response: UnreadCountResponse,
  auth: true,
});

/** `POST /web-hmac/web/notification/markAllRead`: marks every company notification read for the caller; answers 0 unread. */
export const notificationMarkAllRead = endpoint({
  method: 'POST',
  path: '/web-hmac/web/notification/markAllRead',
  request: undefined,
  response: UnreadCountResponse,
  auth: true,
});
