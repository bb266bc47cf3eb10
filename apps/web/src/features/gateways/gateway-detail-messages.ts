import { defineMessage, defineMessages } from 'react-intl';

/** Words of the gateway detail (/gateway/{id}; rules 14.4). */
export const detailMessages = defineMessages({
  back: { id: 'gateways.detail.back', defaultMessage: 'Back to gateways', description: 'Link from the detail back to the list (same tab, search and page)' },
  kind: { id: 'gateways.detail.kind', defaultMessage: 'Kind', description: 'Field: gateway kind' },
  app: { id: 'gateways.detail.app', defaultMessage: 'Mobile app', description: 'Heading of the card of the app gateway fields (phone and app)' },
  noSubDevices: { id: 'gateways.detail.noSubDevices', defaultMessage: 'This gateway links no devices.', description: 'Empty sub-device table' },
  name: { id: 'gateways.detail.column.name', defaultMessage: 'Name', description: 'Column: sub-device name' },
  lastHeard: { id: 'gateways.detail.column.lastHeard', defaultMessage: 'Last heard', description: 'Column: when the gateway last heard the sub-device' },
  connection: {
    id: 'gateways.detail.column.connection',
    defaultMessage: 'Connection',
    description: 'Column: connected or not (heard within the online window)',
  },
  connected: { id: 'gateways.detail.connected', defaultMessage: 'Connected', description: 'Sub-device heard within the online window' },
  notConnected: { id: 'gateways.detail.notConnected', defaultMessage: 'Not connected', description: 'Sub-device not heard within the online window' },
  charger: { id: 'gateways.detail.category.charger', defaultMessage: 'Charger', description: 'Category of a charger sub-device' },
  location: { id: 'gateways.detail.location', defaultMessage: 'Location', description: 'Heading of the location card (map)' },
  resetPending: {
    id: 'gateways.detail.resetPending',
    defaultMessage: 'Reset pending: bind again in the mobile app.',
    description: 'Banner of a reset gateway',
  },
  loadFailed: { id: 'gateways.detail.loadFailed', defaultMessage: 'The gateway could not be loaded.', description: 'Error state of the detail' },
  notFoundTitle: { id: 'gateways.detail.notFound', defaultMessage: 'Gateway not found', description: 'Title of the not-found state (unknown id)' },
  notFoundBody: {
    id: 'gateways.detail.notFound.body',
    defaultMessage: 'This gateway does not exist or belongs to another company.',
    description: 'Body of the not-found state',
  },
});

/** The deleted banner with the company-local date (rules 14.4). */
export const deletedBanner = defineMessage<{ date: string }>({
  id: 'gateways.detail.deletedOn',
  defaultMessage: 'Deleted on {date}. It no longer reports and shows only in search results.',
  description: 'Banner of a deleted gateway; date in the company time zone',
});

/** Accessible name of the map. */
export const mapLabel = defineMessage<{ serial: string }>({
  id: 'gateways.detail.map',
  defaultMessage: 'Location of {serial}',
  description: 'Accessible name of the map of the gateway position',
});
