import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '@yardfleet/ui/button';
import { commonMessages } from '../../shared/i18n/common-messages';
import { errorMessages } from '../../shared/i18n/error-messages';
import { LogOutButton } from '../../shared/log-out-dialog';
import { accountMessages } from './account-messages';
import { NoticeLayout } from './notice-layout';

/** Where the company name is entered (personal settings, rules 2.13). */
const COMPANY_NAME_ENTRY_PATH = '/personal/personalCenter';

/**
 * /guest (rules 2.21, 4.14, 8.5): a user without a company name is told so; confirming leads to the company
 * name entry; log out is offered too.
 */
export const GuestPage = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <NoticeLayout title={intl.formatMessage(accountMessages.guestTitle)}>
      <p className="text-sm text-slate-700">{intl.formatMessage(errorMessages.companyNameNotSet)}</p>
      <div className="flex gap-2">
        <Button onClick={() => void navigate(COMPANY_NAME_ENTRY_PATH)}>{intl.formatMessage(commonMessages.confirm)}</Button>
        <LogOutButton />
      </div>
    </NoticeLayout>
  );
};

export const Component = GuestPage;
