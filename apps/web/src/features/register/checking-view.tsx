import { useIntl } from 'react-intl';
import { Spinner } from '@yardfleet/ui/spinner';
import { AuthCard } from './auth-card';
import { registerMessages } from './register-messages';
import { commonMessages } from '../../shared/i18n/common-messages';

/** While a mailed link is being checked (SPEC 7 check paths). */
export const CheckingView = () => {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage(registerMessages.checking)}>
      <Spinner label={intl.formatMessage(commonMessages.loading)} className="self-center" />
    </AuthCard>
  );
};
