import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { InvitableRole } from '@yardfleet/contract/endpoints/people';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import { validateForgotPassword } from '@yardfleet/domain/forms/account-forms';
import { INVITABLE_ROLES } from '@yardfleet/domain/rules/permissions';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { Select } from '@yardfleet/ui/select';
import { TextField } from '@yardfleet/ui/text-field';
import { roleWords } from '../../shared/i18n/role-words';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { DialogButtons } from '../../shared/dialog-buttons';
import { peopleMessages } from './people-messages';

export interface InviteDialogProps {
  readonly open: boolean;
  readonly busy: boolean;
  readonly onCancel: () => void;
  /**
   * Called with a valid address (domain email rule) and an invitable role (never admin, rules 6.5);
   * resolves to the request's answer, whose 1170010001 field errors the dialog shows on its fields.
   */
  readonly onInvite: (invitation: { email: string; role: InvitableRole }) => Promise<{ readonly error?: unknown }>;
}

const isInvitable = (role: string): role is InvitableRole => role === 'manager' || role === 'employee';

/**
 * The invitation dialog (rules 2.12): an email address and a role (the domain's INVITABLE_ROLES).
 * The server's field errors (1170010001) show on the email field until it is edited; what was
 * typed is kept (rules 5.1).
 */
export const InviteDialog = ({ open, busy, onCancel, onInvite }: InviteDialogProps) => {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('employee');
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<ValidationError | undefined>(undefined);
  const ruleError = validateForgotPassword({ email }).email;
  const error = (shown ? ruleError : undefined) ?? serverError;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setShown(true);
    if (ruleError === undefined)
      void onInvite({ email: email.trim(), role }).then((answer) =>
        setServerError(answer.error === undefined ? undefined : validationErrorsOf(answer.error)['email']),
      );
  };
  return (
    <FormDialog open={open} title={intl.formatMessage(peopleMessages.inviteTitle)} onClose={onCancel}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <TextField
          label={intl.formatMessage(peopleMessages.inviteEmail)}
          type="email"
          name="email"
          value={email}
          error={error ? validationMessage(intl, error, intl.formatMessage(peopleMessages.inviteEmail)) : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setServerError(undefined);
          }}
          onBlur={() => setShown(true)}
        />
        <Select
          label={intl.formatMessage(peopleMessages.inviteRole)}
          value={role}
          options={INVITABLE_ROLES.filter(isInvitable).map((value) => ({ value, label: intl.formatMessage(roleWords[value]) }))}
          onChange={setRole}
        />
        <DialogButtons submitLabel={intl.formatMessage(peopleMessages.inviteSend)} onCancel={onCancel} busy={busy} />
      </form>
    </FormDialog>
  );
};
