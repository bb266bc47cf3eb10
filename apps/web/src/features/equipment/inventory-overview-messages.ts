import { defineMessages } from 'react-intl';

/** Words of the inventory home overview above the equipment list (rules 10.11). */
export const overviewMessages = defineMessages({
  title: { id: 'equipment.overview.title', defaultMessage: 'Fleet overview', description: 'Heading of the counts above the equipment list on /home' },
  filterHint: {
    id: 'equipment.overview.filterHint',
    defaultMessage: 'Select a count to show only those machines below; select it again to show all.',
    description: 'Hint: the inventory, online and service counts filter the list',
  },
  serviceDue: { id: 'equipment.overview.serviceDue', defaultMessage: 'Service due', description: 'Group of the service due counts' },
  loadFailed: { id: 'equipment.overview.loadFailed', defaultMessage: 'The overview could not be loaded.', description: 'Error of the overview counts' },
});
