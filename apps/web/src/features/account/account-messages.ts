import { defineMessages } from 'react-intl';

/** Words of the account screens: welcome and guest (rules 2.21, 4.14). */
export const accountMessages = defineMessages({
  welcomeTitle: { id: 'account.welcome.title', defaultMessage: 'Use Yardfleet on your phone', description: 'Heading of /welcome (user type 3)' },
  welcomeBody: {
    id: 'account.welcome.body',
    defaultMessage: 'Your account works in the Yardfleet mobile app. Download the app from your app store and log in there with the same email and password.',
    description: 'App-download notice for user type 3 (rules 2.21, 6.4)',
  },
  guestTitle: { id: 'account.guest.title', defaultMessage: 'Set up your company', description: 'Heading of /guest' },
});
