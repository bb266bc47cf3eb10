import { defineMessages } from 'react-intl';

/** Words of Legal Information and the protocol pages (rules 2.13, 4.10). */
export const legalMessages = defineMessages({
  read: { id: 'legal.read', defaultMessage: 'Read the full text', description: 'Link to an agreement' },
  withdrawSection: { id: 'legal.withdraw.section', defaultMessage: 'Withdraw consent', description: 'Section heading' },
  withdrawHint: {
    id: 'legal.withdraw.hint',
    defaultMessage:
      'If you withdraw your consent to the User Agreement and the Privacy Policy, you are logged out and cannot use Yardfleet until you accept them again at your next login.',
    description: 'Consent explanation (rules 4.10)',
  },
  withdraw: { id: 'legal.withdraw.submit', defaultMessage: 'Withdraw consent', description: 'Button' },
  withdrawTitle: { id: 'legal.withdraw.title', defaultMessage: 'Withdraw your consent?', description: 'Confirmation title' },
  withdrawQuestion: { id: 'legal.withdraw.question', defaultMessage: 'You will be logged out now.', description: 'Confirmation body' },
  loading: { id: 'legal.loading', defaultMessage: 'Loading the document…', description: 'While the agreement text loads' },
  back: { id: 'legal.back', defaultMessage: 'Back', description: 'Link back from an agreement page' },
});
