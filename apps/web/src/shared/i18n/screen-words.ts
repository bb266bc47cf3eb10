import { defineMessages } from 'react-intl';

/**
 * Words that mean the same on every screen that shows them: the placeholder of a map whose code is
 * still loading, the button that clears a list's filters, the header of a table's row-action
 * column. Their ids are under `screen.*`, outside the login scope of the catalogue
 * (catalogue-scope.ts): no logged-out screen shows them.
 */
export const screenWords = defineMessages({
  loadingMap: { id: 'screen.loadingMap', defaultMessage: 'Loading the map…', description: 'Shown in the place of a map while its code loads' },
  clearFilters: {
    id: 'screen.clearFilters',
    defaultMessage: 'Clear filters',
    description: 'Button that removes the search and every filter of a list or report',
  },
  actions: { id: 'screen.actions', defaultMessage: 'Actions', description: 'Column header of a table: the buttons that act on the row' },
});
