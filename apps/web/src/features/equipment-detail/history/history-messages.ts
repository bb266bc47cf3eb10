import { defineMessages } from 'react-intl';

/** Words of a machine's History tab (rules 20.13). */
export const historyMessages = defineMessages({
  tabMaintenance: {
    id: 'equipmentDetail.tab.maintenance',
    defaultMessage: 'Service and maintenance',
    description: 'Tab of the equipment detail: its maintenance',
  },
  tabHistory: { id: 'equipmentDetail.tab.history', defaultMessage: 'History', description: 'Tab of the equipment detail: who changed what on the machine' },
  caption: { id: 'equipmentDetail.history.caption', defaultMessage: 'Changes to this machine', description: 'Accessible name of the history table' },
  time: { id: 'equipmentDetail.history.time', defaultMessage: 'When', description: 'History column: when the change was made' },
  what: { id: 'equipmentDetail.history.what', defaultMessage: 'What changed', description: 'History column: the change, field by field' },
  who: { id: 'equipmentDetail.history.who', defaultMessage: 'Who', description: 'History column: who made the change' },
  empty: { id: 'equipmentDetail.history.empty', defaultMessage: 'No changes recorded yet', description: 'History empty state' },
  emptyHint: {
    id: 'equipmentDetail.history.emptyHint',
    defaultMessage: 'Renames, tag changes, maintenance logs and reminder plans of this machine will appear here.',
    description: 'History empty state hint',
  },
  loadFailed: { id: 'equipmentDetail.history.loadFailed', defaultMessage: 'The history could not be loaded.', description: 'History error state' },
  system: { id: 'equipmentDetail.history.system', defaultMessage: 'Yardfleet (automatic)', description: 'Who: the system made the change' },
});
