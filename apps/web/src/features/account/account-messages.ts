import { defineMessages } from 'react-intl';

/** Words of the account screens: welcome, guest, My Account, Legal Information (SPEC 2). */
export const accountMessages = defineMessages({
  welcomeTitle: { id: 'account.welcome.title', defaultMessage: 'Use Yardfleet on your phone', description: 'Heading of /welcome (user type 3)' },
  welcomeBody: {
    id: 'account.welcome.body',
    defaultMessage: 'Your account works in the Yardfleet mobile app. Download the app from your app store and log in there with the same email and password.',
    description: 'App-download notice for user type 3 (SPEC 2, 6)',
  },
  guestTitle: { id: 'account.guest.title', defaultMessage: 'Set up your company', description: 'Heading of /guest' },
  myAccountTitle: { id: 'account.myAccount.title', defaultMessage: 'My Account', description: 'Heading of the My Account card' },
  name: { id: 'account.myAccount.name', defaultMessage: 'Name', description: 'My Account: the user name' },
  email: { id: 'account.myAccount.email', defaultMessage: 'Email', description: 'My Account: the email' },
  company: { id: 'account.myAccount.company', defaultMessage: 'Company', description: 'My Account: the company name' },
  role: { id: 'account.myAccount.role', defaultMessage: 'Role', description: 'My Account: the role in the company' },
  noCompany: { id: 'account.myAccount.noCompany', defaultMessage: 'Not set', description: 'My Account: a user without a company' },
  roleAdmin: { id: 'account.role.admin', defaultMessage: 'Admin', description: 'Role (SPEC 6)' },
  roleManager: { id: 'account.role.manager', defaultMessage: 'Manager', description: 'Role (SPEC 6)' },
  roleEmployee: { id: 'account.role.employee', defaultMessage: 'Employee', description: 'Role (SPEC 6)' },
  legalTitle: { id: 'account.legal.title', defaultMessage: 'Legal Information', description: 'Heading of /personal/legalInformation' },
  userAgreementTitle: { id: 'account.legal.userAgreement.title', defaultMessage: 'User Agreement', description: 'Title of the user agreement' },
  userAgreementSummary: {
    id: 'account.legal.userAgreement.summary',
    defaultMessage:
      'Yardfleet is offered to businesses and individual traders only. The person who registers must be authorised by the account holder, keeps the login details safe, and is responsible for the equipment data the company enters or that its devices report.',
    description: 'One-paragraph summary of the user agreement',
  },
  privacyPolicyTitle: { id: 'account.legal.privacyPolicy.title', defaultMessage: 'Privacy Policy', description: 'Title of the privacy policy' },
  privacyPolicySummary: {
    id: 'account.legal.privacyPolicy.summary',
    defaultMessage:
      'We process account details (name, email, company) and device data (positions, runtimes, battery figures) to run the service. Data stays within your company, is never sold, and you can withdraw your consent or cancel your account at any time.',
    description: 'One-paragraph summary of the privacy policy',
  },
  fullTextLater: {
    id: 'account.legal.fullText',
    defaultMessage: 'Read the full text',
    description: 'Link to the full agreement text',
  },
});
