import { useIntl } from 'react-intl';
import { LogOutButton } from '../../shared/log-out-dialog';
import { accountMessages } from './account-messages';
import { NoticeLayout } from './notice-layout';

/** /welcome (rules 2.21, 4.14, 6.4): the app-download notice for user type 3, with a log-out button. */
export const WelcomePage = () => {
  const intl = useIntl();
  return (
    <NoticeLayout title={intl.formatMessage(accountMessages.welcomeTitle)}>
      <p className="text-sm text-slate-700">{intl.formatMessage(accountMessages.welcomeBody)}</p>
      <LogOutButton className="self-start" />
    </NoticeLayout>
  );
};

export const Component = WelcomePage;
