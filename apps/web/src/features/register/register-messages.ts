import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { commonMessages } from '../../shared/i18n/common-messages';
import type { RegisterTextField } from './register-form-view';

/** Words of the logged-out account screens: registration, activation, forgot and reset password, link failures (rules 19). */
export const registerMessages = defineMessages({
  companyTitle: { id: 'register.company.title', defaultMessage: 'Create a company account', description: 'Heading of /register-company' },
  personalTitle: { id: 'register.personal.title', defaultMessage: 'Create a personal account', description: 'Heading of /register-personal' },
  passwordHint: {
    id: 'register.passwordHint',
    defaultMessage: '8 to 16 characters with at least one letter and one digit; allowed specials: ~!@#$%^&*_',
    description: 'Password rule under the password field (rules 5.2)',
  },
  businessNotice: {
    id: 'register.businessNotice',
    defaultMessage:
      'Yardfleet is for businesses and individual traders only. By registering you confirm that you are authorised by the account holder to create this account and accept its terms on their behalf.',
    description: 'Registration text: businesses and individual traders only (rules 1.1)',
  },
  agreement: {
    id: 'register.agreement',
    defaultMessage: 'I am authorised by the account holder and agree to the User Agreement and the Privacy Policy',
    description: 'Agreement tick box of the registration forms',
  },
  agreementRequired: {
    id: 'register.agreementRequired',
    defaultMessage: 'Tick the box to confirm before creating the account.',
    description: 'Error under the agreement tick box',
  },
  readAgreement: { id: 'register.readAgreement', defaultMessage: 'Read the User Agreement', description: 'Link to the user agreement' },
  readPrivacy: { id: 'register.readPrivacy', defaultMessage: 'Read the Privacy Policy', description: 'Link to the privacy policy' },
  submit: { id: 'register.submit', defaultMessage: 'Create account', description: 'Submit button of the registration forms' },
  submitting: { id: 'register.submitting', defaultMessage: 'Sending…', description: 'A form button while its request runs' },
  sentTitle: { id: 'register.sent.title', defaultMessage: 'Check your inbox', description: 'Heading after a registration was sent' },
  backToLogin: { id: 'register.backToLogin', defaultMessage: 'Back to log in', description: 'Link to /login' },
  personalInstead: {
    id: 'register.personalInstead',
    defaultMessage: 'Register without a company',
    description: 'Link from company registration to /register-personal',
  },
  companyInstead: {
    id: 'register.companyInstead',
    defaultMessage: 'Register a company instead',
    description: 'Link from personal registration to /register-company',
  },
  checking: { id: 'register.checking', defaultMessage: 'Checking your link…', description: 'While a mailed link is checked' },
  activatedTitle: { id: 'register.activated.title', defaultMessage: 'Your account is active', description: 'Heading after an activation link worked' },
  goToLogin: { id: 'register.goToLogin', defaultMessage: 'Go to log in', description: 'Button to /login' },
  linkFailedTitle: { id: 'register.linkFailed.title', defaultMessage: 'This link does not work', description: 'Heading of the link failure screen' },
  forgotTitle: { id: 'register.forgot.title', defaultMessage: 'Forgot your password?', description: 'Heading of /forgot-password' },
  forgotIntro: {
    id: 'register.forgot.intro',
    defaultMessage: 'Enter the email address of your account. We will send you a link to choose a new password.',
    description: 'Forgot password explanation',
  },
  forgotSubmit: { id: 'register.forgot.submit', defaultMessage: 'Send reset link', description: 'Forgot password button' },
  resetTitle: { id: 'register.reset.title', defaultMessage: 'Choose a new password', description: 'Heading of /reset-password' },
  resetSubmit: { id: 'register.reset.submit', defaultMessage: 'Set new password', description: 'Reset password button' },
  resetDone: {
    id: 'register.reset.done',
    defaultMessage: 'Your password was changed and every session of the account was ended. Log in with the new password.',
    description: 'After a password reset',
  },
  resendRequest: { id: 'register.resendRequest', defaultMessage: 'Send the request again', description: 'Link from an invalid reset link to /forgot-password' },
  roleManager: { id: 'register.role.manager', defaultMessage: 'manager', description: 'Role in a sentence' },
  roleEmployee: { id: 'register.role.employee', defaultMessage: 'employee', description: 'Role in a sentence' },
  roleAdmin: { id: 'register.role.admin', defaultMessage: 'admin', description: 'Role in a sentence' },
});

/** The label of each registration field; email, password and company name are the common words the login form and My Account show too. */
export const registerFieldMessages = {
  ...defineMessages({
    firstName: { id: 'register.field.firstName', defaultMessage: 'First name', description: 'First name field' },
    lastName: { id: 'register.field.lastName', defaultMessage: 'Last name', description: 'Last name field' },
    confirmPassword: { id: 'register.field.confirmPassword', defaultMessage: 'Confirm password', description: 'Password confirmation field' },
  }),
  email: commonMessages.email,
  companyName: commonMessages.companyName,
  password: commonMessages.password,
} satisfies Record<RegisterTextField, MessageDescriptor>;

/** The messages of this area that take values (typed placeholders). */
export const registerValueMessages = {
  inviteTitle: defineMessage<{ companyName: string }>({
    id: 'register.invite.title',
    defaultMessage: 'Join {companyName}',
    description: 'Heading of /register-invite: the inviting company',
  }),
  inviteIntro: defineMessage<{ email: string; role: string }>({
    id: 'register.invite.intro',
    defaultMessage: 'You were invited as {role} with the address {email}. Enter your name and choose a password.',
    description: 'Invitation screen: the role and invited address',
  }),
  sentBody: defineMessage<{ email: string }>({
    id: 'register.sent.body',
    defaultMessage: 'We sent an email to {email}. Open the link in it within 7 days to activate your account.',
    description: 'After a registration: the activation mail was sent',
  }),
  activatedBody: defineMessage<{ email: string }>({
    id: 'register.activated.body',
    defaultMessage: 'You can now log in with {email}.',
    description: 'After activation',
  }),
  forgotSent: defineMessage<{ email: string }>({
    id: 'register.forgot.sent',
    defaultMessage: 'If {email} belongs to an account, a reset link is on its way. It works for one hour.',
    description: 'After a forgot-password request (never says whether the address is registered)',
  }),
  resetFor: defineMessage<{ email: string }>({
    id: 'register.reset.for',
    defaultMessage: 'For the account {email}.',
    description: 'Reset screen: the account',
  }),
  inviteCompleted: defineMessage<{ email: string }>({
    id: 'register.invite.completed',
    defaultMessage: 'Welcome aboard! Log in with {email}.',
    description: 'After an invited registration',
  }),
};
