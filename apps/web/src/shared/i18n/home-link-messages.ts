import { defineMessage } from 'react-intl';

/**
 * The link to the home page from a screen the user cannot use (Not found, a screen their role may
 * not see). Its id is under `common.*`, in the login scope of the catalogue (catalogue-scope.ts):
 * the logged-out Not found screen shows it.
 */
export const goHomeMessage = defineMessage({
  id: 'common.goHome',
  defaultMessage: 'Go to the home page',
  description: 'Link to the home page from Not found or from a screen the user may not see',
});
