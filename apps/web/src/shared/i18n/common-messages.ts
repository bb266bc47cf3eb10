import { defineMessages } from 'react-intl';

/** Words shared by several screens (ids under `common.*`). */
export const commonMessages = defineMessages({
  appName: { id: 'common.appName', defaultMessage: 'Yardfleet', description: 'Product name (logo alternative text, page titles)' },
  logOut: { id: 'common.logOut', defaultMessage: 'Log Out', description: 'Action that ends the session' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel', description: 'Button that closes a dialog without doing anything' },
  confirm: { id: 'common.confirm', defaultMessage: 'Confirm', description: 'Button that accepts a dialog' },
  retry: { id: 'common.retry', defaultMessage: 'Try again', description: 'Button that repeats a failed load' },
  loading: { id: 'common.loading', defaultMessage: 'Loading…', description: 'Shown while a screen or list loads' },
  dismiss: { id: 'common.dismiss', defaultMessage: 'Dismiss', description: 'Button that closes a notification' },
  all: { id: 'common.all', defaultMessage: 'All', description: 'Filter option meaning no filter' },
  notice: { id: 'common.notice', defaultMessage: 'Notice', description: 'Title of a blocking message from the server' },
  logOutTitle: { id: 'common.logOut.title', defaultMessage: 'Log out?', description: 'Title of the log-out confirmation dialog' },
  logOutQuestion: {
    id: 'common.logOut.question',
    defaultMessage: 'You will need to log in again to use Yardfleet.',
    description: 'Body of the log-out confirmation dialog',
  },
  refresh: { id: 'common.refresh', defaultMessage: 'Refresh', description: 'Button that reloads the page' },
  email: { id: 'common.email', defaultMessage: 'Email', description: 'The account email: label of the login and registration fields and of My Account' },
  password: { id: 'common.password', defaultMessage: 'Password', description: 'Label of the password field of the login and registration forms' },
  companyName: { id: 'common.companyName', defaultMessage: 'Company name', description: 'Label of the company name (registration, My Account)' },
  userAgreement: {
    id: 'common.userAgreement',
    defaultMessage: 'User Agreement',
    description: 'Name of the user agreement: link on the login form, title of /protocol/user-agreement',
  },
  privacyPolicy: {
    id: 'common.privacyPolicy',
    defaultMessage: 'Privacy Policy',
    description: 'Name of the privacy policy: link on the login form, title of /protocol/privacy-policy',
  },
});
