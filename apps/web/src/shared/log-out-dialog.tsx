import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@yardfleet/data/hooks';
import { logOut } from '@yardfleet/data/session-flow';
import { Button, type ButtonProps } from '@yardfleet/ui/button';
import { ConfirmDialog } from '@yardfleet/ui/confirm-dialog';
import { commonMessages } from './i18n/common-messages';

/**
 * The log-out confirmation (rules 4.15: Log Out asks for confirmation). Confirming calls logout, stores
 * the logout flag, clears the session and goes to /login (data layer `logOut`).
 */
export const LogOutDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const confirm = async (): Promise<void> => {
    setBusy(true);
    await dispatch(logOut());
    setBusy(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage(commonMessages.logOutTitle)}
      message={intl.formatMessage(commonMessages.logOutQuestion)}
      confirmLabel={intl.formatMessage(commonMessages.logOut)}
      cancelLabel={intl.formatMessage(commonMessages.cancel)}
      tone="danger"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
};

/** A "Log Out" button with its confirmation dialog (welcome, guest and account screens). */
export const LogOutButton = (props: Omit<ButtonProps, 'onClick' | 'children'>) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" {...props} onClick={() => setOpen(true)}>
        {intl.formatMessage(commonMessages.logOut)}
      </Button>
      <LogOutDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
