import { defineMessages } from 'react-intl';

/**
 * The names of a machine's attributes (rules 3.4), the same wherever a machine is shown: the equipment
 * list's column headers and filters, the equipment detail's labels, the reports' columns and
 * filters, the gateway detail's sub-devices. Ids under `equipment.field.*`.
 */
export const equipmentFieldWords = defineMessages({
  picture: { id: 'equipment.field.picture', defaultMessage: 'Picture', description: 'A machine attribute: its picture (column header)' },
  name: { id: 'equipment.field.name', defaultMessage: 'Name', description: 'A machine attribute: its name (column header)' },
  category: {
    id: 'equipment.field.category',
    defaultMessage: 'Category',
    description: 'A machine attribute: its equipment category (column header, filter, label)',
  },
  modelNumber: {
    id: 'equipment.field.modelNumber',
    defaultMessage: 'Model number',
    description: 'A machine attribute: its model number (column header, label)',
  },
  inventoryStatus: {
    id: 'equipment.field.inventoryStatus',
    defaultMessage: 'Inventory status',
    description: 'A machine attribute: in warehouse, out for work, never seen, location unknown (column header, filter)',
  },
  tags: { id: 'equipment.field.tags', defaultMessage: 'Tags', description: 'A machine attribute: the tags assigned to it (column header, card heading)' },
  tag: { id: 'equipment.field.tag', defaultMessage: 'Tag', description: 'Filter of machines by one of their tags' },
  onlineStatus: {
    id: 'equipment.field.onlineStatus',
    defaultMessage: 'Online status',
    description: 'A machine attribute: online or offline (column header, filter)',
  },
  activity: {
    id: 'equipment.field.activity',
    defaultMessage: 'Activity',
    description: 'A machine attribute: what it is doing now, rules 4.5 (column header, filter, label)',
  },
  lastSeen: { id: 'equipment.field.lastSeen', defaultMessage: 'Last seen', description: 'A machine attribute: when it last reported (column header, label)' },
  warehouse: {
    id: 'equipment.field.warehouse',
    defaultMessage: 'Warehouse',
    description: 'The warehouse a machine stands in (label) or is filtered by (filter)',
  },
});
