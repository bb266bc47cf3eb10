import { defineMessage, defineMessages } from 'react-intl';

/** Words of the notification panel (rules 13.4): its title, states and actions; one typed message per kind below. */
export const notificationsMessages = defineMessages({
  title: { id: 'notifications.title', defaultMessage: 'Notifications', description: 'Heading of the notification panel opened by the bell' },
  markAllRead: { id: 'notifications.markAllRead', defaultMessage: 'Mark all read', description: 'Button that marks every notification read for the user' },
  markRead: { id: 'notifications.markRead', defaultMessage: 'Mark as read', description: 'Button that marks one notification read' },
  unread: { id: 'notifications.unread', defaultMessage: 'Unread', description: 'Screen-reader mark of an unread notification' },
  empty: {
    id: 'notifications.empty',
    defaultMessage: 'No notifications yet. Faults, machines going offline, service due and accepted invitations appear here.',
    description: 'The panel when the company has no notifications',
  },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading notifications…', description: 'The panel while its list loads' },
  error: { id: 'notifications.error', defaultMessage: 'The notifications could not be loaded.', description: 'The panel when its list failed to load' },
});

/** A machine turned faulty: its name and its error code. */
export const machineFaultyMessage = defineMessage<{ machine: string; code: string }>({
  id: 'notifications.kind.machineFaulty',
  defaultMessage: '{machine} reported fault {code}',
  description: 'A machine turned faulty; code is its error code',
});
/** A machine stopped reporting for 10 minutes (rules 4.4). */
export const machineOfflineMessage = defineMessage<{ machine: string }>({
  id: 'notifications.kind.machineOffline',
  defaultMessage: '{machine} went offline',
  description: 'A machine stopped reporting for 10 minutes',
});
/** A grouped notice written before alerts: many machines went offline in one sweep (rules 13.1, decision 0022): their number. */
export const machinesOfflineMessage = defineMessage<{ count: number }>({
  id: 'notifications.kind.machinesOffline',
  defaultMessage: '{count, plural, one {# machine} other {# machines}} went offline at once',
  description: 'Many machines stopped reporting at the same time (one notice for all of them); count is their number',
});
/** A grouped notice written before alerts: many machines became due for service in one sweep (rules 13.1, decision 0022): their number. */
export const servicesDueMessage = defineMessage<{ count: number }>({
  id: 'notifications.kind.servicesDue',
  defaultMessage: '{count, plural, one {# machine is} other {# machines are}} now due for service',
  description: 'Many machines became due for service at the same time (one notice for all of them); count is their number',
});
/** A machine's reminder plan became due. */
export const serviceDueMessage = defineMessage<{ machine: string }>({
  id: 'notifications.kind.serviceDue',
  defaultMessage: '{machine} is due for service',
  description: 'A machine reminder plan became due',
});
/** An invited person activated their account. */
export const invitationAcceptedMessage = defineMessage<{ person: string }>({
  id: 'notifications.kind.invitationAccepted',
  defaultMessage: '{person} accepted the invitation',
  description: 'An invited person activated their account',
});

/** The panel's alerts line (rules 22.5): the open and acknowledged alerts the person was told of and has not read. */
export const alertsMessages = defineMessages({
  heading: { id: 'notifications.alerts', defaultMessage: 'Alerts', description: 'Heading of the alerts part of the notification panel' },
  link: { id: 'notifications.alerts.link', defaultMessage: 'Show alerts', description: 'Link from the notification panel to /alerts' },
});
export const alertsCountMessage = defineMessage<{ count: number }>({
  id: 'notifications.alerts.count',
  defaultMessage: '{count, plural, =0 {No open alerts for you.} one {# open alert for you.} other {# open alerts for you.}}',
  description: 'Notification panel: how many open or acknowledged alerts the person was told of',
});
