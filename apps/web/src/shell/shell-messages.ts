import { defineMessage, defineMessages } from 'react-intl';

/** Words of the shell (rules 2.3 to 2.7): landmarks, buttons and menus around every screen. */
export const shellMessages = defineMessages({
  mainNavigation: { id: 'shell.nav.main', defaultMessage: 'Main', description: 'Name of the sidebar navigation landmark' },
  openMenu: { id: 'shell.menu.open', defaultMessage: 'Open menu', description: 'Button that opens the sidebar drawer on small screens' },
  closeMenu: { id: 'shell.menu.close', defaultMessage: 'Close menu', description: 'Button that closes the sidebar drawer' },
  breadcrumb: { id: 'shell.breadcrumb', defaultMessage: 'Breadcrumb', description: 'Name of the breadcrumb landmark' },
  openPages: { id: 'shell.tabs.label', defaultMessage: 'Open pages', description: 'Name of the list of visited pages (tabs)' },
  clock: { id: 'shell.clock', defaultMessage: 'Current date and time', description: 'Name of the live clock in the top bar' },
  company: { id: 'shell.company', defaultMessage: 'Company', description: 'Label before the company name in the top bar' },
  apiReference: {
    id: 'shell.userMenu.apiReference',
    defaultMessage: 'API reference',
    description: "User menu link (admin only) to the server's reference page of the HTTP API for other systems, opened in a new tab",
  },
});

/**
 * Name of the notification bell (rules 2.7, 22.5): the badge's number (unread notifications plus
 * the person's open alerts, so the visible number is in the name, WCAG 2.5.3), then how many of
 * them are alerts when any.
 */
export const notificationsMessage = defineMessage<{ total: number; alerts: number }>({
  id: 'shell.notifications',
  defaultMessage: 'Notifications, {total, plural, =0 {none} one {# unread} other {# unread}}{alerts, plural, =0 {} one { (# alert)} other { (# alerts)}}',
  description:
    'Accessible name of the notification bell: the badge number (unread notifications and open alerts together), then the alerts among them (left out at 0)',
});

/** Accessible name of a tab's close button. */
export const closeTabMessage = defineMessage<{ title: string }>({
  id: 'shell.tabs.close',
  defaultMessage: 'Close {title}',
  description: 'Button that closes the tab of a visited page',
});
