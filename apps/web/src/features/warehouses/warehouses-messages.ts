import { defineMessage, defineMessages } from 'react-intl';

/** Words of the Warehouses list (/warehouse; rules 17.4, 17.5). */
export const listMessages = defineMessages({
  name: { id: 'warehouses.column.name', defaultMessage: 'Name', description: 'Column: warehouse name' },
  address: { id: 'warehouses.column.address', defaultMessage: 'Address', description: 'Column: street address' },
  location: { id: 'warehouses.column.location', defaultMessage: 'Location', description: 'Column: latitude, longitude in degrees' },
  radius: { id: 'warehouses.column.radius', defaultMessage: 'Radius (m)', description: 'Column: radius in metres' },
  gateways: { id: 'warehouses.column.gateways', defaultMessage: 'Gateways', description: 'Column: number of gateways linked to the warehouse' },
  edit: { id: 'warehouses.edit', defaultMessage: 'Edit', description: 'Row action: edit the warehouse' },
  delete: { id: 'warehouses.delete', defaultMessage: 'Delete', description: 'Row action: delete the warehouse' },
  deleteTitle: { id: 'warehouses.delete.title', defaultMessage: 'Delete this warehouse?', description: 'Title of the delete confirmation' },
  loadFailed: { id: 'warehouses.loadFailed', defaultMessage: 'The warehouses could not be loaded.', description: 'Error state of the list' },
  empty: { id: 'warehouses.empty', defaultMessage: 'No warehouses yet', description: 'Empty state title' },
  emptyHint: {
    id: 'warehouses.empty.hint',
    defaultMessage: 'A warehouse is a place on the map with a radius. Machines inside the radius count as in warehouse; outside it they are out for work.',
    description: 'Empty state: what a warehouse does (rules 4.2)',
  },
  readOnly: {
    id: 'warehouses.readOnly',
    defaultMessage: 'Only admins and managers can set up, edit or delete warehouses.',
    description: 'Shown to an employee, who may see the list only',
  },
  mapLabel: { id: 'warehouses.map', defaultMessage: 'Map of the warehouses', description: 'Accessible name of the overview map' },
  deleted: { id: 'warehouses.deleted', defaultMessage: 'Warehouse deleted.', description: 'Toast after a delete' },
  created: { id: 'warehouses.created', defaultMessage: 'Warehouse set up.', description: 'Toast after the set-up saved a new warehouse' },
  saved: { id: 'warehouses.saved', defaultMessage: 'Warehouse saved.', description: 'Toast after an edit was saved' },
});

/** The delete confirmation naming the warehouse. */
export const deleteQuestion = defineMessage<{ name: string }>({
  id: 'warehouses.delete.question',
  defaultMessage: 'Delete {name}? Machines inside its radius will count as out for work.',
  description: 'Body of the delete confirmation',
});

/** "This warehouse has N gateways assigned, reset them before removing it" (rules 17.4, 8.5; code 1170010409). */
export const hasGatewaysMessage = defineMessage<{ count: number }>({
  id: 'warehouses.delete.hasGateways',
  defaultMessage: 'This warehouse has {count, plural, one {# gateway} other {# gateways}} assigned, reset them before removing it.',
  description: 'Delete refused because gateways are linked to the warehouse (rules 17.4); count is the number of gateways',
});

/** Row action names that say which warehouse they act on (unique accessible names). */
export const rowActionMessages = {
  edit: defineMessage<{ name: string }>({
    id: 'warehouses.edit.for',
    defaultMessage: 'Edit {name}',
    description: 'Accessible name of the edit button of a row',
  }),
  delete: defineMessage<{ name: string }>({
    id: 'warehouses.delete.for',
    defaultMessage: 'Delete {name}',
    description: 'Accessible name of the delete button of a row',
  }),
};
