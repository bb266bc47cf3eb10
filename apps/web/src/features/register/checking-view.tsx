import { useIntl } from 'react-intl';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { AuthCard } from './auth-card';
import { registerMessages } from './register-messages';
import { commonMessages } from '../../shared/i18n/common-messages';

/** While a mailed link is being checked (the link-check paths, rules 7.7). */
export const CheckingView = () => {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage(registerMessages.checking)}>
      <Placeholder kind="loading" label={intl.formatMessage(commonMessages.loading)} className="self-center" />
    </AuthCard>
  );
};
