import { defineMessage, defineMessages } from 'react-intl';

/** Words of the Gateways list (/gateway; rules 14.1 to 14.5). */
export const listMessages = defineMessages({
  tabs: { id: 'gateways.tabs', defaultMessage: 'Gateway kinds', description: 'Accessible name of the tab list of gateway kinds' },
  search: {
    id: 'gateways.search',
    defaultMessage: 'Search by serial number or model',
    description: 'Search field of the gateway list (finds deleted gateways too)',
  },
  searchHint: {
    id: 'gateways.search.hint',
    defaultMessage: 'Search results include deleted gateways.',
    description: 'Shown under the search field while searching (rules 14.3)',
  },
  location: { id: 'gateways.column.location', defaultMessage: 'Location', description: 'Column: where the gateway is (place name or coordinates)' },
  brand: { id: 'gateways.column.brand', defaultMessage: 'Brand', description: 'Column: phone brand of an app gateway' },
  systemVersion: { id: 'gateways.column.systemVersion', defaultMessage: 'System version', description: 'Column: operating system version of the phone' },
  appVersion: { id: 'gateways.column.appVersion', defaultMessage: 'Application version', description: 'Column: version of the mobile app' },
  udid: { id: 'gateways.column.udid', defaultMessage: 'UDID', description: 'Column: unique device id of the phone' },
  email: { id: 'gateways.column.email', defaultMessage: 'Email', description: 'Column: email of the member signed in when the app gateway was bound' },
  connectedDevices: {
    id: 'gateways.column.connectedDevices',
    defaultMessage: 'Connected devices',
    description: 'Column: number of devices heard within the online window',
  },
  actions: { id: 'gateways.actions', defaultMessage: 'Actions', description: 'Button that opens the action menu of a row' },
  sortNewest: { id: 'gateways.sort.newest', defaultMessage: 'Newest first', description: 'Sort state of the last connected column' },
  sortOldest: { id: 'gateways.sort.oldest', defaultMessage: 'Oldest first', description: 'Sort state of the last connected column' },
  loadFailed: { id: 'gateways.loadFailed', defaultMessage: 'The gateways could not be loaded.', description: 'Error state of the list' },
  empty: { id: 'gateways.empty', defaultMessage: 'No gateways of this kind yet', description: 'Empty state of a tab without a search' },
  elsewhereTitle: {
    id: 'gateways.search.elsewhereTitle',
    defaultMessage: 'No match on this tab',
    description: 'A search found nothing on the open tab but found gateways of other kinds (rules 14.3)',
  },
  elsewhereHint: {
    id: 'gateways.search.elsewhereHint',
    defaultMessage: 'The search found gateways of other kinds. Open their tab:',
    description: 'Under the title when a search matches gateways on other tabs; the tabs with matches follow as buttons',
  },
  emptyHint: {
    id: 'gateways.empty.hint',
    defaultMessage: 'Gateways appear here once they report: device and charger gateways by themselves, app gateways when the mobile app binds them.',
    description: 'Empty state: where gateways come from (rules 14.6)',
  },
  reset: { id: 'gateways.reset', defaultMessage: 'Reset', description: 'Action: reset the gateway' },
  delete: { id: 'gateways.delete', defaultMessage: 'Delete', description: 'Action: delete the gateway' },
  resetTitle: { id: 'gateways.reset.title', defaultMessage: 'Reset this gateway?', description: 'Title of the reset confirmation' },
  deleteTitle: { id: 'gateways.delete.title', defaultMessage: 'Delete this gateway?', description: 'Title of the delete confirmation' },
  resetPending: {
    id: 'gateways.resetPending',
    defaultMessage: 'Reset pending',
    description: 'Marker of a reset gateway waiting to be bound again in the mobile app',
  },
  resetDone: { id: 'gateways.reset.done', defaultMessage: 'Gateway reset. Bind it again in the mobile app.', description: 'Toast after a reset' },
  deleteDone: { id: 'gateways.delete.done', defaultMessage: 'Gateway deleted.', description: 'Toast after a delete' },
});

/** Row and detail action names that say which gateway they act on (unique accessible names). */
export const actionForMessages = {
  menu: defineMessage<{ serial: string }>({
    id: 'gateways.actions.for',
    defaultMessage: 'Actions for {serial}',
    description: 'Accessible name of the row action menu; serial is the gateway SN',
  }),
};

/** The tab label with its count: "Device gateway, 5". */
/** A button that opens the tab of a kind a search found gateways in, with their number (rules 14.3). */
export const elsewhereTab = defineMessage<{ kind: string; count: number }>({
  id: 'gateways.search.elsewhereTab',
  defaultMessage: '{kind} ({count, number})',
  description: 'A button that opens the tab of a kind with the number of gateways the search found there',
});

export const tabCount = defineMessage<{ count: number }>({
  id: 'gateways.tab.count',
  defaultMessage: '{count, plural, one {# gateway} other {# gateways}}',
  description: 'Number of gateways in a tab (read after the tab name)',
});

/** The marker of a deleted gateway in search results (rules 14.3), with the company-local date. */
export const deletedOn = defineMessage<{ date: string }>({
  id: 'gateways.deletedOn',
  defaultMessage: 'Deleted {date}',
  description: 'Marker of a deleted gateway in search results; date in the company time zone',
});

/** What a reset does (rules 14.5), with and without a warehouse. */
export const resetQuestion = {
  warehouse: defineMessage<{ serial: string; place: string }>({
    id: 'gateways.reset.question.warehouse',
    defaultMessage: '{serial} leaves {place} and must be bound again in the mobile app; the warehouse can then be deleted.',
    description: 'Body of the reset confirmation of a gateway in a warehouse',
  }),
  other: defineMessage<{ serial: string }>({
    id: 'gateways.reset.question.other',
    defaultMessage: '{serial} stops reporting and must be bound again in the mobile app.',
    description: 'Body of the reset confirmation of a gateway outside a warehouse',
  }),
};

/** What a delete does (rules 14.5), with and without a warehouse. */
export const deleteQuestion = {
  warehouse: defineMessage<{ serial: string; place: string }>({
    id: 'gateways.delete.question.warehouse',
    defaultMessage:
      '{serial} leaves {place} and stops reporting; the warehouse can then be deleted. It leaves the tabs, and a search still finds it, marked deleted.',
    description: 'Body of the delete confirmation of a gateway in a warehouse',
  }),
  other: defineMessage<{ serial: string }>({
    id: 'gateways.delete.question.other',
    defaultMessage: '{serial} stops reporting and leaves the tabs; a search still finds it, marked deleted.',
    description: 'Body of the delete confirmation of a gateway outside a warehouse',
  }),
};

/** A gateway's position by the company's nearest warehouse (rules 14.2); {distance} is e.g. "1.2 mi". */
export const whereaboutsMessages = {
  near: defineMessage<{ warehouse: string; distance: string }>({
    id: 'gateways.location.near',
    defaultMessage: 'Near {warehouse} ({distance})',
    description: 'Location of a gateway within 5 miles of a company warehouse; {warehouse} is its name, {distance} the distance',
  }),
  far: defineMessage<{ warehouse: string; distance: string }>({
    id: 'gateways.location.far',
    defaultMessage: '{distance} from {warehouse}',
    description: 'Location of a gateway farther than 5 miles from every company warehouse: the distance to the nearest one',
  }),
};
