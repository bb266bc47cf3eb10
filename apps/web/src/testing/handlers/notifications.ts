import type { HttpHandler } from 'msw';
import * as E from 'fp-ts/lib/Either.js';
import {
  Notification,
  NotificationListRequest,
  notificationList,
  notificationMarkAllRead,
  notificationMarkRead,
  notificationUnreadCount,
} from '@yardfleet/contract/endpoints/notifications';
import { fixture } from '../decode';
import { decodeBody, httpFailureHandler, neverAnswers, okEnvelope, on, requireSession } from './respond';

type Subject = {
  readonly kind: string;
  readonly equipment: { id: string; name: string } | null;
  readonly person: { id: string; name: string; email: string } | null;
  readonly errorCode: string | null;
  readonly machineCount?: number;
};

const item = (id: string, minutesAgo: number, read: boolean, rest: Subject): Notification =>
  fixture(Notification, {
    id,
    createdAt: new Date(Date.UTC(2026, 5, 15, 15) - minutesAgo * 60_000).toISOString(),
    read,
    ...rest,
    machineCount: rest.machineCount ?? null,
  });

const machine = (id: string, name: string) => ({ id, name });

/**
 * Nine notifications of Greenway, newest first: the five newest unread (the demo admin's bell
 * shows 5, rules 2.7), and two read grouped ones (1,240 machines offline, 312 due for service at
 * once: the history written before alerts, rules 13.1).
 */
export const NOTIFICATIONS: readonly Notification[] = [
  item('9a1f0c52-0000-4000-8000-000000000001', 12, false, {
    kind: 'machine_faulty',
    equipment: machine('e-1', 'North crew mower 1'),
    person: null,
    errorCode: 'E-204',
  }),
  item('9a1f0c52-0000-4000-8000-000000000002', 70, false, {
    kind: 'machine_offline',
    equipment: machine('e-2', 'Lakeside trimmer 3'),
    person: null,
    errorCode: null,
  }),
  item('9a1f0c52-0000-4000-8000-000000000003', 130, false, {
    kind: 'service_due',
    equipment: machine('e-3', 'Campus blower 2'),
    person: null,
    errorCode: null,
  }),
  item('9a1f0c52-0000-4000-8000-000000000004', 190, false, {
    kind: 'invitation_accepted',
    equipment: null,
    person: { id: 'u-4', name: 'Hannah Okafor', email: 'hannah.okafor@demo.yardfleet.test' },
    errorCode: null,
  }),
  item('9a1f0c52-0000-4000-8000-000000000005', 250, false, {
    kind: 'machine_faulty',
    equipment: machine('e-5', 'West depot mower 4'),
    person: null,
    errorCode: 'E-117',
  }),
  item('9a1f0c52-0000-4000-8000-000000000006', 1500, true, {
    kind: 'service_due',
    equipment: machine('e-6', 'North crew mower 2'),
    person: null,
    errorCode: null,
  }),
  item('9a1f0c52-0000-4000-8000-000000000007', 2900, true, {
    kind: 'machine_offline',
    equipment: machine('e-7', 'Downtown edger 1'),
    person: null,
    errorCode: null,
  }),
  item('9a1f0c52-0000-4000-8000-000000000008', 4400, true, { kind: 'machines_offline', equipment: null, person: null, errorCode: null, machineCount: 1240 }),
  item('9a1f0c52-0000-4000-8000-000000000009', 5900, true, { kind: 'services_due', equipment: null, person: null, errorCode: null, machineCount: 312 }),
];

/**
 * The four notification calls over an in-memory copy of `start` (marking read changes what the
 * next list and count answer), newest first, paged like the server.
 */
const working = (start: readonly Notification[], list: 'answers' | 'never' | 'fails' = 'answers'): HttpHandler[] => {
  let items = start.map((n) => ({ ...n }));
  const unread = () => items.filter((n) => !n.read).length;
  const listHandler = list === 'never' ? neverAnswers(notificationList) : list === 'fails' ? httpFailureHandler(notificationList) : null;
  return [
    listHandler ??
      on(notificationList, async ({ request }) => {
        const refused = requireSession(request);
        if (refused) return refused;
        const body = await decodeBody(NotificationListRequest, request);
        if (E.isLeft(body)) return body.left;
        const { page, pageSize } = body.right;
        return okEnvelope({ items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, unread: unread(), page, pageSize });
      }),
    on(notificationUnreadCount, ({ request }) => requireSession(request) ?? okEnvelope({ unread: unread() })),
    on(notificationMarkRead, async ({ request }) => {
      const refused = requireSession(request);
      if (refused) return refused;
      const body = (await request.json()) as { id?: string };
      items = items.map((n) => (n.id === body.id ? { ...n, read: true } : n));
      return okEnvelope({ unread: unread() });
    }),
    on(notificationMarkAllRead, ({ request }) => {
      const refused = requireSession(request);
      if (refused) return refused;
      items = items.map((n) => ({ ...n, read: true }));
      return okEnvelope({ unread: 0 });
    }),
  ];
};

/** The notification panel in each state (rules 13.4). */
export const notificationHandlers = {
  /** Five unread and two read (the demo admin's bell). */
  unread: (): HttpHandler[] => working(NOTIFICATIONS),
  /** The same seven, every one read: no badge. */
  allRead: (): HttpHandler[] => working(NOTIFICATIONS.map((n) => ({ ...n, read: true }))),
  /** A company with no events yet. */
  empty: (): HttpHandler[] => working([]),
  /** The list never answers (the count does: the badge shows while the panel loads). */
  loading: (): HttpHandler[] => working(NOTIFICATIONS, 'never'),
  /** The list fails with HTTP 500. */
  httpError: (): HttpHandler[] => working(NOTIFICATIONS, 'fails'),
};
