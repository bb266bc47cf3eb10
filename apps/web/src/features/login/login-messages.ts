import { defineMessages } from 'react-intl';

/** Words of the login screen (rules 2.8, 5.9). */
export const loginMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Log in to Yardfleet', description: 'Heading of the login screen' },
  subtitle: {
    id: 'login.subtitle',
    defaultMessage: 'Fleet management for battery-powered outdoor equipment',
    description: 'Line under the login heading',
  },
  agreementPrefix: {
    id: 'login.agreement.prefix',
    defaultMessage: 'I have read and agree to the',
    description: 'Start of the agreement checkbox label, before the two links',
  },
  agreementAnd: { id: 'login.agreement.and', defaultMessage: 'and the', description: 'Word between the two agreement links' },
  submit: { id: 'login.submit', defaultMessage: 'Log in', description: 'Button that logs in' },
  submitting: { id: 'login.submitting', defaultMessage: 'Logging in…', description: 'Log in button while the request runs' },
  forgotPassword: { id: 'login.forgotPassword', defaultMessage: 'Forgot password?', description: 'Link to /forgot-password' },
  createCompany: { id: 'login.createCompany', defaultMessage: 'Create a company account', description: 'Link to /register-company' },
  acceptAgain: {
    id: 'login.acceptAgain',
    defaultMessage: 'Accept the agreements and log in',
    description: 'Button after a consent withdrawal (1170012073): accepts both agreements again and logs in',
  },
  businessOnly: {
    id: 'login.businessOnly',
    defaultMessage: 'Yardfleet is for businesses and individual traders only.',
    description: 'Audience note under the form (rules 1.1)',
  },
});
