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
});

/** Name of the notification bell with its count (rules 2.7). */
export const notificationsMessage = defineMessage<{ count: number }>({
  id: 'shell.notifications',
  defaultMessage: 'Notifications, {count, plural, =0 {none} one {# unread} other {# unread}}',
  description: 'Accessible name of the notification bell with the unread count',
});

/** Accessible name of a tab's close button. */
export const closeTabMessage = defineMessage<{ title: string }>({
  id: 'shell.tabs.close',
  defaultMessage: 'Close {title}',
  description: 'Button that closes the tab of a visited page',
});
