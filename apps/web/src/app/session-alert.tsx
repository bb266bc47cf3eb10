import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import { selectSessionAlert, sessionAlertConfirmed } from '@yardfleet/data/slices/alert';
import { AlertDialog } from '@yardfleet/ui/alert-dialog';
import { commonMessages } from '../shared/i18n/common-messages';

/** The 1401 alert (rules 8.1): the server message and a confirm button; confirming ends the session. */
export const SessionAlert = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const alert = useAppSelector(selectSessionAlert);
  return (
    <AlertDialog
      open={alert !== null}
      title={intl.formatMessage(commonMessages.notice)}
      message={alert?.message ?? ''}
      confirmLabel={intl.formatMessage(commonMessages.confirm)}
      onConfirm={() => dispatch(sessionAlertConfirmed())}
    />
  );
};

export default SessionAlert;
