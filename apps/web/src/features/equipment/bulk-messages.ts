import { defineMessage, defineMessages } from 'react-intl';

/** Words of the equipment list's selection and bulk bar (docs/roles.md "Bulk actions"). */
export const bulkMessages = defineMessages({
  selectColumn: {
    id: 'equipment.bulk.selectColumn',
    defaultMessage: 'Select',
    description: 'Header of the column of checkboxes that select machines for a bulk action',
  },
  selectPage: {
    id: 'equipment.bulk.selectPage',
    defaultMessage: 'Select this page',
    description: 'Accessible name of the checkbox that selects every machine on the page',
  },
  clear: { id: 'equipment.bulk.clear', defaultMessage: 'Clear selection', description: 'Button of the bulk bar: unselect every machine' },
  barLabel: { id: 'equipment.bulk.bar', defaultMessage: 'Actions on the selected machines', description: 'Accessible name of the bulk action bar' },
  tag: { id: 'equipment.bulk.tag', defaultMessage: 'Tag', description: 'Label of the tag choice of the bulk bar' },
  addTag: { id: 'equipment.bulk.addTag', defaultMessage: 'Add tag', description: 'Button of the bulk bar: add the chosen tag to every selected machine' },
  removeTag: {
    id: 'equipment.bulk.removeTag',
    defaultMessage: 'Remove tag',
    description: 'Button of the bulk bar: remove the chosen tag from every selected machine',
  },
  exportCsv: { id: 'equipment.bulk.exportCsv', defaultMessage: 'Export CSV', description: 'Button of the bulk bar: download the selected machines as CSV' },
  exportXlsx: { id: 'equipment.bulk.exportXlsx', defaultMessage: 'Export XLSX', description: 'Button of the bulk bar: download the selected machines as XLSX' },
  delete: { id: 'equipment.bulk.delete', defaultMessage: 'Delete', description: 'Button of the bulk bar (admin only): delete the selected machines' },
  cancel: { id: 'equipment.bulk.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the bulk delete confirmation' },
});

/** The bulk bar's `selectRow` text. */
export const selectRowMessage = defineMessage<{ name: string }>({
  id: 'equipment.bulk.selectRow',
  defaultMessage: 'Select {name}',
  description: 'Accessible name of the checkbox that selects one machine of the list',
});

/** The bulk bar's `selected` text. */
export const selectedMessage = defineMessage<{ count: number }>({
  id: 'equipment.bulk.selected',
  defaultMessage: '{count, plural, one {# machine selected} other {# machines selected}}',
  description: 'How many machines the bulk bar acts on',
});

/** The bulk bar's `selectAllMatching` text. */
export const selectAllMatchingMessage = defineMessage<{ count: number }>({
  id: 'equipment.bulk.selectAllMatching',
  defaultMessage: '{count, plural, one {Select the # machine matching the filters} other {Select all # machines matching the filters}}',
  description: 'Button of the bulk bar: select every machine matching the filters, not only this page',
});

/** The bulk bar's `deleteTitle` text. */
export const deleteTitleMessage = defineMessage<{ count: number }>({
  id: 'equipment.bulk.deleteTitle',
  defaultMessage: '{count, plural, one {Delete # machine?} other {Delete # machines?}}',
  description: 'Title of the bulk delete confirmation',
});

/** The bulk bar's `deleteMessage` text. */
export const deleteMessageMessage = defineMessage<{ count: number }>({
  id: 'equipment.bulk.deleteMessage',
  defaultMessage:
    '{count, plural, one {# machine is deleted permanently.} other {# machines are deleted permanently.}} Their maintenance logs and reports stay in the statistics.',
  description: 'Text of the bulk delete confirmation',
});

/** The bulk bar's `tagged` text. */
export const taggedMessage = defineMessage<{ count: number }>({
  id: 'equipment.bulk.tagged',
  defaultMessage: '{count, plural, =0 {No machine changed} one {# machine changed} other {# machines changed}}',
  description: 'Toast after a bulk tag change',
});

/** The bulk bar's `deleted` text. */
export const deletedMessage = defineMessage<{ count: number }>({
  id: 'equipment.bulk.deleted',
  defaultMessage: '{count, plural, one {# machine deleted} other {# machines deleted}}',
  description: 'Toast after a bulk delete',
});
