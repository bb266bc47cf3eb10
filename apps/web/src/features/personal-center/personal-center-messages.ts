import { defineMessage, defineMessages } from 'react-intl';

/** Words of the Personal Center (rules 19.7, 6.7). */
export const personalMessages = defineMessages({
  profile: { id: 'personal.profile', defaultMessage: 'Profile', description: 'Section: name, email, company, role' },
  name: { id: 'personal.name', defaultMessage: 'Name', description: 'Profile: name' },
  role: { id: 'personal.role', defaultMessage: 'Role', description: 'Profile: role' },
  passwordSection: { id: 'personal.password', defaultMessage: 'Change password', description: 'Section heading' },
  oldPassword: { id: 'personal.password.old', defaultMessage: 'Current password', description: 'Field' },
  newPassword: { id: 'personal.password.new', defaultMessage: 'New password', description: 'Field' },
  confirmPassword: { id: 'personal.password.confirm', defaultMessage: 'Confirm new password', description: 'Field' },
  savePassword: { id: 'personal.password.save', defaultMessage: 'Change password', description: 'Button' },
  passwordChanged: { id: 'personal.password.changed', defaultMessage: 'Your password was changed.', description: 'Success toast' },
  companySection: { id: 'personal.company', defaultMessage: 'Company', description: 'Section heading' },
  saveCompanyName: { id: 'personal.company.saveName', defaultMessage: 'Save company name', description: 'Button' },
  renameTitle: { id: 'personal.company.renameTitle', defaultMessage: 'Rename the company?', description: 'Confirmation title' },
  timeZone: { id: 'personal.company.timeZone', defaultMessage: 'Company time zone', description: 'Select of IANA zones' },
  saveTimeZone: { id: 'personal.company.saveTimeZone', defaultMessage: 'Save time zone', description: 'Button' },
  saved: { id: 'personal.saved', defaultMessage: 'Saved.', description: 'Success toast' },
  companyLoadFailed: { id: 'personal.company.loadFailed', defaultMessage: 'The company settings could not be loaded.', description: 'Error state' },
  transferSection: { id: 'personal.transfer', defaultMessage: 'Transfer admin role', description: 'Section heading' },
  transferHint: {
    id: 'personal.transfer.hint',
    defaultMessage: 'The person you choose becomes the admin of the company and you become a manager.',
    description: 'Transfer explanation (rules 4.9)',
  },
  transferTo: { id: 'personal.transfer.to', defaultMessage: 'New admin', description: 'Select of activated people' },
  transfer: { id: 'personal.transfer.submit', defaultMessage: 'Transfer admin role', description: 'Button' },
  transferTitle: { id: 'personal.transfer.title', defaultMessage: 'Transfer the admin role?', description: 'Confirmation title' },
  noCandidates: { id: 'personal.transfer.none', defaultMessage: 'Nobody else in the company is activated yet.', description: 'No transfer target' },
  cancelSection: { id: 'personal.cancel', defaultMessage: 'Cancel personal account', description: 'Section heading' },
  cancelHint: {
    id: 'personal.cancel.hint',
    defaultMessage: 'Your account and your access end immediately. The company and its data stay with the company.',
    description: 'Cancel account explanation',
  },
  cancelRefused: {
    id: 'personal.cancel.refused',
    defaultMessage:
      'You are the admin of a registered company, so your account cannot be cancelled. Transfer the admin role first, or have a service agent cancel the company.',
    description: 'Refusal reason (domain rule, rules 6.7)',
  },
  cancelAccount: { id: 'personal.cancel.submit', defaultMessage: 'Cancel my account', description: 'Button' },
  keepAccount: {
    id: 'personal.cancel.keep',
    defaultMessage: 'Keep my account',
    description: 'Cancel-account confirmation: the button that closes the dialog and cancels nothing',
  },
  accountCancelled: {
    id: 'personal.cancel.done',
    defaultMessage: 'Your account has been cancelled.',
    description: 'Success message after the personal account was cancelled (shown on the login screen)',
  },
  cancelTitle: { id: 'personal.cancel.title', defaultMessage: 'Cancel your account?', description: 'Confirmation title' },
  cancelQuestion: { id: 'personal.cancel.question', defaultMessage: 'This cannot be undone.', description: 'Confirmation body' },
  companyCancellation: { id: 'personal.companyCancellation', defaultMessage: 'Cancel the company', description: 'Section heading' },
  companyCancellationBody: {
    id: 'personal.companyCancellation.body',
    defaultMessage:
      'A company can only be cancelled by a Yardfleet service agent. Write to support@yardfleet.com from the admin address, or call +1 800 555 0199 (Monday to Friday, 8:00–18:00), and tell them your company name.',
    description: 'Company cancellation only via a service agent (rules 6.7)',
  },
  createTitle: { id: 'personal.create.title', defaultMessage: 'Create your company', description: 'Section for a user without a company' },
  createHint: {
    id: 'personal.create.hint',
    defaultMessage: 'Enter your company name to start using Yardfleet. You become the admin of the new company.',
    description: 'Create company explanation',
  },
  create: { id: 'personal.create.submit', defaultMessage: 'Create company', description: 'Button' },
});

/** Confirmation bodies that name what changes. */
export const personalValueMessages = {
  renameQuestion: defineMessage<{ name: string }>({
    id: 'personal.company.renameQuestion',
    defaultMessage: 'Everyone in the company will see the new name "{name}".',
    description: 'Rename confirmation',
  }),
  transferQuestion: defineMessage<{ who: string }>({
    id: 'personal.transfer.question',
    defaultMessage: '{who} becomes the admin and you become a manager. Only the new admin can give the role back.',
    description: 'Transfer confirmation',
  }),
};
