import { defineMessage, defineMessages } from 'react-intl';

/** Words of the equipment list (rules 2.10, 3.4). */
export const equipmentMessages = defineMessages({
  search: { id: 'equipment.list.search', defaultMessage: 'Search by name or serial number', description: 'Label and placeholder of the equipment search box' },
  serviceDue: { id: 'equipment.list.filter.serviceDue', defaultMessage: 'Service', description: 'Label of the service due filter' },
  faulty: { id: 'equipment.list.filter.faulty', defaultMessage: 'Faults', description: 'Label of the filter by reported error code' },
  faultyYes: {
    id: 'equipment.list.filter.faulty.yes',
    defaultMessage: 'With an error code',
    description: 'Faults filter option: machines reporting an error code',
  },
  faultyNo: {
    id: 'equipment.list.filter.faulty.no',
    defaultMessage: 'Without an error code',
    description: 'Faults filter option: machines reporting no error code',
  },
  viewLabel: {
    id: 'equipment.list.view.label',
    defaultMessage: 'Show equipment as',
    description: 'Accessible name of the List / Map switch of the equipment screen',
  },
  viewList: { id: 'equipment.list.view.list', defaultMessage: 'List', description: 'Switch button: show the equipment as a table' },
  viewMap: { id: 'equipment.list.view.map', defaultMessage: 'Map', description: 'Switch button: show the equipment on the fleet map' },
  mapLabel: { id: 'equipment.map.label', defaultMessage: 'Fleet map', description: 'Accessible name of the map showing every machine' },
  mapHint: {
    id: 'equipment.map.hint',
    defaultMessage: 'Click a machine to open it. The list shows the same machines for keyboard and screen reader use.',
    description: 'Help line under the fleet map',
  },
  mapLoadFailed: { id: 'equipment.map.loadFailed', defaultMessage: 'The fleet map could not be loaded.', description: 'Error state of the fleet map' },
  loadFailed: { id: 'equipment.list.loadFailed', defaultMessage: 'The equipment list could not be loaded.', description: 'Error state of the equipment list' },
});

/** How many machines the fleet map shows (rules 17.9). */
export const mapCountMessage = defineMessage<{ count: number }>({
  id: 'equipment.map.count',
  defaultMessage: '{count, plural, =0 {No machine with a known position matches} one {# machine on the map} other {# machines on the map}}',
  description: 'How many machines the fleet map shows (machines that never reported a position are not on it)',
});

/** The error code a machine reports, beside its activity in the list (rules 2.10, 4.5). */
export const errorCodeMessage = defineMessage<{ code: string }>({
  id: 'equipment.list.errorCode',
  defaultMessage: 'Error code {code}',
  description: 'The error code a faulty machine reports, beside its activity',
});
