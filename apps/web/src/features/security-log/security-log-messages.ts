import { defineMessage, defineMessages } from 'react-intl';

/** Words of the security log screen (/security, rules 20.12). */
export const securityMessages = defineMessages({
  intro: {
    id: 'security.intro',
    defaultMessage: 'Logins, password and role changes, invitations and deletions in your company, newest first. Times are in the company’s time zone.',
    description: 'Text under the heading of /security',
  },
  time: { id: 'security.column.time', defaultMessage: 'Time', description: 'Column: when the event happened' },
  what: { id: 'security.column.what', defaultMessage: 'What happened', description: 'Column: the event, what it acted on, the change' },
  who: { id: 'security.column.who', defaultMessage: 'Who', description: 'Column: the member who acted (name and email)' },
  where: { id: 'security.column.where', defaultMessage: 'From where', description: 'Column: the IP address and browser' },
  system: { id: 'security.actor.system', defaultMessage: 'Yardfleet (automatic)', description: 'Who: the system acted, not a person' },
  noAddress: { id: 'security.address.none', defaultMessage: 'No address', description: 'From where: the system acted, so there is no IP address' },
  browser: { id: 'security.browser', defaultMessage: 'Browser', description: 'Accessible label before the browser (user agent) text' },
  filters: { id: 'security.filters', defaultMessage: 'Filters', description: 'Accessible name of the filter group' },
  kind: { id: 'security.filter.kind', defaultMessage: 'Event type', description: 'Filter: which kinds of events' },
  allKinds: { id: 'security.filter.kind.all', defaultMessage: 'All events', description: 'Kind filter option: no filter' },
  search: { id: 'security.filter.search', defaultMessage: 'Search by name, email, address or item', description: 'Search field (placeholder and name)' },
  from: { id: 'security.filter.from', defaultMessage: 'First day', description: 'Filter: the first day shown (company time zone)' },
  to: { id: 'security.filter.to', defaultMessage: 'Last day', description: 'Filter: the last day shown (company time zone)' },
  reversed: { id: 'security.filter.reversed', defaultMessage: 'The last day is before the first day.', description: 'Error: the day range is reversed' },
  refresh: { id: 'security.refresh', defaultMessage: 'Refresh', description: 'Button that reads the log again' },
  exportCsv: { id: 'security.exportCsv', defaultMessage: 'Export CSV', description: 'Button that downloads the filtered events as a CSV file' },
  loadFailed: { id: 'security.loadFailed', defaultMessage: 'The security log could not be loaded.', description: 'Error state of /security' },
  empty: { id: 'security.empty', defaultMessage: 'Nothing has been logged yet', description: 'Empty state: no event at all' },
  emptyHint: {
    id: 'security.empty.hint',
    defaultMessage: 'Logins, password changes, invitations, role changes and deletions will appear here.',
    description: 'Empty state hint',
  },
  noMatch: { id: 'security.noMatch', defaultMessage: 'No events match these filters', description: 'Empty state with filters set' },
  noMatchHint: { id: 'security.noMatch.hint', defaultMessage: 'Try another type or period, or clear the filters.', description: 'Hint of the no-match state' },
  notAllowed: {
    id: 'security.notAllowed',
    defaultMessage: 'Only your company’s admin can see the security log.',
    description: 'Shown to a manager or employee who opens /security',
  },
});

/** "Chrome 146 on Windows": the browser and system a user agent names (product names stay as they are). */
export const browserLine = defineMessage<{ browser: string; system: string }>({
  id: 'security.browser.summary',
  defaultMessage: '{browser} on {system}',
  description: 'From where: the browser (with its version) and the operating system of the request',
});
